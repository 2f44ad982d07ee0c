import FormEngine
import FormWalk
import Foundation
import TestSupport
import Testing

/// Line mode typed by a person, run in process on a pseudo-terminal: tapping a row that takes
/// text asks for it, a password is drawn as `•` while typed, and answers stay out of the history.
@Suite struct LinePromptTerminalTests {
    @Test("a tapped row asks for its value; a password is masked while typed")
    func promptsOnATerminal() throws {
        let terminal = try WalkTerminal(rows: 60, columns: 100)
        terminal.start(FormWalk(try Fixtures.everyKindForm(), options: FormWalkOptions(mode: .line)))
        #expect(terminal.wait(for: "type help for the commands"))
        terminal.send("12\r")
        #expect(terminal.wait(for: "Wake up at (HH:mm, 05:00 to 11:00) [07:30]:"))
        terminal.send("06:10\r")
        #expect(terminal.wait(for: "wake = 06:10"))
        terminal.send("tap password\r")
        #expect(terminal.wait(for: "Password (a password, not shown):"))
        terminal.send("hunter22")
        #expect(terminal.wait(for: "Password (a password, not shown): ••••••••"))
        terminal.send("\r")
        #expect(terminal.wait(for: "password = ••••••••"))
        // ↑ recalls the last command, not the answer.
        terminal.send("\u{1b}[A")
        #expect(terminal.wait(for: "> tap password"))
        terminal.send("\u{15}quit\r")
        let result = try #require(try terminal.result()?.get())
        #expect(result.ending == .abandoned)
        #expect(result.discardedChanges, "quit after a change")
        #expect(!terminal.written.contains("hunter22"))
    }
}
