import Foundation
import Testing

@testable import FormEngine

/// The descriptor format is read by one walk (`DescriptorReader`) through three cursors: every
/// key the format knows must reach the records the same way through the XML byte reader, the
/// binary byte reader and Foundation's parse.
@Suite("Every key reaches every path")
struct DescriptorPathsTests {
    /// The AppCoda spellings, each with the field it names.
    static let aliases: [(String, CellRecord.Field)] = [
        ("isExpandable", .expandable), ("isExpanded", .expanded), ("isVisible", .visible),
        ("primaryTitle", .firstTitle), ("secondaryTitle", .secondTitle), ("cellIdentifier", .identifier),
    ]

    /// A value of each type for a field, so that every typing rule is crossed.
    static func values(for field: CellRecord.Field, _ variant: Int) -> Any {
        switch variant {
        case 0: return "text of \(field)"
        case 1:
            switch field.expected {
            case .bool: return true
            case .integer: return 3
            case .real: return 2.5
            case .string: return "x"
            }
        case 2: return 7
        default: return 4.0
        }
    }

    /// Every key a cell may have: each field in its own spelling, `message`, `visibleWhen` and
    /// an unknown key.
    static func cell(_ variant: Int) -> [String: Any] {
        var cell: [String: Any] = [:]
        for field in CellRecord.Field.allCases { cell["\(field)"] = values(for: field, variant) }
        cell["message"] = variant == 0 ? "one message" : ["required": "needed", "pattern": "letters"]
        cell["visibleWhen"] = [
            "key": "other", "equals": variant == 0 ? "x" : 2, "notEquals": true, "isSet": "yes",
            "oneOf": ["a", 1, 2.5, false, ["nested"]], "unknownTest": 1,
        ]
        cell["notAField"] = ["kept": true]
        return cell
    }

    static var document: [String: Any] {
        [
            "title": "Form",
            "note": "ignored",
            "sections": [
                [
                    "title": "One", "footer": "Under", "editable": "yes", "other": 1,
                    "template": cell(0),
                    "rows": [
                        cell(0), cell(1), cell(2), cell(3),
                        Dictionary(uniqueKeysWithValues: aliases.map { ($0.0, "alias") }),
                    ],
                ],
                ["rows": [[String: Any]()], "template": "not a cell"],
            ],
        ]
    }

    /// The document as read through each path: its layout and every cell as read.
    struct Read {
        var file: DescriptorFile
        var cells: [CellRecord]
    }

    static func read(_ root: Any) throws -> [String: Read] {
        let xml = try PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0)
        let binary = try PropertyListSerialization.data(fromPropertyList: root, format: .binary, options: 0)
        func assembler() -> RowAssembler {
            var assembler = RowAssembler(file: nil, maxRows: .max)
            assembler.keepsCells = true
            return assembler
        }
        var reads: [String: Read] = [:]
        var xmlCells = assembler()
        if let file = DescriptorFile.readXML(xml, into: &xmlCells) {
            reads["xml"] = Read(file: file, cells: xmlCells.cells)
        }
        var binaryCells = assembler()
        if let file = DescriptorFile.readBinary(binary, into: &binaryCells) {
            reads["binary"] = Read(file: file, cells: binaryCells.cells)
        }
        for (name, data) in [("foundation xml", xml), ("foundation binary", binary)] {
            var cells = assembler()
            let file = try DescriptorFile.readFoundation(data, file: nil, into: &cells)
            reads[name] = Read(file: file, cells: cells.cells)
        }
        return reads
    }

    @Test("every field is named by its own spelling, and each AppCoda spelling by its field")
    func everyFieldHasItsSpelling() {
        for field in CellRecord.Field.allCases {
            #expect(CellRecord.Field.named("\(field)")?.field == field, "\(field)")
            #expect(CellRecord.Field.named("\(field)")?.alias == false, "\(field)")
        }
        for (spelling, field) in Self.aliases {
            #expect(CellRecord.Field.named(spelling)?.field == field)
            #expect(CellRecord.Field.named(spelling)?.alias == true)
        }
    }

    @Test("every key of the root, the sections and the cells reads the same through all four paths")
    func sameThroughEveryPath() throws {
        let reads = try Self.read(Self.document)
        // Both byte readers read the whole document: nothing in it leaves their subset.
        #expect(Set(reads.keys) == ["xml", "binary", "foundation xml", "foundation binary"])
        let reference = try #require(reads["foundation xml"])
        #expect(reference.cells.count == 6)
        for (name, read) in reads {
            #expect(read.file.title == "Form", "\(name)")
            #expect(read.file.sections.count == 2, "\(name)")
            #expect(Self.same(read.file.sections, reference.file.sections), "\(name): sections differ")
            #expect(read.cells.count == reference.cells.count, "\(name)")
            for (index, (cell, expected)) in zip(read.cells, reference.cells).enumerated() {
                #expect(Self.differences(cell, expected) == [], "\(name): cell \(index)")
            }
        }
        // Every field reached the records, with its value typed for the field.
        for (index, cell) in reference.cells.prefix(4).enumerated() {
            for field in CellRecord.Field.allCases {
                #expect(cell.has(field), "cell \(index) lacks \(field)")
            }
            #expect(cell.message != nil && cell.visibleWhen != nil)
            #expect(cell.unknownKeys == ["notAField"])
        }
        #expect(
            reference.cells[1][.minimum] == .real(2.5) && reference.cells[1][.additionalRows] == .integer(3))
        #expect(reference.cells[3][.minimum] == .real(4) && reference.cells[3][.kind] == .integer(4))
        #expect(reference.cells[1].message == .byRule(["required": "needed", "pattern": "letters"]))
        let condition = try #require(reference.cells[1].visibleWhen)
        #expect(condition.key == .string("other") && condition.equals == .integer(2))
        #expect(condition.isSet == .string("yes") && condition.notEquals == .bool(true))
        #expect(
            condition.oneOf == [.string("a"), .integer(1), .real(2.5), .bool(false), .other("a collection")])
        #expect(condition.unknownKeys == ["unknownTest"])
        for (spelling, field) in Self.aliases {
            #expect(reference.cells[4][field] == .string("alias"), "\(spelling)")
        }
        let section = reference.file.sections[0]
        #expect(section.title == "One" && section.footer == "Under" && section.editable == .string("yes"))
        #expect(section.unknownKeys == ["other"])
        #expect(Self.differences(try #require(section.template), reference.cells[0]) == [])
        #expect(reference.file.sections[1].templateInvalid == "the string 'not a cell'")
    }

    @Test("what only Foundation reads (dates, data) reaches the records through its cursor")
    func foundationReadsTheRest() throws {
        let day = Date(timeIntervalSince1970: 994_204_800)  // 2001-07-04
        let root: [[[String: Any]]] = [
            [["key": "d", "kind": "date", "value": day, "minimumDate": day, "firstTitle": Data([1, 2])]]
        ]
        let reads = try Self.read(root)
        #expect(reads["xml"] == nil && reads["binary"] == nil)
        for name in ["foundation xml", "foundation binary"] {
            let cell = try #require(reads[name]?.cells.first, "\(name)")
            #expect(cell[.value] == .date(day) && cell[.minimumDate] == .date(day))
            #expect(cell[.firstTitle] == .other("data or an unreadable value"))
        }
    }

    @Test("integers past Int.max are numbers, and past 64 bits unreadable values, not a refused file")
    func foundationReadsLargeIntegers() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><array><array><dict>
            <key>maximum</key><integer>9223372036854775813</integer>
            <key>minimum</key><integer>99999999999999999999999999</integer>
            </dict></array></array></plist>
            """
        var assembler = RowAssembler(file: nil, maxRows: .max)
        assembler.keepsCells = true
        _ = try DescriptorFile.readFoundation(Data(xml.utf8), file: nil, into: &assembler)
        let cell = try #require(assembler.cells.first)
        #expect(cell[.maximum] == .real(9_223_372_036_854_775_813))
        #expect(cell[.minimum] == .other("data or an unreadable value"))
    }

    static func same(_ left: [SectionRecord], _ right: [SectionRecord]) -> Bool {
        guard left.count == right.count else { return false }
        for (a, b) in zip(left, right) {
            guard a.title == b.title, a.footer == b.footer, a.editable == b.editable,
                a.templateInvalid == b.templateInvalid, a.unknownKeys.sorted() == b.unknownKeys.sorted(),
                (a.template == nil) == (b.template == nil)
            else { return false }
            if let t = a.template, let u = b.template, !differences(t, u).isEmpty { return false }
        }
        return true
    }

    /// How two records of one cell differ, field by field (the order keys came in aside).
    static func differences(_ left: CellRecord, _ right: CellRecord) -> [String] {
        var found: [String] = []
        for field in CellRecord.Field.allCases where left[field] != right[field] {
            found.append(
                "\(field): \(String(describing: left[field])) != \(String(describing: right[field]))")
        }
        if left.message != right.message { found.append("message") }
        if left.visibleWhen.map(normalised) != right.visibleWhen.map(normalised) {
            found.append("visibleWhen")
        }
        if left.unknownKeys.sorted() != right.unknownKeys.sorted() { found.append("unknown keys") }
        return found
    }

    static func normalised(_ record: ConditionRecord) -> ConditionRecord {
        var copy = record
        copy.unknownKeys.sort()
        return copy
    }
}
