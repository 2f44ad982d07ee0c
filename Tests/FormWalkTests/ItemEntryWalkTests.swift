import FormEngine
import Foundation
import Testing

@testable import FormWalk

/// Lists whose new items are asked for their value (a list of values, as a JSON Schema array
/// of strings maps to) or their name and value (a key–value list): guided mode's question,
/// line mode's `add` and the full screen's `a`, a refused value asked again with nothing added.
@Suite struct ItemEntryWalkTests {
    /// Tags (text values), scores (whole numbers 0 to 10) and headers (names with numbers).
    static func form() throws -> Form {
        let json = #"""
            {"title": "Lists", "sections": [
              {"title": "tags", "editable": true, "itemEntry": "value", "rows": [],
               "template": {"key": "tags", "kind": "text", "firstTitle": "Item", "maxLength": 5}},
              {"title": "scores", "editable": true, "itemEntry": "value", "rows": [],
               "template": {"key": "scores", "kind": "integer", "firstTitle": "Item", "minimum": 0,
                            "maximum": 10}},
              {"title": "headers", "editable": true, "itemEntry": "titleAndValue", "rows": [],
               "template": {"key": "headers", "kind": "integer", "firstTitle": "Value"}}]}
            """#
        return try Form(DescriptorLoader().load(data: Data(json.utf8), file: "lists.json"))
    }

    /// The items of `section`: their titles and values.
    static func items(_ form: Form, _ section: Int) -> [String] {
        form.allRows(in: section).map { "\($0.key) \($0.title)=\($0.value?.description ?? "nil")" }
    }

    @Test func theDescriptorFileSaysWhatANewItemNeeds() throws {
        let form = try Self.form()
        #expect(form.descriptor.sections.map(\.itemEntry) == [.value, .value, .titleAndValue])
        let plain = try Form(ScriptedWalk.profile().descriptor)
        #expect(plain.descriptor.sections.allSatisfy { $0.itemEntry == .title }, "the default")
        let wrong = #"""
            {"sections": [{"editable": true, "itemEntry": "name", "rows": [], "template": {"key": "a"}}]}
            """#
        do {
            _ = try DescriptorLoader().load(data: Data(wrong.utf8), file: "wrong.json")
            Issue.record("an unknown itemEntry must be refused")
        } catch {
            #expect(
                "\(error)"
                    == "wrong.json: sections[0].itemEntry: must be title, value or titleAndValue, not 'name'")
        }
        let loose = #"{"sections": [{"itemEntry": "value", "rows": [{"key": "a"}]}]}"#
        let looseProblems = DescriptorLoader().diagnose(data: Data(loose.utf8), file: "loose.json").problems
        #expect(looseProblems.map(\.reason) == ["itemEntry needs editable: true"])
    }

    @Test func guidedModeAsksAValueAndANameThenAValueAskingARefusedValueAgain() throws {
        var walk = FormWalk(try Self.form(), options: FormWalkOptions(mode: .guided))
        let answers = "red\n\nmany\n7\n12\n3\n\nX-Id\nlots\n5\n\n\n"
        let (result, output, errors) = try PipedWalk.run(&walk, input: answers)
        #expect(result.ending == .submitted, "\(output)\(errors)")
        let form = result.form
        #expect(Self.items(form, 0) == ["tags-1 Item=red"])
        #expect(Self.items(form, 1) == ["scores-1 Item=7", "scores-2 Item=3"], "no item for the refused one")
        #expect(Self.items(form, 2) == ["headers-1 X-Id=5"])
        #expect(
            output == """
                tags
                Add an item to tags? (its value, or Enter for none):
                added tags-1 = red to tags: item 1 of 1
                Add another item to tags? (its value, or Enter for none):
                scores
                Add an item to scores? (its value: a whole number, 0 to 10; or Enter for none):
                  ✗ 'many' is not a number (write it like 1234)
                Add an item to scores? (its value: a whole number, 0 to 10; or Enter for none):
                added scores-1 = 7 to scores: item 1 of 1
                Add another item to scores? (its value: a whole number, 0 to 10; or Enter for none):
                added scores-2 = 12 to scores: item 2 of 2
                  ✗ scores-2 (maximum): Item must be at most 10
                Item (a whole number, 0 to 10) [12]:
                scores-2 = 3
                Add another item to scores? (its value: a whole number, 0 to 10; or Enter for none):
                headers
                Add an item to headers? (its name, or Enter for none):
                X-Id (a whole number):
                  ✗ 'lots' is not a number (write it like 1234)
                X-Id (a whole number):
                added headers-1 (X-Id) = 5 to headers: item 1 of 1
                Add another item to headers? (its name, or Enter for none):
                Review
                  1. tags: red
                  2. scores: 7
                  3. scores: 3
                  4. X-Id: 5
                Enter is done, or the number or key of an answer to change:

                """)
        #expect(errors.isEmpty, "a refused value is said under its question, naming no key: \(errors)")
        #expect(result.failedCommands == 2, "the two refused values")
    }

    @Test func lineModesAddTakesAValueOrNameEqualsValue() throws {
        let saves = ScriptedWalk.Saves()
        let script = """
            add tags red
            add scores many
            add scores 7
            add headers X-Id = 5
            add headers X-Id
            add headers Y=lots
            add tags
            done

            """
        let (result, output, errors) = try ScriptedWalk.run(script, on: try Self.form(), saving: saves)
        #expect(result.ending == .submitted)
        #expect(result.failedCommands == 4)
        #expect(
            output == """
                added tags-1 = red to tags: item 1 of 1
                added scores-1 = 7 to scores: item 1 of 1
                added headers-1 (X-Id) = 5 to headers: item 1 of 1

                """)
        #expect(
            errors == """
                line 2: scores (section 2): 'many' is not a number (write it like 1234)
                line 5: add SECTION NAME=VALUE: a NAME=VALUE is needed after the section, got 'X-Id'
                line 6: headers (section 3): 'lots' is not a number (write it like 1234)
                line 7: add SECTION VALUE: a VALUE is needed after 'tags'

                """)
        let state = try #require(saves.state)
        #expect(state.items["scores"]?.map(\.key) == ["scores-1"], "the refused value added nothing")
        #expect(state.items["headers"]?.map(\.title) == ["X-Id"])
        #expect(state.values["scores-1"] == .integer(7))
        #expect(state.values["headers-1"] == .integer(5))
        #expect(state.values["tags-1"] == .string("red"))
    }

    @Test func theFullScreenAsksAValueKeepingARefusedOneToMend() throws {
        var screen = ScreenState(session: WalkSession(form: try Self.form()), height: 24, width: 80)
        func press(_ keys: [Key]) { for key in keys { _ = screen.handle(key) } }
        func type(_ text: String) -> [Key] { text.map { .char($0) } }
        #expect(screen.cursorSection == 0)
        press([.char("a")])
        #expect(screen.prompt == .itemValue(section: 0, title: nil, editor: LineEditor()))
        #expect(
            screen.frame().lines.contains {
                $0.spans.map(\.text).joined().contains("New item in tags, its value:")
            })
        press(type("red") + [.enter])
        #expect(Self.items(screen.session.form, 0) == ["tags-1 Item=red"])
        #expect(screen.status.text == #"added "red" to tags: item 1 of 1"#)
        press([.down])
        #expect(screen.cursorSection == 1)
        press([.char("a")] + type("many") + [.enter])
        #expect(Self.items(screen.session.form, 1).isEmpty, "nothing added")
        #expect(
            screen.status == .init(text: "scores: 'many' is not a number (write it like 1234)", isError: true)
        )
        #expect(screen.prompt == .itemValue(section: 1, title: nil, editor: LineEditor(text: "many")))
        let lines = screen.frame().lines.map { $0.spans.map(\.text).joined() }
        let said = try #require(lines.firstIndex { $0.contains("scores: 'many' is not a number") })
        #expect(
            lines[said + 1].hasPrefix(" New item in scores, its value: many"), "the reason over the value")
        press([.ctrlU] + type("7") + [.enter])
        #expect(Self.items(screen.session.form, 1) == ["scores-1 Item=7"])
        #expect(screen.cursorRow?.key == "scores-1")
        press([.down, .ctrlN] + type("X-Id") + [.enter])
        #expect(screen.prompt == .itemValue(section: 2, title: "X-Id", editor: LineEditor()))
        press([.escape])
        #expect(Self.items(screen.session.form, 2).isEmpty, "Esc adds nothing")
        press([.ctrlN] + type("X-Id") + [.enter] + type("5") + [.enter])
        #expect(Self.items(screen.session.form, 2) == ["headers-1 X-Id=5"])
        #expect(screen.status.text == #"added "X-Id" = 5 to headers: item 1 of 1"#)
    }
}
