import FormEngine
import Foundation
import TestSupport
import Testing

@testable import FormWalk

/// The full-screen walk on `Fixtures/Conditions.plist`: sections whose `visibleWhen` does not
/// hold have no lines at all (no header, rows, footer or gap), and appear with an edit.
@Suite struct ConditionsScreenTests {
    private func state() throws -> ScreenState {
        let url = URL(fileURLWithPath: Repository.path("Tests/FormCLITests/Fixtures/Conditions.plist"))
        let form = try Form(DescriptorLoader().load(contentsOf: url))
        return ScreenState(
            session: WalkSession(form: form), height: 24, width: 80)
    }

    /// The first twelve body lines of the frame as plain text, trailing spaces removed.
    private func body(_ state: inout ScreenState) -> [String] {
        let lines = state.frame().lines.map { line in
            String(line.spans.map(\.text).joined().reversed().drop { $0 == " " }.reversed())
        }
        return Array(lines.dropFirst().prefix(12))
    }

    /// The status line: the frame's last line but one.
    private func status(_ state: inout ScreenState) -> String {
        let lines = state.frame().lines.map { $0.spans.map(\.text).joined() }
        return lines.count >= 2 ? lines[lines.count - 2] : ""
    }

    @Test func sectionsAppearAndVanishWithTheirHeaderAndFooter() throws {
        var screen = try state()
        var lines = body(&screen)
        #expect(
            lines.prefix(5) == [
                " You", "    Married                                     off",
                "    Pets                                        off", "  ▸ Country", "",
            ])
        #expect(!lines.contains { $0.contains("Spouse") || $0.contains("Only for married") })
        _ = screen.handle(.char(" "))  // Married on
        lines = body(&screen)
        #expect(lines.contains(" Spouse") && lines.contains("   Only for married couples."))
        #expect(lines.firstIndex(of: " Spouse") == 5, "after one gap line")
        #expect(status(&screen).hasPrefix(" Married = on; Spouse section appeared"))
        #expect(screen.cursorRow?.key == "married")
        _ = screen.handle(.down)
        _ = screen.handle(.char(" "))  // Pets on
        lines = body(&screen)
        #expect(lines.contains(" Pets"))
        _ = screen.handle(.up)
        _ = screen.handle(.char(" "))  // Married off: the Spouse section goes, Pets moves up
        lines = body(&screen)
        #expect(!lines.contains(" Spouse") && lines.firstIndex(of: " Pets") == 5)
        #expect(status(&screen).hasPrefix(" Married = off; Spouse section hidden"))
        #expect(screen.cursorRow?.key == "married")
        // The cursor reaches the Pets section's row right after Country.
        _ = screen.handle(.down)
        _ = screen.handle(.down)
        _ = screen.handle(.down)
        #expect(screen.cursorRow?.key == "petName")
    }
}
