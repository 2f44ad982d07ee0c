import FormEngine
import FormExamples
import Foundation
import TestSupport
import Testing

@testable import FormWalk

/// What the full-screen walk shows and refuses, without a terminal: masked secrets, required and
/// problem marks, length limits, label-named messages, help, filter, pickers, sliders, scrolling
/// and the mouse.
@Suite struct ScreenGuidanceTests {
    private static let defaultForm: Form = {
        do {
            return try Form(DescriptorLoader.bundledDefault())
        } catch {
            preconditionFailure("the bundled form loads: \(error)")
        }
    }()

    private func state(_ form: Form = defaultForm, height: Int = 24, width: Int = 80) -> ScreenState {
        ScreenState(
            session: WalkSession(form: form), height: height, width: width)
    }

    private func text(_ state: inout ScreenState) -> [String] {
        state.frame().lines.map { line in
            String(line.spans.map(\.text).joined().reversed().drop { $0 == " " }.reversed())
        }
    }

    private func press(_ keys: [Key], _ state: inout ScreenState) {
        for key in keys { _ = state.handle(key) }
    }

    private func type(_ text: String) -> [Key] { text.map { .char($0) } }

    /// A form of one section: a name (required, 2 to 5 characters), a password, a code.
    private func personForm(secure: Bool = true) throws -> Form {
        let sections: [[String: Any]] = [
            [
                "title": "Person",
                "rows": [
                    ["key": "name", "kind": "text", "firstTitle": "Name", "required": true, "maxLength": 5],
                    ["key": "password", "kind": "text", "firstTitle": "Password"],
                    ["key": "code", "kind": "text", "firstTitle": "Code"],
                ],
            ]
        ]
        var descriptor = try DescriptorLoader().load(data: RulesSupport.data(sections), file: "test.plist")
        descriptor.sections[0].rows[1].isSecure = secure
        return try Form(descriptor)
    }

    @Test func aSecretIsMaskedWhileItIsTyped() throws {
        var screen = state(try personForm())
        press([.down] + type("hunter2"), &screen)
        let lines = text(&screen)
        #expect(!lines.joined().contains("hunter2"))
        #expect(lines.contains { $0.hasPrefix("    Password") && $0.hasSuffix("•••••••") })
        press([.enter], &screen)
        #expect(try screen.session.form.value(of: "password") == .text("hunter2"))
        #expect(!text(&screen).joined().contains("hunter2"), "nor after it is kept")
        var plain = state(try personForm(secure: false))
        press([.down] + type("hunter2"), &plain)
        #expect(text(&plain).contains { $0.hasSuffix("hunter2") }, "the test would see an unmasked secret")
    }

    @Test func maxLengthStopsTypingWithANote() throws {
        var screen = state(try personForm())
        press(type("Adaline"), &screen)
        #expect(screen.field?.editor.text == "Adali")
        #expect(screen.status == .init(text: "Name: at most 5 characters", isError: true))
        press([.ctrlU, .paste("Grace Hopper\nsecond line")], &screen)
        #expect(screen.field?.editor.text == "Grace")
        #expect(screen.status.text == "pasted the first line only (at most 5 characters)")
    }

    @Test func requiredRowsAreMarkedAndProblemsShowOnLeaving() throws {
        var screen = state(try personForm())
        var lines = text(&screen)
        #expect(lines.contains { $0.hasPrefix("    Name *") }, "required")
        #expect(lines[22].hasSuffix("1 problem — ^D lists them"))
        #expect(lines[23].contains("* required"))
        // Arrowing past the untouched name does not mark it; leaving it emptied does, saying why.
        press([.down], &screen)
        #expect(!text(&screen).contains { $0.hasPrefix("✗") })
        press([.up, .char("A"), .backspace, .down], &screen)
        lines = text(&screen)
        #expect(lines.contains { $0.hasPrefix("✗   Name *") })
        #expect(screen.status == .init(text: "Name is required", isError: true))
        press([.up] + type("Ada") + [.enter], &screen)
        lines = text(&screen)
        #expect(lines.contains { $0.hasPrefix("    Name *") }, "the mark goes once the rule holds")
        #expect(!lines[22].contains("problem"))
        #expect(screen.status.text == "Name = Ada")
    }

    @Test func aRowRequiredWhileAnotherIsSetIsMarkedOnlyThen() throws {
        var billing = RowDescriptor(key: "billing", kind: .text(.plain), title: "Billing")
        billing.require(when: .isSet("card", true), clause: "when Card is set")
        let card = RowDescriptor(key: "card", kind: .text(.plain), title: "Card")
        let form = try Form(FormDescriptor(sections: [SectionDescriptor(rows: [card, billing])]))
        var screen = state(form)
        var lines = text(&screen)
        #expect(lines.contains { $0.hasPrefix("    Billing") })
        #expect(!lines.contains { $0.hasPrefix("    Billing *") })
        #expect(!lines[22].contains("problem"))
        press(type("4111") + [.enter], &screen)
        lines = text(&screen)
        #expect(lines.contains { $0.hasPrefix("    Billing *") }, "required while the card is set")
        #expect(lines[22].hasSuffix("1 problem — ^D lists them"))
        #expect(lines[23].contains("* required"), "the cursor is on the billing row")
        press([.up, .ctrlU, .enter], &screen)
        lines = text(&screen)
        #expect(!lines.contains { $0.hasPrefix("    Billing *") })
        #expect(!lines[22].contains("problem"))
    }

    @Test func enterKeepsTheTextAndMovesOnAndEscapeOnlyCancels() throws {
        var screen = state(try personForm())
        press(type("Ada") + [.enter], &screen)
        #expect(screen.cursorRow?.key == "password")
        press(type("q"), &screen)
        #expect(try screen.session.form.value(of: "name") == .text("Ada"), "q did not land in Name")
        #expect(screen.field?.editor.text == "q")
        #expect(screen.handle(.escape) == .stay)
        #expect(!screen.askingToLeave, "one Esc cancels the edit only")
        #expect(screen.field?.editor.text == "")
    }

    @Test func aPasteIsTextNeverCommands() throws {
        var screen = state()
        press([.enter, .down, .paste("Ada\rq\u{1b}[B")], &screen)
        #expect(screen.field?.editor.text == "Ada")
        #expect(!screen.askingToLeave)
        press([.enter, .down], &screen)
        #expect(screen.cursorRow?.key == "dateOfBirth")
        #expect(screen.handle(.paste("q")) == .stay)
        #expect(screen.status.text == "paste ignored: the row under the cursor takes no text")
    }

    /// A letter typed on a row that takes no text is said, not dropped unseen.
    @Test func aLetterOnARowThatTakesNoTextIsSaid() throws {
        var screen = state()
        for _ in 0..<20 where screen.cursorRow?.key != "dateOfBirth" { _ = screen.handle(.down) }
        #expect(screen.cursorRow?.key == "dateOfBirth")
        let before = screen.session.form
        #expect(screen.handle(.char("x")) == .stay)
        let name = try #require(screen.cursorRow.map(ScreenReport.name))
        #expect(screen.status == .init(text: "\(name) is not typed into (? lists the keys)", isError: true))
        #expect(screen.session.form.hasSameState(as: before))
    }

    @Test func aPastedItemTitleIsTypedNotAdded() throws {
        var screen = state(height: 30)
        press([.end, .char("a"), .paste("Rust\nGo")], &screen)
        #expect(screen.prompt == .itemTitle(section: 3, editor: LineEditor(text: "Rust")))
        press([.enter], &screen)
        #expect(try screen.session.form.items(in: 3).count == 2)
    }

    @Test func messagesNameRowsByLabel() throws {
        var screen = state()
        press([.down, .down, .enter, .down, .char(" ")], &screen)
        #expect(screen.status.text == "Married = on; Spouse name appeared")
        press([.up, .enter], &screen)
        #expect(screen.status.text == "Marital status closed: 1 row")
    }

    @Test func helpOpensWithQuestionMarkAndF1AndAnyKeyClosesIt() throws {
        var screen = state()
        press([.char("?")], &screen)
        #expect(screen.overlay == .help)
        let lines = text(&screen)
        #expect(lines[1].contains("Keys"))
        #expect(lines.contains { $0.contains("⏎/Space expand/collapse") }, "the row's own keys")
        #expect(lines.contains { $0.contains("Tab/Shift-Tab") })
        press([.char("x")], &screen)
        #expect(screen.overlay == nil)
        press([.enter, .down, .f1], &screen)
        #expect(screen.overlay == .help, "F1 works on a text row, where ? is typed")
        press([.pageDown], &screen)
        #expect(screen.overlay != nil, "the help scrolls")
    }

    @Test func tabAndShiftTabMoveBetweenRows() {
        var screen = state()
        press([.tab, .tab], &screen)
        #expect(screen.cursorRow?.key == "maritalStatus")
        press([.shiftTab], &screen)
        #expect(screen.cursorRow?.key == "dateOfBirth")
    }

    @Test(arguments: [40, 60, 80, 100])
    func theHintBarKeepsDoneAndHelp(width: Int) {
        var screen = state(width: width)
        let hint = text(&screen)[23]
        #expect(hint.hasSuffix("^D done · ? help"))
        #expect(displayWidth(of: hint) <= width)
    }

    @Test func scrollMarkersShowMoreAboveAndBelow() throws {
        var screen = state(height: 10)
        #expect(text(&screen)[8].hasSuffix(" ▼ 43%"))
        press([.end], &screen)
        #expect(text(&screen)[8].hasSuffix("▲  100%"), "End shows the last line, the footer")
        press([.home], &screen)
        #expect(text(&screen)[8].hasSuffix(" ▼ 43%"))
    }

    @Test func expandingScrollsTheChildrenIntoView() throws {
        var screen = state(height: 10)
        press([.down, .down, .down], &screen)
        #expect(screen.cursorRow?.key == "favoriteSport")
        press([.enter], &screen)
        let lines = text(&screen)
        #expect(lines.contains { $0.contains("Volleyball") }, "the last option is on screen")
        #expect(lines.contains { $0.contains("Favorite sport") }, "and so is the picker")
    }

    @Test func multiplePickersShowCheckboxesAndTheirLimit() throws {
        var screen = state()
        press([.down, .down, .down, .down, .down], &screen)
        #expect(screen.cursorRow?.key == "languages")
        press([.enter, .down, .char(" "), .down, .char(" ")], &screen)
        let lines = text(&screen)
        #expect(lines.contains { $0.hasPrefix("  ▾ Languages") && $0.contains("2 of 3 chosen: ") })
        #expect(lines.contains { $0.hasPrefix("    ☑ English") })
        #expect(lines.contains { $0.hasPrefix("    ☐ German") })
        press([.up, .up, .up, .up], &screen)
        #expect(screen.cursorRow?.key == "favoriteSport")
        press([.enter, .down], &screen)
        #expect(text(&screen).contains { $0.hasPrefix("    ○ Football") }, "a single picker keeps ○/●")
    }

    @Test func slashFiltersAPickersOptions() throws {
        var screen = state()
        press([.down, .down, .down, .char("/")] + type("bas"), &screen)
        guard case .filter(let filter)? = screen.overlay else {
            Issue.record("no filter")
            return
        }
        #expect(filter.matches.map(\.key) == ["basketball", "baseball"])
        let lines = text(&screen)
        #expect(lines[1].hasPrefix(" Filter Favorite sport: bas"))
        #expect(lines.count(where: { $0.hasPrefix("   ○") }) == 2)
        press([.down, .enter], &screen)
        #expect(screen.overlay == nil)
        #expect(try screen.session.form.value(of: "favoriteSport") == .choice("baseball"))
        press([.char("/")] + type("zzz"), &screen)
        #expect(text(&screen).contains("   (no option matches)"))
        press([.escape], &screen)
        #expect(screen.overlay == nil)
        #expect(!screen.askingToLeave)
    }

    @Test func spaceAndDDeleteSeveralItemsAfterOneQuestion() throws {
        var form = Self.defaultForm
        _ = try form.addedItem(section: 3, title: "Rust")
        _ = try form.addedItem(section: 3, title: "Go")
        var screen = state(form, height: 30)
        press([.end, .char("e"), .char(" "), .up, .char(" "), .char("d")], &screen)
        #expect(text(&screen)[28] == " Delete \"Rust\" and \"Go\"?  y delete · n keep")
        press([.char("y")], &screen)
        #expect(try screen.session.form.items(in: 3).count == 1)
        #expect(screen.status.text == "deleted \"Rust\", \"Go\" from Skills: 1 item left")
    }

    @Test func slidersTakeTypedNumbersAndRefuseOutOfRange() throws {
        var screen = state()
        press([.end, .up, .enter, .down], &screen)
        #expect(screen.cursorRow?.key == "experienceSlider")
        press(type("12") + [.enter], &screen)
        #expect(
            screen.status
                == .init(text: "Years of experience: 12 is outside the range 0 to 10", isError: true))
        #expect(try screen.session.form.value(of: "experienceSlider") == .number(0))
        press([.backspace, .backspace] + type("10") + [.enter], &screen)
        #expect(try screen.session.form.value(of: "experienceSlider") == .number(10))
        press([.up, .right], &screen)
        #expect(screen.status.text == "Years of experience is at its maximum, 10")
        press([.char("-")], &screen)
        #expect(try screen.session.form.value(of: "experienceSlider") == .number(9))
    }

    @Test func aClickMovesToARowAndTapsItTheWheelScrolls() throws {
        var screen = state(height: 10)
        // Screen row 2 is Full name (row 0 the title, row 1 the Personal header).
        press([.mouse(MouseEvent(action: .press, row: 2, column: 5))], &screen)
        #expect(screen.cursorRow?.key == "fullName")
        #expect(try screen.session.form.isExpanded("fullName"))
        press([.mouse(MouseEvent(action: .wheelDown, row: 4, column: 5))], &screen)
        #expect(screen.top == 3)
        #expect(screen.cursor.map { $0 >= screen.top } == true, "the cursor stays on screen")
        press([.mouse(MouseEvent(action: .press, row: 0, column: 5))], &screen)
        #expect(screen.top == 3, "a click on the title does nothing")
    }

    @Test func controlCharactersAreMeasuredAfterTheyAreMadeVisible() throws {
        let sections: [[String: Any]] = [
            [
                "title": "S\u{1b}[31mX",
                "rows": [
                    ["key": "a", "kind": "text", "firstTitle": "A\u{1b}\u{7}b"],
                    ["key": "b", "kind": "text", "firstTitle": "Plain"],
                ],
            ]
        ]
        var form = try RulesSupport.form(sections)
        // A value cannot hold a control character (refused at input); titles from the file can.
        #expect(throws: EditError.self) { try form.apply(.setText("a", "v\u{1b}w")) }
        try form.apply(.setText("a", "vw"))
        try form.apply(.setText("b", "plain"))
        var screen = state(form, width: 40)
        press([.end], &screen)
        let lines = text(&screen)
        let a = try #require(lines.first { $0.contains("A␛␇b") })
        let b = try #require(lines.first { $0.contains("Plain") })
        func valueColumn(_ line: String, _ value: String) -> Int? {
            line.range(of: value).map { displayWidth(of: String(line[..<$0.lowerBound])) }
        }
        #expect(valueColumn(a, "vw") != nil, "\(lines)")
        #expect(valueColumn(a, "vw") == valueColumn(b, "plain"), "the values line up")
        #expect(lines.allSatisfy { displayWidth(of: $0) <= 40 })
        #expect(lines.contains { $0.contains("S␛[31mX") })
    }
}
