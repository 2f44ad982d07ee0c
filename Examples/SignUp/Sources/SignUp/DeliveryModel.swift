import FormEngine
import Foundation

/// A delivery address screen's view model: the city picker's options follow the country. The
/// form makes the cities again when the country changes, clears a city that the new country does
/// not have, and says so in the change the table view animates; the model only forwards edits
/// and keeps the last change for the view.
@MainActor
final class DeliveryModel {
    let controller: FormController
    /// The change of the last edit, as a table view would animate it.
    private(set) var lastChange: FormChange?

    /// The cities of each country, as the app's own data would give them.
    nonisolated static let cities: [String: [(key: RowKey, title: String)]] = [
        "fr": [("paris", "Paris"), ("lyon", "Lyon"), ("marseille", "Marseille")],
        "jp": [("tokyo", "Tokyo"), ("osaka", "Osaka")],
        "gb": [("london", "London"), ("leeds", "Leeds")],
    ]

    nonisolated static func descriptor() throws(DescriptorProblems) -> FormDescriptor {
        try FormDescriptor(title: "Delivery") {
            FormSection("Address") {
                Cell.picker(
                    "country", "Country",
                    options: [("fr", "France"), ("jp", "Japan"), ("gb", "United Kingdom")]
                )
                .required()
                Cell.picker("city", "City")
                    .options(reading: "country") { answers in cities[answers.text("country") ?? ""] ?? [] }
                    .required()
                Cell.text("postcode", "Postcode")
                    .title(reading: "country") { answers in
                        answers.text("country") == "jp" ? "Postal code" : "Postcode"
                    }
                    .validate(reading: "country") { value, answers in
                        guard answers.text("country") == "fr", case .text(let text)? = value else {
                            return nil
                        }
                        return text.count == 5 && text.allSatisfy(\.isNumber)
                            ? nil : "A French postcode has five digits"
                    }
            }
        }
    }

    init() throws {
        controller = FormController(try Form(Self.descriptor()))
    }

    /// The cities offered now, by title.
    var cityTitles: [String] {
        let rows = controller.form.allRows(in: 0)
        guard let city = rows.firstIndex(where: { $0.key == "city" }) else { return [] }
        return rows[(city + 1)...].prefix { $0.kind == .option }.map(\.label)
    }

    /// The problems of the row `key`.
    func problems(of key: RowKey) -> [String] {
        ((try? controller.form.problems(of: key)) ?? []).map(\.message)
    }

    func choose(_ option: RowKey, in picker: RowKey) throws {
        lastChange = try controller.apply(.set(picker, .choice(option)))
    }

    func type(_ text: String, into key: RowKey) throws {
        lastChange = try controller.apply(.setText(key, text))
    }
}
