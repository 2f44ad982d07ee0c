import Testing

@testable import FormWalk

@Suite struct LineEditorTests {
    @Test func initialCursorIsAtEndOrClamped() {
        #expect(LineEditor(text: "abc").cursor == 3)
        #expect(LineEditor(text: "abc", cursor: 1).cursor == 1)
        #expect(LineEditor(text: "abc", cursor: 9).cursor == 3)
        #expect(LineEditor(text: "abc", cursor: -2).cursor == 0)
    }

    @Test func insertAtCursor() {
        var editor = LineEditor(text: "ac", cursor: 1)
        editor.insert("b")
        #expect(editor.text == "abc")
        #expect(editor.cursor == 2)
    }

    @Test func insertingCombiningMarkMergesIntoOneCharacter() {
        var editor = LineEditor(text: "")
        for key: Key in [.char("H"), .char("a"), .char("\u{309}"), .char("i")] {
            let consumed = editor.handle(key)
            #expect(consumed)
        }
        #expect(editor.text == "Ha\u{309}i")
        #expect(editor.text.count == 3)
        #expect(editor.cursor == 3)
        editor.backspace()
        editor.backspace()
        #expect(editor.text == "H")
    }

    @Test func backspaceAndDeleteForward() {
        var editor = LineEditor(text: "日本語", cursor: 2)
        editor.backspace()
        #expect(editor.text == "日語")
        #expect(editor.cursor == 1)
        editor.deleteForward()
        #expect(editor.text == "日")
        #expect(editor.cursor == 1)
        editor.deleteForward()
        #expect(editor.text == "日")
        editor.home()
        editor.backspace()
        #expect(editor.text == "日")
        #expect(editor.cursor == 0)
    }

    @Test func movement() {
        var editor = LineEditor(text: "ab👍🏽")
        editor.moveRight()
        #expect(editor.cursor == 3)
        editor.moveLeft()
        #expect(editor.cursor == 2)
        editor.home()
        editor.moveLeft()
        #expect(editor.cursor == 0)
        editor.end()
        #expect(editor.cursor == 3)
    }

    @Test func clearDeletesToStartOfLine() {
        var editor = LineEditor(text: "hello world", cursor: 6)
        let consumed = editor.handle(.ctrlU)
        #expect(consumed)
        #expect(editor.text == "world")
        #expect(editor.cursor == 0)
    }

    @Test(arguments: [
        (Key.left, 1), (.right, 3), (.home, 0), (.end, 4), (.backspace, 1), (.delete, 2), (.ctrlU, 0),
    ])
    func handledKeysMoveTheCursor(_ key: Key, _ expectedCursor: Int) {
        var editor = LineEditor(text: "abcd", cursor: 2)
        let consumed = editor.handle(key)
        #expect(consumed)
        #expect(editor.cursor == expectedCursor)
    }

    @Test(arguments: [
        Key.up, .down, .enter, .tab, .escape, .ctrlC, .ctrlD, .pageUp, .pageDown, .shiftUp, .shiftDown,
        .unknown([1]),
    ])
    func formKeysAreNotConsumed(_ key: Key) {
        var editor = LineEditor(text: "abcd", cursor: 2)
        let consumed = editor.handle(key)
        #expect(!consumed)
        #expect(editor == LineEditor(text: "abcd", cursor: 2))
    }

    @Test func renderShortTextFits() {
        let view = LineEditor(text: "abc", cursor: 1).render(width: 10)
        #expect(view == FieldView(text: "abc", cursorColumn: 1, firstVisible: 0))
    }

    @Test func renderCJKCursorColumnsAreDisplayColumns() {
        let editor = LineEditor(text: "日本語の設定", cursor: 3)
        #expect(editor.render(width: 20) == FieldView(text: "日本語の設定", cursorColumn: 6, firstVisible: 0))
    }

    @Test func renderScrollsToKeepCursorAtEndVisible() {
        let editor = LineEditor(text: "日本語の設定")
        let view = editor.render(width: 7)
        #expect(view.text == "の設定")
        #expect(view.cursorColumn == 6)
        #expect(displayWidth(of: view.text) <= 7)
    }

    @Test func renderKeepsScrollUntilCursorLeavesField() {
        var editor = LineEditor(text: "abcdefghij")
        var view = editor.render(width: 5)
        #expect(view == FieldView(text: "ghij", cursorColumn: 4, firstVisible: 6))
        editor.moveLeft()
        editor.moveLeft()
        view = editor.render(width: 5, previousFirstVisible: view.firstVisible)
        // Off the end the cursor no longer needs its own column, so the field fills up.
        #expect(view == FieldView(text: "fghij", cursorColumn: 3, firstVisible: 5))
        editor.moveLeft()
        view = editor.render(width: 5, previousFirstVisible: view.firstVisible)
        #expect(view == FieldView(text: "fghij", cursorColumn: 2, firstVisible: 5))
        editor.home()
        view = editor.render(width: 5, previousFirstVisible: view.firstVisible)
        #expect(view == FieldView(text: "abcde", cursorColumn: 0, firstVisible: 0))
    }

    @Test func renderWideCharacterUnderCursorIsFullyVisible() {
        let editor = LineEditor(text: "ab日本", cursor: 3)
        let view = editor.render(width: 4)
        #expect(view.firstVisible == 2)
        #expect(view.text == "日本")
        #expect(view.cursorColumn == 2)
    }

    @Test func renderScrollsBackWhenTextShrinks() {
        var editor = LineEditor(text: "abcdefghij")
        let first = editor.render(width: 5)
        for _ in 0..<6 { editor.backspace() }
        let view = editor.render(width: 5, previousFirstVisible: first.firstVisible)
        #expect(view == FieldView(text: "abcd", cursorColumn: 4, firstVisible: 0))
    }
}
