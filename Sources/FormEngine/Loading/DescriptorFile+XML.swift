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
            case "editable": record.editable = try reader.scalar(tag, expecting: .bool)
            case "template":
                switch tag {
                case .empty(.dict): record.template = CellRecord()
                case .open(.dict):
                    var cell = CellRecord()
                    try self.cell(&reader, into: &cell)
                    record.template = cell
                default: record.templateInvalid = try reader.scalar(tag, expecting: .string).typeName
                }
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
                repeated = record.set(field, try reader.scalar(tag, expecting: field.expected), alias: alias)
            } else {
                let key = try name.decoded()
                switch key {
                case "message":
                    repeated = record.message != nil
                    record.message = try reader.message(tag)
                case "visibleWhen":
                    repeated = record.visibleWhen != nil
                    record.visibleWhen = try reader.condition(tag)
                default:
                    try reader.skipValue(tag)
                    repeated = record.set(unknown: key)
                }
            }
            if repeated { throw Unsupported() }
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
