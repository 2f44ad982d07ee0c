import Foundation

/// man/formcli.1's generated parts: between `.\" BEGIN GENERATED NAME` and `.\" END GENERATED
/// NAME` lines the page holds what ``OptionTable`` makes; the prose around them is written by
/// hand. `formcli --generate-manual FILE` (hidden; `Scripts/generate-manual.sh`) prints FILE
/// with those parts made anew, and `ManPageTests` fails while the committed page differs.
enum ManualPage {
    /// The generated parts, by name.
    static let parts: [(name: String, text: String)] = [
        ("synopsis", OptionTable.manualSynopsis),
        ("modes", OptionTable.manualEntries(.mode)),
        ("options", OptionTable.manualEntries(.option)),
        ("limits", OptionTable.manualEntries(.limit)),
    ]

    /// `page` (read from `file`) with every generated part replaced by what the table makes now.
    static func regenerate(_ page: String, file: String) throws(UsageError) -> String {
        var lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (name, text) in parts {
            let begin = #".\" BEGIN GENERATED "# + name
            let end = #".\" END GENERATED "# + name
            guard let first = lines.firstIndex(of: begin) else {
                throw UsageError("\(file): no line '\(begin)'")
            }
            guard let last = lines[first...].firstIndex(of: end) else {
                throw UsageError("\(file): line \(first + 1): '\(begin)' has no '\(end)' after it")
            }
            lines.replaceSubrange((first + 1)..<last, with: text.split(separator: "\n").map(String.init))
        }
        return lines.joined(separator: "\n")
    }

    /// `formcli --generate-manual FILE`: prints FILE regenerated; 0, 64 (a wrong command line),
    /// 65 (a page without the markers) or 66 (FILE unreadable).
    static func run(_ arguments: [String]) -> ExitStatus {
        guard arguments.count == 1, let file = arguments.first else {
            Console.error("--generate-manual needs one FILE (man/formcli.1)")
            return .usage
        }
        guard let data = FileManager.default.contents(atPath: file),
            let page = String(data: data, encoding: .utf8)
        else {
            Console.error("\(file): cannot read it as UTF-8 text")
            return .noInput
        }
        do {
            Console.out(try regenerate(page, file: file))
            return .success
        } catch {
            Console.error(error.message)
            return .dataError
        }
    }
}
