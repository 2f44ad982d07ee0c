import FormEngine
import FormExamples
import Foundation
import TestSupport
import Testing

@testable import FormWalk

/// The full-screen walk without a terminal: keys into `ScreenState`, frames out.
@Suite struct ScreenStateTests {
    private static let defaultForm: Form = {
        do {
            return try Form(DescriptorLoader.bundledDefault())
        } catch {
            preconditionFailure("the bundled form loads: \(error)")
        }
    }()

    private func state(
        _ form: Form = defaultForm, statePath: String? = nil, height: Int = 24, width: Int = 80
    )
        -> ScreenState
    {
        ScreenState(
            session: WalkSession(form: form, statePath: statePath), height: height, width: width)
    }

    /// The frame's lines as plain text, trailing spaces removed.
    private func text(_ state: inout ScreenState) -> [String] {
        state.frame().lines.map { line in
            String(line.spans.map(\.text).joined().reversed().drop { $0 == " " }.reversed())
        }
    }

    private func press(_ keys: [Key], _ state: inout ScreenState) {
        for key in keys { _ = state.handle(key) }
    }

    @Test func typingOnADateThatHasAValueStartsANewDate() throws {
        var form = Self.defaultForm
        try form.apply(.setText("dateOfBirthPicker", "1990-03-12"))
        try form.apply(.setExpanded("dateOfBirth", to: true))
        var screen = state(form)
        press([.down, .down], &screen)
        #expect(screen.cursorRow?.key == "dateOfBirthPicker")
        press("2000-01-31".map { Key.char($0) } + [.enter], &screen)
        let expected = try #require(CalendarDate("2000-01-31"))
        #expect(try screen.session.form.value(of: "dateOfBirthPicker") == .date(expected))
    }

    @Test func unsavedChangesAreWorkedOutOncePerChangeAndStayExact() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("unsaved-\(UUID()).plist")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        var session = WalkSession(
            form: try Form(DescriptorLoader.bundledDefault()), statePath: path)
        #expect(!session.hasUnsavedChanges)
        try session.form.apply(.tap("fullName"))
        #expect(session.hasUnsavedChanges)
        let copy = session
        try session.form.apply(.tap("fullName"))
        #expect(!session.hasUnsavedChanges, "back to the start: nothing to save")
        #expect(copy.hasUnsavedChanges, "a copy made before keeps its own answer")
        try session.set("firstName", text: "Ada")
        #expect(session.hasUnsavedChanges)
        try session.save()
        #expect(!session.hasUnsavedChanges)
        _ = try? session.form.apply(.tap("nope"))
        #expect(!session.hasUnsavedChanges)
    }

    /// The line of a key is counted, not searched: it must agree with the lines themselves, on
    /// random forms (with footers and emptied lists) after random edits.
    @Test func lineOfAKeyIsCountedRight() throws {
        for seed in 0..<20 {
            var rng = SeededGenerator(seed: UInt64(seed))
            var sections = FormGenerator.sections(&rng)
            for index in sections.indices where Bool.random(using: &rng) { sections[index]["footer"] = "F" }
            var form = try RulesSupport.form(sections)
            for _ in 0..<30 {
                _ = try? form.apply(FormGenerator.edit(form, rng: &rng))
                let lines = ScreenItem.lines(of: form)
                for (index, line) in lines.enumerated() {
                    guard let key = line.key else { continue }
                    #expect(ScreenItem.index(of: key, in: form) == index, "seed \(seed) \(key)")
                }
                for section in 0..<form.sectionCount {
                    for row in form.allRows(in: section) where !(try form.isVisible(row.key)) {
                        #expect(ScreenItem.index(of: row.key, in: form) == nil)
                    }
                }
            }
        }
        // An empty list before other sections: its stand-in line counts.
        var sections = RulesSupport.skills([])
        sections.reverse()
        sections[0]["footer"] = "Add skills"
        let form = try RulesSupport.form(sections)
        #expect(ScreenItem.index(of: "name", in: form) == 5)
        #expect(ScreenItem.lines(of: form)[5].key == "name")
    }

    @Test func cursorSkipsHeadersAndGaps() {
        var screen = state()
        #expect(screen.cursorRow?.key == "fullName")
        press([.down, .down, .down], &screen)
        #expect(screen.cursorRow?.key == "favoriteSport")
        press([.char("k")], &screen)
        #expect(screen.cursorRow?.key == "maritalStatus")
        press([.end], &screen)
        #expect(screen.cursorRow?.key == "skill-1")
        press([.down], &screen)
        #expect(screen.cursorRow?.key == "skill-1", "stays on the last row")
        press([.up], &screen)
        #expect(screen.cursorRow?.key == "experienceLevel", "skips the Skills header")
        press([.home, .up], &screen)
        #expect(screen.cursorRow?.key == "fullName")
    }

    @Test func choosingAnOptionPutsTheCursorOnItsPicker() {
        var screen = state()
        press([.down, .down, .down, .enter, .down, .down], &screen)
        #expect(screen.cursorRow?.key == "basketball")
        press([.char(" ")], &screen)
        #expect(screen.cursorRow?.key == "favoriteSport")
        #expect(
            screen.status.text == "Favorite sport: Basketball",
            "named by label; the options closing is no news")
        #expect(text(&screen).contains { $0.hasPrefix("  ▸ Favorite sport") && $0.hasSuffix("Basketball") })
    }

    @Test func typingEditsTheTextRowInPlaceAndEscapeUndoes() throws {
        var screen = state()
        press([.enter, .down] + "Ada".map { .char($0) }, &screen)
        #expect(screen.field?.editor.text == "Ada")
        #expect(try Self.value(screen, "firstName") == nil, "nothing reaches the form before commit")
        press([.escape], &screen)
        #expect(screen.field?.editor.text == "")
        #expect(screen.status.text == "edit cancelled")
        press("Grace".map { .char($0) } + [.left, .backspace, .enter], &screen)
        #expect(try Self.value(screen, "firstName") == .text("Grae"))
        let frame = screen.frame()
        #expect(frame.cursor != nil, "the caret shows in the field")
    }

    @Test func qLeavesAtOnceWithoutAStateFileWhenNoAnswerWasGiven() {
        var screen = state()
        press([.enter], &screen)
        #expect(
            screen.handle(.char("q")) == .finish(WalkEnd(kind: .quit)),
            "expanding is no answer: abandoned at once")
    }

    @Test func qAsksBeforeDiscardingAnswersWithoutAStateFile() {
        var screen = state()
        press([.enter, .down] + "Ada".map { .char($0) }, &screen)
        #expect(screen.handle(.char("q")) == .stay, "q is typed into the field")
        press([.backspace, .enter], &screen)
        #expect(screen.cursorRow?.key == "lastName", "Enter kept Ada and moved on")
        #expect(screen.handle(.escape) == .stay)
        #expect(screen.askingToLeave)
        #expect(text(&screen)[22].contains("Leave and lose your answers?"))
        #expect(!text(&screen)[22].contains("^D"), "a rule of the form is broken: ^D would be refused")
        #expect(!text(&screen).joined().contains("--"), "the walk names no program's flags")
        #expect(screen.handle(.char("s")) == .stay, "nothing to save to")
        #expect(screen.handle(.char("d")) == .finish(WalkEnd(kind: .quit, discardedChanges: true)))
        #expect(WalkEnd(kind: .quit, discardedChanges: true).ending == .abandoned)
    }

    @Test func theLeaveQuestionOffersDoneOnlyWhenDoneIsAllowed() throws {
        let json =
            #"{"sections": [{"rows": [{"key": "name", "kind": "text", "firstTitle": "Name"},"#
            + #"{"key": "email", "kind": "text", "firstTitle": "Email", "required": true}]}]}"#
        var screen = state(try Form(DescriptorLoader().load(data: Data(json.utf8))))
        press("Ada".map { .char($0) } + [.enter, .escape], &screen)
        #expect(screen.askingToLeave)
        #expect(text(&screen)[22].contains("Leave and lose your answers?"))
        #expect(!text(&screen)[22].contains("^D"), "Email is required: ^D would be refused")
        #expect(screen.handle(.escape) == .stay)
        press([.down] + "ada@example.com".map { .char($0) } + [.enter, .escape], &screen)
        #expect(text(&screen)[22].contains("^D done keeps them"), "every rule holds now")
    }

    @Test func qAsksWhenThereAreUnsavedChangesAndAStateFile() {
        var screen = state(statePath: "/nonexistent/state.plist")
        press([.enter], &screen)
        #expect(screen.handle(.char("q")) == .stay)
        #expect(screen.askingToLeave)
        #expect(text(&screen)[22].contains("Save changes to state.plist?"))
        #expect(screen.handle(.escape) == .stay, "Esc stays")
        #expect(!screen.askingToLeave)
        _ = screen.handle(.char("q"))
        #expect(screen.handle(.char("s")) == .stay, "a failed save stays and shows why")
        #expect(screen.status.isError)
        _ = screen.handle(.char("q"))
        #expect(screen.handle(.char("d")) == .finish(WalkEnd(kind: .quit, discardedChanges: true)))
    }

    @Test func sliderMovesByItsStepAndClamps() throws {
        var screen = state()
        press([.end, .up, .right, .down, .right, .char("+"), .char("-")], &screen)
        #expect(try Self.value(screen, "experienceSlider") == .number(1))
        press([.left, .left, .left], &screen)
        #expect(try Self.value(screen, "experienceSlider") == .number(0))
    }

    @Test func pageDownKeepsTheCursorInViewOnALongForm() throws {
        let rows = (1...200).map {
            RowDescriptor(key: RowKey("r\($0)"), kind: .plainText, title: "Row \($0)")
        }
        let form = try Form(
            FormDescriptor(title: "Long", sections: [SectionDescriptor(title: "All", rows: rows)]))
        var screen = state(form, height: 12, width: 60)
        press([.pageDown], &screen)
        #expect(screen.cursorRow?.key == "r10")
        var lines = text(&screen)
        #expect(lines.count == 12)
        #expect(lines.contains("    Row 10"), "the cursor row, its field empty")
        press([.pageDown, .pageDown, .pageUp], &screen)
        #expect(screen.cursorRow?.key == "r19")
        lines = text(&screen)
        #expect(lines.contains("    Row 19"))
        press(Array(repeating: .pageDown, count: 40), &screen)
        #expect(screen.cursorRow?.key == "r200")
        lines = text(&screen)
        #expect(lines[9] == "    Row 200", "the last row sits on the last body line")
    }

    @Test func unicodeTitlesLineUpByDisplayWidth() throws {
        let url = URL(fileURLWithPath: Repository.path("Tests/FormCLITests/Fixtures/Unicode.plist"))
        var form = try Form(DescriptorLoader().load(contentsOf: url))
        try form.apply(.tap("hoTen"))
        try form.apply(.setText("ten", "Nguyễn Văn"))
        try form.apply(.setText("namae", "山田 太郎"))
        var screen = state(form, height: 20, width: 70)
        let lines = text(&screen)
        let (start, _) = screen.valueColumn
        for (label, value) in [("Họ và tên", "Nguyễn Văn"), ("日本語の名前", "山田 太郎"), ("Tên", "Nguyễn Văn")] {
            let line = try #require(lines.first { $0.contains(label) && $0.contains(value) })
            let prefix = try #require(line.range(of: value)).lowerBound
            #expect(displayWidth(of: String(line[..<prefix])) == start + 1, "\(label)")
        }
        #expect(lines.dropLast().allSatisfy { displayWidth(of: $0) <= 70 }, "the hint bar is cut by Screen")
    }

    @Test func walkModeFollowsTheTerminalAndTheOptions() throws {
        let terminal = ["TERM": "xterm"]
        #expect(try FormWalk.runsFullScreen(.automatic, environment: terminal, inputIsTerminal: true))
        #expect(try !FormWalk.runsFullScreen(.line, environment: terminal, inputIsTerminal: true))
        #expect(
            try !FormWalk.runsFullScreen(.automatic, environment: ["TERM": "dumb"], inputIsTerminal: true))
        #expect(try !FormWalk.runsFullScreen(.automatic, environment: terminal, inputIsTerminal: false))
        #expect(throws: FormWalkError.notATerminal) {
            try FormWalk.runsFullScreen(.fullScreen, environment: terminal, inputIsTerminal: false)
        }
    }

    private static func value(_ screen: ScreenState, _ key: RowKey) throws -> Value? {
        try screen.session.form.value(of: key)
    }
}
