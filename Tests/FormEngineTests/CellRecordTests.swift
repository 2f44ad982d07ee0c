import Foundation
import TestSupport
import Testing

@testable import FormEngine

/// The loader's raw cell and the small helpers the conversion leans on, each held to a plain
/// model of what it replaces.
@Suite("Cell records")
struct CellRecordTests {
    /// A cell's fields kept in a dictionary: the behaviour `CellRecord`'s packed storage must have.
    struct Model {
        var fields: [CellRecord.Field: PlistScalar] = [:]

        mutating func set(_ field: CellRecord.Field, _ scalar: PlistScalar, alias: Bool) -> Bool {
            let held = fields[field] != nil
            if !alias || !held { fields[field] = scalar }
            return held
        }
    }

    @Test("fields set in any order, with repeats and aliases, read back as a dictionary would")
    func packedStorageMatchesModel() {
        var generator = SeededGenerator(seed: 7)
        let all = CellRecord.Field.allCases
        for round in 0..<300 {
            var record = CellRecord()
            var model = Model()
            for step in 0..<Int.random(in: 0...40, using: &generator) {
                let field = all[Int.random(in: 0..<all.count, using: &generator)]
                let alias = Bool.random(using: &generator)
                let scalar = PlistScalar.string("\(round).\(step)")
                #expect(record.set(field, scalar, alias: alias) == model.set(field, scalar, alias: alias))
            }
            for field in all {
                #expect(record[field] == model.fields[field], "round \(round), \(field)")
                #expect(record.has(field) == (model.fields[field] != nil))
            }
            #expect(record.key == model.fields[.key])
            #expect(record.maximumSelections == model.fields[.maximumSelections])
        }
    }

    /// Every spelling a cell key may have: each field's own name and the AppCoda aliases.
    static let spellings: [String: (field: CellRecord.Field, alias: Bool)] = {
        var names: [String: (field: CellRecord.Field, alias: Bool)] = [:]
        for field in CellRecord.Field.allCases { names["\(field)"] = (field, false) }
        names["cellIdentifier"] = (.identifier, true)
        names["isExpandable"] = (.expandable, true)
        names["isExpanded"] = (.expanded, true)
        names["isVisible"] = (.visible, true)
        names["primaryTitle"] = (.firstTitle, true)
        names["secondaryTitle"] = (.secondTitle, true)
        return names
    }()

    @Test("keys are matched to fields by their bytes exactly as by their names")
    func fieldsByName() {
        #expect(Self.spellings.count == 43)
        var keys = Array(Self.spellings.keys)
        for name in Self.spellings.keys {
            // Near misses: every prefix and suffix, one letter changed or its case flipped,
            // one letter more.
            for cut in 0..<name.count {
                keys.append(String(name.prefix(cut)))
                keys.append(String(name.dropFirst(cut + 1)))
                var letters = Array(name)
                letters[cut] = letters[cut] == "x" ? "y" : "x"
                keys.append(String(letters))
                letters = Array(name)
                let letter = letters[cut]
                letters[cut] = Character(letter.isUppercase ? letter.lowercased() : letter.uppercased())
                keys.append(String(letters))
            }
            keys.append(name + "s")
            keys.append("_" + name)
        }
        keys += ["message", "visibleWhen", "", "k", "ke", "keys", "kinds", "stepé", "valué", "identifiér"]
        for key in keys {
            let expected = Self.spellings[key]
            let found = CellRecord.Field.named(key)
            #expect(found?.field == expected?.field && found?.alias == expected?.alias, "\(key)")
        }
    }

    @Test("a copy keeps its fields when the original changes, nested ones included")
    func copiesAreIndependent() {
        var record = CellRecord()
        record.set(.kind, .string("text"))
        record.message = .text("needed")
        record.visibleWhen = ConditionRecord(notADictionary: "a string")
        let copy = record
        record.set(.kind, .string("date"))
        record.set(.value, .integer(3))
        record.message = nil
        #expect(copy.kind == .string("text") && copy.value == nil)
        if case .text(let text)? = copy.message {
            #expect(text == "needed")
        } else {
            Issue.record("the copy lost its message")
        }
        #expect(copy.visibleWhen?.notADictionary == "a string")
        #expect(record.message == nil && record.visibleWhen?.notADictionary == "a string")
    }

    @Test(
        "numbers written as text are trimmed as trimmingCharacters(in: .whitespaces) would",
        arguments: [
            "0", "12", "-3.5", " 4", "4 ", "\t5\t", " ", "", "\u{A0}6", "7\u{3000}", "8\u{2009}", "é9", "9é",
            "1e3", "0x10", " 1 2 ", "\n3", "3\n", "inf", "nan",
        ])
    func trimmedNumbers(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        #expect(PlistScalar.string(text).integer == Int(trimmed))
        let number = Double(trimmed).flatMap { $0.isFinite ? $0 : nil }
        #expect(PlistScalar.string(text).number == number)
    }

    @Test("positional keys are S.R, 1-based, at any size")
    func positionalKeys() {
        let cases = [
            (0, 0), (0, 8), (0, 9), (9, 99), (12, 345_678), (999_999_998, 999_999_998), (999_999_999, 0),
            (0, 1_000_000_000), (-1, 0), (0, -1), (-5, -7), (Int.max - 1, 3),
        ]
        for (section, row) in cases {
            #expect(RowKey.positional(section: section, row: row).rawValue == "\(section + 1).\(row + 1)")
        }
    }
}
