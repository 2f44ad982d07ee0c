import Testing

@testable import FormWalk

/// The text area's box wraps between words, keeps every character on exactly one line, and
/// keeps the caret where it is.
struct TextBoxTests {
    @Test func linesBreakBetweenWordsNotInsideThem() {
        let text = "Leave it at the door and ring twice; use the side entrance at checkout if possible."
        for width in 11...30 {  // the longest word, 9 characters, fits the room (width - 1)
            let box = TextBox(text: text, cursor: text.count, width: width)
            #expect(box.lines.joined() == text, "no character lost or doubled at \(width)")
            let words = Set(text.split(separator: " ").map(String.init))
            for line in box.lines {
                #expect(line.count <= width, "\(line) fits \(width)")
                for word in line.split(separator: " ") {
                    #expect(words.contains(String(word)), "\(word) at \(width)")
                }
            }
            #expect(box.caretLine == box.lines.count - 1)
        }
        let box = TextBox(text: text, cursor: 0, width: 21)
        #expect(box.lines.first == "Leave it at the door ")
        #expect(box.lines.last == "possible.")
    }

    @Test func aWordWiderThanTheBoxIsCutAndNewlinesStay() {
        let box = TextBox(text: "abcdefghijkl mn\nop", cursor: 3, width: 6)
        #expect(box.lines == ["abcde", "fghij", "kl mn", "op"])
        #expect(box.caretLine == 0 && box.caretColumn == 3)
    }

    @Test func theCaretFollowsAWrappedWord() {
        let box = TextBox(text: "one two three", cursor: 9, width: 9)
        #expect(box.lines == ["one two ", "three"])
        #expect(box.caretLine == 1 && box.caretColumn == 1)
    }
}
