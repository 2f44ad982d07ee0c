import FormEngine
import Foundation
import TestSupport
import Testing

/// An app's own kind (``StarRating``) through everything a built-in kind goes through: the
/// loader by `kind` and `identifier`, its own cell key, its problems with the loader's places,
/// editing, conditions, validation, saved state and answers (the listings: FormRenderingTests).
struct AppKindTests {
    private static func loader() -> DescriptorLoader {
        var loader = DescriptorLoader()
        loader.kinds = [StarRating()]
        return loader
    }

    private static var rows: [[String: Any]] {
        [
            ["key": "stars", "kind": "rating", "firstTitle": "Stars", "stars": 3],
            ["key": "more", "identifier": "rating", "firstTitle": "More"],
            [
                "key": "thanks", "kind": "info", "firstTitle": "Thanks",
                "visibleWhen": ["key": "stars", "equals": 3],
            ],
        ]
    }

    private static func form() throws -> Form {
        try Form(try loader().load(data: try Fixtures.data(["sections": [["rows": rows]]])))
    }

    @Test func aFileNamesItByKindOrIdentifierAndItReadsItsOwnKey() throws {
        let data = try Fixtures.data(["sections": [["rows": Self.rows]]])
        let plain = DescriptorLoader().diagnose(data: data, file: "f.plist")
        #expect(plain.problems.map(\.description).contains { $0.contains("unknown kind 'rating'") })
        let diagnosis = Self.loader().diagnose(data: data, file: "f.plist")
        #expect(diagnosis.problems.isEmpty)
        #expect(diagnosis.warnings.isEmpty, "its own key is not an unknown key: \(diagnosis.warnings)")
        let descriptor = try #require(diagnosis.descriptor)
        #expect(descriptor.sections[0].rows[0].kind == .custom(StarRating(maximum: 3)))
        #expect(descriptor.sections[0].rows[1].kind == .custom(StarRating(maximum: 5)))
        #expect(descriptor.sections[0].rows[0].kind != .custom(StarRating(maximum: 5)))
        #expect(descriptor.sections[0].rows[0].unknownKeys.isEmpty)
    }

    @Test func theBuilderMakesItAsAFileDoes() throws {
        let inCode = try FormDescriptor {
            FormSection {
                Cell("stars", "Stars", kind: StarRating(maximum: 3))
                Cell("more", "More", kind: StarRating())
                Cell.info("thanks", "Thanks").visible(when: .equals("stars", .number(3)))
            }
        }
        let rows: [[String: Any]] = [
            ["key": "stars", "kind": "rating", "firstTitle": "Stars", "stars": 3],
            ["key": "more", "kind": "rating", "firstTitle": "More"],
            [
                "key": "thanks", "kind": "info", "firstTitle": "Thanks",
                "visibleWhen": ["key": "stars", "equals": 3],
            ],
        ]
        #expect(inCode == (try Self.loader().load(data: try Fixtures.data(["sections": [["rows": rows]]]))))
        #expect(throws: DescriptorProblems.self) {
            try FormDescriptor {
                FormSection { Cell("stars", "Stars", kind: StarRating()).value(.text("many")) }
            }
        }
    }

    @Test func itsSettingProblemsHaveTheLoadersPlaceAndWords() throws {
        let rows: [[String: Any]] = [
            ["key": "a", "kind": "rating", "stars": "many"],
            ["key": "b", "kind": "rating", "stars": 0],
            ["key": "c", "kind": "rating", "starz": 4],
        ]
        let diagnosis = Self.loader().diagnose(
            data: try Fixtures.data(["sections": [["rows": rows]]]), file: "f.plist")
        #expect(
            diagnosis.problems.map(\.description) == [
                "f.plist: section 1, row 1 (a): stars must be a whole number, not the string 'many'",
                "f.plist: section 1, row 2 (b): stars must be positive",
            ])
        #expect(diagnosis.warnings.map(\.description).contains { $0.contains("starz") })
    }

    @Test func aMisspeltKindIsNamedWithTheNearestKnownOne() throws {
        let rows: [[String: Any]] = [["key": "a", "kind": "textarea"], ["key": "b", "kind": "ratng"]]
        let data = try Fixtures.data(["sections": [["rows": rows]]])
        let problems = Self.loader().diagnose(data: data, file: "f.plist").problems.map(\.description)
        #expect(problems.count == 2)
        #expect(problems.first?.hasSuffix(", file, rating); did you mean textArea?") == true, "\(problems)")
        #expect(problems.last?.hasSuffix("; did you mean rating?") == true, "\(problems)")
        let plain = DescriptorLoader().diagnose(data: data, file: "f.plist").problems.map(\.description)
        #expect(plain.last?.hasSuffix(", button, file)") == true, "no suggestion without the app's kind")
    }

    @Test func itEditsComparesAndShowsAsItsOwn() throws {
        var form = try Self.form()
        #expect(try form.row("stars").displayValue == "")
        #expect(try !form.isVisible("thanks"))
        try form.apply(.setText("stars", "3"))
        #expect(try form.row("stars").displayValue == "★★★")
        #expect(try form.isVisible("thanks"), "a condition compares its value as a number")
        #expect(throws: EditError.self) { try form.apply(.setText("stars", "three")) }
        #expect(throws: EditError.self) { try form.apply(.set("stars", .number(2.5))) }
        #expect(try form.row("stars").value == .number(3), "a refused edit changes nothing")
        try form.apply(.setText("more", "4"))
        #expect(try form.row("more").displayValue == "★★★★☆")
    }

    @Test func itsOwnChecksAreProblemsAWalkAndAnAppSee() throws {
        var form = try Self.form()
        try form.apply(.setText("stars", "4"))
        let problems = form.validate()
        #expect(problems.map(\.message) == ["Stars has at most 3 stars"])
        #expect(problems.first?.rule == "format")
        try form.apply(.setText("stars", "2"))
        #expect(form.validate().isEmpty)
    }

    @Test func itSavesRestoresAndAnswersAsANumber() throws {
        var form = try Self.form()
        try form.apply(.setText("stars", "2"))
        try form.apply(.setText("more", "5"))
        let saved = form.state()
        var restored = try Self.form()
        try restored.apply(.restore(saved))
        #expect(try restored.row("stars").value == .number(2))
        #expect(try restored.row("more").displayValue == "★★★★★")
        #expect(form.answers().json.contains("\"stars\":2"))
    }
}
