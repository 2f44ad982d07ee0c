import Foundation
import TestSupport
import Testing

/// The full-screen walk of a localised form, through a pseudo-terminal.
@Suite(.serialized) struct LocalisedScreenTests {
    @Test func fullScreenShowsTheChosenLanguage() throws {
        let terminal = try PseudoTerminal([LocalisedForm.url.path, "--lang", "de"], rows: 24, columns: 80)
        #expect(terminal.wait(for: "Wir geben Ihre Adresse nie weiter."))
        let lines = terminal.screen.lines
        #expect(lines[0].hasPrefix(" Registrieren"))
        #expect(lines.contains { $0.contains("Konto") })
        #expect(lines.contains { $0.contains("Land") && $0.hasSuffix("Frankreich") })
        #expect(!lines.contains { $0.contains("Account") || $0.contains("Country") })
        // Down to the picker (typing on the text rows above would edit them), then leave.
        terminal.send(String(repeating: "\u{1b}[B", count: 3) + "q")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func fullScreenTakesTheLanguageFromTheEnvironment() throws {
        let terminal = try PseudoTerminal(
            [LocalisedForm.url.path], environment: ["LANG": "fr_FR.UTF-8"], rows: 24, columns: 80)
        #expect(terminal.wait(for: "Nous ne partageons jamais votre adresse."))
        #expect(terminal.screen.lines[0].hasPrefix(" Inscription"))
        #expect(terminal.screen.lines.contains { $0.contains("Pays") && $0.hasSuffix("France") })
        // Down to the picker (typing on the text rows above would edit them), then leave.
        terminal.send(String(repeating: "\u{1b}[B", count: 3) + "q")
        #expect(terminal.waitForExit() == 0)
    }
}
