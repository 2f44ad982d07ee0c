import FormEngine
import Foundation
import TestSupport
import Testing

@Suite("Decoding answers")
struct AnswersDecodingTests {
    enum Sport: String, Decodable { case football, chess }

    struct Skill: Decodable, Equatable {
        var key: String
        var title: String
        var order: Int
        var value: Double?
    }

    struct Person: Decodable {
        var first: String
        var last: String?
        var born: Date
        var married: Bool
        var spouse: String?
        var level: Double
        var sport: Sport?
        var languages: [String]
        var skill: [Skill]
        var nickname: String?

    }

    struct Day: Decodable { var born: CalendarDate }

    @Test func fillsAStructWithOptionalsDatesAndArrays() throws {
        var form = try AnswersTests.filled()
        try form.apply(.setText("married", "false"))
        let person = try form.decode(Person.self)
        #expect(person.first == "Ada")
        #expect(person.last == "Lovelace")
        #expect(try form.decode(Day.self).born == CalendarDate("1815-12-10"))
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let parts = utc.dateComponents([.year, .month, .day, .hour, .minute], from: person.born)
        #expect([parts.year, parts.month, parts.day, parts.hour, parts.minute] == [1815, 12, 10, 0, 0])
        #expect(!person.married)
        #expect(person.spouse == nil, "hidden by its condition")
        #expect(person.level == 7.5)
        #expect(person.sport == .chess)
        #expect(person.languages == ["french", "english"])
        #expect(
            person.skill == [
                Skill(key: "skill-1", title: "Swift", order: 0, value: 3),
                Skill(key: "skill-2", title: "Go", order: 1, value: 2),
            ])
        #expect(person.nickname == nil)
    }

    struct Bundled: Decodable {
        var firstName: String?
        var dateOfBirthPicker: CalendarDate?
        var married: Bool
        var experienceSlider: Int
        var favoriteSport: String?
        var languages: Set<RowKey>
    }

    @Test func decodesTheBundledForm() throws {
        var form = try Fixtures.defaultForm
        let fresh = try form.decode(Bundled.self)
        #expect(fresh.firstName == nil && fresh.dateOfBirthPicker == nil && fresh.favoriteSport == nil)
        try form.apply(.setText("experienceSlider", "4"))
        try form.apply(.setText("languages", "english,german"))
        try form.apply(.setText("dateOfBirthPicker", "2000-02-29"))
        let bundled = try form.decode(Bundled.self)
        #expect(bundled.experienceSlider == 4, "a whole slider value decodes into Int")
        #expect(bundled.languages == ["english", "german"])
        #expect(bundled.dateOfBirthPicker == CalendarDate(year: 2000, month: 2, day: 29))
    }

    struct NeedsSpouse: Decodable { var spouse: String }
    struct WrongType: Decodable { var level: Int }
    struct WrongDate: Decodable { var first: Date }
    struct WrongItem: Decodable {
        struct Item: Decodable { var title: Int }
        var skill: [Item]
    }

    @Test func failuresNameTheKeyAndWhatWasExpected() throws {
        var form = try AnswersTests.filled()
        try form.apply(.setText("married", "false"))
        #expect(throws: FormError.self) { try form.decode(NeedsSpouse.self) }
        do {
            _ = try form.decode(NeedsSpouse.self)
        } catch {
            #expect(
                error.description
                    == "section 1, row 6 (spouse): no answer (the row is unset, hidden by its condition, "
                    + "or not in the form); an optional property takes that")
        }
        do {
            _ = try form.decode(WrongType.self)
            Issue.record("7.5 is not an Int")
        } catch {
            #expect(error.location.key == "level")
            #expect(error.description.hasPrefix("section 1, row 7 (level): "))
            #expect(error.reason.contains("Int") && error.reason.contains("7.5"), "\(error.reason)")
        }
        do {
            _ = try form.decode(WrongDate.self)
            Issue.record("a name is not a date")
        } catch {
            #expect(
                error.description
                    == "section 1, row 2 (first): expected a date written yyyy-MM-dd, found 'Ada'")
        }
        do {
            _ = try form.decode(WrongItem.self)
            Issue.record("a title is not an Int")
        } catch {
            #expect(error.location.key == "skill[0].title")
            #expect(error.reason == "expected Int, found the text \"Swift\"", "\(error.reason)")
        }
        // Answers alone locate by path only.
        do {
            _ = try form.answers().decode(WrongType.self)
            Issue.record("7.5 is not an Int")
        } catch {
            #expect(error.location == Location(key: "level"))
        }
    }
}

/// The examples of docs/OUTPUT-FORMATS.md and GettingStarted, decoded from the bundled form.
@Suite("Decoding the documented examples")
struct DocumentedDecodingTests {
    struct Profile: Decodable {
        enum Sport: String, Decodable { case football, basketball, baseball, volleyball }
        var firstName: String
        var lastName: String?
        var dateOfBirthPicker: Date?
        var married: Bool
        var spouseName: String?
        var favoriteSport: Sport?
        var languages: [String]
        var experienceSlider: Int
        var skill: [Skill]
        struct Skill: Decodable {
            var title: String
            var order: Int
            var value: Double?
        }
    }

    @Test func theReadmeProfileDecodes() throws {
        var form = try Fixtures.defaultForm
        #expect(throws: FormError.self) { try form.decode(Profile.self) }
        do {
            _ = try form.decode(Profile.self)
        } catch {
            #expect(
                error.description
                    == "section 1, row 2 (firstName): no answer (the row is unset, hidden by its condition, "
                    + "or not in the form); an optional property takes that")
        }
        try form.apply(.setText("firstName", "Ada"))
        try form.apply(.setText("married", "true"))
        try form.apply(.setText("spouseName", "William"))
        try form.apply(.tap("volleyball"))
        var profile = try form.decode(Profile.self)
        #expect(profile.firstName == "Ada" && profile.lastName == nil && profile.dateOfBirthPicker == nil)
        #expect(profile.spouseName == "William" && profile.favoriteSport == .volleyball)
        #expect(profile.languages.isEmpty && profile.experienceSlider == 0)
        #expect(profile.skill.map(\.title) == ["Swift"] && profile.skill.first?.value == 3)
        try form.apply(.setText("married", "false"))
        profile = try form.decode(Profile.self)
        #expect(profile.spouseName == nil)
    }
}
