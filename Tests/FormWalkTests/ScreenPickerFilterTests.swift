import FormEngine
import Foundation
import Testing

@testable import FormWalk

/// Letters typed on a picker filter its options at once by fuzzy subsequence, the best match
/// first and its letters underlined; `/` still opens the filter, and the moving keys keep their
/// meaning.
@Suite struct ScreenPickerFilterTests {
    /// A destination picker (inline) and a page picker of the same cities.
    private static func form() throws -> Form {
        let cities = ["Berlin", "Reykjavík", "Rome", "Kyiv", "New York"]
        func options(_ prefix: String) -> [[String: Any]] {
            cities.map {
                ["key": "\(prefix)\($0.prefix(3).lowercased())", "kind": "option", "firstTitle": $0]
            }
        }
        let rows: [[String: Any]] =
            [["key": "to", "firstTitle": "Destination", "expandable": true, "additionalRows": cities.count]]
            + options("to-")
            + [
                [
                    "key": "from", "firstTitle": "From", "expandable": true, "additionalRows": cities.count,
                    "presentation": "page",
                ]
            ] + options("from-")
        let data = try PropertyListSerialization.data(
            fromPropertyList: ["sections": [["rows": rows]]], format: .xml, options: 0)
        return try Form(DescriptorLoader().load(data: data))
    }

    private func state() throws -> ScreenState {
        ScreenState(session: WalkSession(form: try Self.form()), height: 24, width: 80)
    }

    private func press(_ keys: [Key], _ state: inout ScreenState) {
        for key in keys { _ = state.handle(key) }
    }

    private func type(_ text: String) -> [Key] { text.map { .char($0) } }

    private func filter(_ state: ScreenState) -> OptionFilter? {
        guard case .filter(let filter)? = state.overlay else { return nil }
        return filter
    }

    @Test func lettersOnAPickerFilterItsOptionsBestFirst() throws {
        var screen = try state()
        #expect(screen.cursorRow?.key == "to")
        press(type("rkjv"), &screen)
        let opened = try #require(filter(screen), "a letter opens the filter")
        #expect(opened.editor.text == "rkjv")
        #expect(opened.matches.map(\.label) == ["Reykjavík"])
        press([.enter], &screen)
        #expect(screen.overlay == nil)
        #expect(try screen.session.form.value(of: "to") == .choice("to-rey"))
    }

    @Test func theBestMatchComesFirstAndItsLettersAreMarked() throws {
        var screen = try state()
        press(type("ro"), &screen)
        let matches = try #require(filter(screen)).matches.map(\.label)
        // "Rome" starts with "ro"; "New York" has r and o apart, in the wrong order for "ro"
        // ("Yo-r-k": o before r); Reykjavík has no o; Berlin has r but no o after it.
        #expect(matches == ["Rome"])
        press([.escape], &screen)
        press(type("ei"), &screen)
        #expect(try #require(filter(screen)).matches.map(\.label) == ["Berlin", "Reykjavík"])
        let line = try #require(
            screen.frame().lines.first { $0.spans.map(\.text).joined().contains("Berlin") })
        let underlined = line.spans.filter(\.style.underline).map(\.text)
        #expect(underlined == ["e", "i"], "the letters that matched: \(underlined)")
    }

    @Test func accentsAndCaseDoNotMatterAndDiacriticsAreKept() throws {
        let query = FuzzyMatch.folded("RKJVIK")
        let match = try #require(FuzzyMatch(query: query, in: "Reykjavík"))
        #expect(match.positions == [0, 3, 4, 6, 7, 8])
        #expect(FuzzyMatch(query: FuzzyMatch.folded("zz"), in: "Reykjavík") == nil)
        let start = try #require(FuzzyMatch(query: FuzzyMatch.folded("ny"), in: "New York"))
        let middle = try #require(FuzzyMatch(query: FuzzyMatch.folded("ny"), in: "Kyiv, Ukraine, nearby"))
        #expect(start.score > middle.score, "word starts count more")
    }

    @Test func escClearsTheFilterAndTheMovingKeysStillMove() throws {
        var screen = try state()
        press([.char("j")], &screen)
        #expect(screen.overlay == nil, "j moves")
        #expect(screen.cursorRow?.key != "to")
        press([.char("k")], &screen)
        #expect(screen.cursorRow?.key == "to")
        press(type("b"), &screen)
        #expect(filter(screen)?.matches.map(\.label) == ["Berlin"])
        press([.escape], &screen)
        #expect(screen.overlay == nil)
        #expect(try screen.session.form.value(of: "to") == nil, "nothing chosen")
    }

    @Test func lettersOnAPickersPageFilterItToo() throws {
        var screen = try state()
        for _ in 0..<10 where screen.cursorRow?.key != "from" { press([.down], &screen) }
        press([.enter], &screen)
        guard case .page? = screen.overlay else {
            Issue.record("no page")
            return
        }
        press(type("nyk"), &screen)
        #expect(filter(screen)?.matches.map(\.label) == ["New York"])
        press([.enter], &screen)
        #expect(try screen.session.form.value(of: "from") == .choice("from-new"))
    }
}
