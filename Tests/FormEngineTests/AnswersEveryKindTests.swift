import FormEngine
import Foundation
import TestSupport
import Testing

/// Answers and decoding over the fixture with a row of every kind.
@Suite("Typed answers of every kind")
struct AnswersEveryKindTests {
    static let entries: [(String, String)] = [
        ("name", "Ada"), ("email", "ada@example.com"), ("site", "https://ada.org"),
        ("phone", "+44 20 7946 0000"),
        ("password", "s3cret"), ("confirm", "s3cret"), ("bio", "Hello"), ("age", "36"), ("height", "1.65"),
        ("guests", "3"), ("born", "1990-03-12"), ("wake", "06:45"), ("meeting", "2026-12-01T09:30"),
        ("run", "45m"), ("terms", "on"), ("size", "L"), ("volume", "4"),
    ]

    static func filled() throws -> Form {
        var form = try Fixtures.everyKindForm()
        for (key, text) in entries { try form.apply(.setText(RowKey(key), text)) }
        try form.apply(.tap("jp"))
        return form
    }

    @Test func eachKindAnswersWithItsType() throws {
        let answers = try Self.filled().answers()
        #expect(
            answers.entries.map(\.key.rawValue) == [
                "name", "email", "site", "phone", "password", "confirm", "bio", "age", "height", "guests",
                "born",
                "wake", "meeting", "run", "terms", "size", "country", "volume",
            ], "info, link and button rows give no answer")
        #expect(answers["email"] == .string("ada@example.com"))
        #expect(answers["password"] == .string("s3cret"))
        #expect(answers["age"] == .integer(36))
        #expect(answers["height"] == .number(1.65))
        #expect(answers["guests"] == .integer(3))
        #expect(answers["run"] == .integer(2700), "a duration in seconds")
        #expect(answers["wake"] == .string("06:45"))
        #expect(answers["meeting"] == .string("2026-12-01T09:30"))
        #expect(answers["terms"] == .bool(true))
        #expect(answers["size"] == .string("L"))
        #expect(answers["country"] == .string("jp"))
        let withoutSecrets = try Self.filled().answers(includingSecure: false)
        #expect(withoutSecrets["password"] == nil && withoutSecrets["confirm"] == nil)
    }

    struct SignUp: Decodable {
        var name: String
        var email: String
        var site: URL?
        var password: String
        var age: Int
        var height: Decimal
        var guests: Int
        var born: CalendarDate
        var wake: String
        var run: TimeInterval
        var terms: Bool
        var size: String
        var country: String?
        var volume: Double
        var version: String?
    }

    @Test func aSignUpStructDecodes() throws {
        let signUp = try Self.filled().decode(SignUp.self)
        #expect(signUp.name == "Ada" && signUp.password == "s3cret")
        #expect(signUp.site == URL(string: "https://ada.org"))
        #expect(signUp.age == 36 && signUp.guests == 3 && signUp.height == Decimal(string: "1.65"))
        #expect(signUp.born == CalendarDate(year: 1990, month: 3, day: 12))
        #expect(signUp.run == 2700 && signUp.wake == "06:45")
        #expect(signUp.terms && signUp.size == "L" && signUp.country == "jp" && signUp.volume == 4)
        #expect(signUp.version == nil, "an info row is not an answer")
    }
}
