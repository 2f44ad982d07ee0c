import Foundation
import TestSupport
import Testing

@testable import formcli

/// `man/formcli.1`: its SYNOPSIS and option lists are made from formcli's ``OptionTable`` (as
/// `--help` is) and committed; these tests fail while the committed page differs from what the
/// table makes now, hold the hand-written exit statuses to `--help`'s, and lint the page.
@Suite("formcli.1 is fresh and agrees with --help")
struct ManPageTests {
    static var page: String {
        get throws { try String(contentsOfFile: Repository.path("man/formcli.1"), encoding: .utf8) }
    }

    /// The first line (1-based) where `made` and `page` differ, with both versions of it; nil when
    /// they are the same.
    static func firstDifference(_ made: String, _ page: String) -> String? {
        let made = made.split(separator: "\n", omittingEmptySubsequences: false)
        let page = page.split(separator: "\n", omittingEmptySubsequences: false)
        guard made != page else { return nil }
        let index =
            zip(made, page).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(made.count, page.count)
        let line = { (lines: [Substring]) in index < lines.count ? String(lines[index]) : "(end of file)" }
        return "line \(index + 1): committed '\(line(page))', the table makes '\(line(made))'"
    }

    @Test("the committed page is what the option table makes (else run Scripts/generate-manual.sh)")
    func fresh() throws {
        let page = try Self.page
        let made = try ManualPage.regenerate(page, file: "man/formcli.1")
        #expect(
            Self.firstDifference(made, page) == nil,
            "man/formcli.1 is stale: run Scripts/generate-manual.sh and commit it")
        // The hidden command the script runs prints the same page.
        let printed = try CLI.run(["--generate-manual", Repository.path("man/formcli.1")])
        #expect(printed.status == 0, "\(printed.stderr)")
        #expect(Self.firstDifference(printed.stdout, page) == nil)
        for (name, _) in ManualPage.parts {
            #expect(page.contains(#".\" BEGIN GENERATED "# + name + "\n"), "no generated \(name)")
        }
    }

    @Test("a stale generated part is written anew; the prose around it is kept")
    func staleIsRewritten() throws {
        let page = try Self.page
        let stale = page.replacingOccurrences(of: ".It Fl -pages\n", with: ".It Fl -pagez\n")
            .replacingOccurrences(of: "turns a property-list description", with: "turns a PROSE description")
        #expect(stale != page)
        let made = try ManualPage.regenerate(stale, file: "formcli.1")
        #expect(made.contains(".It Fl -pages\n") && !made.contains("-pagez"))
        #expect(made.contains("turns a PROSE description"))
        let unmarked = page.replacingOccurrences(of: #".\" END GENERATED options"#, with: "")
        do {
            _ = try ManualPage.regenerate(unmarked, file: "formcli.1")
            Issue.record("a page without its END line was regenerated")
        } catch {
            #expect(error.message.hasPrefix("formcli.1: line "), "\(error.message)")
        }
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
