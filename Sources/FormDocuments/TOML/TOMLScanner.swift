/// Reads TOML 1.0 text into a ``TOMLModel``: every value with its bytes, every table's rules
/// (defined once, never extended once inline, dotted keys and headers as TOML allows them).
///
/// The text is valid UTF-8 (``SourceText`` checked it). Dates and times are read as the strings
/// they are written as; integers of any base become numbers with a decimal literal.
struct TOMLScanner {
    let text: SourceText
    let bytes: [UInt8]
    let options: DocumentOptions
    var position: Int
    var nodes: [TOMLNode]
    var statements: [TOMLStatement] = []
    var sections: [TOMLSection]
    /// The table the key/value lines go into, and its pointer tokens.
    private var current = 0
    private var currentPath: [String] = []
    /// The deepest node.
    private(set) var deepest = 0

    init(text: SourceText, options: DocumentOptions) {
        self.text = text
        bytes = text.bytes
        self.options = options
        position = text.start
        nodes = [
            TOMLNode(
                kind: .table, origin: .root, depth: 0, frozen: false, range: text.start..<text.bytes.count)
        ]
        sections = [
            TOMLSection(
                path: [], segments: [], depths: [], header: nil, isArray: false, lineStart: text.start,
                lineEnd: text.start, contentEnd: text.start, bodyEnd: text.bytes.count, node: 0)
        ]
    }

    func error(_ message: String, at offset: Int? = nil) -> DocumentError {
        text.error(message, at: offset ?? position)
    }

    var model: TOMLModel { TOMLModel(nodes: nodes, statements: statements, sections: sections) }

    // MARK: - Lines

    mutating func document() throws(DocumentError) {
        while position < bytes.count {
            let lineStart = position
            skipSpaces()
            guard position < bytes.count else { break }
            switch bytes[position] {
            case UInt8(ascii: "#"), 0x0A, 0x0D: try endOfLine()
            case UInt8(ascii: "["): try header(lineStart: lineStart)
            default: try keyValueLine(lineStart: lineStart)
            }
        }
        sections[sections.count - 1].bodyEnd = bytes.count
    }

    mutating func skipSpaces() {
        while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
    }

    /// Spaces, a comment, then a line break or the end of the text.
    mutating func endOfLine() throws(DocumentError) {
        skipSpaces()
        if position < bytes.count, bytes[position] == UInt8(ascii: "#") { try comment() }
        guard position < bytes.count else { return }
        if bytes[position] == 0x0A {
            position += 1
        } else if bytes[position] == 0x0D, position + 1 < bytes.count, bytes[position + 1] == 0x0A {
            position += 2
        } else {
            throw error("unexpected \(describe(at: position)) (expected the end of the line)")
        }
    }

    /// A comment up to its line break: no control character but tab.
    mutating func comment() throws(DocumentError) {
        position += 1
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x0A { return }
            if byte == 0x0D, position + 1 < bytes.count, bytes[position + 1] == 0x0A { return }
            if (byte < 0x20 && byte != 0x09) || byte == 0x7F {
                throw error("a control character in a comment (\(describe(at: position)))")
            }
            position += 1
        }
    }

    /// Line breaks, spaces and comments, as between an array's items.
    mutating func skipBlank() throws(DocumentError) {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A: position += 1
            case 0x0D:
                guard position + 1 < bytes.count, bytes[position + 1] == 0x0A else {
                    throw error("a carriage return without a line feed")
                }
                position += 2
            case UInt8(ascii: "#"): try comment()
            default: return
            }
        }
    }

    func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of the text" }
        let byte = bytes[offset]
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte < 0x20 || byte == 0x7F {
            return "U+\(String(byte, radix: 16, uppercase: true).leftPadded(4))"
        }
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "'\(String(decoding: bytes[offset..<end], as: UTF8.self))'"
    }

    // MARK: - Keys

    static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
            true
        default: false
        }
    }

    /// A key, dotted or not: its names and their bytes.
    mutating func key() throws(DocumentError) -> (names: [String], segments: [Range<Int>]) {
        var names: [String] = []
        var segments: [Range<Int>] = []
        while true {
            skipSpaces()
            let start = position
            guard position < bytes.count else { throw error("expected a key") }
            switch bytes[position] {
            case UInt8(ascii: "\""):
                if bytes[position...].starts(with: [0x22, 0x22, 0x22]) {
                    throw error("a key cannot be a multi-line string")
                }
                names.append(try basicString())
            case UInt8(ascii: "'"):
                if bytes[position...].starts(with: [0x27, 0x27, 0x27]) {
                    throw error("a key cannot be a multi-line string")
                }
                names.append(try literalString())
            default:
                while position < bytes.count, Self.isBare(bytes[position]) { position += 1 }
                guard position > start else {
                    throw error("unexpected \(describe(at: position)) (expected a key)")
                }
                names.append(String(decoding: bytes[start..<position], as: UTF8.self))
            }
            segments.append(start..<position)
            skipSpaces()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ".") else { break }
            position += 1
        }
        return (names, segments)
    }

    // MARK: - Tables

    private mutating func newNode(_ node: TOMLNode) throws(DocumentError) -> Int {
        guard node.depth <= options.maxDepth else {
            throw error("nesting deeper than \(options.maxDepth) levels", at: node.range.lowerBound)
        }
        deepest = max(deepest, node.depth)
        nodes.append(node)
        return nodes.count - 1
    }

    private mutating func attach(_ child: Int, as name: String, to parent: Int) {
        nodes[parent].keys.append(name)
        nodes[parent].children.append(child)
        nodes[parent].lookup[TOMLKey(name)] = child
    }

    private static func dotted(_ names: [String]) -> String {
        names.map { TOMLWriter.key($0) }.joined(separator: ".")
    }

    private mutating func header(lineStart: Int) throws(DocumentError) {
        let open = position
        let isArray = position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "[")
        position += isArray ? 2 : 1
        let (names, segments) = try key()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "]") else {
            throw error("unexpected \(describe(at: position)) (expected '\(isArray ? "]]" : "]")')")
        }
        position += 1
        if isArray {
            guard position < bytes.count, bytes[position] == UInt8(ascii: "]") else {
                throw error("an array of tables' header ends with ']]'")
            }
            position += 1
        }
        let headerRange = open..<position
        let shown = (isArray ? "[[" : "[") + Self.dotted(names) + (isArray ? "]]" : "]")
        let sectionIndex = sections.count
        var node = 0
        var path: [String] = []
        var depths: [Int] = []
        for (index, name) in names.enumerated() {
            let last = index == names.count - 1
            let segment = segments[index]
            path.append(name)
            depths.append(path.count - 1)
            guard let existing = nodes[node].child(name) else {
                let depth = nodes[node].depth + 1
                if last && isArray {
                    let array = try newNode(
                        TOMLNode(
                            kind: .arrayOfTables, origin: .value, depth: depth, frozen: false,
                            range: headerRange))
                    attach(array, as: name, to: node)
                    let element = try newNode(
                        TOMLNode(
                            kind: .table, origin: .header(sectionIndex), depth: depth + 1, frozen: false,
                            range: headerRange))
                    nodes[array].children.append(element)
                    path.append("0")
                    node = element
                } else {
                    let table = try newNode(
                        TOMLNode(
                            kind: .table, origin: last ? .header(sectionIndex) : .implicit, depth: depth,
                            frozen: false, range: last ? headerRange : segment))
                    attach(table, as: name, to: node)
                    node = table
                }
                continue
            }
            let child = nodes[existing]
            switch child.kind {
            case .arrayOfTables:
                if last && !isArray {
                    throw error(
                        "\(shown) names an array of tables, defined with [[…]]", at: segment.lowerBound)
                }
                if last {
                    let element = try newNode(
                        TOMLNode(
                            kind: .table, origin: .header(sectionIndex), depth: child.depth + 1,
                            frozen: false,
                            range: headerRange))
                    nodes[existing].children.append(element)
                    path.append(String(nodes[existing].children.count - 1))
                    node = element
                } else {
                    guard let element = child.children.last else {
                        throw error("internal: an empty array of tables")
                    }
                    path.append(String(child.children.count - 1))
                    node = element
                }
            case .array:
                throw error(
                    "\(shown): '\(name)' is an array written inline, which cannot be extended",
                    at: segment.lowerBound)
            case .scalar:
                throw error("\(shown): '\(name)' already holds a value", at: segment.lowerBound)
            case .table:
                if child.frozen || child.origin == .value {
                    throw error(
                        "\(shown): '\(name)' is an inline table, which cannot be extended",
                        at: segment.lowerBound)
                }
                if last {
                    if isArray {
                        throw error(
                            "\(shown): '\(name)' is a table, not an array of tables", at: segment.lowerBound)
                    }
                    switch child.origin {
                    case .implicit:
                        nodes[existing].origin = .header(sectionIndex)
                        nodes[existing].range = headerRange
                    case .dotted:
                        throw error("\(shown): the table is defined by dotted keys already", at: open)
                    default:
                        throw error("\(shown): the table is defined twice", at: open)
                    }
                }
                node = existing
            }
        }
        try endOfLine()
        sections[sections.count - 1].bodyEnd = lineStart
        sections.append(
            TOMLSection(
                path: path, segments: segments, depths: depths, header: headerRange, isArray: isArray,
                lineStart: lineStart, lineEnd: position, contentEnd: position, bodyEnd: bytes.count,
                node: node))
        current = node
        currentPath = path
    }

    // MARK: - Key/value lines

    /// The table a dotted key's last name goes into, made where needed.
    private mutating func parentTable(
        of names: [String], segments: [Range<Int>], in table: Int, statement: Int, container: Int?
    ) throws(DocumentError) -> Int {
        var node = table
        for (index, name) in names.dropLast().enumerated() {
            if let existing = nodes[node].child(name) {
                let child = nodes[existing]
                let ours: Bool
                switch child.origin {
                case .dotted(let first, let firstContainer, _):
                    if let container {
                        ours = firstContainer == container
                    } else {
                        ours = firstContainer == nil && statements[first].section == sections.count - 1
                    }
                case .implicit: ours = container == nil
                default: ours = false
                }
                guard child.kind == .table, ours else {
                    let what =
                        switch child.kind {
                        case .scalar: "holds a value"
                        case .array, .arrayOfTables: "is an array"
                        case .table:
                            child.origin == .value || child.frozen
                                ? "is an inline table, which cannot be extended"
                                : "is a table defined elsewhere"
                        }
                    throw error(
                        "'\(Self.dotted(Array(names[...index])))' \(what)", at: segments[index].lowerBound)
                }
                if child.origin == .implicit {
                    nodes[existing].origin = .dotted(statement: statement, container: nil, segment: index)
                }
                node = existing
            } else {
                let created = try newNode(
                    TOMLNode(
                        kind: .table,
                        origin: .dotted(statement: statement, container: container, segment: index),
                        depth: nodes[node].depth + 1, frozen: container != nil, range: segments[index]))
                attach(created, as: name, to: node)
                node = created
            }
        }
        return node
    }

    private mutating func keyValueLine(lineStart: Int) throws(DocumentError) {
        let keyStart = position
        let (names, segments) = try key()
        let keyEnd = segments.last?.upperBound ?? position
        guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
            throw error("unexpected \(describe(at: position)) (expected '=' after the key)")
        }
        position += 1
        skipSpaces()
        let statementIndex = statements.count
        let parent = try parentTable(
            of: names, segments: segments, in: current, statement: statementIndex, container: nil)
        guard let last = names.last, let lastSegment = segments.last else { throw error("expected a key") }
        if nodes[parent].child(last) != nil {
            throw error("'\(Self.dotted(names))' is defined twice", at: lastSegment.lowerBound)
        }
        let valueStart = position
        let value = try self.value(depth: nodes[parent].depth + 1)
        let valueEnd = position
        attach(value, as: last, to: parent)
        try endOfLine()
        statements.append(
            TOMLStatement(
                base: currentPath, names: names, segments: segments, key: keyStart..<keyEnd,
                value: valueStart..<valueEnd, line: lineStart..<position, section: sections.count - 1,
                node: value))
        sections[sections.count - 1].contentEnd = position
    }

    // MARK: - Values

    mutating func value(depth: Int) throws(DocumentError) -> Int {
        guard position < bytes.count else { throw error("expected a value") }
        let start = position
        func scalar(_ value: JSONValue, _ style: TOMLStyle) throws(DocumentError) -> Int {
            var node = TOMLNode(
                kind: .scalar, origin: .value, depth: depth, frozen: true, range: start..<position)
            node.scalar = value
            node.style = style
            return try newNode(node)
        }
        switch bytes[position] {
        case UInt8(ascii: "\""):
            if bytes[position...].starts(with: [0x22, 0x22, 0x22]) {
                return try scalar(.string(try multilineBasicString()), .multilineBasic)
            }
            return try scalar(.string(try basicString()), .basic)
        case UInt8(ascii: "'"):
            if bytes[position...].starts(with: [0x27, 0x27, 0x27]) {
                return try scalar(.string(try multilineLiteralString()), .multilineLiteral)
            }
            return try scalar(.string(try literalString()), .literal)
        case UInt8(ascii: "["):
            guard depth <= options.maxDepth else {
                throw error("nesting deeper than \(options.maxDepth) levels")
            }
            return try array(depth: depth)
        case UInt8(ascii: "{"):
            guard depth <= options.maxDepth else {
                throw error("nesting deeper than \(options.maxDepth) levels")
            }
            return try inlineTable(depth: depth)
        default:
            let token = tokenEnd()
            let word = bytes[start..<token]
            if word.elementsEqual("true".utf8) {
                position = token
                return try scalar(.bool(true), .bool)
            }
            if word.elementsEqual("false".utf8) {
                position = token
                return try scalar(.bool(false), .bool)
            }
            if let end = TOMLDateTime.scan(bytes, at: start) {
                if case .failure(let message, let offset) = end { throw error(message, at: offset) }
                if case .success(let end) = end {
                    position = end
                    guard position >= bytes.count || Self.endsValue(bytes[position]) else {
                        throw error("unexpected \(describe(at: position)) after a date or time")
                    }
                    let string = String(decoding: bytes[start..<end], as: UTF8.self)
                    try checkLength(end - start, at: start)
                    return try scalar(.string(string), .dateTime)
                }
            }
            let (number, style) = try self.number(start..<token)
            position = token
            return try scalar(.number(number), style)
        }
    }

    static func endsValue(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "#"), UInt8(ascii: ","), UInt8(ascii: "]"),
            UInt8(ascii: "}"):
            true
        default: false
        }
    }

    /// The end of a bare word: a number, a boolean, `inf`.
    private func tokenEnd() -> Int {
        var end = position
        while end < bytes.count {
            let byte = bytes[end]
            if Self.isBare(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") {
                end += 1
            } else {
                break
            }
        }
        return end
    }

    private mutating func array(depth: Int) throws(DocumentError) -> Int {
        let open = position
        position += 1
        var entries: [TOMLEntry] = []
        while true {
            try skipBlank()
            guard position < bytes.count else { throw error("an array is not closed", at: open) }
            if bytes[position] == UInt8(ascii: "]") { break }
            let start = position
            let item = try value(depth: depth + 1)
            entries.append(
                TOMLEntry(names: [], segments: [], key: nil, value: start..<position, comma: nil, node: item))
            try skipBlank()
            guard position < bytes.count else { throw error("an array is not closed", at: open) }
            if bytes[position] == UInt8(ascii: ",") {
                entries[entries.count - 1].comma = position
                position += 1
                continue
            }
            guard bytes[position] == UInt8(ascii: "]") else {
                throw error("unexpected \(describe(at: position)) (expected ',' or ']' in an array)")
            }
            break
        }
        position += 1
        var node = TOMLNode(kind: .array, origin: .value, depth: depth, frozen: true, range: open..<position)
        node.children = entries.map(\.node)
        node.container = TOMLContainer(open: open, close: position - 1, isTable: false, entries: entries)
        return try newNode(node)
    }

    private mutating func inlineTable(depth: Int) throws(DocumentError) -> Int {
        let open = position
        position += 1
        let table = try newNode(
            TOMLNode(kind: .table, origin: .value, depth: depth, frozen: true, range: open..<open + 1))
        var entries: [TOMLEntry] = []
        skipSpaces()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
        } else {
            while true {
                skipSpaces()
                guard position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D else {
                    throw error("an inline table is not closed on its line", at: open)
                }
                if bytes[position] == UInt8(ascii: "}") {
                    throw error("a trailing comma in an inline table, which TOML 1.0 does not allow")
                }
                let keyStart = position
                let (names, segments) = try key()
                let keyEnd = segments.last?.upperBound ?? position
                guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
                    throw error("unexpected \(describe(at: position)) (expected '=' after the key)")
                }
                position += 1
                skipSpaces()
                let parent = try parentTable(
                    of: names, segments: segments, in: table, statement: entries.count, container: table)
                guard let last = names.last, let lastSegment = segments.last else {
                    throw error("expected a key")
                }
                if nodes[parent].child(last) != nil {
                    throw error("'\(Self.dotted(names))' is defined twice", at: lastSegment.lowerBound)
                }
                let valueStart = position
                let value = try self.value(depth: nodes[parent].depth + 1)
                attach(value, as: last, to: parent)
                entries.append(
                    TOMLEntry(
                        names: names, segments: segments, key: keyStart..<keyEnd,
                        value: valueStart..<position,
                        comma: nil, node: value))
                skipSpaces()
                guard position < bytes.count else { throw error("an inline table is not closed", at: open) }
                if bytes[position] == UInt8(ascii: ",") {
                    entries[entries.count - 1].comma = position
                    position += 1
                    continue
                }
                guard bytes[position] == UInt8(ascii: "}") else {
                    throw error(
                        "unexpected \(describe(at: position)) (expected ',' or '}' in an inline table)")
                }
                position += 1
                break
            }
        }
        nodes[table].range = open..<position
        nodes[table].container = TOMLContainer(
            open: open, close: position - 1, isTable: true, entries: entries)
        return table
    }

    // MARK: - Numbers

    private func number(_ range: Range<Int>) throws(DocumentError) -> (JSONNumber, TOMLStyle) {
        let word = Array(bytes[range])
        let shown = String(decoding: word, as: UTF8.self)
        guard !word.isEmpty else {
            throw error("unexpected \(describe(at: range.lowerBound)) (expected a value)")
        }
        func bad(_ why: String = "") -> DocumentError {
            error("'\(shown)' is not a TOML value\(why)", at: range.lowerBound)
        }
        var index = 0
        var negative = false
        if word[0] == UInt8(ascii: "+") || word[0] == UInt8(ascii: "-") {
            negative = word[0] == UInt8(ascii: "-")
            index = 1
        }
        let rest = word[index...]
        if rest.elementsEqual("inf".utf8) || rest.elementsEqual("nan".utf8) {
            throw error(
                "'\(shown)' is a float JSON cannot hold (\(rest.elementsEqual("inf".utf8) ? "infinity" : "not a number"))",
                at: range.lowerBound)
        }
        // 0x, 0o, 0b: no sign.
        if rest.count > 2, rest.first == UInt8(ascii: "0"),
            let base = [UInt8(ascii: "x"): 16, UInt8(ascii: "o"): 8, UInt8(ascii: "b"): 2][word[index + 1]]
        {
            guard index == 0 else { throw bad(" (a sign before a 0x, 0o or 0b integer)") }
            let digits = Array(word[2...])
            guard let value = Self.digits(digits, base: base) else { throw bad() }
            let uppercase = digits.contains { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "F") }
            return (JSONNumber(literal: String(value)), .integer(base: base, uppercase: uppercase))
        }
        // A decimal integer part: 0, or no leading zero; underscores between digits.
        var cursor = index
        func run(allowLeadingZero: Bool) throws(DocumentError) -> Int {
            let from = cursor
            var previousDigit = false
            while cursor < word.count {
                let byte = word[cursor]
                if byte >= 0x30 && byte <= 0x39 {
                    previousDigit = true
                } else if byte == UInt8(ascii: "_") {
                    guard previousDigit, cursor + 1 < word.count, word[cursor + 1] >= 0x30,
                        word[cursor + 1] <= 0x39
                    else { throw bad(" (an underscore must be between digits)") }
                    previousDigit = false
                } else {
                    break
                }
                cursor += 1
            }
            guard cursor > from else { throw bad() }
            if !allowLeadingZero, word[from] == UInt8(ascii: "0"), cursor - from > 1 {
                throw bad(" (a leading zero)")
            }
            return cursor - from
        }
        _ = try run(allowLeadingZero: false)
        var isFloat = false
        if cursor < word.count, word[cursor] == UInt8(ascii: ".") {
            cursor += 1
            isFloat = true
            _ = try run(allowLeadingZero: true)
        }
        if cursor < word.count, word[cursor] == UInt8(ascii: "e") || word[cursor] == UInt8(ascii: "E") {
            cursor += 1
            isFloat = true
            if cursor < word.count, word[cursor] == UInt8(ascii: "+") || word[cursor] == UInt8(ascii: "-") {
                cursor += 1
            }
            _ = try run(allowLeadingZero: true)
        }
        guard cursor == word.count else { throw bad() }
        var literal = String(decoding: word[index...].filter { $0 != UInt8(ascii: "_") }, as: UTF8.self)
        if isFloat {
            if negative { literal = "-" + literal }
            return (JSONNumber(literal: literal), .float)
        }
        // 64-bit signed, as TOML says.
        guard let value = Int64(negative ? "-" + literal : literal) else {
            throw bad(" (an integer outside 64 bits)")
        }
        return (JSONNumber(literal: String(value)), .decimal)
    }

    private static func digits(_ digits: [UInt8], base: Int) -> Int64? {
        var value: Int64 = 0
        var previousDigit = false
        for (offset, byte) in digits.enumerated() {
            if byte == UInt8(ascii: "_") {
                guard previousDigit, offset + 1 < digits.count else { return nil }
                previousDigit = false
                continue
            }
            let digit: Int
            switch byte {
            case 0x30...0x39: digit = Int(byte - 0x30)
            case 0x41...0x46: digit = Int(byte - 0x41 + 10)
            case 0x61...0x66: digit = Int(byte - 0x61 + 10)
            default: return nil
            }
            guard digit < base else { return nil }
            let (shifted, overflow) = value.multipliedReportingOverflow(by: Int64(base))
            let (sum, overflow2) = shifted.addingReportingOverflow(Int64(digit))
            guard !overflow, !overflow2 else { return nil }
            value = sum
            previousDigit = true
        }
        return previousDigit ? value : nil
    }

    // MARK: - Strings

    private func checkLength(_ count: Int, at open: Int) throws(DocumentError) {
        guard count <= options.maxStringBytes else {
            throw error("a string of \(count) bytes, over the limit of \(options.maxStringBytes)", at: open)
        }
    }

    private func isForbiddenControl(_ byte: UInt8) -> Bool { (byte < 0x20 && byte != 0x09) || byte == 0x7F }

    mutating func literalString() throws(DocumentError) -> String {
        let open = position
        position += 1
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "'") {
                try checkLength(position - start, at: open)
                let string = String(decoding: bytes[start..<position], as: UTF8.self)
                position += 1
                return string
            }
            if byte == 0x0A || byte == 0x0D { break }
            if isForbiddenControl(byte) {
                throw error("a control character in a string (\(describe(at: position)))")
            }
            position += 1
        }
        throw error("a string is not closed on its line", at: open)
    }

    mutating func multilineLiteralString() throws(DocumentError) -> String {
        let open = position
        position += 3
        try skipFirstNewline()
        var buffer: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "'"), bytes[position...].starts(with: [0x27, 0x27, 0x27]) {
                var quotes = 3
                while position + quotes < bytes.count, bytes[position + quotes] == UInt8(ascii: "'") {
                    quotes += 1
                }
                guard quotes <= 5 else { throw error("too many quotes ending a string", at: position) }
                buffer.append(contentsOf: repeatElement(UInt8(ascii: "'"), count: quotes - 3))
                position += quotes
                try checkLength(buffer.count, at: open)
                return String(decoding: buffer, as: UTF8.self)
            }
            if byte == 0x0D {
                guard position + 1 < bytes.count, bytes[position + 1] == 0x0A else {
                    throw error("a carriage return without a line feed")
                }
                buffer.append(0x0A)
                position += 2
                continue
            }
            if byte != 0x0A, isForbiddenControl(byte) {
                throw error("a control character in a string (\(describe(at: position)))")
            }
            buffer.append(byte)
            position += 1
        }
        throw error("a string is not closed", at: open)
    }

    private mutating func skipFirstNewline() throws(DocumentError) {
        if position < bytes.count, bytes[position] == 0x0A {
            position += 1
        } else if position + 1 < bytes.count, bytes[position] == 0x0D, bytes[position + 1] == 0x0A {
            position += 2
        }
    }

    mutating func basicString() throws(DocumentError) -> String {
        let open = position
        position += 1
        var buffer: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                try checkLength(buffer.count, at: open)
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"): try escape(into: &buffer, multiline: false)
            case 0x0A, 0x0D: throw error("a string is not closed on its line", at: open)
            default:
                if isForbiddenControl(byte) {
                    throw error("a control character in a string must be escaped (\(describe(at: position)))")
                }
                buffer.append(byte)
                position += 1
            }
        }
        throw error("a string is not closed", at: open)
    }

    mutating func multilineBasicString() throws(DocumentError) -> String {
        let open = position
        position += 3
        try skipFirstNewline()
        var buffer: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\"") where bytes[position...].starts(with: [0x22, 0x22, 0x22]):
                var quotes = 3
                while position + quotes < bytes.count, bytes[position + quotes] == UInt8(ascii: "\"") {
                    quotes += 1
                }
                guard quotes <= 5 else { throw error("too many quotes ending a string", at: position) }
                buffer.append(contentsOf: repeatElement(UInt8(ascii: "\""), count: quotes - 3))
                position += quotes
                try checkLength(buffer.count, at: open)
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"): try escape(into: &buffer, multiline: true)
            case 0x0D:
                guard position + 1 < bytes.count, bytes[position + 1] == 0x0A else {
                    throw error("a carriage return without a line feed")
                }
                buffer.append(0x0A)
                position += 2
            case 0x0A:
                buffer.append(0x0A)
                position += 1
            default:
                if isForbiddenControl(byte) {
                    throw error("a control character in a string must be escaped (\(describe(at: position)))")
                }
                buffer.append(byte)
                position += 1
            }
        }
        throw error("a string is not closed", at: open)
    }

    private mutating func escape(into buffer: inout [UInt8], multiline: Bool) throws(DocumentError) {
        let start = position
        position += 1
        guard position < bytes.count else { throw error("a string is not closed", at: start) }
        let escape = bytes[position]
        position += 1
        switch escape {
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "\""): buffer.append(0x22)
        case UInt8(ascii: "\\"): buffer.append(0x5C)
        case UInt8(ascii: "u"), UInt8(ascii: "U"):
            let count = escape == UInt8(ascii: "u") ? 4 : 8
            guard bytes.count - position >= count else {
                throw error(
                    "a \\\(Character(Unicode.Scalar(escape))) escape needs \(count) hex digits", at: start)
            }
            var code: UInt32 = 0
            for offset in 0..<count {
                let byte = bytes[position + offset]
                let digit: UInt32
                switch byte {
                case 0x30...0x39: digit = UInt32(byte - 0x30)
                case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
                case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
                default:
                    throw error(
                        "a \\\(Character(Unicode.Scalar(escape))) escape needs \(count) hex digits", at: start
                    )
                }
                code = code &* 16 &+ digit
            }
            position += count
            guard let scalar = Unicode.Scalar(code) else {
                throw error(
                    "\\\(Character(Unicode.Scalar(escape))) escape of no Unicode scalar value (\(String(code, radix: 16, uppercase: true)))",
                    at: start)
            }
            buffer.append(contentsOf: String(scalar).utf8)
        case 0x20, 0x09, 0x0A, 0x0D:
            // A line-ending backslash: the line break and the white space after it go.
            guard multiline else { throw error("unknown escape \\\(describe(at: position - 1))", at: start) }
            position -= 1
            skipSpaces()
            guard position < bytes.count, bytes[position] == 0x0A || bytes[position] == 0x0D else {
                throw error("a backslash followed by spaces must end its line", at: start)
            }
            try skipBlankInString()
        default:
            throw error("unknown escape \\\(describe(at: position - 1))", at: start)
        }
    }

    /// Line breaks, spaces and tabs after a line-ending backslash.
    private mutating func skipBlankInString() throws(DocumentError) {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A: position += 1
            case 0x0D:
                guard position + 1 < bytes.count, bytes[position + 1] == 0x0A else {
                    throw error("a carriage return without a line feed")
                }
                position += 2
            default: return
            }
        }
    }
}

/// TOML's dates and times: offset and local date-times, local dates, local times (RFC 3339,
/// with seconds, a `T`, `t` or space between date and time).
enum TOMLDateTime {
    enum Scan {
        case success(Int)
        case failure(String, Int)
    }

    private static func number(_ bytes: [UInt8], _ at: Int, _ count: Int) -> Int? {
        guard at + count <= bytes.count else { return nil }
        var value = 0
        for index in at..<at + count {
            let byte = bytes[index]
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }

    private static func isDigit(_ bytes: [UInt8], _ at: Int) -> Bool {
        at < bytes.count && bytes[at] >= 0x30 && bytes[at] <= 0x39
    }

    /// Whether the text at `at` starts like a date or a time; if so, where it ends or what is
    /// wrong with it. `nil`: not a date or time (a number, perhaps).
    static func scan(_ bytes: [UInt8], at start: Int) -> Scan? {
        let dateLike =
            number(bytes, start, 4) != nil && start + 4 < bytes.count && bytes[start + 4] == UInt8(ascii: "-")
        let timeLike =
            number(bytes, start, 2) != nil && start + 2 < bytes.count && bytes[start + 2] == UInt8(ascii: ":")
        guard dateLike || timeLike else { return nil }
        if timeLike { return time(bytes, at: start, offset: false) }
        guard let year = number(bytes, start, 4), bytes[ifPresent: start + 4] == UInt8(ascii: "-"),
            let month = number(bytes, start + 5, 2), bytes[ifPresent: start + 7] == UInt8(ascii: "-"),
            let day = number(bytes, start + 8, 2), !isDigit(bytes, start + 10)
        else { return .failure("a date is written YYYY-MM-DD", start) }
        guard month >= 1, month <= 12 else { return .failure("a month of \(month)", start + 5) }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        guard day >= 1, day <= days else {
            return .failure("day \(day) of a month of \(days) days", start + 8)
        }
        let end = start + 10
        guard end < bytes.count else { return .success(end) }
        let separator = bytes[end]
        if separator == UInt8(ascii: "T") || separator == UInt8(ascii: "t") {
            return time(bytes, at: end + 1, offset: true)
        }
        if separator == 0x20, isDigit(bytes, end + 1) { return time(bytes, at: end + 1, offset: true) }
        return .success(end)
    }

    private static func time(_ bytes: [UInt8], at start: Int, offset: Bool) -> Scan {
        guard let hour = number(bytes, start, 2), bytes[ifPresent: start + 2] == UInt8(ascii: ":"),
            let minute = number(bytes, start + 3, 2), bytes[ifPresent: start + 5] == UInt8(ascii: ":"),
            let second = number(bytes, start + 6, 2), !isDigit(bytes, start + 8)
        else { return .failure("a time is written HH:MM:SS", start) }
        guard hour <= 23 else { return .failure("an hour of \(hour)", start) }
        guard minute <= 59 else { return .failure("a minute of \(minute)", start + 3) }
        guard second <= 60 else { return .failure("a second of \(second)", start + 6) }
        var end = start + 8
        if bytes[ifPresent: end] == UInt8(ascii: ".") {
            end += 1
            let digits = end
            while isDigit(bytes, end) { end += 1 }
            guard end > digits else { return .failure("a fraction of a second needs digits", end) }
        }
        guard offset, end < bytes.count else { return .success(end) }
        switch bytes[end] {
        case UInt8(ascii: "Z"), UInt8(ascii: "z"): return .success(end + 1)
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            guard let hours = number(bytes, end + 1, 2), bytes[ifPresent: end + 3] == UInt8(ascii: ":"),
                let minutes = number(bytes, end + 4, 2), !isDigit(bytes, end + 6)
            else { return .failure("an offset is written +HH:MM", end) }
            guard hours <= 23, minutes <= 59 else { return .failure("an offset of \(hours):\(minutes)", end) }
            return .success(end + 6)
        default: return .success(end)
        }
    }

    /// Whether `string` is exactly one TOML date or time.
    static func isDateTime(_ string: String) -> Bool {
        let bytes = Array(string.utf8)
        guard let scan = scan(bytes, at: 0), case .success(let end) = scan else { return false }
        return end == bytes.count
    }
}
