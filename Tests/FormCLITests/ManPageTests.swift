import Foundation
import TestSupport
import Testing

/// `man/formcli.1` is written by hand; these tests hold it to `formcli --help` so the two
/// cannot drift: the same flags, the same exit statuses, and a page mandoc finds nothing wrong with.
@Suite("formcli.1 and --help agree")
struct ManPageTests {
    static var page: String {
        get throws { try String(contentsOfFile: Repository.path("man/formcli.1"), encoding: .utf8) }
    }

    /// Every `--flag` (and `-h`) a text mentions.
    static func flags(in text: String, prefix: String) -> Set<String> {
        var found = Set<String>()
        let pattern = try? NSRegularExpression(pattern: "\(prefix)(-[a-z][a-z-]*|h\\b)")
        let range = NSRange(text.startIndex..., in: text)
        pattern?.enumerateMatches(in: text, range: range) { match, _, _ in
            guard let match, let flag = Range(match.range(at: 1), in: text) else { return }
            found.insert("-" + text[flag])
        }
        return found
    }

    @Test("every flag of --help is in the man page, and the man page has no other")
    func sameFlags() throws {
        let help = try CLI.run(["--help"])
        #expect(help.status == 0)
        let helpFlags = Self.flags(in: help.stdout, prefix: "(?<![A-Za-z0-9-])-")
        let manFlags = Self.flags(in: try Self.page, prefix: "Fl ")
        #expect(helpFlags.count > 20)
        #expect(helpFlags.subtracting(manFlags).sorted() == [], "in --help, not in formcli.1")
        #expect(manFlags.subtracting(helpFlags).sorted() == [], "in formcli.1, not in --help")
    }

    @Test("the exit statuses are the same")
    func sameExitStatuses() throws {
        let help = try CLI.run(["--help"]).stdout
        let tail = try #require(help.range(of: "Exit status:"))
        let helpCodes = help[tail.upperBound...].split(whereSeparator: { !$0.isNumber }).map(String.init)
        let page = try Self.page
        let section = try #require(page.range(of: ".Sh EXIT STATUS"))
        let end = page[section.upperBound...].range(of: "\n.Sh ")?.lowerBound ?? page.endIndex
        let manCodes = page[section.upperBound..<end].split(separator: "\n")
            .filter { $0.hasPrefix(".It ") }.map { String($0.dropFirst(4)) }
        #expect(helpCodes == manCodes)
        #expect(manCodes.contains("130"))
    }

    @Test(
        "mandoc -T lint finds nothing (skipped without mandoc: apt-get install mandoc)",
        .enabled(if: Repository.tool("mandoc") != nil))
    func lint() throws {
        let mandoc = try #require(Repository.tool("mandoc"))
        let lint = try Repository.run(mandoc, ["-T", "lint", Repository.path("man/formcli.1")])
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
        #expect(lint.stdout.isEmpty && lint.stderr.isEmpty)
        let text = try Repository.run(mandoc, ["-T", "utf8", Repository.path("man/formcli.1")])
        #expect(text.stdout.contains("--completions"))
    }
}
