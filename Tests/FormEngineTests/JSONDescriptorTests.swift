import FormExamples
import Foundation
import TestSupport
import Testing

@testable import FormEngine

/// Descriptors written as JSON: the same keys and layouts as property lists, read through the
/// one reader, with their places named by JSON path and hostile documents refused, never a crash.
@Suite("JSON descriptors")
struct JSONDescriptorTests {
    static func load(_ json: String, file: String? = "form.json") throws -> FormDescriptor {
        try DescriptorLoader().load(data: Data(json.utf8), file: file)
    }

    static func problems(_ json: String, file: String? = "form.json", limits: LoadLimits = .default)
        -> [String]
    {
        DescriptorLoader(limits: limits).diagnose(data: Data(json.utf8), file: file).problems.map(
            \.description)
    }

    @Test("the JSON twin of the bundled form loads to the same descriptor")
    func bundledTwin() throws {
        let url = Repository.root.appendingPathComponent("Tests/TestSupport/Fixtures/CellDescriptor.json")
        let json = try DescriptorLoader().load(contentsOf: url)
        let plist = try DescriptorLoader().load(
            contentsOf: Repository.root.appendingPathComponent("Resources/CellDescriptor.plist"))
        #expect(json == plist)
        #expect(json == DescriptorLoader.bundledDefault())
        #expect(json.sections.flatMap(\.rows).count == 27)
    }

    @Test("random forms load the same from JSON as from an XML property list")
    func randomFormsMatchPlist() throws {
        for seed in 1...150 {
            var rng = SeededGenerator(seed: UInt64(seed))
            let root: [String: Any] = ["title": "Form \(seed)", "sections": FormGenerator.sections(&rng)]
            let plist = try Fixtures.data(root)
            let json = try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys])
            let fromPlist = DescriptorLoader().analyse(data: plist, file: "f")
            let fromJSON = DescriptorLoader().analyse(data: json, file: "f")
            #expect(fromPlist.descriptor == fromJSON.descriptor, "seed \(seed)")
            #expect(fromPlist.problems.map(\.reason) == fromJSON.problems.map(\.reason), "seed \(seed)")
        }
    }

    @Test("chosen by the .json extension or by a first byte of [ or {")
    func detection() throws {
        let cells = #"[[{"key": "a", "kind": "text"}]]"#
        #expect(JSONDescriptor.isJSON(Data(cells.utf8), file: nil))
        #expect(JSONDescriptor.isJSON(Data(("\u{FEFF} \n\t" + cells).utf8), file: "x.plist"))
        #expect(JSONDescriptor.isJSON(Data("<?xml".utf8), file: "FORM.JSON"))
        #expect(!JSONDescriptor.isJSON(Data("<?xml".utf8), file: "form.plist"))
        #expect(!JSONDescriptor.isJSON(Data("bplist00".utf8), file: nil))
        #expect(try Self.load(cells, file: nil).sections[0].rows[0].kind == .plainText)
        #expect(try Self.load("\u{FEFF}" + cells, file: "stdin").sections[0].rows[0].key == "a")
        // A .json file is JSON whatever it holds: an XML plist in one is a JSON syntax error.
        let xml = String(decoding: try Fixtures.data([[Fixtures.cell("a")]]), as: UTF8.self)
        #expect(Self.problems(xml) == ["form.json: line 1, column 1: unexpected '<' where a value should be"])
    }

    @Test("true and false are booleans, numbers keep their type, dates are yyyy-MM-dd strings")
    func types() throws {
        let json = """
            {"sections": [{"rows": [
              {"key": "on", "kind": "switch", "value": true},
              {"key": "off", "kind": "switch", "value": 0},
              {"key": "t1", "kind": "text", "value": true},
              {"key": "t2", "kind": "text", "value": 1},
              {"key": "t3", "kind": "text", "value": 1.5},
              {"key": "s", "kind": "slider", "minimum": 0, "maximum": 1e1, "step": 0.5, "value": 2.5},
              {"key": "d", "kind": "date", "value": "1990-03-12", "minimumDate": "1900-01-01"},
              {"key": "p", "kind": "normal", "expandable": true, "additionalRows": 1, "expanded": 1},
              {"key": "o", "kind": "option", "firstTitle": "O", "value": null}
            ]}]}
            """
        let rows = try Self.load(json).sections[0].rows
        #expect(rows[0].initialValue == .bool(true))
        #expect(rows[1].initialValue == .bool(false))
        #expect(rows[2].initialValue == .text("true"))
        #expect(rows[3].initialValue == .text("1"))
        #expect(rows[4].initialValue == .text("1.5"))
        #expect(rows[5].kind == .slider(SliderSettings(minimum: 0, maximum: 10, step: 0.5)))
        #expect(rows[5].initialValue == .number(2.5))
        #expect(rows[6].initialValue == CalendarDate(year: 1990, month: 3, day: 12).map(Value.date))
        #expect(rows[7].childCount == 1 && rows[7].startsExpanded)
        // A true where a number is needed is refused, not read as 1.
        #expect(
            Self.problems(#"[[{"key": "p", "expandable": true, "additionalRows": true}, {"key": "c"}]]"#) == [
                "form.json: [0][0].additionalRows (p): must be a whole number, not the boolean true"
            ])
    }

    @Test("a member that is null is an absent key; null elsewhere is named")
    func nulls() throws {
        let rows = try Self.load(#"[[{"key": "a", "kind": "text", "secondTitle": null, "value": null}]]"#)
            .sections[0].rows
        #expect(rows[0].subtitle == "" && rows[0].initialValue == nil)
        #expect(Self.problems("[null]") == ["form.json: [0]: a section: expected an array"])
        #expect(
            Self.problems(
                #"[[{"key": "a", "kind": "text"}, {"key": "b", "visibleWhen": {"key": "a", "oneOf": [null]}}]]"#
            )
            .first?.contains("not null") == true)
    }

    @Test("problems name the JSON path of the value at fault, in each layout")
    func paths() throws {
        let titled = """
            {"title": "T", "sections": [
              {"rows": [{"key": "a"}]},
              {"rows": [{"key": "b"}, {"key": "c"}, {"key": "d"}, {"key": "email", "kind": "emial"}]}
            ]}
            """
        #expect(
            Self.problems(titled) == [
                "form.json: sections[1].rows[3].kind (email): unknown kind 'emial' "
                    + "(expected one of normal, text, email, url, phone, password, textArea, integer, decimal, stepper, duration, date, time, dateTime, switch, check, option, slider, segmented, info, note, link, button, file); did you mean email?"
            ])
        #expect(
            Self.problems(#"[[{"key": "a"}], [{"key": "b", "expandable": "maybe"}]]"#) == [
                "form.json: [1][0].expandable (b): must be a boolean, not the string 'maybe'"
            ])
        #expect(
            Self.problems(#"[{"key": "a"}, {"key": "b", "value": "x", "kind": "date"}]"#).first?.hasPrefix(
                "form.json: [1].value (b): ") == true)
        #expect(
            Self.problems(#"{"sections": [{"rows": [], "editable": "no way"}]}"#) == [
                "form.json: sections[0].editable: must be a boolean, not the string 'no way'"
            ])
        #expect(Self.problems(#"{"title": 3, "sections": []}"#) == ["form.json: title: expected a string"])
        let error = try #require(
            DescriptorLoader().diagnose(data: Data(titled.utf8), file: "form.json").problems.first)
        #expect(error.location.section == 2 && error.location.row == 4)
        #expect(error.location.path == "sections[1].rows[3].kind")
    }

    @Test("a plist's messages keep naming sections and rows")
    func plistMessagesUnchanged() throws {
        let problems = try Fixtures.problems([[Fixtures.cell("a", "emial")]])
        #expect(problems.first?.hasPrefix("test.plist: section 1, row 1 (a): unknown kind 'emial'") == true)
    }

    @Test("syntax errors name the line, the column and the path being read")
    func syntax() throws {
        let cases: [(String, String)] = [
            ("", "empty file"),
            ("   ", "line 1, column 4: no JSON value (the file is empty)"),
            ("[[{\"key\": \"a\",}]]", "a comma before '}' (trailing commas are not JSON)"),
            ("[[{\"key\": \"a\"}],]", "line 1, column 17: a comma before ']' (trailing commas are not JSON)"),
            ("[[{\"key\": \"a\"}]", "the JSON ends before its closing ']'"),
            ("[[{\"key\" \"a\"}]]", "expected ':' after the key, found '\"'"),
            ("[[{key: \"a\"}]]", "expected a key in double quotes, found 'k'"),
            ("[[{\"key\": \"a\n\"}]]", "a control character in a string"),
            ("[[{\"key\": \"a\\x\"}]]", "an unknown escape in a string"),
            ("[[{\"key\": \"\\ud800\"}]]", "half of a surrogate pair"),
            ("[[{\"key\": \"\\u12\"}]]", "needs four hexadecimal digits"),
            ("[[{\"key\": \"a\"}]] x", "line 1, column 18: unexpected 'x' after the JSON value"),
            ("[[{\"key\": 01}]]", "a number with a leading zero"),
            ("[[{\"key\": 1.}]]", "a number needs digits after its '.'"),
            ("[[{\"key\": 1e}]]", "a number needs digits in its exponent"),
            ("[[{\"key\": tru}]]", "unexpected 't' where a value should be"),
            ("[[{\"key\": nullx}]]", "after 'null'"),
            ("[[{\"key\": \"a\"}]]\n\n  ]", "line 3, column 3: unexpected ']' after the JSON value"),
            (
                "\"text\"",
                "the file holds a string, not a form: the root must be an array of sections or a dictionary"
            ),
            ("42", "the file holds a number, not a form: the root must be"),
            ("null", "the file holds null, not a form"),
            (
                "[[{\"key\": \"\\u00e9\", \"firstTitle\": \"\\ud83d\\ude00\"}, 5]]",
                "[0][1]: a row: expected a dictionary"
            ),
        ]
        for (json, message) in cases {
            let problems = Self.problems(json)
            #expect(problems.count == 1, "\(json)")
            #expect(problems.first?.hasPrefix("form.json") == true, "\(json)")
            #expect(problems.first?.contains(message) == true, "\(json): \(problems)")
        }
        #expect(
            Self.problems("[[{\"key\": \"a\",}]]") == [
                "form.json: [0][0].key: line 1, column 15: a comma before '}' (trailing commas are not JSON)"
            ])
    }

    @Test("escapes decode to the characters they stand for")
    func escapes() throws {
        let json = #"[[{"key": "a", "firstTitle": "\"q\" \\ \/ \b\f\n\r\t \u00e9 \ud83d\ude00 caf\u00E9"}]]"#
        let title = try Self.load(json).sections[0].rows[0].title
        #expect(title == "\"q\" \\ / \u{8}\u{C}\n\r\t é 😀 café")
    }

    @Test("a key given twice in an object is refused, wherever it is")
    func duplicateKeys() throws {
        let cases = [
            #"{"title": "a", "title": "b", "sections": []}"#,
            #"{"sections": [{"title": "a", "title": "b", "rows": []}]}"#,
            #"[[{"key": "a", "key": "b"}]]"#,
            #"[[{"key": "a", "message": {"required": "x", "required": "y"}}]]"#,
            #"[[{"key": "a"}, {"key": "b", "visibleWhen": {"key": "a", "key": "a", "isSet": true}}]]"#,
            #"[[{"key": "a", "zzz": 1, "zzz": 2}]]"#,
        ]
        for json in cases {
            let problems = Self.problems(json)
            #expect(problems.count == 1 && problems[0].contains("is given twice in one object"), "\(json)")
        }
        #expect(
            Self.problems(#"[[{"key": "a", "key": "b"}]]"#) == [
                "form.json: [0][0].key: line 1, column 16: the key 'key' is given twice in one object"
            ])
        // In a value the walker skips, too.
        #expect(Self.problems(#"[[{"key": "a", "x": [{"y": 1, "y": 2}]}]]"#).count == 1)
        // A field in both spellings is no repeated key: FormEngine's own spelling wins, as in a plist.
        for json in [
            #"[[{"key": "a", "kind": "switch", "expandable": false, "isExpandable": true}]]"#,
            #"[[{"key": "a", "kind": "switch", "isExpandable": true, "expandable": false}]]"#,
        ] {
            #expect(try Self.load(json).sections[0].rows[0].childCount == 0, "\(json)")
        }
    }

    @Test("hostile documents are refused within the limits, quickly and without a crash")
    func hostile() throws {
        // Far deeper than the stack would allow a recursive reader, in a key the walker skips.
        let deep =
            #"{"sections": [], "x": "# + String(repeating: "[", count: 200_000)
            + String(repeating: "]", count: 200_000) + "}"
        #expect(Self.problems(deep).first?.contains("nested deeper than 64 levels") == true)
        let deepObjects =
            "[[{\"key\": \"a\", \"x\": " + String(repeating: "{\"a\":", count: 100_000) + "1"
            + String(repeating: "}", count: 100_000) + "}]]"
        #expect(Self.problems(deepObjects).first?.contains("nested deeper than 64 levels") == true)
        let small = LoadLimits(maxBytes: 1 << 20, maxDepth: 8, maxObjects: 100, maxStringLength: 10)
        #expect(
            Self.problems(#"[[{"key": "aaaaaaaaaaa"}]]"#, limits: small).first?.contains(
                "a string is longer than the limit of 10") == true)
        #expect(
            Self.problems(#"[[{"key": "a\u0062bbbbbbbbbbb"}]]"#, limits: small).first?.contains(
                "a string is longer than the limit of 10") == true)
        let many = "[[" + Array(repeating: "{}", count: 200).joined(separator: ",") + "]]"
        #expect(Self.problems(many, limits: small).first?.contains("holds more than 100 objects") == true)
        #expect(
            Self.problems(#"[[{"key": "a", "x": [[[[[[[[[1]]]]]]]]]}]]"#, limits: small).first?.contains(
                "nested deeper than 8 levels") == true)
        let tooBig = LoadLimits(maxBytes: 10)
        #expect(
            DescriptorLoader(limits: tooBig).diagnose(data: Data(#"[[{"key": "abc"}]]"#.utf8), file: "f.json")
                .problems
                .first?.description.contains("more than the 10 bytes limit") == true)
        // Invalid UTF-8, in a string and in a key.
        for bytes: [UInt8] in [
            [0x5B, 0x5B, 0x7B, 0x22, 0x6B, 0x22, 0x3A, 0x22, 0xFF, 0x22, 0x7D, 0x5D, 0x5D], [0x5B, 0xC3],
        ] {
            let problems = DescriptorLoader().diagnose(data: Data(bytes), file: "f.json").problems.map(
                \.description)
            #expect(problems.count == 1 && problems[0].contains("JSON is not valid UTF-8"), "\(problems)")
        }
        // Numbers past every type are reals, not a crash.
        let rows = try Self.load(
            #"[[{"key": "s", "kind": "text", "value": 123456789012345678901234567890}]]"#
        )
        .sections[0].rows
        #expect(rows[0].initialValue == .text("1.2345678901234568e+29"))
        #expect(
            Self.problems(#"[[{"key": "s", "kind": "slider", "maximum": 1e999}]]"#) == [
                "form.json: [0][0].maximum (s): must be a number, not the number inf"
            ])
    }

    @Test("a random mutation of a JSON form never crashes the loader")
    func mutations() throws {
        let url = Repository.root.appendingPathComponent("Tests/TestSupport/Fixtures/CellDescriptor.json")
        let original = Array(try Data(contentsOf: url))
        var rng = SeededGenerator(seed: 15)
        let alphabet = Array("[]{}\",:\\ 0-9.eEtrufalsn\u{0}\u{FF}".utf8)
        for _ in 0..<400 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let at = Int.random(in: 0..<bytes.count, using: &rng)
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: bytes[at] = alphabet.randomElement(using: &rng) ?? 0
                case 1: bytes.remove(at: at)
                default: bytes.insert(alphabet.randomElement(using: &rng) ?? 0, at: at)
                }
            }
            let (_, problems, warnings) = DescriptorLoader().diagnose(data: Data(bytes), file: "m.json")
            for message in (problems + warnings).map(\.description) {
                #expect(message.hasPrefix("m.json") && !message.contains("\n"), "\(message)")
            }
        }
    }
}
