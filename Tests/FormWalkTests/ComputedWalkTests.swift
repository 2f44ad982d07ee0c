import FormEngine
import FormWalk
import Foundation
import Testing

/// A city picker whose options follow the country (computed options), walked in guided and line
/// mode on pipes: the options asked for and accepted are the chosen country's.
@Suite struct ComputedWalkTests {
    private static func form() throws -> Form {
        let cities: [String: [(key: RowKey, title: String)]] = [
            "fr": [("paris", "Paris"), ("lyon", "Lyon")],
            "it": [("rome", "Rome"), ("milan", "Milan")],
        ]
        return try Form(
            FormDescriptor(title: "Trip") {
                FormSection("Where") {
                    Cell.picker("country", "Country", options: [("fr", "France"), ("it", "Italy")]).required()
                    Cell.picker("city", "City")
                        .options(reading: "country") { answers in cities[answers.text("country") ?? ""] ?? []
                        }
                        .required()
                }
            })
    }

    private static func walk(_ input: String, mode: FormWalkOptions.Mode) throws -> (
        result: FormWalkResult, output: String, errors: String
    ) {
        var walk = FormWalk(try form(), options: FormWalkOptions(mode: mode))
        return try PipedWalk.run(&walk, input: input)
    }

    @Test func guidedModeAsksForTheCitiesOfTheChosenCountry() throws {
        let (result, output, errors) = try Self.walk("it\nrome\n", mode: .guided)
        #expect(result.ending == .submitted, "\(output)\(errors)")
        #expect(try result.form.value(of: "city") == .choice("rome"))
        #expect(
            output.contains("    1. Rome\n    2. Milan\nCity (required, a number or a name):"), "\(output)")
        #expect(!output.contains("Paris"))
    }

    @Test func guidedModeRefusesACityOfAnotherCountry() throws {
        let (result, output, errors) = try Self.walk("fr\nrome\nlyon\n", mode: .guided)
        #expect(result.ending == .submitted, "\(output)\(errors)")
        #expect(
            output.contains(
                "City (required, a number or a name):\n  ✗ city: 'rome' is none of the options (Paris, Lyon)\n"
            ),
            "\(output)")
        #expect(try result.form.value(of: "city") == .choice("lyon"))
    }

    @Test func lineModeClearsACityTheNewCountryDoesNotHave() throws {
        let (result, output, errors) = try Self.walk(
            "set country fr\nset city lyon\nset country it\nset city milan\ndone\n", mode: .line)
        #expect(result.ending == .submitted, "\(output)\(errors)")
        #expect(try result.form.value(of: "city") == .choice("milan"))
        #expect(errors.isEmpty, "\(errors)")
    }
}
