/// Reads YAML 1.2 text into ``YAMLNode``s: block and flow collections, the five scalar styles,
/// anchors, aliases, tags and a stream of documents, with the bytes of every node.
///
/// A recursive descent over the bytes, one function per construct of the specification; it
/// recurses once per level of nesting, which ``DocumentOptions/maxDepth`` bounds.
struct YAMLParser {
    let text: SourceText
    let bytes: [UInt8]
    let options: DocumentOptions
    var position: Int
    /// The offset of the first byte of the line `position` is on.
    var lineStart: Int
    var nodes: [YAMLNode] = []
    var documents: [YAMLDocumentSpan] = []
    /// Anchors of the document being read, by name: the node most recently anchored so.
    var anchors: [String: Int] = [:]
    var depth = 0
    /// The `%TAG` handles of the document being read: handle to prefix.
    var tagHandles: [String: String] = [:]

    /// Where a node starts, which says whether a block collection may start there.
    enum Place {
        /// The first content of a line.
        case lineStart
        /// After `- `, `? ` or an explicit `: ` on the same line: a compact collection may start.
        case compact
        /// After `key: ` or `--- `: only a scalar or a flow collection on this line.
        case inline
    }

    init(text: SourceText, options: DocumentOptions) {
        self.text = text
        bytes = text.bytes
        self.options = options
        position = text.start
        lineStart = text.start
    }

    // MARK: - Bytes

    @inline(__always) func peek(_ ahead: Int = 0) -> UInt8 {
        let index = position + ahead
        return index < bytes.count ? bytes[index] : 0
    }

    @inline(__always) static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
    @inline(__always) static func isBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }
    /// A blank, a line break or the end of the text.
    @inline(__always) static func isSpace(_ byte: UInt8) -> Bool {
        isBlank(byte) || isBreak(byte) || byte == 0
    }
    @inline(__always) static func isFlowIndicator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
            || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
    }

    var atEnd: Bool { position >= bytes.count }
    var column: Int { position - lineStart }

    func error(_ message: String, at offset: Int? = nil) -> DocumentError {
        text.error(message, at: offset ?? position)
    }

    /// Consumes one line break (`\n`, `\r\n` or `\r`).
    mutating func consumeBreak() {
        if peek() == 0x0D { position += 1 }
        if peek() == 0x0A { position += 1 }
        lineStart = position
    }

    mutating func skipBlanks() {
        while position < bytes.count, Self.isBlank(bytes[position]) { position += 1 }
    }

    /// Skips blanks, comments and line breaks; true when a line break was crossed.
    @discardableResult
    mutating func skipToContent() throws(DocumentError) -> Bool {
        var crossed = false
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isBlank(byte) {
                position += 1
            } else if byte == UInt8(ascii: "#") {
                if position > lineStart, !Self.isBlank(bytes[position - 1]) {
                    throw error("a comment must be separated from what is before it by a space")
                }
                while position < bytes.count, !Self.isBreak(bytes[position]) { position += 1 }
            } else if Self.isBreak(byte) {
                consumeBreak()
                crossed = true
            } else {
                break
            }
        }
        return crossed
    }

    /// Whether the line holds only blanks and a comment from here on.
    func restOfLineIsEmpty() -> Bool {
        var index = position
        while index < bytes.count, Self.isBlank(bytes[index]) { index += 1 }
        return index >= bytes.count || Self.isBreak(bytes[index])
            || (bytes[index] == UInt8(ascii: "#") && (index == lineStart || Self.isBlank(bytes[index - 1])))
    }

    /// Whether `---` or `...` starts at `offset`, at the start of a line, followed by a space.
    func isDocumentMarker(at offset: Int) -> Bool {
        guard offset + 3 <= bytes.count, offset == 0 || bytes[offset - 1] == 0x0A || offset == text.start
        else {
            return false
        }
        let first = bytes[offset]
        guard first == UInt8(ascii: "-") || first == UInt8(ascii: ".") else { return false }
        guard bytes[offset + 1] == first, bytes[offset + 2] == first else { return false }
        return offset + 3 == bytes.count || Self.isSpace(bytes[offset + 3])
    }

    /// The column of the content here, or -1 at the end of the text or at a document marker
    /// (which end every block).
    var indentation: Int {
        if atEnd || (column == 0 && isDocumentMarker(at: position)) { return -1 }
        return column
    }

    /// Whether a tab comes before the content in this line's indentation.
    func tabInIndentation() -> Bool {
        var index = lineStart
        while index < position {
            if bytes[index] == 0x09 { return true }
            if bytes[index] != 0x20 { return false }
            index += 1
        }
        return false
    }

    mutating func add(_ node: YAMLNode) -> Int {
        nodes.append(node)
        return nodes.count - 1
    }

    mutating func emptyNode(at offset: Int, anchor: String? = nil, tag: String? = nil, start: Int? = nil)
        -> Int
    {
        let index = add(
            YAMLNode(
                kind: .scalar, style: .plain, start: start ?? offset, contentStart: offset, end: offset,
                anchor: anchor, tag: tag))
        if let anchor { anchors[anchor] = index }
        return index
    }

    mutating func enter() throws(DocumentError) {
        depth += 1
        guard depth <= options.maxDepth else { throw error("nesting deeper than \(options.maxDepth) levels") }
    }

    // MARK: - The stream

    mutating func parseStream() throws(DocumentError) {
        var previousEnded = true
        while true {
            try skipToContent()
            if atEnd { break }
            var sawDirective = false
            var sawYAMLDirective = false
            var handles: [String: String] = [:]
            while column == 0, peek() == UInt8(ascii: "%") {
                guard previousEnded else { throw error("a directive after a document needs '...' before it") }
                let start = position
                while position < bytes.count, !Self.isBreak(bytes[position]) { position += 1 }
                let line = text.string(start..<position)
                let directive = line.prefix { $0 != " " && $0 != "\t" }
                if directive == "%YAML" {
                    if sawYAMLDirective { throw error("a second %YAML directive", at: start) }
                    sawYAMLDirective = true
                    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
                    let version =
                        words.count > 1
                        ? words[1].split(separator: ".", omittingEmptySubsequences: false) : []
                    guard words.first == "%YAML", version.count == 2,
                        version.allSatisfy({
                            !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber)
                        })
                    else { throw error("a %YAML directive needs a version such as 1.2", at: start) }
                    if words.count > 2, !words[2].hasPrefix("#") {
                        throw error("unexpected text after the %YAML directive", at: start)
                    }
                } else if directive == "%TAG" {
                    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
                    guard words.count >= 3, words[1].hasPrefix("!"), words[1].hasSuffix("!") else {
                        throw error("a %TAG directive needs a handle and a prefix", at: start)
                    }
                    handles[String(words[1])] = String(words[2])
                }
                sawDirective = true
                try skipToContent()
            }
            let documentStart = position
            var explicit = false
            if column == 0, isDocumentMarker(at: position), peek() == UInt8(ascii: "-") {
                position += 3
                explicit = true
            } else if sawDirective {
                throw error("directives must be followed by '---'")
            } else if column == 0, isDocumentMarker(at: position) {
                // A `...` with no document before it.
                position += 3
                try checkAfterDocumentEnd()
                previousEnded = true
                continue
            }
            anchors = [:]
            tagHandles = handles
            let root: Int
            if explicit {
                skipBlanks()
                if restOfLineIsEmpty() {
                    let here = position
                    try skipToContent()
                    root =
                        indentation < 0
                        ? emptyNode(at: here) : try parseBlockNode(parent: -1, place: .lineStart)
                } else {
                    root = try parseBlockNode(parent: -1, place: .inline)
                }
            } else {
                root = try parseBlockNode(parent: -1, place: .lineStart)
            }
            let contentEnd = nodes[root].end
            try skipToContent()
            documents.append(
                YAMLDocumentSpan(
                    root: root, start: explicit ? documentStart + 3 : documentStart, end: contentEnd))
            if atEnd { break }
            guard column == 0, isDocumentMarker(at: position) else {
                throw error(unexpectedMessage())
            }
            if peek() == UInt8(ascii: ".") {
                position += 3
                try checkAfterDocumentEnd()
                previousEnded = true
            } else {
                previousEnded = false
            }
        }
    }

    private mutating func checkAfterDocumentEnd() throws(DocumentError) {
        skipBlanks()
        guard restOfLineIsEmpty() else { throw error("unexpected text after '...'") }
    }

    /// What to say about the unexpected content here.
    func unexpectedMessage() -> String {
        switch peek() {
        case UInt8(ascii: ":"): return "unexpected ':' (a plain value cannot hold ': '; quote it)"
        case UInt8(ascii: "-"): return "unexpected '-' (a list item at the wrong indentation?)"
        default: return "unexpected text at this indentation"
        }
    }

    // MARK: - Block nodes

    /// A node in block context whose parent's indentation is `parent` (-1 at the top).
    /// `sequenceAtParent`: a `-` at the parent's column starts a sequence (a mapping's value).
    mutating func parseBlockNode(parent: Int, place: Place, sequenceAtParent: Bool = false)
        throws(DocumentError) -> Int
    {
        if place != .inline {
            if peek() == UInt8(ascii: "-"), Self.isSpace(peek(1)) {
                return try parseBlockSequence(column: column)
            }
            if peek() == UInt8(ascii: "?"), Self.isSpace(peek(1)) {
                return try parseBlockMapping(column: column)
            }
            if peek() == UInt8(ascii: ":"), Self.isSpace(peek(1)) {
                return try parseBlockMapping(column: column)
            }
            if implicitKeyAhead() { return try parseBlockMapping(column: column) }
        }
        let start = position
        var anchor: String?
        var tag: String?
        try parseProperties(anchor: &anchor, tag: &tag)
        while anchor != nil || tag != nil, restOfLineIsEmpty() {
            let here = position
            try skipToContent()
            let indent = indentation
            let index: Int
            if indent > parent {
                if peek() == UInt8(ascii: "-"), Self.isSpace(peek(1)) {
                    index = try parseBlockSequence(column: column)
                } else if peek() == UInt8(ascii: "?") && Self.isSpace(peek(1)) || implicitKeyAhead() {
                    index = try parseBlockMapping(column: column)
                } else if peek() == UInt8(ascii: "&") || peek() == UInt8(ascii: "!") {
                    // More properties on a line of their own.
                    try parseProperties(anchor: &anchor, tag: &tag)
                    continue
                } else {
                    index = try parseBlockContent(parent: parent)
                }
            } else if indent == parent, sequenceAtParent, peek() == UInt8(ascii: "-"), Self.isSpace(peek(1)) {
                index = try parseBlockSequence(column: column)
            } else {
                return emptyNode(at: here, anchor: anchor, tag: tag, start: start)
            }
            if nodes[index].kind == .alias { throw error("an alias cannot have properties", at: start) }
            return attach(anchor: anchor, tag: tag, start: start, to: index)
        }
        if anchor != nil || tag != nil {
            // Properties, then content on the same line.
            if peek() == UInt8(ascii: ",") || peek() == UInt8(ascii: "]") || peek() == UInt8(ascii: "}") {
                throw error("unexpected '\(Character(Unicode.Scalar(peek())))'")
            }
        }
        let index = try parseBlockContent(parent: parent)
        if anchor == nil && tag == nil { return index }
        if nodes[index].kind == .alias { throw error("an alias cannot have properties", at: start) }
        return attach(anchor: anchor, tag: tag, start: start, to: index)
    }

    private mutating func attach(anchor: String?, tag: String?, start: Int, to index: Int) -> Int {
        nodes[index].anchor = anchor
        nodes[index].tag = tag
        nodes[index].start = start
        if let anchor { anchors[anchor] = index }
        return index
    }

    /// A scalar or flow collection in block context (no block collection starts here).
    private mutating func parseBlockContent(parent: Int) throws(DocumentError) -> Int {
        switch peek() {
        case UInt8(ascii: "|"), UInt8(ascii: ">"): return try parseBlockScalar(parent: parent)
        case UInt8(ascii: "["), UInt8(ascii: "{"): return try parseFlowCollection(parent: parent)
        case UInt8(ascii: "\""): return try parseDoubleQuoted(parent: parent)
        case UInt8(ascii: "'"): return try parseSingleQuoted(parent: parent)
        case UInt8(ascii: "*"): return try parseAlias()
        case 0: return emptyNode(at: position)
        default:
            guard Self.canStartPlain(at: position, in: bytes, flow: false) else {
                throw error("unexpected '\(Character(Unicode.Scalar(peek())))'")
            }
            return try parsePlain(parent: parent, flow: false, key: false)
        }
    }

    /// Anchors and tags, in either order, with the blanks after them.
    mutating func parseProperties(anchor: inout String?, tag: inout String?) throws(DocumentError) {
        while true {
            let byte = peek()
            if byte == UInt8(ascii: "&") {
                guard anchor == nil else { throw error("a node has two anchors") }
                let start = position + 1
                position += 1
                while position < bytes.count, !Self.isSpace(bytes[position]),
                    !Self.isFlowIndicator(bytes[position])
                {
                    position += 1
                }
                guard position > start else { throw error("an anchor needs a name", at: start - 1) }
                anchor = text.string(start..<position)
            } else if byte == UInt8(ascii: "!") {
                guard tag == nil else { throw error("a node has two tags") }
                let start = position
                if peek(1) == UInt8(ascii: "<") {
                    while position < bytes.count, bytes[position] != UInt8(ascii: ">"),
                        !Self.isSpace(bytes[position])
                    {
                        position += 1
                    }
                    guard peek() == UInt8(ascii: ">") else {
                        throw error("a verbatim tag is not closed", at: start)
                    }
                    position += 1
                } else {
                    while position < bytes.count, !Self.isSpace(bytes[position]),
                        !Self.isFlowIndicator(bytes[position])
                    {
                        position += 1
                    }
                }
                tag = try resolveTag(text.string(start..<position), at: start)
            } else {
                return
            }
            let after = peek()
            if !Self.isSpace(after), !Self.isFlowIndicator(after) {
                throw error("unexpected character after a node's property")
            }
            skipBlanks()
        }
    }

    /// A tag with its handle resolved through the document's `%TAG` directives: `!e!x` with
    /// `%TAG !e! tag:example.com:` is `!<tag:example.com:x>`; `!!x` stays `!!x` unless redefined.
    private func resolveTag(_ tag: String, at start: Int) throws(DocumentError) -> String {
        guard !tag.hasPrefix("!<") else { return tag }
        let rest = tag.dropFirst()
        let handle: String
        let suffix: Substring
        if let bang = rest.firstIndex(of: "!") {
            handle = String(tag[...bang])
            suffix = rest[rest.index(after: bang)...]
        } else {
            handle = "!"
            suffix = rest
        }
        if let prefix = tagHandles[handle] { return "!<" + prefix + suffix + ">" }
        guard handle == "!" || handle == "!!" else {
            throw error("the tag handle \(handle) is not declared by a %TAG directive", at: start)
        }
        return tag
    }

    /// Whether an implicit key (a one-line node followed by `:` and a space) starts here.
    func implicitKeyAhead() -> Bool {
        var index = position
        let count = bytes.count
        func skipBlanks() { while index < count, Self.isBlank(bytes[index]) { index += 1 } }
        // Properties.
        while index < count, bytes[index] == UInt8(ascii: "&") || bytes[index] == UInt8(ascii: "!") {
            while index < count, !Self.isSpace(bytes[index]) { index += 1 }
            skipBlanks()
        }
        guard index < count else { return false }
        let first = bytes[index]
        if index > position, first == UInt8(ascii: ":"), index + 1 >= count || Self.isSpace(bytes[index + 1])
        {
            // Properties of an empty key.
            return true
        }
        switch first {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            index += 1
            while index < count {
                let byte = bytes[index]
                if Self.isBreak(byte) { return false }
                if first == UInt8(ascii: "\"") && byte == UInt8(ascii: "\\") {
                    index += 2
                    continue
                }
                if byte == first {
                    if first == UInt8(ascii: "'"), index + 1 < count, bytes[index + 1] == first {
                        index += 2
                        continue
                    }
                    index += 1
                    break
                }
                index += 1
            }
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            var level = 0
            var quote: UInt8 = 0
            while index < count {
                let byte = bytes[index]
                if Self.isBreak(byte) { return false }
                if quote != 0 {
                    if byte == quote { quote = 0 }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                    level += 1
                } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                    level -= 1
                    if level == 0 {
                        index += 1
                        break
                    }
                }
                index += 1
            }
        case UInt8(ascii: "*"):
            while index < count, !Self.isSpace(bytes[index]) { index += 1 }
        default:
            if !Self.canStartPlain(at: index, in: bytes, flow: false) { return false }
            while index < count {
                let byte = bytes[index]
                if Self.isBreak(byte) { return false }
                if byte == UInt8(ascii: ":"), index + 1 >= count || Self.isSpace(bytes[index + 1]) {
                    return true
                }
                if byte == UInt8(ascii: "#"), Self.isBlank(bytes[index - 1]) { return false }
                index += 1
            }
            return false
        }
        skipBlanks()
        return index < count && bytes[index] == UInt8(ascii: ":")
            && (index + 1 >= count || Self.isSpace(bytes[index + 1]))
    }

    /// Whether a plain scalar may start at `index`.
    static func canStartPlain(at index: Int, in bytes: [UInt8], flow: Bool) -> Bool {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"):
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            return !isSpace(next) && !(flow && isFlowIndicator(next))
        case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
            UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"),
            UInt8(ascii: ">"), UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "%"), UInt8(ascii: "@"),
            UInt8(ascii: "`"):
            return false
        default: return !isSpace(byte)
        }
    }

    /// A block sequence whose `-`s are at `column`.
    mutating func parseBlockSequence(column: Int) throws(DocumentError) -> Int {
        try enter()
        defer { depth -= 1 }
        if tabInIndentation() { throw error("a tab in the indentation of a list") }
        var node = YAMLNode(
            kind: .sequence, style: .block, start: position, contentStart: position, end: position)
        node.column = column
        while true {
            let dash = position
            node.entryStarts.append(dash)
            position += 1
            let afterDash = position
            skipBlanks()
            let item: Int
            if restOfLineIsEmpty() {
                try skipToContent()
                item =
                    indentation > column
                    ? try parseBlockNode(parent: column, place: .lineStart) : emptyNode(at: afterDash)
            } else {
                if peek(-1) == 0x09,
                    (peek() == UInt8(ascii: "-") && Self.isSpace(peek(1))) || implicitKeyAhead()
                {
                    throw error("a tab after '-' before a nested collection")
                }
                item = try parseBlockNode(parent: column, place: .compact)
            }
            node.children.append(item)
            node.end = max(nodes[item].end, afterDash)
            try skipToContent()
            let indent = indentation
            if indent == column, peek() == UInt8(ascii: "-"), Self.isSpace(peek(1)) {
                if tabInIndentation() { throw error("a tab in the indentation of a list") }
                continue
            }
            if indent > column { throw error(unexpectedMessage()) }
            break
        }
        return add(node)
    }

    /// A block mapping whose keys are at `column`.
    mutating func parseBlockMapping(column: Int) throws(DocumentError) -> Int {
        try enter()
        defer { depth -= 1 }
        var node = YAMLNode(
            kind: .mapping, style: .block, start: position, contentStart: position, end: position)
        node.column = column
        while true {
            if tabInIndentation() { throw error("a tab in the indentation of a mapping") }
            let entryStart = position
            node.entryStarts.append(entryStart)
            let key: Int
            var colon = -1
            var value: Int
            if peek() == UInt8(ascii: "?"), Self.isSpace(peek(1)) {
                position += 1
                let afterMark = position
                skipBlanks()
                if restOfLineIsEmpty() {
                    try skipToContent()
                    key =
                        indentation > column
                        ? try parseBlockNode(parent: column, place: .lineStart) : emptyNode(at: afterMark)
                } else {
                    key = try parseBlockNode(parent: column, place: .compact)
                }
                node.end = max(nodes[key].end, afterMark)
                try skipToContent()
                if indentation == column, peek() == UInt8(ascii: ":"), Self.isSpace(peek(1)) {
                    colon = position
                    position += 1
                    let afterColon = position
                    skipBlanks()
                    if restOfLineIsEmpty() {
                        try skipToContent()
                        let indent = indentation
                        if indent > column {
                            value = try parseBlockNode(parent: column, place: .lineStart)
                        } else if indent == column, peek() == UInt8(ascii: "-"), Self.isSpace(peek(1)) {
                            value = try parseBlockSequence(column: column)
                        } else {
                            value = emptyNode(at: afterColon)
                        }
                    } else {
                        value = try parseBlockNode(parent: column, place: .compact)
                    }
                    node.end = max(nodes[value].end, afterColon)
                } else {
                    value = emptyNode(at: nodes[key].end)
                }
            } else {
                if peek() == UInt8(ascii: ":"), Self.isSpace(peek(1)) {
                    key = emptyNode(at: position)
                } else {
                    key = try parseImplicitKey()
                    if bytes[nodes[key].start..<nodes[key].end].contains(where: Self.isBreak) {
                        throw error("an implicit key must be on one line", at: nodes[key].start)
                    }
                    skipBlanks()
                }
                guard peek() == UInt8(ascii: ":"), Self.isSpace(peek(1)) else {
                    throw error(
                        atEnd ? "unexpected end of the text: expected ':'" : "expected ':' after a key")
                }
                colon = position
                position += 1
                let afterColon = position
                value = try parseMappingValue(column: column, afterColon: afterColon)
                node.end = max(nodes[value].end, afterColon)
            }
            node.children.append(key)
            node.children.append(value)
            node.colons.append(colon)
            try skipToContent()
            let indent = indentation
            if indent == column { continue }
            if indent > column { throw error(unexpectedMessage()) }
            break
        }
        return add(node)
    }

    /// The value after an implicit key's `:` in a block mapping at `column`.
    private mutating func parseMappingValue(column: Int, afterColon: Int) throws(DocumentError) -> Int {
        skipBlanks()
        if restOfLineIsEmpty() {
            try skipToContent()
            let indent = indentation
            if indent > column {
                return try parseBlockNode(parent: column, place: .lineStart, sequenceAtParent: true)
            }
            if indent == column, peek() == UInt8(ascii: "-"), Self.isSpace(peek(1)) {
                return try parseBlockSequence(column: column)
            }
            return emptyNode(at: afterColon)
        }
        if peek() == UInt8(ascii: "-"), Self.isSpace(peek(1)) {
            throw error("a list cannot start on the line of its key")
        }
        if implicitKeyAhead() { throw error("a mapping cannot start on the line of its key") }
        return try parseBlockNode(parent: column, place: .inline, sequenceAtParent: true)
    }

    /// An implicit key: one line, a scalar, alias or flow collection, with properties.
    private mutating func parseImplicitKey() throws(DocumentError) -> Int {
        let start = position
        var anchor: String?
        var tag: String?
        try parseProperties(anchor: &anchor, tag: &tag)
        let index: Int
        switch peek() {
        case UInt8(ascii: "["), UInt8(ascii: "{"): index = try parseFlowCollection(parent: -1)
        case UInt8(ascii: "\""): index = try parseDoubleQuoted(parent: -1)
        case UInt8(ascii: "'"): index = try parseSingleQuoted(parent: -1)
        case UInt8(ascii: "*"): index = try parseAlias()
        case UInt8(ascii: ":") where Self.isSpace(peek(1)): index = emptyNode(at: position)
        default:
            guard !atEnd, Self.canStartPlain(at: position, in: bytes, flow: false) else {
                throw error(atEnd ? "unexpected end of the text" : unexpectedMessage())
            }
            index = try parsePlain(parent: -1, flow: false, key: true)
        }
        if anchor == nil && tag == nil { return index }
        if nodes[index].kind == .alias { throw error("an alias cannot have properties", at: start) }
        return attach(anchor: anchor, tag: tag, start: start, to: index)
    }

    // MARK: - Flow collections

    mutating func parseFlowCollection(parent: Int) throws(DocumentError) -> Int {
        try enter()
        defer { depth -= 1 }
        let open = position
        let isMapping = peek() == UInt8(ascii: "{")
        let close = isMapping ? UInt8(ascii: "}") : UInt8(ascii: "]")
        position += 1
        var node = YAMLNode(
            kind: isMapping ? .mapping : .sequence, style: .flow, start: open, contentStart: open, end: open)
        while true {
            try skipFlowTrivia(parent: parent)
            guard !atEnd else { throw error("a flow collection is not closed", at: open) }
            if peek() == close {
                position += 1
                break
            }
            let entryStart = position
            var key: Int
            var value: Int?
            var colon = -1
            if peek() == UInt8(ascii: ",") {
                throw error("an empty entry in a flow collection")
            }
            if peek() == UInt8(ascii: "?"), Self.isSpace(peek(1)) || Self.isFlowIndicator(peek(1)) {
                position += 1
                try skipFlowTrivia(parent: parent)
                if peek() == UInt8(ascii: ":") || peek() == UInt8(ascii: ",") || peek() == close {
                    key = emptyNode(at: position)
                } else {
                    key = try parseFlowNode(parent: parent)
                }
                try skipFlowTrivia(parent: parent)
                if peek() == UInt8(ascii: ":") {
                    colon = position
                    position += 1
                    value = try parseFlowValue(parent: parent, close: close)
                } else {
                    value = emptyNode(at: position)
                }
            } else if peek() == UInt8(ascii: ":"), Self.isSpace(peek(1)) || Self.isFlowIndicator(peek(1)) {
                key = emptyNode(at: position)
                colon = position
                position += 1
                value = try parseFlowValue(parent: parent, close: close)
            } else {
                key = try parseFlowNode(parent: parent)
                let keyLine = lineStart
                let jsonLike =
                    nodes[key].style == .singleQuoted || nodes[key].style == .doubleQuoted
                    || nodes[key].style == .flow
                try skipFlowTrivia(parent: parent)
                if peek() == UInt8(ascii: ":"),
                    Self.isSpace(peek(1)) || Self.isFlowIndicator(peek(1)) || jsonLike
                {
                    if lineStart != keyLine, !isMapping { throw error("an implicit key must be on one line") }
                    colon = position
                    position += 1
                    value = try parseFlowValue(parent: parent, close: close)
                } else if isMapping {
                    value = emptyNode(at: nodes[key].end)
                }
            }
            node.entryStarts.append(entryStart)
            if isMapping {
                node.children.append(key)
                node.children.append(value ?? emptyNode(at: position))
                node.colons.append(colon)
            } else if let value {
                // A single pair in a sequence is a mapping of one member.
                var pair = YAMLNode(
                    kind: .mapping, style: .flow, start: entryStart, contentStart: entryStart,
                    end: max(nodes[value].end, colon + 1))
                pair.children = [key, value]
                pair.colons = [colon]
                pair.entryStarts = [entryStart]
                pair.inFlow = true
                nodes[key].inFlow = true
                nodes[value].inFlow = true
                pair.column = -1
                node.children.append(add(pair))
            } else {
                node.children.append(key)
            }
            try skipFlowTrivia(parent: parent)
            if peek() == UInt8(ascii: ",") {
                position += 1
                continue
            }
            guard peek() == close else {
                throw error(
                    atEnd
                        ? "a flow collection is not closed"
                        : "expected ',' or '\(Character(Unicode.Scalar(close)))'",
                    at: atEnd ? open : position)
            }
            position += 1
            break
        }
        node.end = position
        node.column = position - 1
        for child in node.children { nodes[child].inFlow = true }
        let index = add(node)
        return index
    }

    private mutating func parseFlowValue(parent: Int, close: UInt8) throws(DocumentError) -> Int {
        let afterColon = position
        try skipFlowTrivia(parent: parent)
        if peek() == UInt8(ascii: ",") || peek() == close { return emptyNode(at: afterColon) }
        return try parseFlowNode(parent: parent)
    }

    /// Skips blanks, comments and line breaks inside a flow collection.
    private mutating func skipFlowTrivia(parent: Int) throws(DocumentError) {
        let crossed = try skipToContent()
        if crossed, !atEnd {
            if column == 0, isDocumentMarker(at: position) {
                throw error("a document marker inside a flow collection")
            }
            var spaces = lineStart
            while spaces < bytes.count, bytes[spaces] == 0x20 { spaces += 1 }
            if spaces - lineStart <= parent { throw error("a flow collection's line is indented too little") }
        }
    }

    private mutating func parseFlowNode(parent: Int) throws(DocumentError) -> Int {
        let start = position
        var anchor: String?
        var tag: String?
        try parseProperties(anchor: &anchor, tag: &tag)
        if anchor != nil || tag != nil { try skipFlowTrivia(parent: parent) }
        let index: Int
        switch peek() {
        case UInt8(ascii: "["), UInt8(ascii: "{"): index = try parseFlowCollection(parent: parent)
        case UInt8(ascii: "\""): index = try parseDoubleQuoted(parent: parent)
        case UInt8(ascii: "'"): index = try parseSingleQuoted(parent: parent)
        case UInt8(ascii: "*"): index = try parseAlias()
        case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"):
            guard anchor != nil || tag != nil else { throw error(unexpectedMessage()) }
            index = emptyNode(at: position)
        case UInt8(ascii: ":") where Self.isSpace(peek(1)) || Self.isFlowIndicator(peek(1)):
            guard anchor != nil || tag != nil else { throw error(unexpectedMessage()) }
            index = emptyNode(at: position)
        default:
            guard !atEnd, Self.canStartPlain(at: position, in: bytes, flow: true) else {
                throw error(
                    atEnd ? "unexpected end of the text" : "unexpected '\(Character(Unicode.Scalar(peek())))'"
                )
            }
            index = try parsePlain(parent: parent, flow: true, key: false)
        }
        if anchor == nil && tag == nil { return index }
        if nodes[index].kind == .alias { throw error("an alias cannot have properties", at: start) }
        return attach(anchor: anchor, tag: tag, start: start, to: index)
    }

    // MARK: - Scalars

    mutating func parseAlias() throws(DocumentError) -> Int {
        let start = position
        position += 1
        while position < bytes.count, !Self.isSpace(bytes[position]), !Self.isFlowIndicator(bytes[position]) {
            position += 1
        }
        guard position > start + 1 else { throw error("an alias needs a name", at: start) }
        let name = text.string(start + 1..<position)
        guard let target = anchors[name] else {
            throw error("the alias *\(name) names no anchor before it", at: start)
        }
        var node = YAMLNode(kind: .alias, style: .plain, start: start, contentStart: start, end: position)
        node.text = name
        node.target = target
        return add(node)
    }

    private func checkLength(_ count: Int, at start: Int) throws(DocumentError) {
        guard count <= options.maxStringBytes else {
            throw error("a string of \(count) bytes, over the limit of \(options.maxStringBytes)", at: start)
        }
    }

    /// A plain scalar; in block context its continuation lines are indented past `parent`.
    mutating func parsePlain(parent: Int, flow: Bool, key: Bool) throws(DocumentError) -> Int {
        let start = position
        var value: [UInt8] = []
        var end = position
        while true {
            // One line's text.
            let segmentStart = position
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: ":") {
                    let next = peek(1)
                    if Self.isSpace(next) || (flow && Self.isFlowIndicator(next)) { break }
                } else if byte == UInt8(ascii: "#") {
                    if position > segmentStart, Self.isBlank(bytes[position - 1]) { break }
                } else if Self.isBreak(byte) {
                    break
                } else if flow && Self.isFlowIndicator(byte) {
                    break
                }
                position += 1
            }
            var segmentEnd = position
            while segmentEnd > segmentStart, Self.isBlank(bytes[segmentEnd - 1]) { segmentEnd -= 1 }
            value.append(contentsOf: bytes[segmentStart..<segmentEnd])
            end = segmentEnd
            position = segmentEnd
            if key { break }
            // A continuation line?
            let save = (position, lineStart)
            skipBlanks()
            guard Self.isBreak(peek()) else {
                position = save.0
                break
            }
            var breaks = 0
            while true {
                skipBlanks()
                if Self.isBreak(peek()) {
                    consumeBreak()
                    breaks += 1
                } else {
                    break
                }
            }
            let continues =
                !atEnd && peek() != UInt8(ascii: "#") && !(column == 0 && isDocumentMarker(at: position))
                && (flow || column > parent)
                && !(flow && (peek() == UInt8(ascii: ":") && Self.isSpace(peek(1))))
                && !(!flow && peek() == UInt8(ascii: ":") && Self.isSpace(peek(1)))
            if !continues || (flow && Self.isFlowIndicator(peek())) {
                position = save.0
                lineStart = save.1
                break
            }
            if !flow && tabInIndentation() && column <= parent + 1 { break }
            if breaks == 1 {
                value.append(0x20)
            } else {
                value.append(contentsOf: repeatElement(0x0A, count: breaks - 1))
            }
        }
        try checkLength(value.count, at: start)
        var node = YAMLNode(kind: .scalar, style: .plain, start: start, contentStart: start, end: end)
        node.text = String(decoding: value, as: UTF8.self)
        return add(node)
    }

    /// The line breaks and indentation inside a quoted scalar: folded to a space, or kept as
    /// one newline fewer. Returns false at the end of the text.
    private mutating func foldQuotedBreak(into value: inout [UInt8], open: Int, parent: Int)
        throws(DocumentError)
    {
        var breaks = 0
        while true {
            skipBlanks()
            if Self.isBreak(peek()) {
                consumeBreak()
                breaks += 1
            } else {
                break
            }
        }
        if atEnd { throw error("a quoted scalar is not closed", at: open) }
        if column == 0, isDocumentMarker(at: position) {
            throw error("a document marker inside a quoted scalar")
        }
        var indent = lineStart
        while indent < bytes.count, bytes[indent] == 0x20 { indent += 1 }
        if indent - lineStart <= parent {
            throw error("a quoted scalar's continued line is indented too little")
        }
        if breaks == 1 {
            value.append(0x20)
        } else {
            value.append(contentsOf: repeatElement(0x0A, count: breaks - 1))
        }
    }

    mutating func parseSingleQuoted(parent: Int) throws(DocumentError) -> Int {
        let open = position
        position += 1
        var value: [UInt8] = []
        var kept = 0
        while true {
            guard position < bytes.count else { throw error("a quoted scalar is not closed", at: open) }
            let byte = bytes[position]
            if byte == UInt8(ascii: "'") {
                if peek(1) == UInt8(ascii: "'") {
                    value.append(byte)
                    kept = value.count
                    position += 2
                    continue
                }
                position += 1
                break
            }
            if Self.isBreak(byte) {
                value.removeLast(value.count - kept)
                try foldQuotedBreak(into: &value, open: open, parent: parent)
                kept = value.count
                continue
            }
            value.append(byte)
            if !Self.isBlank(byte) { kept = value.count }
            position += 1
        }
        try checkLength(value.count, at: open)
        var node = YAMLNode(
            kind: .scalar, style: .singleQuoted, start: open, contentStart: open, end: position)
        node.text = String(decoding: value, as: UTF8.self)
        return add(node)
    }

    mutating func parseDoubleQuoted(parent: Int) throws(DocumentError) -> Int {
        let open = position
        position += 1
        var value: [UInt8] = []
        var kept = 0
        while true {
            guard position < bytes.count else { throw error("a quoted scalar is not closed", at: open) }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                break
            }
            if byte == UInt8(ascii: "\\") {
                let escapeStart = position
                position += 1
                let escape = peek()
                if Self.isBreak(escape) {
                    // An escaped line break: the lines join with nothing between.
                    consumeBreak()
                    while true {
                        skipBlanks()
                        if Self.isBreak(peek()) {
                            consumeBreak()
                            value.append(0x0A)
                        } else {
                            break
                        }
                    }
                    kept = value.count
                    continue
                }
                position += 1
                var scalar: UInt32?
                switch escape {
                case UInt8(ascii: "0"): scalar = 0
                case UInt8(ascii: "a"): scalar = 7
                case UInt8(ascii: "b"): scalar = 8
                case UInt8(ascii: "t"), 0x09: scalar = 9
                case UInt8(ascii: "n"): scalar = 10
                case UInt8(ascii: "v"): scalar = 11
                case UInt8(ascii: "f"): scalar = 12
                case UInt8(ascii: "r"): scalar = 13
                case UInt8(ascii: "e"): scalar = 0x1B
                case 0x20: scalar = 0x20
                case UInt8(ascii: "\""): scalar = 0x22
                case UInt8(ascii: "/"): scalar = 0x2F
                case UInt8(ascii: "\\"): scalar = 0x5C
                case UInt8(ascii: "N"): scalar = 0x85
                case UInt8(ascii: "_"): scalar = 0xA0
                case UInt8(ascii: "L"): scalar = 0x2028
                case UInt8(ascii: "P"): scalar = 0x2029
                case UInt8(ascii: "x"): scalar = try hex(2, at: escapeStart)
                case UInt8(ascii: "u"): scalar = try hex(4, at: escapeStart)
                case UInt8(ascii: "U"): scalar = try hex(8, at: escapeStart)
                default: break
                }
                guard let code = scalar else {
                    throw error("unknown escape in a double-quoted scalar", at: escapeStart)
                }
                guard let unicode = Unicode.Scalar(code) else {
                    throw error(
                        "an escape of no character (\(String(code, radix: 16, uppercase: true)))",
                        at: escapeStart)
                }
                value.append(contentsOf: String(unicode).utf8)
                kept = value.count
                continue
            }
            if Self.isBreak(byte) {
                value.removeLast(value.count - kept)
                try foldQuotedBreak(into: &value, open: open, parent: parent)
                kept = value.count
                continue
            }
            value.append(byte)
            if !Self.isBlank(byte) { kept = value.count }
            position += 1
        }
        try checkLength(value.count, at: open)
        var node = YAMLNode(
            kind: .scalar, style: .doubleQuoted, start: open, contentStart: open, end: position)
        node.text = String(decoding: value, as: UTF8.self)
        return add(node)
    }

    private mutating func hex(_ digits: Int, at start: Int) throws(DocumentError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<digits {
            let byte = peek()
            let digit: UInt32
            switch byte {
            case 0x30...0x39: digit = UInt32(byte - 0x30)
            case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
            default: throw error("an escape needs \(digits) hex digits", at: start)
            }
            value = value &* 16 &+ digit
            position += 1
        }
        return value
    }

    /// A literal (`|`) or folded (`>`) block scalar in a node whose parent is at `parent`.
    mutating func parseBlockScalar(parent: Int) throws(DocumentError) -> Int {
        let start = position
        let literal = peek() == UInt8(ascii: "|")
        position += 1
        var chomp: UInt8 = 0
        var indicator = 0
        for _ in 0..<2 {
            let byte = peek()
            if (byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")) && chomp == 0 {
                chomp = byte
                position += 1
            } else if byte >= UInt8(ascii: "1") && byte <= UInt8(ascii: "9") && indicator == 0 {
                indicator = Int(byte - 0x30)
                position += 1
            }
        }
        let headerEnd = position
        if !Self.isSpace(peek()) { throw error("unexpected text after a block scalar's indicator") }
        skipBlanks()
        if peek() == UInt8(ascii: "#") {
            guard Self.isBlank(bytes[position - 1]) else { throw error("a comment must follow a space") }
            while position < bytes.count, !Self.isBreak(bytes[position]) { position += 1 }
        }
        guard Self.isBreak(peek()) || atEnd else {
            throw error("unexpected text after a block scalar's indicator")
        }
        consumeBreak()
        let base = max(parent, 0)
        var indent: Int
        if indicator > 0 {
            indent = parent < 0 ? indicator : base + indicator
        } else {
            // The first line with content says; empty lines before it may not be indented more.
            var index = position
            var widest = 0
            indent = -1
            while index < bytes.count {
                var spaces = 0
                while index + spaces < bytes.count, bytes[index + spaces] == 0x20 { spaces += 1 }
                let after = index + spaces
                if after < bytes.count, !Self.isBreak(bytes[after]) {
                    if spaces == 0, isDocumentMarker(at: after) { break }
                    indent = spaces
                    if widest > spaces {
                        throw error(
                            "an empty line of a block scalar is indented more than its first line", at: index)
                    }
                    break
                }
                widest = max(widest, spaces)
                guard after < bytes.count else { break }
                index = after + 1
            }
            if indent < parent + 1 { indent = max(parent + 1, widest > parent ? widest : parent + 1) }
            if indent < 0 { indent = 0 }
        }
        // The lines.
        var lines: [(text: Range<Int>, empty: Bool)] = []
        var contentEnd = headerEnd
        var lastContentLine = -1
        var endsWithBreak = false
        while position < bytes.count {
            var spaces = 0
            while spaces < indent, position + spaces < bytes.count, bytes[position + spaces] == 0x20 {
                spaces += 1
            }
            let after = position + spaces
            if spaces == 0, isDocumentMarker(at: position) { break }
            if after >= bytes.count || Self.isBreak(bytes[after]) {
                // An empty line (or one of spaces only, no more than the indentation).
                lines.append((after..<after, true))
                position = after
                if atEnd { break }
                consumeBreak()
                continue
            }
            if spaces < indent {
                // Less indented: the scalar ended, unless the line is blanks only.
                var index = after
                while index < bytes.count, Self.isBlank(bytes[index]) { index += 1 }
                if index >= bytes.count || Self.isBreak(bytes[index]) {
                    if bytes[after..<index].contains(0x09), lastContentLine < 0 {
                        throw error("a tab where a block scalar's indentation is expected", at: after)
                    }
                    lines.append((index..<index, true))
                    position = index
                    if atEnd { break }
                    consumeBreak()
                    continue
                }
                break
            }
            var lineEnd = after
            while lineEnd < bytes.count, !Self.isBreak(bytes[lineEnd]) { lineEnd += 1 }
            lines.append((after..<lineEnd, false))
            lastContentLine = lines.count - 1
            contentEnd = lineEnd
            position = lineEnd
            endsWithBreak = true
            if atEnd { break }
            consumeBreak()
        }
        // Trailing empty lines are handed back: the following content starts after them.
        var value: [UInt8] = []
        if lastContentLine >= 0 {
            var pendingBreaks = 0
            var previousMore = false
            var first = true
            for line in lines[0...lastContentLine] {
                if line.empty {
                    pendingBreaks += 1
                    continue
                }
                let firstByte = bytes[line.text.lowerBound]
                let more = firstByte == 0x20 || firstByte == 0x09
                if first {
                    value.append(contentsOf: repeatElement(0x0A, count: pendingBreaks))
                } else if literal || previousMore || more {
                    value.append(contentsOf: repeatElement(0x0A, count: pendingBreaks))
                } else if pendingBreaks == 1 {
                    value.append(0x20)
                } else {
                    value.append(contentsOf: repeatElement(0x0A, count: pendingBreaks - 1))
                }
                value.append(contentsOf: bytes[line.text])
                previousMore = more
                first = false
                pendingBreaks = 1
            }
            let trailing = lines.count - 1 - lastContentLine
            switch chomp {
            case UInt8(ascii: "-"): break
            case UInt8(ascii: "+"):
                if endsWithBreak { value.append(0x0A) }
                value.append(contentsOf: repeatElement(0x0A, count: trailing))
            default: if endsWithBreak { value.append(0x0A) }
            }
        } else if chomp == UInt8(ascii: "+") {
            value.append(contentsOf: repeatElement(0x0A, count: lines.count))
        }
        try checkLength(value.count, at: start)
        var node = YAMLNode(
            kind: .scalar, style: literal ? .literal : .folded, start: start, contentStart: start,
            end: contentEnd)
        node.column = indent
        node.text = String(decoding: value, as: UTF8.self)
        return add(node)
    }
}
