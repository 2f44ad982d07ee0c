import FormEngine
import FormEngineSettings
import Foundation
import TestSupport
import Testing

/// What is typed is what is kept, through a pseudo-terminal: a secret is retyped, not extended,
/// and a rounded decimal is saved as it reads.
@Suite(.serialized) struct ScreenTypedValueTests {
    private static let down = "\u{1b}[B"

    @Test func typingIntoAMaskedFieldReplacesTheHiddenValue() throws {
        let bundle = try TemporaryBundle()
        defer { bundle.remove() }
        try bundle.pane(
            "Root",
            [
                [
                    "Type": "PSTextFieldSpecifier", "Title": "Password 1", "Key": "password_1",
                    "DefaultValue": "1988", "IsSecure": true,
                ],
                ["Type": "PSTextFieldSpecifier", "Title": "Server", "Key": "server", "DefaultValue": "x"],
            ])
        let state = bundle.directory.appendingPathComponent("state.plist").path
        let terminal = try PseudoTerminal([bundle.path, "--state", state], rows: 24, columns: 80)
        #expect(terminal.wait { $0.lines.contains { $0.contains("Password 1") && $0.hasSuffix("••••") } })
        terminal.send("hunter2\r")
        #expect(terminal.wait(for: "Password 1 = •••••••"))
        terminal.send("\u{1b}[A" + "\u{7f}" + "pw\r")
        #expect(terminal.wait(for: "Password 1 = ••"), "Backspace on a hidden value clears it")
        terminal.send("\u{04}")
        #expect(terminal.waitForExit() == 0)
        let saved = try DefaultsFile.load(contentsOf: URL(fileURLWithPath: state))
        #expect(saved["password_1"] == .string("pw"))
    }

    @Test func aRoundedDecimalIsSavedAsItReads() throws {
        let directory = try CLI.temporaryDirectory()
        let form = directory.appendingPathComponent("height.json")
        try Data(
            #"{"title":"Body","sections":[{"title":"You","rows":[{"key":"height","kind":"decimal","firstTitle":"Height (m)","fractionDigits":2}]}]}"#
                .utf8
        ).write(to: form)
        let state = directory.appendingPathComponent("state.plist").path
        let terminal = try PseudoTerminal([form.path, "--state", state], rows: 24, columns: 80)
        #expect(terminal.wait(for: "Height (m)"))
        terminal.send("1.655\r")
        #expect(terminal.wait(for: "1.66"))
        terminal.send("\u{04}")
        #expect(terminal.waitForExit() == 0)
        let text = try String(contentsOfFile: state, encoding: .utf8)
        #expect(text.contains("<real>1.66</real>"), "\(text)")
        let saved = try FormState.load(contentsOf: URL(fileURLWithPath: state))
        #expect(saved.values["height"] == .real(1.66))
    }
}
