import FormEngine
import FormExamples
import Foundation
import Testing

@testable import FormWalk

/// The full-screen walk's controls, without a terminal: a page picker filtered,
/// dates stepped by day, month and year from inside their range, long read-only text in a pager,
/// a text area drawn as a box, themes, 40 columns, and a row's `description` under it.
@Suite struct ScreenControlsTests {
    static func form(_ json: String, clock: FormClock = .system) throws -> Form {
        try Form(DescriptorLoader().load(data: Data(json.utf8), file: "form.json"), clock: clock)
    }

    static func state(_ json: String, height: Int = 24, width: Int = 80) throws -> ScreenState {
        ScreenState(session: WalkSession(form: try form(json)), height: height, width: width)
    }

    static func text(_ state: inout ScreenState) -> [String] {
        state.frame().lines.map { line in
            String(line.spans.map(\.text).joined().reversed().drop { $0 == " " }.reversed())
        }
    }

    static func press(_ keys: [Key], _ state: inout ScreenState) {
        for key in keys { _ = state.handle(key) }
    }

    static func type(_ text: String) -> [Key] { text.map { .char($0) } }

    /// A page picker of 57 countries (`c0` … `c55`, then `jp` Japan).
    static let countries: String = {
        let options =
            (0..<56).map { #"{"key": "c\#($0)", "kind": "option", "firstTitle": "Country \#($0)"}"# }
            + [#"{"key": "jp", "kind": "option", "firstTitle": "Japan"}"#]
        return #"[[{"key": "country", "firstTitle": "Country", "expandable": true, "additionalRows": 57, "#
            + #""presentation": "page"}, "# + options.joined(separator: ", ") + "]]"
    }()

    @Test func slashFiltersInsideAPagePicker() throws {
        var screen = try Self.state(Self.countries)
        #expect(Self.text(&screen).last?.contains("/ filter") == true, "the row's hint names / filter")
        Self.press([.enter], &screen)
        guard case .page? = screen.overlay else {
            Issue.record("Enter opens the page")
            return
        }
        #expect(Self.text(&screen).last?.contains("/ filter") == true, "the page's hint names / filter")
        Self.press([.char("/")] + Self.type("japa"), &screen)
        let lines = Self.text(&screen)
        #expect(lines.contains { $0.hasSuffix("○ Japan") }, "\(lines)")
        #expect(!lines.contains { $0.contains("Country 1") }, "\(lines)")
        Self.press([.enter], &screen)
        #expect(try screen.session.form.value(of: "country") == .choice("jp"))
        #expect(screen.overlay == nil, "a single choice goes back to the form")
        #expect(screen.cursorRow?.key == "country")
    }

    @Test func escapeFromAPageFilterGoesBackToThePage() throws {
        var screen = try Self.state(Self.countries)
        Self.press([.enter, .char("/"), .char("z"), .escape], &screen)
        guard case .page? = screen.overlay else {
            Issue.record("Esc goes back to the page: \(String(describing: screen.overlay))")
            return
        }
    }
}

extension ScreenControlsTests {
    /// A date of birth at least 18 years ago, today being 1 December 2026.
    static func birthday() throws -> ScreenState {
        let born = try Self.form(
            #"[[{"key": "born", "kind": "date", "firstTitle": "Born", "maximumDate": "today-18y"}]]"#,
            clock: .fixed(try #require(CalendarDate(year: 2026, month: 12, day: 1))))
        return ScreenState(session: WalkSession(form: born), height: 24, width: 80)
    }

    @Test func anEmptyDateStartsInsideItsRange() throws {
        var screen = try Self.birthday()
        Self.press([.right], &screen)
        #expect(try screen.session.form.value(of: "born") == .date(try #require(CalendarDate("2008-12-01"))))
        #expect(screen.checks.shownProblem("born") == nil, "the first step is allowed")
        Self.press([.right], &screen)
        #expect(try screen.session.form.value(of: "born") == .date(try #require(CalendarDate("2008-12-01"))))
        #expect(screen.status.text.contains("latest day"), "\(screen.status)")
    }

    @Test func aDateStepsByDayMonthAndYear() throws {
        var screen = try Self.birthday()
        func born() throws -> String? { try screen.session.form.value(of: "born")?.description }
        Self.press([.left], &screen)
        #expect(try born() == "2008-12-01")
        Self.press([.left], &screen)
        #expect(try born() == "2008-11-30")
        Self.press([.char("m")], &screen)
        #expect(try born() == "2008-10-30")
        Self.press([.shiftLeft], &screen)
        #expect(try born() == "2008-09-30")
        Self.press([.char("M")], &screen)
        #expect(try born() == "2008-10-30")
        Self.press([.char("y"), .char("y")], &screen)
        #expect(try born() == "2006-10-30")
        Self.press([.char("Y"), .char("Y"), .char("Y")], &screen)
        #expect(try born() == "2008-12-01", "a year on past the maximum stops at it")
        #expect(Self.text(&screen).last?.contains("m/M month") == true, "the hint names the keys")
    }
}

extension ScreenControlsTests {
    /// A licence of 40 clauses on an `info` row (each fills a line of a 40-column screen), and
    /// a short one.
    static let licence: String = {
        let text = (1...40).map { "Clause \($0 < 10 ? "0" : "")\($0) of the licence reads thus." }
            .joined(separator: " ")
        return #"[[{"key": "licence", "kind": "info", "firstTitle": "ZIPFoundation", "value": ""#
            + text + #""}, {"key": "version", "kind": "info", "firstTitle": "Version", "value": "1.0"}]]"#
    }()

    @Test func longReadOnlyTextOpensInAPager() throws {
        var screen = try Self.state(Self.licence, height: 12, width: 40)
        #expect(Self.text(&screen).last?.contains("⏎ read it all") == true)
        Self.press([.enter], &screen)
        var lines = Self.text(&screen)
        #expect(lines.contains("  Clause 01 of the licence reads thus."), "\(lines)")
        #expect(lines.contains { $0.contains("ZIPFoundation") && $0.contains("1–8 of 40") }, "\(lines)")
        #expect(lines.last == " q/Esc back · ↑/↓ line · PgUp/PgDn page", "at 40 columns the way back first")
        Self.press([.down], &screen)
        #expect(Self.text(&screen).contains("  Clause 09 of the licence reads thus."))
        Self.press([.pageDown], &screen)
        #expect(Self.text(&screen).contains("  Clause 17 of the licence reads thus."))
        Self.press([.end], &screen)
        lines = Self.text(&screen)
        #expect(
            lines.contains("  Clause 40 of the licence reads thus.")
                && !lines.contains("  Clause 32 of the licence reads thus."))
        Self.press([.home], &screen)
        #expect(Self.text(&screen).contains("  Clause 01 of the licence reads thus."))
        Self.press([.char("q")], &screen)
        #expect(screen.overlay == nil)
        #expect(screen.cursorRow?.key == "licence", "back on the row")
        Self.press([.down, .enter], &screen)
        #expect(screen.overlay == nil, "a short text is shown on the status line as before")
    }

    @Test func aWrappedLineKeepsItsWords() {
        #expect(TextWrap.lines("one two three\n\nfour", width: 8) == ["one two", "three", "", "four"])
        #expect(TextWrap.lines("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
    }

    static let notes = #"""
        [[{"key": "name", "kind": "text", "firstTitle": "Name", "description": "As on your passport"},
          {"key": "notes", "kind": "textArea", "firstTitle": "Notes"},
          {"key": "after", "kind": "text", "firstTitle": "After"}]]
        """#

    @Test func aTextAreaIsABoxOfLines() throws {
        var screen = try Self.state(Self.notes)
        Self.press([.down] + Self.type("first") + [.enter] + Self.type("second"), &screen)
        var frame = screen.frame()
        var lines = Self.text(&screen)
        let row = try #require(lines.firstIndex { $0.contains("Notes") })
        #expect(lines[row].hasSuffix("(editing below)"), "\(lines)")
        #expect(lines[row + 1].hasSuffix("│ first") && lines[row + 2].hasSuffix("│ second"), "\(lines)")
        #expect(frame.cursor?.row == row + 2, "the caret in the box")
        #expect(lines.last?.contains("^E editor") == true)
        // ↑ goes to the first line, keeping the column as far as it can.
        Self.press([.up], &screen)
        frame = screen.frame()
        #expect(frame.cursor?.row == row + 1)
        #expect(screen.cursorRow?.key == "notes")
        Self.press([.up], &screen)
        #expect(screen.cursorRow?.key == "name", "off the first line to the row above")
        #expect(try screen.session.form.value(of: "notes") == .text("first\nsecond"), "kept on leaving")
        Self.press([.down, .down, .down], &screen)
        #expect(screen.cursorRow?.key == "after", "off the last line to the row below")
        lines = Self.text(&screen)
        #expect(lines.contains { $0.contains("Notes") && $0.hasSuffix("first …") }, "\(lines)")
    }

    /// Issue #44: Enter opens a text area as it opens every other row; it does not start the
    /// text with a blank line (the row then showed only `…`).
    @Test func enterOpensATextAreaWithoutABlankFirstLine() throws {
        var screen = try Self.state(Self.notes)
        Self.press(
            [.down, .enter] + Self.type("first") + [.enter] + Self.type("second") + [.down, .down, .down],
            &screen)
        #expect(try screen.session.form.value(of: "notes") == .text("first\nsecond"))
        let lines = Self.text(&screen)
        #expect(lines.contains { $0.contains("Notes") && $0.hasSuffix("first …") }, "\(lines)")
        // A second visit: Enter opens again, and a further Enter types a newline where the caret is.
        Self.press([.up, .enter, .enter] + Self.type("third"), &screen)
        #expect(screen.field?.editor.text == "first\nsecond\nthird")
    }

    @Test func aLongLineWrapsInTheBox() throws {
        var screen = try Self.state(Self.notes, height: 10, width: 40)
        Self.press([.down] + Self.type(String(repeating: "abcdefghij ", count: 6)), &screen)
        let lines = Self.text(&screen)
        let box = lines.filter { $0.contains("│ ") }
        #expect(box.count >= 2, "\(lines)")
        #expect(box.allSatisfy { $0.count <= 40 }, "\(lines)")
    }

    @Test func theEditorsTextIsKeptAndItsFailureIsAMessage() throws {
        var screen = try Self.state(Self.notes)
        Self.press([.down] + Self.type("draft"), &screen)
        #expect(screen.handle(.ctrlE) == .editExternally("draft"))
        screen.finishEditing(.failure(EditorFailure(editor: "nosuch", reason: "not found")))
        #expect(screen.status.isError && screen.status.text.contains("nosuch not found"))
        #expect(screen.field?.editor.text == "draft", "the typed text is not lost")
        screen.finishEditing(.success("from\nthe editor"))
        #expect(try screen.session.form.value(of: "notes") == .text("from\nthe editor"))
        Self.press([.up], &screen)
        #expect(screen.handle(.ctrlE) != .editExternally(""), "^E elsewhere is edit mode, not the editor")
    }

    /// Issue #32: the editor's text is never cut in silence. Longer than `maxLength`, it is kept
    /// whole, the row is marked with the broken rule, and done is refused until it is fixed.
    @Test func theEditorsTextLongerThanMaxLengthIsKeptWholeAndMarked() throws {
        var screen = try Self.state(
            #"""
            [[{"key": "name", "kind": "text", "firstTitle": "Name"},
              {"key": "notes", "kind": "textArea", "firstTitle": "Notes", "maxLength": 20},
              {"key": "after", "kind": "text", "firstTitle": "After"}]]
            """#)
        Self.press([.down], &screen)
        #expect(screen.handle(.ctrlE) == .editExternally(""))
        let edited = String(repeating: "abcdefghij", count: 3) + "\nsecond line"
        screen.finishEditing(.success(edited))
        #expect(try screen.session.form.value(of: "notes") == .text(edited), "kept whole")
        #expect(screen.status.isError, "\(screen.status)")
        #expect(screen.status.text.contains("20"), "the rule is said: \(screen.status.text)")
        #expect(screen.status.text.contains("the editor's 42 characters are kept"), "\(screen.status.text)")
        #expect(Self.text(&screen).contains { $0.hasPrefix("✗") && $0.contains("Notes") }, "marked ✗")
        #expect(screen.handle(.ctrlD) == .stay, "done is refused")
        #expect(screen.status.text.hasPrefix("done refused: Notes"), "\(screen.status.text)")
    }

    @Test func theEditorIsVisualThenEditorThenVi() {
        #expect(ExternalEditor.command(environment: ["VISUAL": "nano", "EDITOR": "ed"]) == "nano")
        #expect(ExternalEditor.command(environment: ["VISUAL": " ", "EDITOR": "ed"]) == "ed")
        #expect(ExternalEditor.command(environment: [:]) == "vi")
    }

    @Test func theFocusedRowsDescriptionShowsUnderIt() throws {
        var screen = try Self.state(Self.notes)
        var lines = Self.text(&screen)
        let row = try #require(lines.firstIndex { $0.contains("Name") })
        #expect(lines[row + 1] == "    As on your passport", "\(lines)")
        Self.press([.down], &screen)
        lines = Self.text(&screen)
        #expect(!lines.contains { $0.contains("As on your passport") }, "only under the focused row")
    }
}

extension ScreenControlsTests {
    @Test func themesAreNamed() throws {
        #expect(FormWalkTheme.named.map(\.name) == ["default", "high-contrast", "monochrome"])
        #expect(FormWalkTheme(named: "high-contrast") == .highContrast)
        #expect(FormWalkTheme(named: "neon") == nil)
    }

    @Test func noColorWinsOverATheme() throws {
        var screen = try Self.state(Self.notes)
        screen.theme = .highContrast
        var coloured = Screen(rows: 24, columns: 80, noColor: false)
        #expect(coloured.render(screen.frame()).contains(";33;40m"), "the cursor in yellow and black")
        var plain = Screen(rows: 24, columns: 80, noColor: true)
        let drawn = plain.render(screen.frame())
        #expect(!drawn.contains(";33") && !drawn.contains(";40m"), "no colour with NO_COLOR")
        #expect(drawn.contains("\u{1b}[0;1;7m"), "the cursor still in reverse video")
    }
}

extension ScreenControlsTests {
    @Test func aSettingsHeadingsLongFooterOpensInThePagerToo() throws {
        var descriptor = try DescriptorLoader().load(
            data: Data(#"[[{"key": "zip", "firstTitle": "ZIPFoundation"}]]"#.utf8), file: "form.json")
        descriptor.sections[0].rows[0].subtitle = "MIT License\n\nCopyright (c) 2017"
        descriptor.sections[0].rows[0].isReadOnly = true
        var screen = ScreenState(session: WalkSession(form: try Form(descriptor)), height: 24, width: 80)
        Self.press([.enter], &screen)
        let lines = Self.text(&screen)
        #expect(lines.contains("  MIT License") && lines.contains("  Copyright (c) 2017"), "\(lines)")
    }

    @Test func aReadOnlyLabelTooLongForItsColumnOpensInThePager() throws {
        let title = "Will share your phone GPS location with your node, as often as the interval says"
        var descriptor = try DescriptorLoader().load(
            data: Data(
                #"[[{"key": "gps", "firstTitle": "\#(title)"}, {"key": "b", "firstTitle": "B"}]]"#.utf8),
            file: "form.json")
        descriptor.sections[0].rows[0].isReadOnly = true
        descriptor.sections[0].rows[1].isReadOnly = true
        var screen = ScreenState(session: WalkSession(form: try Form(descriptor)), height: 24, width: 80)
        #expect(Self.text(&screen).last?.contains("⏎ read it all") == true)
        Self.press([.enter], &screen)
        let lines = Self.text(&screen)
        #expect(
            lines[2] == "  Will share your phone GPS location with your node, as often as the interval",
            "\(lines)")
        #expect(lines[1].count == 80 && lines[1].hasSuffix("…"), "the title cut at the width")
        Self.press([.escape, .down, .enter], &screen)
        #expect(screen.overlay == nil, "a short label is no pager")
    }

    @Test func theLastMessageIsWholeInTheHelpAt40Columns() throws {
        var screen = try Self.state(Self.notes, height: 10, width: 40)
        screen.status = .init(text: "Name: this message is much longer than forty columns", isError: true)
        let status = Self.text(&screen)
        #expect(status[7] == " ✗ Name: this message is much longer", "wrapped at a space: \(status)")
        #expect(status[8] == "   than forty columns", "the rest under it, whole")
        #expect(status.count == 10 && status[9].contains("^D done"), "the hint bar still last")
        Self.press([.f1], &screen)
        let lines = Self.text(&screen)
        #expect(lines[1] == " Keys (any other key closes)")
        #expect(lines[2] == " Last message:" && lines[3].hasPrefix("   ✗ Name: this message"), "\(lines)")
        #expect(lines[4].hasSuffix("columns"), "\(lines)")
    }

    @Test func theLeaveQuestionIsWholeAt80And40Columns() throws {
        for (width, name) in [(80, "a-long-name-for-the-state-file.plist"), (40, "state.plist")] {
            var screen = ScreenState(
                session: WalkSession(form: try Self.form(Self.notes), statePath: "/tmp/" + name),
                height: 24, width: width)
            Self.press(Self.type("Ada") + [.enter, .escape], &screen)
            let asking = screen.askingToLeave
            #expect(asking)
            let lines = Self.text(&screen)
            #expect(lines[22].hasPrefix(" Save changes to \(name)?"), "\(lines[22])")
            #expect(!lines[22].hasSuffix("…"))
            #expect(lines[23].contains("d discard"), "the keys on the hint bar")
        }
    }

    @Test func aDateTimeReadsOnTheStatusLine() throws {
        var screen = try Self.state(#"[[{"key": "meeting", "kind": "dateTime", "firstTitle": "Meeting"}]]"#)
        Self.press(Self.type("2026-12-05T10:00") + [.enter], &screen)
        #expect(screen.status.text == "Meeting = 5 Dec 2026 10:00")
    }
}

extension ScreenControlsTests {
    @Test func aParentKeepsItsKeyOnTheHintBarAt40Columns() throws {
        var screen = ScreenState(
            session: WalkSession(form: try Form(DescriptorLoader.bundledDefault())), height: 10, width: 40)
        #expect(Self.text(&screen).last == " ⏎ expand/collapse · ^D done · ? help")
    }
}
