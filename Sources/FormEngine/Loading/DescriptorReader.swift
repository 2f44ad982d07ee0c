import FormPlist
import Foundation

/// The descriptor format, described once: the root (the tutorial's array of sections, or
/// `{ title?, sections }`), each section (`title`, `footer`, `rows`, `editable`, `template`,
/// `itemEntry`, `visibleWhen`), each cell (its scalar fields, `message`, `visibleWhen`), read through any
/// ``PlistCursor``.
///
/// The XML and binary byte readers and Foundation's parse all go through this one walk, so a
/// key or a nested structure added here reaches every path alike; the cell's scalar fields are
/// listed in `CellRecord.Field` (`CellRecord+Field.swift`), the one place a new one is named.
///
/// Each cell goes to a ``RowAssembler`` as soon as it is read, so a large file's cells are never
/// all held at once. A document of the wrong shape throws ``DescriptorShapeError``, which the
/// loader reports for Foundation's cursor; a byte reader's error means the file left its subset.
struct DescriptorReader<Cursor: PlistCursor> {
    var cursor: Cursor
    var assembler: RowAssembler

    /// Reads through `cursor` into `assembler`; both are taken over (a second reference to a
    /// byte reader's string cache would make its first write copy the cache).
    init(_ cursor: consuming Cursor, into assembler: consuming RowAssembler) {
        self.cursor = cursor
        self.assembler = assembler
    }

    /// Reads the whole document: its title and sections (their rows are in ``assembler``).
    mutating func read() throws -> DescriptorFile {
        let root = try cursor.topValue()
        let file = try self.root(root)
        try cursor.end()
        return file
    }

    private static var rootShape: String {
        "the root must be an array of sections or a dictionary with 'sections'"
    }

    /// The tutorial's array of sections, an array of cells (one untitled section), or
    /// `{ title?, sections }`.
    private mutating func root(_ value: Cursor.Value) throws -> DescriptorFile {
        if var list = try cursor.array(value) {
            var sections: [SectionRecord] = []
            while let cells = try cursor.element(&list) {
                let s = sections.count
                guard var rows = try cursor.array(cells) else {
                    // A first element that is a cell: the whole array is one section of cells.
                    if s == 0, var fields = try cursor.dictionary(cells) {
                        var record = CellRecord()
                        try self.cell(&fields, into: &record)
                        assembler.add(record, section: 0)
                        try self.cells(&list, section: 0, shape: "a row", from: 1)
                        return DescriptorFile(title: nil, sections: [SectionRecord()], layout: .cells)
                    }
                    throw DescriptorShapeError(section: s, reason: "a section: expected an array")
                }
                try self.cells(&rows, section: s, shape: "a row")
                sections.append(SectionRecord())
            }
            return DescriptorFile(title: nil, sections: sections)
        }
        guard var entries = try cursor.dictionary(value) else {
            let found: String
            switch try cursor.atom(value) {
            case .string: found = "a string"
            case .bool: found = "a boolean"
            case .integer, .real: found = "a number"
            case .date: found = "a date"
            case .data: found = "data"
            case .null: found = "null"
            case .array: found = "an array"
            case .dictionary: found = "a dictionary"
            }
            throw DescriptorShapeError(
                reason: "the file holds \(found), not a form: "
                    + Self.rootShape + " (or a JSON Schema: a dictionary with '$schema' or 'properties')")
        }
        var title: String?
        var pages = false
        var sections: [SectionRecord]?
        var unknownKeys: [String] = []
        var seen: Set<String> = []
        while let (name, value) = try cursor.entry(&entries) {
            let key = try cursor.text(of: name)
            if !seen.insert(key).inserted { try cursor.repeatedKey() }
            switch key {
            case "title":
                guard let text = try cursor.string(value) else {
                    throw DescriptorShapeError(reason: "title: expected a string")
                }
                title = text
            case "pages":
                guard let flag = PlistScalar(try cursor.atom(value), expecting: .bool).bool else {
                    throw DescriptorShapeError(reason: "pages: expected a boolean")
                }
                pages = flag
            case "sections":
                guard var list = try cursor.array(value) else {
                    throw DescriptorShapeError(reason: "sections: expected an array")
                }
                var records: [SectionRecord] = []
                while let section = try cursor.element(&list) {
                    records.append(try self.section(section, index: records.count))
                }
                sections = records
            default:
                unknownKeys.append(key)
                try cursor.skip(value)
            }
        }
        guard let sections else { throw DescriptorShapeError(reason: Self.rootShape) }
        var file = DescriptorFile(title: title, sections: sections, layout: .titled, unknownKeys: unknownKeys)
        file.pages = pages
        return file
    }

    /// A section dictionary; its rows go to the assembler as section `s`.
    private mutating func section(_ value: Cursor.Value, index s: Int) throws -> SectionRecord {
        guard var entries = try cursor.dictionary(value) else {
            throw DescriptorShapeError(section: s, reason: "sections: expected a dictionary")
        }
        var record = SectionRecord()
        var seen: Set<String> = []
        while let (name, value) = try cursor.entry(&entries) {
            let key = try cursor.text(of: name)
            if !seen.insert(key).inserted { try cursor.repeatedKey() }
            switch key {
            case "title", "footer":
                guard let text = try cursor.string(value) else {
                    throw DescriptorShapeError(section: s, reason: "\(key): expected a string")
                }
                if key == "title" { record.title = text } else { record.footer = text }
            case "rows":
                guard var rows = try cursor.array(value) else {
                    throw DescriptorShapeError(section: s, reason: "rows: expected an array")
                }
                try cells(&rows, section: s, shape: "rows")
            case "editable": record.editable = PlistScalar(try cursor.atom(value), expecting: .bool)
            case "itemEntry": record.itemEntry = PlistScalar(try cursor.atom(value), expecting: .string)
            case "visibleWhen": record.visibleWhen = try condition(value)
            case "template":
                if var fields = try cursor.dictionary(value) {
                    var cell = CellRecord()
                    try self.cell(&fields, into: &cell)
                    record.template = cell
                } else {
                    record.templateInvalid = PlistScalar(try cursor.atom(value), expecting: .string).typeName
                }
            default:
                record.unknownKeys.append(key)
                try cursor.skip(value)
            }
        }
        return record
    }

    /// An array of cells, each handed to the assembler as the next row of section `s`; `shape`
    /// names the array in the message for a cell that is not a dictionary, and `first` is the
    /// 0-based row of the array's next cell.
    private mutating func cells(
        _ list: inout Cursor.Position, section s: Int, shape: String, from first: Int = 0
    ) throws {
        // One record for every cell: emptied, not freed, between cells.
        var record = CellRecord()
        var r = first
        while let cell = try cursor.element(&list) {
            guard var fields = try cursor.dictionary(cell) else {
                throw DescriptorShapeError(section: s, row: r, reason: "\(shape): expected a dictionary")
            }
            record.removeAll()
            try self.cell(&fields, into: &record)
            assembler.add(record, section: s)
            r += 1
        }
    }

    /// A cell's fields: the scalar ones `CellRecord.Field` names, `message`, `visibleWhen`,
    /// `options`, `rules` and `extensions`; any other key is kept as unknown.
    private mutating func cell(_ fields: inout Cursor.Position, into record: inout CellRecord) throws {
        while let (name, value) = try cursor.entry(&fields) {
            let repeated: Bool
            // A field's spelling is plain ASCII letters, so only the bytes of a plain key can
            // spell one, and they spell it exactly when the decoded key does.
            if let (field, alias) = cursor.spelling(of: name, CellRecord.Field.named) {
                let scalar = PlistScalar(try cursor.atom(value), expecting: field.expected)
                repeated = record.set(field, scalar, alias: alias)
            } else {
                let key = try cursor.text(of: name)
                switch key {
                case "message":
                    repeated = record.message != nil
                    record.message = try message(value)
                case "visibleWhen":
                    repeated = record.visibleWhen != nil
                    record.visibleWhen = try condition(value)
                case "options":
                    repeated = record.options != nil
                    record.options = try options(value)
                case "rules":
                    repeated = record.ruleNames != nil
                    record.ruleNames = try ruleNames(value)
                case "extensions":
                    repeated = record.extensions != nil
                    record.extensions = try ruleNames(value)
                case "userInfo":
                    repeated = record.userInfo != nil
                    record.userInfo = try plistValue(value)
                default:
                    // Kept whole: an app's kind may read it (AppKind.settingKeys).
                    repeated = record.set(unknown: key, value: try plistValue(value))
                }
            }
            if repeated { try cursor.repeatedKey() }
        }
    }

    /// `visibleWhen`: a dictionary `{key, equals | notEquals | oneOf | isSet}`, or one combining
    /// others (`{all: [...]}`, `{any: [...]}`, `{not: {...}}`), or the type of anything else, for
    /// the message. Nesting is bounded by the load limits' depth, checked before reading.
    private mutating func condition(_ value: Cursor.Value) throws -> ConditionRecord {
        guard var entries = try cursor.dictionary(value) else {
            return ConditionRecord(
                notADictionary: PlistScalar(try cursor.atom(value), expecting: .string).typeName)
        }
        var record = ConditionRecord()
        var seen: Set<String> = []
        while let (name, value) = try cursor.entry(&entries) {
            let key = try cursor.text(of: name)
            if !seen.insert(key).inserted { try cursor.repeatedKey() }
            switch key {
            case "key": record.key = PlistScalar(try cursor.atom(value), expecting: .string)
            case "equals": record.equals = PlistScalar(try cursor.atom(value), expecting: .string)
            case "notEquals": record.notEquals = PlistScalar(try cursor.atom(value), expecting: .string)
            case "isSet": record.isSet = PlistScalar(try cursor.atom(value), expecting: .bool)
            case "oneOf":
                if var items = try cursor.array(value) {
                    var oneOf: [PlistScalar] = []
                    while let item = try cursor.element(&items) {
                        oneOf.append(PlistScalar(try cursor.atom(item), expecting: .string).item)
                    }
                    record.oneOf = oneOf
                } else {
                    try cursor.skip(value)
                    record.oneOfInvalid = true
                }
            case "all", "any":
                if var items = try cursor.array(value) {
                    var conditions: [ConditionRecord] = []
                    while let item = try cursor.element(&items) { conditions.append(try condition(item)) }
                    if key == "all" { record.all = conditions } else { record.any = conditions }
                } else {
                    let typeName = PlistScalar(try cursor.atom(value), expecting: .string).typeName
                    record.invalidCombiners.append((key, typeName))
                }
            case "not": record.not = [try condition(value)]
            default:
                try cursor.skip(value)
                record.unknownKeys.append(key)
            }
        }
        return record
    }

    /// `options`: an array whose items are option keys or `{key, title}` dictionaries, or the type
    /// of anything else.
    private mutating func options(_ value: Cursor.Value) throws -> OptionsRecord {
        guard var items = try cursor.array(value) else {
            return .invalid(PlistScalar(try cursor.atom(value), expecting: .string).typeName)
        }
        var list: [(key: PlistScalar, title: PlistScalar?)] = []
        while let item = try cursor.element(&items) {
            guard var entries = try cursor.dictionary(item) else {
                list.append((PlistScalar(try cursor.atom(item), expecting: .string), nil))
                continue
            }
            var key: PlistScalar?
            var title: PlistScalar?
            while let (name, value) = try cursor.entry(&entries) {
                switch try cursor.text(of: name) {
                case "key": key = PlistScalar(try cursor.atom(value), expecting: .string)
                case "title": title = PlistScalar(try cursor.atom(value), expecting: .string)
                default: return .invalid("an option with a key other than key and title")
                }
            }
            guard let key else { return .invalid("an option without a key") }
            list.append((key, title))
        }
        return .list(list)
    }

    /// Any value, whole, as a ``PlistValue`` (`userInfo`); `nil` for JSON's `null`, which is left
    /// out of arrays and objects. Data is read as its type only, so it is kept empty.
    private mutating func plistValue(_ value: Cursor.Value) throws -> PlistValue? {
        if var items = try cursor.array(value) {
            var list: [PlistValue] = []
            while let item = try cursor.element(&items) {
                if let element = try plistValue(item) { list.append(element) }
            }
            return .array(list)
        }
        if var entries = try cursor.dictionary(value) {
            var dictionary: [String: PlistValue] = [:]
            while let (name, member) = try cursor.entry(&entries) {
                let key = try cursor.text(of: name)
                if let member = try plistValue(member) { dictionary[key] = member }
            }
            return .dictionary(dictionary)
        }
        switch try cursor.atom(value) {
        case .string(let text): return .string(text)
        case .bool(let flag): return .bool(flag)
        case .integer(let number): return .integer(number)
        case .real(let number): return .real(number)
        case .date(let date): return .date(date)
        case .data, .array, .dictionary: return .data(Data())
        case .null: return nil
        }
    }

    /// `rules`: an array of rule names, or the type of anything else.
    private mutating func ruleNames(_ value: Cursor.Value) throws -> RuleNamesRecord {
        guard var items = try cursor.array(value) else {
            return .invalid(PlistScalar(try cursor.atom(value), expecting: .string).typeName)
        }
        var names: [PlistScalar] = []
        while let item = try cursor.element(&items) {
            names.append(PlistScalar(try cursor.atom(item), expecting: .string))
        }
        return .list(names)
    }

    /// `message`: a string, a dictionary of strings by rule name, or the type of anything else
    /// (a dictionary holding anything but strings too).
    private mutating func message(_ value: Cursor.Value) throws -> MessageRecord {
        if let text = try cursor.string(value) { return .text(text) }
        guard var entries = try cursor.dictionary(value) else {
            return .invalid(PlistScalar(try cursor.atom(value), expecting: .string).typeName)
        }
        var messages: [String: String] = [:]
        var strings = true
        var seen: Set<String> = []
        while let (name, value) = try cursor.entry(&entries) {
            let key = try cursor.text(of: name)
            if !seen.insert(key).inserted { try cursor.repeatedKey() }
            if let text = try cursor.string(value) {
                messages[key] = text
            } else {
                try cursor.skip(value)
                strings = false
            }
        }
        return strings ? .byRule(messages) : .invalid("a dictionary")
    }
}

/// A document that is not a descriptor's shape (a section that is no array, a title that is no
/// string), at a 0-based section and row when it has one.
struct DescriptorShapeError: Error {
    var section: Int?
    var row: Int?
    var reason: String
}
