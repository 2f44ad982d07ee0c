import Foundation

/// The loader's fast path for binary descriptors, the twin of `readXML(_:into:)`: reads the same
/// subset straight from the bytes of a file `PlistGuard` has accepted, without
/// `PropertyListDecoder`'s generic containers. Gives `nil` for anything it does not read exactly
/// as Foundation would — dates, data, keys given twice, any shape `DescriptorFile` would
/// reject — and the loader then decodes with Foundation.
extension DescriptorFile {
    /// The file's sections, each cell handed to `assembler` as it is read (the sections' `rows`
    /// stay empty); `nil` when the bytes are outside the subset, and `assembler` then holds
    /// whatever was read before, to be discarded.
    static func readBinary(_ data: Data, into assembler: inout RowAssembler) -> DescriptorFile? {
        data.withUnsafeBytes { raw -> DescriptorFile? in
            do {
                var reader = try BinaryPlistReader(bytes: raw)
                return try root(&reader, &assembler)
            } catch {
                return nil
            }
        }
    }

    /// Whether the fast path reads `data` (for the tests).
    static func readsBinary(_ data: Data) -> Bool {
        var assembler = RowAssembler(file: nil, maxRows: .max)
        return readBinary(data, into: &assembler) != nil
    }

    private typealias Unsupported = BinaryPlistReader.Unsupported

    /// The tutorial's array of sections, or `{ title?, sections }`.
    private static func root(_ reader: inout BinaryPlistReader, _ assembler: inout RowAssembler)
        throws(Unsupported) -> DescriptorFile
    {
        switch try reader.object(reader.top) {
        case .array:
            let sections = try list(reader.top, &reader) { (position, object, reader) throws(Unsupported) in
                try cells(object, &reader, section: position, &assembler)
                return SectionRecord(rows: [])
            }
            return DescriptorFile(title: nil, sections: sections)
        case .dict(let refs, let count):
            var title: String?
            var sections: [SectionRecord]?
            var seen: Set<String> = []
            for index in 0..<count {
                let key = try reader.key(reader.ref(refs, index))
                guard seen.insert(key).inserted else { throw Unsupported() }
                let value = reader.ref(refs, count + index)
                switch key {
                case "title": title = try string(value, &reader)
                case "sections": sections = try sectionList(value, &reader, &assembler)
                default: try reader.skip(value)
                }
            }
            guard let sections else { throw Unsupported() }
            return DescriptorFile(title: title, sections: sections)
        default: throw Unsupported()
        }
    }

    private static func sectionList(
        _ object: Int, _ reader: inout BinaryPlistReader, _ assembler: inout RowAssembler
    ) throws(Unsupported) -> [SectionRecord] {
        try list(object, &reader) { (position, object, reader) throws(Unsupported) in
            try section(object, index: position, &reader, &assembler)
        }
    }

    /// The array at `object`, each element read by `element` with its position.
    private static func list<Element>(
        _ object: Int, _ reader: inout BinaryPlistReader,
        _ element: (Int, Int, inout BinaryPlistReader) throws(Unsupported) -> Element
    ) throws(Unsupported) -> [Element] {
        guard case .array(let refs, let count) = try reader.object(object) else { throw Unsupported() }
        var elements: [Element] = []
        elements.reserveCapacity(count)
        for index in 0..<count {
            elements.append(try element(index, reader.ref(refs, index), &reader))
        }
        return elements
    }

    private static func section(
        _ object: Int, index position: Int, _ reader: inout BinaryPlistReader, _ assembler: inout RowAssembler
    ) throws(Unsupported) -> SectionRecord {
        guard case .dict(let refs, let count) = try reader.object(object) else { throw Unsupported() }
        var record = SectionRecord(rows: [])
        var seen: Set<String> = []
        for index in 0..<count {
            let key = try reader.key(reader.ref(refs, index))
            guard seen.insert(key).inserted else { throw Unsupported() }
            let value = reader.ref(refs, count + index)
            switch key {
            case "title": record.title = try string(value, &reader)
            case "footer": record.footer = try string(value, &reader)
            case "rows": try cells(value, &reader, section: position, &assembler)
            case "editable": record.editable = try reader.scalar(value, expecting: .bool)
            case "template":
                if case .dict = try reader.object(value) {
                    var cell = CellRecord()
                    try self.cell(value, &reader, into: &cell)
                    record.template = cell
                } else {
                    record.templateInvalid = try reader.scalar(value, expecting: .string).typeName
                }
            default:
                record.unknownKeys.append(key)
                try reader.skip(value)
            }
        }
        return record
    }

    /// The array of cells at `object`, each handed to `assembler` as the next row of section
    /// `position`.
    private static func cells(
        _ object: Int, _ reader: inout BinaryPlistReader, section position: Int,
        _ assembler: inout RowAssembler
    ) throws(Unsupported) {
        guard case .array(let refs, let count) = try reader.object(object) else { throw Unsupported() }
        // One record for every cell: emptied, not freed, between cells.
        var record = CellRecord()
        for index in 0..<count {
            record.removeAll()
            try cell(reader.ref(refs, index), &reader, into: &record)
            assembler.add(record, section: position)
        }
    }

    private static func cell(_ object: Int, _ reader: inout BinaryPlistReader, into record: inout CellRecord)
        throws(Unsupported)
    {
        guard case .dict(let refs, let count) = try reader.object(object) else { throw Unsupported() }
        for index in 0..<count {
            let key = try reader.key(reader.ref(refs, index))
            let value = reader.ref(refs, count + index)
            let repeated: Bool
            if let (field, alias) = CellRecord.Field.named(key) {
                let scalar = try reader.scalar(value, expecting: field.expected)
                repeated = record.set(field, scalar, alias: alias)
            } else if key == "message" {
                repeated = record.message != nil
                record.message = try reader.message(value)
            } else if key == "visibleWhen" {
                repeated = record.visibleWhen != nil
                record.visibleWhen = try reader.condition(value)
            } else {
                try reader.skip(value)
                repeated = record.set(unknown: key)
            }
            if repeated { throw Unsupported() }
        }
    }

    private static func string(_ object: Int, _ reader: inout BinaryPlistReader) throws(Unsupported) -> String
    {
        guard case .string(let text) = try reader.object(object) else { throw Unsupported() }
        return text
    }
}
