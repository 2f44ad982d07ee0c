import FormEngine
import Foundation
import TestSupport
import Testing

@Suite("Codable values and state")
struct CodableTests {
    static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func roundTrip<T: Codable & Equatable>(_ value: T) throws -> T {
        try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
    }

    @Test func valuesRoundTripAsTaggedObjects() throws {
        let values: [Value] = [
            .text("Ada \"L\" ✓"), .text(""), .date(CalendarDate(year: 2000, month: 2, day: 29)!), .bool(true),
            .bool(false), .number(7.5), .number(-3), .number(0.1), .choice("football"), .choices([]),
            .choices(["english", "french"]),
        ]
        for value in values { #expect(try Self.roundTrip(value) == value, "\(value)") }
        #expect(try Self.json(Value.text("Ada")) == #"{"text":"Ada"}"#)
        #expect(try Self.json(Value.date(CalendarDate("1990-03-12")!)) == #"{"date":"1990-03-12"}"#)
        #expect(try Self.json(Value.bool(true)) == #"{"bool":true}"#)
        #expect(try Self.json(Value.number(7.5)) == #"{"number":7.5}"#)
        #expect(try Self.json(Value.choice("red")) == #"{"choice":"red"}"#)
        #expect(try Self.json(Value.choices(["a", "b"])) == #"{"choices":["a","b"]}"#)
    }

    @Test func badValuesAreRefused() {
        for text in [
            #"{}"#, #"{"text":"a","bool":true}"#, #"{"colour":"red"}"#, #"{"date":"1990-02-30"}"#,
            #"{"bool":"yes"}"#, #""Ada""#, #"{"choices":"a"}"#,
        ] {
            #expect(throws: DecodingError.self, "\(text)") {
                try JSONDecoder().decode(Value.self, from: Data(text.utf8))
            }
        }
    }

    @Test func calendarDatesAreStrings() throws {
        let day = CalendarDate(year: 1, month: 1, day: 1)!
        #expect(try Self.roundTrip(day) == day)
        #expect(try Self.json([CalendarDate("1990-03-12")!]) == #"["1990-03-12"]"#)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([CalendarDate].self, from: Data(#"["12/03/1990"]"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([CalendarDate].self, from: Data("[19900312]".utf8))
        }
        // Property lists take them too.
        let plist = try PropertyListEncoder().encode([day])
        #expect(try PropertyListDecoder().decode([CalendarDate].self, from: plist) == [day])
    }

    @Test func plistValuesRoundTripExactly() throws {
        let values: [PlistValue] = [
            .string("a"), .integer(3), .real(3), .real(0.1), .real(.infinity), .real(-.infinity),
            .bool(false),
            .date(Date(timeIntervalSince1970: -1_000_000.25)), .data(Data([0, 1, 255])),
            .array([.integer(1), .string("x")]), .dictionary(["k": .array([]), "n": .dictionary([:])]),
        ]
        for value in values { #expect(try Self.roundTrip(value) == value, "\(value)") }
        let nan = try Self.roundTrip(PlistValue.real(.nan))
        guard case .real(let number) = nan else {
            Issue.record("NaN came back as \(nan)")
            return
        }
        #expect(number.isNaN)
        #expect(try Self.json(PlistValue.real(3)) == #"{"real":3}"#)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(PlistValue.self, from: Data(#"{"real":"x"}"#.utf8))
        }
    }

    @Test func aFormsStateRoundTrips() throws {
        var form = try Fixtures.defaultForm
        try form.apply(.setText("firstName", "Ada"))
        try form.apply(.setText("dateOfBirthPicker", "1990-03-12"))
        try form.apply(.tap("fullName"))
        try form.apply(.setText("languages", "english,french"))
        try form.addedItem(section: 3, title: "Rust")
        var state = form.state()
        state.otherEntries = ["note": .dictionary(["when": .date(Date(timeIntervalSince1970: 0))])]
        let decoded = try Self.roundTrip(state)
        #expect(decoded == state)
        var restored = try Fixtures.defaultForm
        #expect(restored.restore(decoded).isEmpty)
        #expect(restored.answers() == form.answers())
        #expect(try restored.isExpanded("fullName"))

        let text = try Self.json(
            FormState(
                values: ["a": .string("x")], expanded: ["p"],
                items: ["skill": [SavedItem(key: "skill-1", title: "Swift", order: 0)]]))
        #expect(
            text
                == #"{"expanded":["p"],"items":{"skill":[{"key":"skill-1","order":0,"title":"Swift"}]},"#
                + #""otherEntries":{},"values":{"a":{"string":"x"}},"version":1}"#)
    }

    @Test func statesAreCheckedWhenDecoded() throws {
        let minimal = try JSONDecoder().decode(FormState.self, from: Data("{}".utf8))
        #expect(minimal == FormState())
        let unordered = try JSONDecoder().decode(
            FormState.self,
            from: Data(#"{"items":{"s":[{"key":"s-2","order":1},{"key":"s-1","title":"A","order":0}]}}"#.utf8)
        )
        #expect(unordered.items["s"]?.map(\.key) == ["s-1", "s-2"], "items are put in their order")
        for text in [
            #"{"version":2}"#, #"{"values":{"a":"x"}}"#, #"{"expanded":"a"}"#,
            #"{"items":{"s":[{"title":"A"}]}}"#,
            #"{"items":{"s":[{"key":""}]}}"#,
        ] {
            #expect(throws: DecodingError.self, "\(text)") {
                try JSONDecoder().decode(FormState.self, from: Data(text.utf8))
            }
        }
    }

    @Test func rowKeysAreStrings() throws {
        #expect(try Self.json(["a" as RowKey]) == #"["a"]"#)
        #expect(try Self.roundTrip(RowKey("x.1")) == RowKey("x.1"))
    }
}
