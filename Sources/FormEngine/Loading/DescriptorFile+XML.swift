import Foundation

/// The loader's fast path for XML descriptors: reads the common case straight from the bytes,
/// without `PropertyListDecoder`'s generic containers (which cost about seven times the XML
/// parse itself). Gives `nil` for anything it does not read exactly as Foundation would — other
/// formats, unusual markup, any shape `DescriptorFile` would reject, keys given twice — and the
/// loader then decodes with Foundation as before.
extension DescriptorFile {
    /// The file's sections, each cell handed to `assembler` as it is read (the sections' `rows`
    /// stay empty); `nil` when the bytes are outside the subset, and `assembler` then holds
    /// whatever was read before, to be discarded.
    static func readXML(_ data: Data, into assembler: inout RowAssembler) -> DescriptorFile? {
        data.withUnsafeBytes { raw -> DescriptorFile? in
            var reader = XMLPlistReader(bytes: raw.bindMemory(to: UInt8.self))
            do {
                try reader.prolog()
                let file = try root(&reader, &assembler)
                guard try reader.tag() == .close(.plist), reader.atEnd() else { return nil }
                return file
            } catch {
                return nil
            }
        }
    }

    /// Whether the fast path reads `data` (for the tests).
    static func readsXML(_ data: Data) -> Bool {
        var assembler = RowAssembler(file: nil, maxRows: .max)
        return readXML(data, into: &assembler) != nil
    }

    private typealias Unsupported = XMLPlistReader.Unsupported

    /// The tutorial's array of sections, or `{ title?, sections }`.
    private static func root(_ reader: inout XMLPlistReader, _ assembler: inout RowAssembler)
        throws(Unsupported) -> DescriptorFile
    {
        switch try reader.tag() {
        case .empty(.array): return DescriptorFile(title: nil, sections: [])
        case .open(.array):
            var sections: [SectionRecord] = []
            while true {
                switch try reader.tag() {
                case .close(.array): return DescriptorFile(title: nil, sections: sections)
                case let tag:
                    try cells(tag, &reader, section: sections.count, &assembler)
                    sections.append(SectionRecord(rows: []))
                }
            }
        case .open(.dict):
            var title: String?
            var sections: [SectionRecord]?
            var seen: Set<String> = []
            while let key = try reader.key() {
                guard seen.insert(key).inserted else { throw Unsupported() }
                let tag = try reader.tag()
                switch key {
                case "title": title = try string(tag, &reader)
                case "sections": sections = try sectionList(tag, &reader, &assembler)
                default: try reader.skipValue(tag)
                }
            }
            guard let sections else { throw Unsupported() }
            return DescriptorFile(title: title, sections: sections)
        default: throw Unsupported()
        }
    }

    private static func sectionList(
        _ tag: XMLPlistReader.Tag, _ reader: inout XMLPlistReader, _ assembler: inout RowAssembler
    ) throws(Unsupported) -> [SectionRecord] {
        if tag == .empty(.array) { return [] }
        guard tag == .open(.array) else { throw Unsupported() }
        var sections: [SectionRecord] = []
        while true {
            switch try reader.tag() {
            case .close(.array): return sections
            case .empty(.dict): sections.append(SectionRecord(rows: []))
            case .open(.dict): sections.append(try section(&reader, index: sections.count, &assembler))
            default: throw Unsupported()
            }
        }
    }

    private static func section(
        _ reader: inout XMLPlistReader, index: Int, _ assembler: inout RowAssembler
    ) throws(Unsupported) -> SectionRecord {
        var record = SectionRecord(rows: [])
        var seen: Set<String> = []
        while let key = try reader.key() {
            guard seen.insert(key).inserted else { throw Unsupported() }
            let tag = try reader.tag()
            switch key {
            case "title": record.title = try string(tag, &reader)
            case "footer": record.footer = try string(tag, &reader)
            case "rows": try cells(tag, &reader, section: index, &assembler)
            case "editable": record.editable = try scalar(tag, expecting: .bool, &reader)
            case "template": throw Unsupported()  // left to Foundation
            default:
                record.unknownKeys.append(key)
                try reader.skipValue(tag)
            }
        }
        return record
    }

    /// An array of cells, each handed to `assembler` as the next row of section `index`.
    private static func cells(
        _ tag: XMLPlistReader.Tag, _ reader: inout XMLPlistReader, section index: Int,
        _ assembler: inout RowAssembler
    ) throws(Unsupported) {
        if tag == .empty(.array) { return }
        guard tag == .open(.array) else { throw Unsupported() }
        // One record for every cell: emptied, not freed, between cells.
        var record = CellRecord()
        while true {
            switch try reader.tag() {
            case .close(.array): return
            case .empty(.dict): assembler.add(CellRecord(), section: index)
            case .open(.dict):
                record.removeAll()
                try cell(&reader, into: &record)
                assembler.add(record, section: index)
            default: throw Unsupported()
            }
        }
    }

    private static func cell(_ reader: inout XMLPlistReader, into record: inout CellRecord)
        throws(Unsupported)
    {
        while let name = try reader.rawKey() {
            let tag = try reader.tag()
            let repeated: Bool
            // A field's spelling is plain ASCII letters, so only the bytes of a plain key can
            // spell one, and they spell it exactly when the decoded key does.
            if let (field, alias) = CellRecord.Field.named(UnsafeBufferPointer(rebasing: name.bytes)) {
                repeated = record.set(
                    field, try scalar(tag, expecting: field.expected, &reader), alias: alias)
            } else {
                let key = try name.decoded()
                if key == "message" || key == "visibleWhen" {
                    throw Unsupported()  // dictionaries of their own: left to Foundation
                }
                try reader.skipValue(tag)
                repeated = record.set(unknown: key)
            }
            if repeated { throw Unsupported() }
        }
    }

    /// What `PlistScalar.decode` gives for the same XML element: Foundation decodes `<integer>`
    /// as `Int` or `Double`, and `<real>` as `Double`, or as `Int` when it is whole.
    private static func scalar(
        _ tag: XMLPlistReader.Tag, expecting expected: PlistScalar.Expected, _ reader: inout XMLPlistReader
    ) throws(Unsupported) -> PlistScalar {
        switch tag {
        case .open(.string): return .string(try reader.text(closing: .string))
        case .empty(.string): return .string("")
        case .empty(.true): return .bool(true)
        case .empty(.false): return .bool(false)
        case .open(.integer):
            let number = try reader.integer()
            return expected == .real ? .real(Double(number)) : .integer(number)
        case .open(.real):
            let number = try reader.real()
            if expected != .real, let whole = Int(exactly: number) { return .integer(whole) }
            return .real(number)
        case .open(.array), .empty(.array):
            try reader.skipValue(tag)
            return .other("an array")
        case .open(.dict), .empty(.dict):
            try reader.skipValue(tag)
            return .other("a dictionary")
        default: throw Unsupported()
        }
    }

    private static func string(_ tag: XMLPlistReader.Tag, _ reader: inout XMLPlistReader)
        throws(Unsupported) -> String
    {
        switch tag {
        case .open(.string): return try reader.text(closing: .string)
        case .empty(.string): return ""
        default: throw Unsupported()
        }
    }
}
