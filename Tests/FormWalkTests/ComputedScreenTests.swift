import FormEngine
import Foundation
import Testing

@testable import FormWalk

/// The full-screen walk on a city picker whose options follow the country (computed options):
/// keys pressed on the screen's state, and the frame it draws.
@Suite struct ComputedScreenTests {
    private static func form() throws -> Form {
        let cities: [String: [(key: RowKey, title: String)]] = [
            "fr": [("paris", "Paris"), ("lyon", "Lyon")],
            "it": [("rome", "Rome"), ("milan", "Milan")],
        ]
        return try Form(
            FormDescriptor(title: "Trip") {
                FormSection("Where") {
                    Cell.picker("country", "Country", options: [("fr", "France"), ("it", "Italy")])
                        .value(.choice("fr"))
                    Cell.picker("city", "City")
                        .options(reading: "country") { answers in cities[answers.text("country") ?? ""] ?? []
                        }
                        .value(computed: { .choice("lyon") })
                }
            })
    }

    private func press(_ keys: [Key], _ state: inout ScreenState) {
        for key in keys { _ = state.handle(key) }
    }

    private func text(_ state: inout ScreenState) -> String {
        state.frame().lines.map { $0.spans.map(\.text).joined() }.joined(separator: "\n")
    }

    @Test func choosingAnotherCountryShowsItsCitiesAndClearsTheCity() throws {
        var screen = ScreenState(session: WalkSession(form: try Self.form()), height: 24, width: 80)
        #expect(screen.cursorRow?.key == "country")
        press("ital".map { .char($0) } + [.enter], &screen)
        #expect(try screen.session.form.value(of: "country") == .choice("it"))
        #expect(try screen.session.form.value(of: "city") == nil, "Lyon is not in Italy")
        press([.down], &screen)
        #expect(screen.cursorRow?.key == "city")
        press([.enter], &screen)
        let open = text(&screen)
        #expect(open.contains("Milan") && open.contains("Rome"), "\(open)")
        #expect(!open.contains("Paris") && !open.contains("Lyon"), "\(open)")
        press("mil".map { .char($0) } + [.enter], &screen)
        #expect(try screen.session.form.value(of: "city") == .choice("milan"))
    }
}
