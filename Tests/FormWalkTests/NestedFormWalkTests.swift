import FormEngine
import Foundation
import Testing

@testable import FormWalk

/// An app's kind whose value has parts of its own: a chain of names, `a>b>c`, typed as text or
/// filled as a nested form of its first name and the chain after it (a `next` row of the same
/// kind, so nested forms open inside nested forms, a level at a time, as a recursive JSON
/// Schema's do).
struct Chain: AppKind {
    var name: String { "chain" }
    var settings: Int { 0 }
    var control: RowControl { .text(content: .plain, isSecure: false, maximumLength: nil) }
    var valueType: ValueType { .text }
    var settingKeys: [String] { [] }
    var isDisplayOnly: Bool { false }
    var isSecret: Bool { false }
    var defaultValue: Value? { nil }
    var clearsOnEmptyText: Bool { true }
    var localizableTexts: [String] { [] }

    func reading(_ cell: inout KindCell) -> Chain { self }

    func parse(_ text: String) throws(FormError) -> Value {
        guard !text.split(separator: ">", omittingEmptySubsequences: false).contains(where: \.isEmpty) else {
            throw .invalidValue(Location(), reason: "'\(text)' has an empty name")
        }
        return .text(text)
    }

    func check(_ value: Value) throws(FormError) -> Value {
        guard case .text(let text) = value else { throw .invalidValue(Location(), reason: "a chain is text") }
        return try parse(text)
    }

    /// A chain of more than three names breaks the rule.
    func problems(of value: Value, title: String) -> [String] {
        guard case .text(let text) = value, text.split(separator: ">").count > 3 else { return [] }
        return ["\(title) has more than 3 names"]
    }

    func normalises(_ text: String, to value: Value) -> Bool { false }
    func countsAsEmpty(_ value: Value?) -> Bool { value == nil || value == .text("") }
    func displayText(of value: Value, locale: Locale?) -> String? { nil }
    func summaryText(of value: Value) -> String? { nil }
    func linkURL(_ value: Value?) -> String? { nil }
    func savedValue(_ saved: PlistValue) throws(FormError) -> Value? {
        guard case .string(let text) = saved else { return nil }
        return try parse(text)
    }
    func restoreNote(saved: PlistValue, loaded: Value?) -> String? { nil }
    func localized(_ localize: (String) -> String) -> Chain { self }

    /// The first name (required) and the chain after it.
    func nestedForm(for value: Value?, title: String) -> NestedForm? {
        let json = #"""
            {"sections": [{"rows": [
              {"key": "first", "kind": "text", "firstTitle": "First", "required": true},
              {"key": "next", "kind": "chain", "firstTitle": "Next"}]}]}
            """#
        var loader = DescriptorLoader()
        loader.kinds = [Chain()]
        guard let descriptor = try? loader.load(data: Data(json.utf8), file: "chain.json"),
            var form = try? Form(descriptor)
        else { return nil }
        if case .text(let text)? = value {
            let parts = text.split(separator: ">", maxSplits: 1).map(String.init)
            _ = try? form.apply(.setText("first", parts.first ?? ""))
            if parts.count > 1 { _ = try? form.apply(.setText("next", parts[1])) }
        }
        return NestedForm(title: title, form: form) { edited in
            let first = (try? edited.row("first").value).flatMap { $0 }.map { "\($0)" } ?? ""
            let next = (try? edited.row("next").value).flatMap { $0 }.map { "\($0)" }
            if first.isEmpty, next == nil { return nil }
            return .text(first + (next.map { ">" + $0 } ?? ""))
        }
    }
}

@Suite struct NestedFormWalkTests {
    /// A route (a chain row), a list of stops (chains, asked for their value) and a note.
    static func form() throws -> Form {
        let json = #"""
            {"title": "Trip", "sections": [
              {"rows": [{"key": "route", "kind": "chain", "firstTitle": "Route"},
                        {"key": "note", "kind": "text", "firstTitle": "Note"}]},
              {"title": "stops", "editable": true, "itemEntry": "value", "rows": [],
               "template": {"key": "stops", "kind": "chain", "firstTitle": "Stop"}}]}
            """#
        var loader = DescriptorLoader()
        loader.kinds = [Chain()]
        return try Form(loader.load(data: Data(json.utf8), file: "trip.json"))
    }

    private static func type(_ text: String) -> [Key] { text.map { .char($0) } }

    private static func text(_ frame: Frame) -> [String] {
        frame.lines.map { $0.spans.map(\.text).joined() }
    }

    @Test func enterOpensTheNestedFormAndDoneSetsTheRowANestedFormInside() throws {
        var screen = ScreenState(session: WalkSession(form: try Self.form()), height: 24, width: 80)
        func press(_ keys: [Key]) { for key in keys { _ = screen.handle(key) } }
        #expect(Self.text(screen.frame()).last?.contains("⏎/^O fill field by field") == true)
        press([.enter])
        #expect(screen.nestedLevel.count == 1)
        #expect(Self.text(screen.frame()).first?.hasPrefix(" Trip › Route") == true)
        press(Self.type("a") + [.enter, .ctrlO])
        #expect(Self.text(screen.frame()).first?.hasPrefix(" Trip › Route › Next") == true)
        press(Self.type("b") + [.ctrlD])
        #expect(screen.nestedLevel.count == 1 && screen.nestedLevel[0].state.nestedLevel.isEmpty)
        #expect(try screen.nestedLevel[0].state.session.form.row("next").value == .text("b"))
        #expect(!screen.session.hasUnsavedChanges, "nothing reaches the form until the route is done")
        press([.ctrlD])
        #expect(screen.nestedLevel.isEmpty)
        #expect(try screen.session.form.row("route").value == .text("a>b"))
        #expect(screen.session.hasUnsavedChanges, "set through the form's edit, as a typed value")
        #expect(screen.status == .init(text: "Route = a>b", isError: false))
        // Opened again, it holds the value; unchanged, Esc closes it at once.
        press([.ctrlO])
        #expect(try screen.nestedLevel[0].state.session.form.row("first").value == .text("a"))
        press([.escape])
        #expect(screen.nestedLevel.isEmpty && screen.status.text == "Route: closed, no change")
    }

    @Test func aNarrowScreenNamesTheKeyAndCutsTheTrailFromItsStart() throws {
        var screen = ScreenState(session: WalkSession(form: try Self.form()), height: 10, width: 40)
        let first = Self.text(screen.frame())
        #expect(first.suffix(2).contains { $0.contains("⏎/^O fill field by field") }, "\(first)")
        _ = screen.handle(.enter)
        _ = screen.handle(.down)
        _ = screen.handle(.ctrlO)
        _ = screen.handle(.down)
        _ = screen.handle(.ctrlO)
        screen.resize(height: 10, width: 24)
        let nested = Self.text(screen.frame())
        #expect(nested.first?.hasPrefix(" … › Next › Next") == true, "\(nested)")
    }

    @Test func escapeAsksBeforeLosingChangesAndDoneKeepsProblems() throws {
        var screen = ScreenState(session: WalkSession(form: try Self.form()), height: 24, width: 80)
        func press(_ keys: [Key]) { for key in keys { _ = screen.handle(key) } }
        press([.enter] + Self.type("x") + [.enter, .escape])
        #expect(screen.nestedLevel.first?.state.askingToLeave == true)
        let question = Self.text(screen.frame())
        #expect(question.contains { $0.hasPrefix(" Close Route and lose its changes?") }, "\(question)")
        press([.char("d")])
        #expect(screen.nestedLevel.isEmpty)
        #expect(screen.status.text == "Route: closed, its changes discarded")
        #expect(try screen.session.form.row("route").value == nil)
        // ^D at the question keeps them; a value that breaks the row's rule comes back marked.
        press([.enter] + Self.type("a") + [.enter] + Self.type("b>c>d") + [.enter, .escape, .ctrlD])
        #expect(try screen.session.form.row("route").value == .text("a>b>c>d"))
        #expect(screen.status == .init(text: "Route has more than 3 names", isError: true))
    }

    @Test func typedTextIsKeptFirstAndANewItemOpensItsForm() throws {
        var screen = ScreenState(session: WalkSession(form: try Self.form()), height: 24, width: 80)
        func press(_ keys: [Key]) { for key in keys { _ = screen.handle(key) } }
        // Enter on typed text keeps it and goes on; ^O keeps it, then opens the form holding it.
        press(Self.type("p>q") + [.enter])
        #expect(screen.nestedLevel.isEmpty && screen.cursorRow?.key == "note")
        press([.up] + Self.type(">r") + [.ctrlO])
        #expect(try screen.session.form.row("route").value == .text("p>q>r"))
        #expect(try screen.nestedLevel[0].state.session.form.row("first").value == .text("p"))
        press([.escape])
        // A new stop: its form, the item added only when it is done.
        press([.down, .down, .char("a")])
        #expect(Self.text(screen.frame()).first?.hasPrefix(" Trip › stops › Stop 1 (new)") == true)
        press([.ctrlD])
        #expect(screen.status.text == "nothing added (no value)")
        #expect(try screen.session.form.items(in: 1).isEmpty)
        press([.char("a")] + Self.type("s") + [.ctrlD])
        #expect(screen.session.form.allRows(in: 1).map(\.value) == [.text("s")])
        #expect(screen.status.text.hasPrefix("added"), "\(screen.status.text)")
    }

    @Test func anInterruptedWalkEndsAndAHangUpKeepsWhatWasTyped() throws {
        var screen = ScreenState(session: WalkSession(form: try Self.form()), height: 24, width: 80)
        func press(_ keys: [Key]) { for key in keys { _ = screen.handle(key) } }
        press([.enter] + Self.type("a") + [.enter, .ctrlO] + Self.type("b"))
        #expect(screen.hasUnsavedWork && !screen.session.hasUnsavedChanges)
        var cut = screen
        cut.keepTypedText()
        #expect(try cut.session.form.row("route").value == .text("a>b"), "SIGHUP/SIGTERM keep it")
        #expect(cut.nestedLevel.isEmpty)
        screen.resize(height: 10, width: 40)
        #expect(screen.frame().lines.count == 10)
        #expect(screen.handle(.ctrlC) == .finish(WalkEnd(kind: .interrupted(signal: SIGINT))))
        #expect(screen.helpLinesMentionNestedForms)
    }

    @Test func guidedModeFillsARowAndANewItemFieldByField() throws {
        var walk = FormWalk(try Self.form(), options: FormWalkOptions(mode: .guided))
        let answers = ">\na\n>\nb\n\n\n\nhi\n>\ns\n\n\n\n\n"
        let (result, output, errors) = try PipedWalk.run(&walk, input: answers)
        #expect(result.ending == .submitted, "\(output)\(errors)")
        #expect(errors.isEmpty)
        #expect(try result.form.row("route").value == .text("a>b"))
        #expect(result.form.allRows(in: 1).map(\.value) == [.text("s")])
        #expect(
            output == """
                Route (text, or > to fill it field by field):
                Route, field by field:
                  First (required, text):
                  first = a
                  Next (text, or > to fill it field by field):
                  Route › Next, field by field:
                    First (required, text):
                    first = b
                    Next (text, or > to fill it field by field):
                    Review
                      1. First: b
                      2. Next: (empty)
                    Enter goes back with them, or the number or key of an answer to change:
                  next = b
                  Review
                    1. First: a
                    2. Next: b
                  Enter goes back with them, or the number or key of an answer to change:
                route = a>b
                Note (text):
                note = hi
                stops
                Add an item to stops? (its value, > to fill it field by field, or Enter for none):
                stops › Stop 1, field by field:
                  First (required, text):
                  first = s
                  Next (text, or > to fill it field by field):
                  Review
                    1. First: s
                    2. Next: (empty)
                  Enter goes back with them, or the number or key of an answer to change:
                added stops-1 = s to stops: item 1 of 1
                Add another item to stops? (its value, > to fill it field by field, or Enter for none):
                Review
                  1. Route: a>b
                  2. Note: hi
                  3. stops: s
                Enter is done, or the number or key of an answer to change:

                """)
    }

    @Test func guidedModeKeepsANestedFormsAnswersAtTheEndOfInput() throws {
        var walk = FormWalk(try Self.form(), options: FormWalkOptions(mode: .guided))
        let (result, output, _) = try PipedWalk.run(&walk, input: ">\na\n")
        #expect(result.ending == .submitted, "\(output)")
        #expect(try result.form.row("route").value == .text("a"), "what was typed is kept")
    }

    @Test func ctrlOIsDecoded() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x0f]) == [.ctrlO])
        #expect(ScreenKeyMap.action(for: .ctrlO, role: .text, fieldModified: true) == .openNested)
    }
}

extension ScreenState {
    /// Whether the help names the keys of nested forms.
    fileprivate var helpLinesMentionNestedForms: Bool {
        helpText().contains { $0.contains("Enter or ^O on JSON text") }
    }
}
