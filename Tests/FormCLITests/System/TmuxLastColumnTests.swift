import Foundation
import TestSupport
import Testing

/// The full-screen walk in a real terminal emulator (tmux): a line as wide as the terminal keeps
/// its final character and its `…`; an erase (`ESC[K`) after it would wipe the last cell. The
/// terminal is 24 columns wide, so that the leave question itself (its keys are dropped first)
/// is cut.
@Suite(
    .systemTest, .enabled(if: Tmux.isAvailable, "tmux is not installed; the real-terminal test is skipped"))
struct TmuxLastColumnTests {
    @Test(.timeLimit(.minutes(1)))
    func aLineAsWideAsTheTerminalKeepsItsLastCellInTmux() throws {
        let tmux = Tmux()
        defer { tmux.stop() }
        let formcli = try CLI.executable.path
        try tmux.run([
            "new-session", "-d", "-x", "24", "-y", "24", "env", "TERM=xterm-256color", "LANG=C.UTF-8",
            formcli,
            "--no-mouse",
        ])
        #expect(tmux.wait(for: "Profile"))
        // Expand the first row, type into its first field, then leave: the question is longer
        // than the width.
        try tmux.run(["send-keys", "Enter", "Down"])
        try tmux.run(["send-keys", "-l", "Ada"])
        try tmux.run(["send-keys", "Enter", "Escape"])
        #expect(tmux.wait(for: "Leave and lose"))
        let lines = try tmux.capture()
        let question = try #require(lines.first { $0.contains("Leave and lose") })
        #expect(question.count == 24, "the line fills all 24 columns: \(question)")
        #expect(question.hasSuffix("…"), "its … sits in the last column: \(question)")
        try tmux.run(["send-keys", "d"])
    }
}
