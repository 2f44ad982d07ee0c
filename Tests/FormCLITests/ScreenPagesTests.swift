import Foundation
import TestSupport
import Testing

/// A form walked one section at a time (`"pages": true`, `--pages`) on a pseudo-terminal at
/// 80×24 and 40×10: the `N of M` line, ^D to the next page, ↑ above a page's first row back, a
/// section shown by an answer becoming a page, the review of every answer, a change made from
/// it, and done from it.
@Suite(.serialized) struct ScreenPagesTests {
    private static let up = "\u{1b}[A"
    private static let down = "\u{1b}[B"
    private static let done = "\u{04}"

    /// A trip: who (a required name, a switch that shows the car section), the car, a contact.
    private static let trip = #"""
        {"title": "Trip", "pages": true, "sections": [
          {"title": "Who", "rows": [
            {"key": "name", "kind": "text", "firstTitle": "Name", "required": true},
            {"key": "car", "kind": "switch", "firstTitle": "Rent a car"}]},
          {"title": "Car", "visibleWhen": {"key": "car", "equals": true}, "rows": [
            {"key": "licence", "kind": "text", "firstTitle": "Licence"}]},
          {"title": "Contact", "rows": [
            {"key": "email", "kind": "email", "firstTitle": "Email"}]}]}
        """#

    /// Writes `text` as a form in a fresh directory; its path.
    private static func form(_ text: String = trip) throws -> String {
        let url = try CLI.temporaryDirectory().appendingPathComponent("trip.json")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    private func answers(_ path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let document = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return try #require(document?["values"] as? [String: Any])
    }

    @Test(arguments: [(rows: 24, columns: 80), (rows: 10, columns: 40)])
    func pagesTurnSkipHiddenSectionsAndEndOnAReview(size: (rows: Int, columns: Int)) throws {
        let output = try CLI.temporaryDirectory().appendingPathComponent("answers.json").path
        let terminal = try PseudoTerminal(
            [try Self.form(), "--json"], rows: UInt16(size.rows), columns: UInt16(size.columns),
            stdoutPath: output)
        #expect(terminal.wait(for: "1 of 2"), "\(terminal.screen.text)")
        #expect(terminal.screen.text.contains("Who"))
        #expect(!terminal.screen.text.contains("Contact"), "one section at a time")
        #expect(terminal.screen.lines.last?.contains("^D next") == true, "\(terminal.screen.text)")
        terminal.send("Ada\r" + Self.done)
        #expect(terminal.wait(for: "2 of 2"), "the car section is hidden: no page")
        #expect(terminal.screen.text.contains("Contact"))
        #expect(!terminal.screen.text.contains("Rent a car"))
        #expect(terminal.screen.lines.last?.contains("^D review") == true, "\(terminal.screen.text)")
        // ↑ above the page's first row: the page before, on its last row; a switch shows a page.
        terminal.send(Self.up)
        #expect(terminal.wait(for: "1 of 2"))
        terminal.send(" ")
        #expect(terminal.wait(for: "1 of 3"), "\(terminal.screen.text)")
        terminal.send(Self.done)
        #expect(terminal.wait(for: "2 of 3"))
        #expect(terminal.screen.text.contains("Licence"))
        terminal.send("B-1" + Self.done)
        #expect(terminal.wait(for: "3 of 3"))
        terminal.send("ada@example.com" + Self.done)
        #expect(terminal.wait(for: "Review: every answer"), "\(terminal.screen.text)")
        let review = terminal.screen.text
        for answer in ["Ada", "Rent a car", "on"] {
            #expect(review.contains(answer), "\(answer) on the review: \(review)")
        }
        // The last answer, at the end of the review (scrolled to at 40×10).
        terminal.send("\u{1b}[F")
        #expect(terminal.wait(for: "ada@example.com"), "\(terminal.screen.text)")
        terminal.send("\u{1b}[H")
        #expect(terminal.wait(for: "Ada"))
        // Enter on an answer: its page, then ^D back to the review; ^D there is done.
        terminal.send(Self.down + "\r")
        #expect(terminal.wait(for: "1 of 3"))
        #expect(terminal.wait(for: "Rent a car: ^D back to the review"), "\(terminal.screen.text)")
        terminal.send(Self.done)
        #expect(terminal.wait(for: "Review: every answer"))
        terminal.send(Self.done)
        #expect(terminal.waitForExit() == 0, "\(terminal.screen.text)")
        let values = try answers(output)
        #expect(values["name"] as? String == "Ada")
        #expect(values["licence"] as? String == "B-1")
        #expect(values["email"] as? String == "ada@example.com")
    }

    @Test(arguments: [(rows: 24, columns: 80), (rows: 10, columns: 40)])
    func doneFromTheReviewWithARuleBrokenGoesToItsPage(size: (rows: Int, columns: Int)) throws {
        let terminal = try PseudoTerminal(
            [try Self.form()], rows: UInt16(size.rows), columns: UInt16(size.columns))
        #expect(terminal.wait(for: "1 of 2"))
        terminal.send(Self.done + Self.done)
        #expect(terminal.wait(for: "Review: every answer"), "\(terminal.screen.text)")
        #expect(terminal.screen.text.contains("✗"), "the empty required name is marked")
        terminal.send(Self.done)
        #expect(terminal.wait(for: "1 problem"), "\(terminal.screen.text)")
        terminal.send("\r")
        #expect(terminal.wait(for: "1 of 2"), "on the name's page: \(terminal.screen.text)")
        // Esc on the review goes back to the last page.
        terminal.send("Ada" + Self.done)
        #expect(terminal.wait(for: "Review: every answer"))
        terminal.send("\u{1b}")
        #expect(terminal.wait(for: "2 of 2"), "\(terminal.screen.text)")
        terminal.send("\u{03}")
        #expect(terminal.waitForExit() == 130)
    }

    @Test func theFlagPagesAnyForm() throws {
        let terminal = try PseudoTerminal(["--pages"])
        #expect(terminal.wait(for: "1 of 4"), "\(terminal.screen.text)")
        #expect(terminal.screen.text.contains("Personal"))
        #expect(!terminal.screen.text.contains("Preferences"))
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
        // Without either, every section at once.
        let whole = try PseudoTerminal([])
        #expect(whole.wait(for: "Preferences"))
        #expect(!whole.screen.text.contains("1 of 4"))
        whole.send("q")
        #expect(whole.waitForExit() == 0)
    }

    @Test func pagesIsAFullScreenWalksFlag() throws {
        let plain = try CLI.run(["--pages", "--plain"])
        #expect(plain.status == 64)
        #expect(plain.stderr.hasPrefix("formcli: --pages and --plain cannot be combined\n"))
        let guided = try CLI.run(["--guided", "--pages"])
        #expect(guided.stderr.hasPrefix("formcli: --pages and --guided cannot be combined\n"))
        let dump = try CLI.run(["--dump", "--pages"])
        #expect(dump.status == 64)
        #expect(dump.stderr.hasPrefix("formcli: --pages only applies to a walk\n"))
        let valued = try CLI.run(["--pages=yes"])
        #expect(valued.stderr.hasPrefix("formcli: --pages takes no value\n"))
    }

    @Test func aPagesKeyThatIsNoBooleanIsOneClearLine() throws {
        let path = try Self.form(#"{"pages": "maybe", "sections": [{"rows": []}]}"#)
        let result = try CLI.run(["--check", path])
        #expect(result.status != 0)
        #expect(result.stderr.contains("pages: expected a boolean"), "\(result.stderr)")
    }
}
