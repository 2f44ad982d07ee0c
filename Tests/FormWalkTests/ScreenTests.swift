import Testing

@testable import FormWalk

private let esc = "\u{1b}"

@Suite struct ScreenTests {
    private func frame(_ texts: [String], cursor: ScreenPosition? = nil) -> Frame {
        Frame(lines: texts.map { StyledLine($0) }, cursor: cursor)
    }

    @Test func firstFrameRepaintsEverything() {
        var screen = Screen(rows: 3, columns: 10)
        let output = screen.render(frame(["one", "two", "three"], cursor: ScreenPosition(row: 1, column: 2)))
        #expect(
            output
                == "\(esc)[?25l\(esc)[0m\(esc)[H\(esc)[2J"
                + "\(esc)[1;1Hone\(esc)[K\(esc)[2;1Htwo\(esc)[K\(esc)[3;1Hthree\(esc)[K"
                + "\(esc)[2;3H\(esc)[?25h")
    }

    @Test func oneChangedLineIsTheOnlyOneRewritten() {
        var screen = Screen(rows: 3, columns: 10)
        _ = screen.render(frame(["one", "two", "three"]))
        let output = screen.render(frame(["one", "TWO", "three"], cursor: ScreenPosition(row: 1, column: 3)))
        #expect(output == "\(esc)[?25l\(esc)[2;1HTWO\(esc)[K\(esc)[2;4H\(esc)[?25h")
    }

    @Test func unchangedFrameOnlyPlacesTheCursor() {
        var screen = Screen(rows: 3, columns: 10)
        let same = frame(["one", "two"], cursor: ScreenPosition(row: 0, column: 0))
        _ = screen.render(same)
        #expect(screen.render(same) == "\(esc)[1;1H\(esc)[?25h")
        #expect(screen.render(frame(["one", "two"])) == "\(esc)[?25l")
    }

    @Test func removedLinesAreCleared() {
        var screen = Screen(rows: 3, columns: 10)
        _ = screen.render(frame(["one", "two", "three"]))
        #expect(screen.render(frame(["one"])) == "\(esc)[?25l\(esc)[2;1H\(esc)[K\(esc)[3;1H\(esc)[K")
    }

    @Test func resizeForcesFullRepaint() {
        var screen = Screen(rows: 2, columns: 10)
        _ = screen.render(frame(["a", "b"]))
        screen.resize(rows: 2, columns: 20)
        let output = screen.render(frame(["a", "b"]))
        #expect(output.contains("\(esc)[2J"))
        #expect(output.contains("\(esc)[1;1Ha\(esc)[K"))
        screen.invalidate()
        #expect(screen.render(frame(["a", "b"])).contains("\(esc)[2J"))
    }

    @Test func linesAreFittedByDisplayWidth() {
        var screen = Screen(rows: 2, columns: 6)
        let output = screen.render(frame(["日本語の設定", "abcdefgh", "ignored"]))
        #expect(output.contains("\(esc)[1;1H日本…\(esc)[K"))
        // A line as wide as the screen is not followed by an erase, which would wipe its last
        // cell (the cursor stays on it with autowrap off).
        #expect(output.contains("\(esc)[2;1Habcde…"))
        #expect(!output.contains("abcde…\(esc)[K"))
        #expect(!output.contains("ignored"))
    }

    @Test func cursorIsClampedToTheScreen() {
        var screen = Screen(rows: 2, columns: 5)
        let output = screen.render(frame(["a"], cursor: ScreenPosition(row: 9, column: 9)))
        #expect(output.hasSuffix("\(esc)[2;5H\(esc)[?25h"))
    }

    @Test func stylesAreEncodedAndReset() {
        let line = StyledLine(
            spans: [Span("Name: "), Span("Hải", style: TextStyle(foreground: .cyan, bold: true))],
            fill: nil)
        #expect(line.encoded(width: 20, noColor: false) == "Name: \(esc)[0;1;36mHải\(esc)[0m")
    }

    @Test func noColorDropsColourButKeepsReverseVideo() {
        var screen = Screen(rows: 1, columns: 6, noColor: true)
        let highlighted = TextStyle(foreground: .yellow, background: .blue, reverse: true)
        let output = screen.render(
            Frame(lines: [StyledLine("> x", style: highlighted, fill: highlighted)]))
        #expect(output.contains("\(esc)[0;7m> x   \(esc)[0m"))
        #expect(!output.contains("33"))
        #expect(!output.contains("44"))
        var colour = Screen(rows: 1, columns: 6)
        let coloured = colour.render(Frame(lines: [StyledLine("> x", style: highlighted, fill: highlighted)]))
        #expect(coloured.contains("\(esc)[0;7;33;44m> x   \(esc)[0m"))
    }

    @Test func truncationAcrossSpansKeepsTheCutSpanStyle() {
        let red = TextStyle(foreground: .red)
        let line = StyledLine(spans: [Span("ab"), Span("cdef", style: red)])
        #expect(line.encoded(width: 4, noColor: false) == "ab\(esc)[0;31mc…\(esc)[0m")
    }

    @Test(arguments: [
        ([String: String](), false), (["NO_COLOR": ""], false), (["NO_COLOR": "1"], true),
    ])
    func noColorEnvironment(_ environment: [String: String], _ expected: Bool) {
        #expect(Screen.noColorRequested(environment: environment) == expected)
    }
}
