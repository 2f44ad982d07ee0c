import FormEngine
import FormWalk
import Foundation
import TestSupport
import Testing

/// The full-screen walk at 40 columns keeps what it says whole: a message too long for the
/// status line wraps to a second line instead of being cut with …; the hint bar names every key
/// the row offers (a date's steps, a picker's filter) and the leave question every choice; a long
/// label is cut but its value stays visible. At 80×24 the same screens are as before. Run in
/// process on a pseudo-terminal, saving to a file offered at the leave question as formcli
/// offers it without `--state`.
@Suite(
    .serialized,
    .disabled(
        if: ProcessInfo.processInfo.environment["FORMENGINE_SANITIZED"] != nil,
        "a pseudo-terminal's timing under a sanitizer"))
struct NarrowScreenTests {
    /// The contact form, walked full screen on `terminal`.
    private static func start(on terminal: WalkTerminal) throws {
        let data = try RulesSupport.data(
            [
                [
                    "rows": [
                        ["key": "work", "kind": "phone", "firstTitle": "Work"],
                        [
                            "key": "contact", "kind": "text",
                            "firstTitle": "Name of the emergency contact person", "value": "Ada",
                        ],
                        ["key": "born", "kind": "date", "firstTitle": "Born"],
                    ]
                ]
            ], title: "Contact")
        let form = try Form(DescriptorLoader().load(data: data, file: "contact.plist"))
        var walk = FormWalk(form, options: FormWalkOptions(mode: .fullScreen))
        walk.savingToFile = { ScriptedWalk.Saves(name: URL(fileURLWithPath: $0).lastPathComponent) }
        terminal.start(walk)
    }

    @Test func fortyColumnsKeepMessagesKeysAndValuesWhole() throws {
        let terminal = try WalkTerminal(rows: 10, columns: 40)
        try Self.start(on: terminal)
        #expect(terminal.wait(for: "Work"))
        terminal.send("12")
        #expect(terminal.wait(for: "must be a phone"))
        var lines = terminal.screen.lines
        let message = try #require(lines.firstIndex { $0.contains("✗ Work must be a phone") })
        let whole = lines[message] + " " + lines[message + 1].trimmingCharacters(in: .whitespaces)
        #expect(
            whole.trimmingCharacters(in: .whitespaces)
                == "✗ Work must be a phone number (5 to 20 digits; + ( ) - . and spaces allowed)",
            "\(lines)")
        #expect(!(lines[message] + lines[message + 1]).contains("…"), "nothing cut: \(lines)")
        terminal.send("345\r")
        #expect(terminal.wait(for: "Work = 12345"))
        // The long label gives way to its value.
        lines = terminal.screen.lines
        let contact = try #require(lines.first { $0.contains("Name of the emerge") })
        #expect(contact.contains("…") && contact.hasSuffix(" Ada"), "cut, the value whole: \(contact)")
        // A date row's keys, all of them.
        terminal.send("\r")
        #expect(terminal.wait(for: "m/M month"))
        let hint = terminal.screen.lines.suffix(2).joined(separator: " ")
        for key in ["m/M month", "y/Y year", "⏎ calendar", "Esc undo", "^D done", "F1 help"] {
            #expect(hint.contains(key), "\(key) in \(hint)")
        }
        // The leave question's choices, every one.
        terminal.send("\u{1b}")
        #expect(terminal.wait(for: "Leave and lose your answers?"))
        let last = terminal.screen.lines.last ?? ""
        for key in ["s save", "d discard", "Esc", "^D done"] {
            #expect(last.contains(key), "\(key) in \(last)")
        }
        terminal.send("d")
        let result = try #require(try terminal.result()?.get())
        #expect(result.ending == .abandoned)
        #expect(result.discardedChanges)
    }

    @Test func eightyColumnsAreAsBefore() throws {
        let terminal = try WalkTerminal(rows: 24, columns: 80)
        try Self.start(on: terminal)
        #expect(terminal.wait(for: "Work"))
        terminal.send("12")
        #expect(terminal.wait(for: "must be a phone"))
        let lines = terminal.screen.lines
        #expect(
            lines[22] == " ✗ Work must be a phone number (5 to 20 digits; + ( ) - . and spaces allowed)",
            "one line, as before: \(lines)")
        #expect(lines[23] == " ↑/↓ move · type to edit · ⏎ keep, next · Esc undo/leave · ^D done · F1 help")
        let contact = try #require(lines.first { $0.contains("Name of the emerge") })
        #expect(contact == "    Name of the emergency contact person        Ada", "the value in its column")
        terminal.send("\u{15}\u{1b}")
        let result = try #require(try terminal.result()?.get())
        #expect(result.ending == .abandoned)
        #expect(!result.discardedChanges, "nothing changed: leaves at once")
    }
    /// ^D refused with one problem at 80×24 and at 40×10: the list says `1 problem`, and its
    /// message and the status's wrap at spaces instead of being cut with `…`.
    @Test(arguments: [(rows: UInt16(24), columns: UInt16(80)), (rows: 10, columns: 40)])
    func theProblemListAndTheStatusWrapAMessageWhole(size: (rows: UInt16, columns: UInt16)) throws {
        let terminal = try WalkTerminal(rows: size.rows, columns: size.columns)
        try Self.start(on: terminal)
        #expect(terminal.wait(for: "Work"))
        terminal.send("12\r\u{04}")
        #expect(terminal.wait(for: "1 problem (any key closes)"), "\(terminal.screen.text)")
        #expect(terminal.wait(for: "allowed)"))
        let lines = terminal.screen.lines
        #expect(!lines.contains { $0.contains("…") }, "nothing cut: \(lines)")
        let message = "Work must be a phone number (5 to 20 digits; + ( ) - . and spaces allowed)"
        // The lines from `from` on to the one that ends the message, joined at their breaks.
        func joined(from start: Int) -> String {
            var parts: [String] = []
            for line in lines[start...] {
                parts.append(line.trimmingCharacters(in: .whitespaces))
                if line.hasSuffix("allowed)") { break }
            }
            return parts.joined(separator: " ")
        }
        let listed = try #require(lines.firstIndex { $0.hasPrefix("  ✗ Work must") }, "\(lines)")
        #expect(joined(from: listed) == "✗ " + message, "\(lines)")
        let status = try #require(lines.firstIndex { $0.hasPrefix(" ✗ done refused") }, "\(lines)")
        #expect(joined(from: status) == "✗ done refused: " + message, "\(lines)")
        if size.columns == 80 {
            #expect(lines[listed] == "  ✗ " + message, "one line where it fits")
        } else {
            #expect(lines.allSatisfy { $0.count <= 40 })
        }
        terminal.send("\u{1b}")
        #expect(terminal.wait(for: "Name of the emerge"), "the list closed: \(terminal.screen.text)")
        terminal.send("\u{1b}")
        #expect(terminal.wait(for: "Leave and lose"), "\(terminal.screen.text)")
        terminal.send("d")
        let result = try #require(try terminal.result()?.get())
        #expect(result.ending == .abandoned)
    }
}
