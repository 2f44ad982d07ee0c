import FormEngine
import Foundation
import Testing

@testable import FormWalk

/// Issue #22 in the full-screen walk: an empty field shows its `placeholder`, and a `file` row
/// is typed into (its path) like a text row, decided by its presentation.
@Suite struct ScreenFileKindTests {
    private func state() throws -> ScreenState {
        let json = #"""
            [[{"key": "email", "kind": "email", "firstTitle": "Email", "placeholder": "name@example.com"},
              {"key": "plan", "kind": "file", "firstTitle": "Plan", "placeholder": "~/plan.pdf"},
              {"key": "note", "kind": "text", "firstTitle": "Note"}]]
            """#
        let form = try Form(DescriptorLoader().load(data: Data(json.utf8), file: "form.json"))
        return ScreenState(session: WalkSession(form: form), height: 20, width: 80)
    }

    private func text(_ state: inout ScreenState) -> [String] {
        state.frame().lines.map { line in
            String(line.spans.map(\.text).joined().reversed().drop { $0 == " " }.reversed())
        }
    }

    @Test func emptyFieldsShowTheirPlaceholder() throws {
        var screen = try state()
        let lines = text(&screen)
        #expect(lines.contains { $0.contains("Email") && $0.hasSuffix("name@example.com") }, "\(lines)")
        #expect(lines.contains { $0.contains("Plan") && $0.hasSuffix("~/plan.pdf") }, "\(lines)")
        #expect(lines.contains { $0.contains("Note") && $0.hasSuffix("(empty)") }, "\(lines)")
    }

    @Test func aFileRowIsTypedInto() throws {
        var screen = try state()
        let placed = screen.placeCursor(on: "plan")
        #expect(placed)
        #expect(screen.role == .path)
        for key in "/tmp/x.pdf".map({ Key.char($0) }) + [.enter] { _ = screen.handle(key) }
        #expect(try screen.session.form.value(of: "plan") == .text("/tmp/x.pdf"))
        let today = try #require(CalendarDate(year: 2026, month: 12, day: 1))
        #expect(FieldPrompt.shape(of: try screen.session.form.row("plan"), today: today) == "a path")
    }
}
