import Foundation
import TestSupport
import Testing

@testable import FormEngine
@testable import FormRendering
@testable import FormWalk
@testable import formcli

/// Control characters from a descriptor never reach the terminal: TextDump, line-mode reports and
/// the full-screen renderer show them as visible stand-ins.
@Suite struct TerminalTextTests {
    static let hostileTitle = "T\u{1b}[31mred"
    static let hostileSection = "a\u{1b}[2Jb\nnewline"

    /// The C0 controls other than the line breaks the output writes itself, DEL and C1 controls.
    static func controls(in text: String) -> [UInt32] {
        text.unicodeScalars.map(\.value).filter { $0 != 0x0A && ($0 < 0x20 || (0x7F...0x9F).contains($0)) }
    }

    /// A form whose titles, footer and values carry escapes, newlines, BEL, DEL and a C1 CSI.
    static var root: [String: Any] {
        [
            "title": hostileTitle,
            "sections": [
                [
                    "title": hostileSection, "footer": "foot\u{7}\u{7f}er\u{9b}2J",
                    "rows": [
                        Fixtures.cell("parent", title: "P\u{1b}[1m", children: 1, expanded: true),
                        Fixtures.cell("name", "text", title: "Name\r\n\u{0}"),
                        Fixtures.cell(
                            "flag", "switch", title: "F\u{1b}]0;owned\u{7}"
                        ),
                    ],
                ]
            ],
        ]
    }

    @Test func controlsBecomeVisibleStandIns() {
        #expect(TerminalText.visible("T\u{1b}[31mred") == "T␛[31mred")
        #expect(TerminalText.visible("a\u{1b}[2Jb\nnewline") == "a␛[2Jb␊newline")
        #expect(TerminalText.visible("\u{0}\u{7}\t\r\n\u{1f}") == "␀␇␉␍␊␟")
        #expect(TerminalText.visible("x\u{7f}y") == "x␡y")
        #expect(TerminalText.visible("\u{80}\u{85}\u{9b}\u{9f}") == "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}")
        let intact = "Zoë 日本 👩‍👩‍👧 e\u{301} ␛ \u{a0}\u{ff}"
        #expect(TerminalText.visible(intact) == intact)
        #expect(TerminalText.visible("") == "")
    }

    @Test func controlsAreFoundFromTheBytesAsFromTheScalars() {
        // Every scalar up to U+0800 (one- and two-byte UTF-8, C1 controls among them) and a few
        // longer ones, alone and between other text.
        let scalars = (0..<0x800).compactMap(Unicode.Scalar.init) + ["\u{FEFF}", "\u{1F469}", "\u{2400}"]
        for scalar in scalars {
            for text in [String(scalar), "a\(scalar)", "\(scalar)é", "é\(scalar)\u{C2}"] {
                #expect(
                    TerminalText.hasControl(text)
                        == text.unicodeScalars.contains(where: TerminalText.isControl))
            }
        }
    }

    @Test func textDumpWritesOnlyItsOwnLineBreaks() throws {
        var form = try Fixtures.form(Self.root)
        // A value cannot hold control characters (refused at input); the form's own text can.
        #expect(throws: EditError.self) { try form.apply(.setText("name", "v\u{1b}[2K\u{85}x")) }
        _ = try form.apply(.tap("flag"))
        let dump = TextDump.render(form, numbered: true)
        #expect(Self.controls(in: dump) == [], "\(dump.debugDescription)")
        #expect(!dump.contains("\u{1b}"))
        #expect(dump.contains("T␛[31mred\n"))
        #expect(dump.contains("a␛[2Jb␊newline\n"))
        #expect(dump.contains("(foot␇␡er\u{FFFD}2J)"))
        // Title, blank, section, three rows, footer: the form's own seven lines and no more.
        #expect(dump.split(separator: "\n", omittingEmptySubsequences: false).count == 8)
    }

    /// Writes the hostile form to a file for formcli.
    static func formFile() throws -> String {
        let url = try CLI.temporaryDirectory().appendingPathComponent("hostile.plist")
        try Fixtures.data(root).write(to: url)
        return url.path
    }

    @Test func dumpThroughFormcliIsFiltered() throws {
        let result = try CLI.run(["--dump", try Self.formFile(), "--set", "name=x"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.controls(in: result.stdout) == [])
        #expect(result.stdout.contains("T␛[31mred"))
    }

    @Test func lineModeReportsAreFiltered() throws {
        let script = "show\nset name v\u{1b}[2Jw\ntap flag\nset nosuch\u{1b}[1m x\nquit\n"
        let result = try CLI.run([try Self.formFile(), "--plain"], stdin: script)
        #expect(Self.controls(in: result.stdout) == [], "\(result.stdout.debugDescription)")
        #expect(Self.controls(in: result.stderr) == [], "\(result.stderr.debugDescription)")
        #expect(result.stderr.contains("line 2: name: control character U+001B is not allowed"))
        #expect(result.stdout == "", "stdout is left to the answers")
        #expect(result.stderr.contains("flag = on\n"))
        #expect(result.stderr.contains("nosuch␛[1m"))
    }

    @Test func screenWritesOnlyItsOwnEscapes() {
        let hostile = "a\u{1b}[2Jb\n\u{9b}31m\u{7}c"
        let line = StyledLine(spans: [Span("x "), Span(hostile, style: TextStyle(bold: true))])
        let safe = StyledLine(
            spans: [Span("x "), Span(TerminalText.visible(hostile), style: TextStyle(bold: true))])
        var screen = Screen(rows: 2, columns: 40)
        var reference = Screen(rows: 2, columns: 40)
        let output = screen.render(Frame(lines: [line]))
        #expect(output == reference.render(Frame(lines: [safe])))
        #expect(output.contains("a␛[2Jb␊\u{FFFD}31m␇c"))
        #expect(!output.contains("\u{1b}[2J" + "b"))
        #expect(Self.controls(in: output).allSatisfy { $0 == 0x1b })
        #expect(!output.contains("\n"))
    }
}
