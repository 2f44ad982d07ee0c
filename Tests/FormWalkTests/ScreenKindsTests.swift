import FormEngine
import Foundation
import TestSupport
import Testing

@testable import FormWalk

/// The full-screen walk's editor for each kind of `EveryKind.plist`, without a terminal: keys into
/// `ScreenState`, values and frames out.
@Suite struct ScreenKindsTests {
    private func state(_ form: Form? = nil, height: Int = 40, width: Int = 80) throws -> ScreenState {
        let form = try form ?? Fixtures.everyKindForm()
        return ScreenState(
            session: WalkSession(form: form), height: height, width: width)
    }

    /// The frame's lines as plain text, trailing spaces removed.
    private func text(_ state: inout ScreenState) -> [String] {
        state.frame().lines.map { line in
            String(line.spans.map(\.text).joined().reversed().drop { $0 == " " }.reversed())
        }
    }

    /// The line of the row whose label is `label`.
    private func line(_ label: String, _ state: inout ScreenState) -> String? {
        text(&state).first { $0.contains(" \(label)") }
    }

    private func press(_ keys: [Key], _ state: inout ScreenState) {
        for key in keys { _ = state.handle(key) }
    }

    private func type(_ text: String) -> [Key] { text.map { Key.char($0) } }

    private func go(to key: RowKey, _ state: inout ScreenState) throws {
        let placed = state.placeCursor(on: key)
        try #require(placed, "\(key) is on screen")
    }

    private func value(_ state: ScreenState, _ key: RowKey) throws -> Value? {
        try state.session.form.value(of: key)
    }

    @Test func emailKeepsWhatWasTypedAndShowsItsFormatProblemOnceLeft() throws {
        var screen = try state()
        try go(to: "email", &screen)
        #expect(screen.role == .text)
        press(type("ada@") + [.enter], &screen)
        #expect(try value(screen, "email") == .text("ada@"), "kept, not refused")
        #expect(screen.cursorRow?.key == "site", "Enter went on to the next row")
        #expect(screen.status.isError)
        #expect(screen.status.text.contains("Email must be an email address"))
        let row = try #require(line("Email", &screen))
        #expect(row.hasPrefix("✗") && row.hasSuffix("ada@"))
    }

    @Test func aPasswordIsMaskedWhileTypedAndInTheList() throws {
        var screen = try state()
        try go(to: "password", &screen)
        press(type("secret12"), &screen)
        #expect(try #require(line("Password", &screen)).hasSuffix("••••••••"))
        #expect(!text(&screen).joined().contains("secret12"))
        press([.enter], &screen)
        #expect(try value(screen, "password") == .text("secret12"))
        #expect(try #require(line("Password", &screen)).hasSuffix("••••••••"))
        #expect(!text(&screen).joined().contains("secret"), "neither in the list nor on the status line")
    }

    @Test func aTextAreaTakesSeveralLinesAndTheListShowsTheFirst() throws {
        var screen = try state()
        try go(to: "bio", &screen)
        #expect(screen.role == .multiline)
        press(type("one") + [.enter] + type("two"), &screen)
        #expect(screen.cursorRow?.key == "bio", "Enter typed a newline")
        #expect(try #require(line("About you", &screen)).hasSuffix("(editing below)"))
        #expect(text(&screen).contains { $0.hasSuffix("│ two") }, "in the box under the row")
        #expect(screen.hintKeys().contains("⏎ new line"))
        press([.tab], &screen)
        #expect(try value(screen, "bio") == .text("one\ntwo"))
        #expect(screen.cursorRow?.key == "age")
        #expect(try #require(line("About you", &screen)).hasSuffix("one …"))
        // A paste keeps its lines, CR LF written as LF.
        try go(to: "bio", &screen)
        press([.ctrlU, .paste("a\r\nb\rc"), .tab], &screen)
        #expect(try value(screen, "bio") == .text("a\nb\nc"))
    }

    @Test func anIntegerRefusesAWrongTypeKeepingTheFieldAndKeepsAnOutOfRangeValue() throws {
        var screen = try state()
        try go(to: "age", &screen)
        #expect(try #require(line("Age", &screen)).hasSuffix("(whole number)"), "the shape, while empty")
        #expect(screen.hintKeys().contains("type a whole number"))
        press(type("abc") + [.enter], &screen)
        #expect(screen.status.isError)
        #expect(screen.status.text.contains("Age:"))
        #expect(screen.cursorRow?.key == "age", "the editor stays open")
        #expect(screen.field?.editor.text == "abc", "with what was typed")
        #expect(try value(screen, "age") == nil)
        press([.down], &screen)
        #expect(screen.cursorRow?.key == "age", "nor can the cursor leave with it")
        press([.ctrlU] + type("200") + [.enter], &screen)
        #expect(try value(screen, "age") == .number(200))
        #expect(screen.status.text == "Age must be at most 130")
        #expect(try #require(line("Age", &screen)).hasPrefix("✗"))
    }

    @Test func decimalDurationTimeAndDateTimeAreTyped() throws {
        var screen = try state()
        try go(to: "height", &screen)
        press(type("1.756") + [.enter], &screen)
        #expect(try value(screen, "height") == .number(1.76))
        try go(to: "run", &screen)
        #expect(screen.field?.editor.text == "1:30:00", "a duration is edited as shown")
        #expect(screen.hintKeys().contains("type 90m, 1:30 or 5400"))
        press(type("2h") + [.enter], &screen)
        #expect(try value(screen, "run") == .number(7200))
        #expect(try #require(line("Longest run", &screen)).hasSuffix("2:00:00"))
        try go(to: "wake", &screen)
        press(type("12:30") + [.enter], &screen)
        #expect(try value(screen, "wake") == .text("12:30"), "out of range, kept")
        #expect(try #require(line("Wake up at", &screen)).hasPrefix("✗"))
        try go(to: "wake", &screen)
        press(type("25:00") + [.enter], &screen)
        #expect(screen.status.isError && screen.cursorRow?.key == "wake", "not a time: refused")
        press([.escape], &screen)
        try go(to: "meeting", &screen)
        #expect(try #require(line("Meeting", &screen)).hasSuffix("(yyyy-MM-ddTHH:mm)"))
        press(type("2026-12-24T10:00") + [.enter], &screen)
        #expect(try value(screen, "meeting") == .text("2026-12-24T10:00"))
    }

    @Test func aStepperMovesByItsStepWithinItsRangeWithoutAnEditor() throws {
        var screen = try state()
        try go(to: "guests", &screen)
        #expect(screen.role == .slider)
        #expect(try #require(line("Guests", &screen)).hasSuffix("− 2 +"))
        press([.right, .char("+")], &screen)
        #expect(try value(screen, "guests") == .number(4))
        #expect(screen.field?.isModified == false, "no editor was opened")
        press([.left], &screen)
        #expect(try value(screen, "guests") == .number(3))
        press(Array(repeating: .right, count: 9), &screen)
        #expect(try value(screen, "guests") == .number(10))
        #expect(screen.status.text == "Guests is at its maximum, 10")
        press(Array(repeating: .char("-"), count: 12), &screen)
        #expect(try value(screen, "guests") == .number(1))
        // Digits type a number, which is kept even out of range.
        press(type("12") + [.enter], &screen)
        #expect(try value(screen, "guests") == .number(12), "the 1 typed on a 1 was kept")
        try go(to: "guests", &screen)
        press([.left], &screen)
        #expect(try value(screen, "guests") == .number(10), "back into the range")
    }

    @Test func aCheckIsACheckboxInPlace() throws {
        var screen = try state()
        try go(to: "terms", &screen)
        #expect(try #require(line("I accept", &screen)).hasPrefix("  [ ] I accept the terms *"))
        press([.char(" ")], &screen)
        #expect(try value(screen, "terms") == .bool(true))
        #expect(try #require(line("I accept", &screen)).hasPrefix("  [x] I accept the terms *"))
        press([.enter], &screen)
        #expect(try value(screen, "terms") == .bool(false))
        #expect(screen.hintKeys().contains("⏎/Space check/uncheck"))
    }

    @Test func aSwitchOutsideAParentShowsItsOwnState() throws {
        let form = try RulesSupport.form([
            ["rows": [["key": "news", "kind": "switch", "firstTitle": "Newsletter"]]]
        ])
        var screen = try state(form)
        #expect(try #require(line("Newsletter", &screen)).hasSuffix("off"))
        press([.char(" ")], &screen)
        #expect(try value(screen, "news") == .bool(true))
        #expect(try #require(line("Newsletter", &screen)).hasSuffix("on"))
    }

    @Test func aSegmentedRowDrawsItsChoicesAndArrowsChange() throws {
        var screen = try state()
        try go(to: "size", &screen)
        #expect(try #require(line("Size", &screen)).hasSuffix("S | [M] | Large"))
        press([.right], &screen)
        #expect(try value(screen, "size") == .choice("L"))
        #expect(try #require(line("Size", &screen)).hasSuffix("S | M | [Large]"))
        press([.right], &screen)
        #expect(try value(screen, "size") == .choice("L"))
        #expect(screen.status.text == "Large is the last choice of Size")
        press([.enter], &screen)
        #expect(try value(screen, "size") == .choice("S"), "Enter goes round")
        press([.left], &screen)
        #expect(screen.status.text == "S is the first choice of Size")
        #expect(Fixtures.visibleKeys(screen.session.form)[2].count == 4, "nothing expanded")
    }

    @Test func infoIsReadOnlyAndALinkShowsItsAddress() throws {
        var screen = try state()
        try go(to: "version", &screen)
        press([.enter, .char("x")], &screen)
        #expect(try value(screen, "version") == .text("2.0"))
        #expect(screen.status.text == "Version: 2.0 (read-only)")
        try go(to: "help", &screen)
        press([.enter], &screen)
        #expect(screen.status.text == "Help: https://example.com/help")
        #expect(screen.cursorRow?.key == "help")
        // Drawn as an OSC 8 hyperlink only when the terminal takes one.
        let link = "\u{1b}]8;;https://example.com/help\u{1b}\\"
        func encoded(_ screen: inout ScreenState) -> String {
            screen.frame().lines.map { $0.encoded(width: 80, noColor: false) }.joined(separator: "\n")
        }
        #expect(!encoded(&screen).contains("\u{1b}]8"))
        screen.hyperlinks = true
        let drawn = encoded(&screen)
        #expect(drawn.contains(link + "https://example.com/help"))
        #expect(drawn.contains("https://example.com/help\u{1b}]8;;\u{1b}\\"))
    }

    @Test func aHyperlinkTakesNoColumnsAndAnUnsafeAddressIsNotLinked() {
        let line = StyledLine(spans: [Span("ab"), Span("https://x.org/abcdef", link: "https://x.org/abcdef")])
        var grid = ScreenGrid(rows: 1, columns: 10)
        grid.feed(line.encoded(width: 10, noColor: true))
        #expect(grid.lines == ["abhttps:/…"], "cut by the characters drawn, not the escapes")
        #expect(grid.oscs == ["8;;https://x.org/abcdef", "8;;"], "opened and closed")
        let hostile = StyledLine(spans: [Span("x", link: "https://x.org/\u{1b}[2J")])
        #expect(!hostile.encoded(width: 10, noColor: true).contains("\u{1b}]"))
    }

    @Test func submitFinishesOnlyWhenEveryRuleHolds() throws {
        var screen = try state()
        try go(to: "send", &screen)
        #expect(try #require(line("[ Sign up ]", &screen)).hasPrefix("    [ Sign up ]"))
        #expect(screen.handle(.enter) == .stay)
        #expect(screen.status.text.hasPrefix("done refused: Name"))
        var form = try Fixtures.everyKindForm()
        try form.apply(.setText("name", "Ada"))
        try form.apply(.setText("terms", "yes"))
        screen = try state(form)
        try go(to: "send", &screen)
        #expect(screen.handle(.enter) == .finish(WalkEnd(kind: .done)))
        #expect(screen.actions.isEmpty, "submit is carried out, not listed")
    }

    @Test func resetAsksThenPutsTheFormBackToItsStart() throws {
        var screen = try state()
        try go(to: "name", &screen)
        press(type("Ada") + [.enter], &screen)
        try go(to: "guests", &screen)
        press([.right], &screen)
        try go(to: "reset", &screen)
        press([.enter], &screen)
        #expect(screen.prompt == .confirmReset)
        #expect(text(&screen).contains(" Reset every answer to its starting value?  y reset · n keep"))
        press([.char("n")], &screen)
        #expect(screen.status.text == "nothing reset")
        #expect(try value(screen, "name") == .text("Ada"))
        press([.enter, .char("y")], &screen)
        #expect(try value(screen, "name") == nil)
        #expect(try value(screen, "guests") == .number(2))
        #expect(screen.session.form.hasSameState(as: try Fixtures.everyKindForm()))
        #expect(screen.cursorRow?.key == "reset")
        #expect(screen.status.text == "the form is back to its starting values")
    }

    @Test func anotherActionIsShownAndKeptForTheResult() throws {
        let form = try RulesSupport.form([
            ["rows": [["key": "share", "kind": "button", "firstTitle": "Share", "action": "share"]]]
        ])
        var screen = try state(form)
        press([.enter, .enter], &screen)
        #expect(screen.status.text == "Share: action share (reported when the walk ends)")
        #expect(
            screen.actions == [
                ButtonAction(name: "share", key: "share"), ButtonAction(name: "share", key: "share"),
            ])
    }

    @Test func aPagePickerOpensItsOptionsAsAPage() throws {
        var screen = try state()
        try go(to: "country", &screen)
        #expect(try #require(line("Country", &screen)).hasPrefix("  › Country"))
        press([.enter], &screen)
        guard case .page(let page)? = screen.overlay else {
            Issue.record("no page: \(String(describing: screen.overlay))")
            return
        }
        #expect(page.options == ["fr", "jp"])
        #expect(Array(text(&screen)[1...3]) == [" ‹ Country", "   ○ France", "   ○ Japan"])
        #expect(try !screen.session.form.isVisible("fr"), "not expanded inline")
        press([.down, .enter], &screen)
        #expect(screen.overlay == nil)
        #expect(try value(screen, "country") == .choice("jp"))
        #expect(screen.cursorRow?.key == "country")
        #expect(screen.status.text == "chose Japan")
        // → opens it too, on the chosen option; Esc goes back without choosing.
        press([.right], &screen)
        guard case .page(let again)? = screen.overlay else {
            Issue.record("→ opened no page")
            return
        }
        #expect(again.selected == 1)
        #expect(text(&screen)[3].hasPrefix("   ● Japan"))
        press([.up, .escape], &screen)
        #expect(screen.overlay == nil)
        #expect(try value(screen, "country") == .choice("jp"))
        #expect(screen.status.text == "back from Country", "a picker keeps its firstTitle as its name")
    }

    @Test func aMultiplePagePickerStaysOpenWhileChoosing() throws {
        let form = try RulesSupport.form([
            [
                "rows": [
                    [
                        "key": "langs", "kind": "normal", "firstTitle": "Languages", "expandable": true,
                        "additionalRows": 3, "presentation": "page", "selection": "multiple",
                    ],
                    ["key": "swift", "kind": "option", "firstTitle": "Swift"],
                    ["key": "go", "kind": "option", "firstTitle": "Go"],
                    ["key": "rust", "kind": "option", "firstTitle": "Rust"],
                ]
            ]
        ])
        var screen = try state(form)
        press([.enter, .char(" "), .down, .down, .char(" ")], &screen)
        #expect(text(&screen)[2...4] == ["   ☑ Swift", "   ☐ Go", "   ☑ Rust"])
        press([.escape], &screen)
        #expect(screen.overlay == nil)
        #expect(try value(screen, "langs") == .choices(["swift", "rust"]))
    }

    @Test func everyKindFitsASmallScreen() throws {
        var screen = try state(height: 10, width: 40)
        for _ in 0..<40 {
            for line in screen.frame().lines {
                #expect(displayWidth(of: line.spans.map(\.text).joined()) <= 40)
            }
            press([.down], &screen)
        }
        #expect(screen.cursorRow?.key == "send")
        #expect(text(&screen).count == 10)
    }

    /// The walk draws a row by its presentation, so an app's own kind is edited through the
    /// control it names: the star rating's stepper takes typed stars and steps with ← →, and
    /// its row shows the kind's own display.
    @Test func anAppsOwnKindIsEditedThroughItsControl() throws {
        var loader = DescriptorLoader()
        loader.kinds = [StarRating()]
        let json =
            #"[[{"key": "stars", "kind": "rating", "firstTitle": "Stars", "stars": 4}, {"key": "end"}]]"#
        let form = try Form(loader.load(data: Data(json.utf8), file: "kinds.json"))
        var screen = try state(form)
        try go(to: "stars", &screen)
        press(type("3") + [.enter], &screen)
        #expect(try value(screen, "stars") == .number(3))
        press([.up], &screen)
        #expect(screen.cursorRow?.key == "stars")
        press([.right], &screen)
        #expect(try value(screen, "stars") == .number(4))
        #expect(try #require(line("Stars", &screen)).contains("★★★★"))
    }
}
