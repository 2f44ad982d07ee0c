/// JSON and JSON with comments as documents: the value, and edits written as a few splices in
/// the text's own layout (its indentation, its spacing after `:`, its line breaks, one line per
/// member or all on one line), as VS Code's settings editor writes them.
struct JSONSyntax: DocumentSyntax {
    let value: JSONValue
    private let text: SourceText
    private let comments: Bool
    private let options: DocumentOptions

    init(text: SourceText, options: DocumentOptions) throws(DocumentError) {
        try self.init(text: text, options: options, comments: false)
    }

    init(text: SourceText, options: DocumentOptions, comments: Bool) throws(DocumentError) {
        self.text = text
        self.comments = comments
        self.options = options
        let scanner = JSONScanner(text: text, comments: comments, options: options)
        // The reader recurses once a level: deep text is read on a stack made for it.
        if BigStack.nesting(of: text.bytes) > BigStack.callerDepth {
            do {
                value = try BigStack.run {
                    var deep = scanner
                    return try deep.document()
                }
            } catch let error as DocumentError {
                throw error
            } catch {
                throw text.error("\(error)", at: text.start)
            }
        } else {
            var scanner = scanner
            value = try scanner.document()
        }
    }

    // MARK: - Where values are

    /// A member or item of a container, as written.
    struct Entry {
        /// The member name's bytes, quotes included; `nil` for an item.
        var key: Range<Int>?
        /// The member name, unescaped.
        var name: String?
        /// The value's bytes.
        var value: Range<Int>
        /// The offset of the comma after the value, if one follows.
        var comma: Int?
    }

    /// A container as written: its brackets and entries.
    struct Container {
        var open: Int
        var close: Int
        var isObject: Bool
        var entries: [Entry]
    }

    private func scanner(at offset: Int) -> JSONScanner {
        var scanner = JSONScanner(text: text, comments: comments, options: options)
        scanner.position = offset
        return scanner
    }

    /// The root value's bytes.
    private func rootRange() -> Range<Int> {
        var scanner = scanner(at: text.start)
        try? scanner.skipTrivia()
        let start = scanner.position
        try? scanner.skipValue()
        return start..<scanner.position
    }

    /// The container that opens at `open`.
    private func container(at open: Int) -> Container {
        var scanner = scanner(at: open + 1)
        let isObject = text.bytes[open] == UInt8(ascii: "{")
        var entries: [Entry] = []
        while true {
            try? scanner.skipTrivia()
            guard scanner.position < text.bytes.count else { break }
            let byte = text.bytes[scanner.position]
            if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") { break }
            var entry = Entry(key: nil, name: nil, value: 0..<0, comma: nil)
            if isObject {
                let keyStart = scanner.position
                entry.name = try? scanner.parseString()
                entry.key = keyStart..<scanner.position
                try? scanner.skipTrivia()
                scanner.position += 1  // ':'
                try? scanner.skipTrivia()
            }
            let valueStart = scanner.position
            try? scanner.skipValue()
            entry.value = valueStart..<scanner.position
            try? scanner.skipTrivia()
            if scanner.position < text.bytes.count, text.bytes[scanner.position] == UInt8(ascii: ",") {
                entry.comma = scanner.position
                scanner.position += 1
            }
            entries.append(entry)
        }
        return Container(open: open, close: scanner.position, isObject: isObject, entries: entries)
    }

    /// The index of the entry `token` names in `container`.
    private func entryIndex(_ token: String, in container: Container) -> Int? {
        if container.isObject {
            // The last of duplicate names is the one the value holds.
            return container.entries.lastIndex { $0.name.map { $0.utf8.elementsEqual(token.utf8) } ?? false }
        }
        guard let index = JSONPointer.index(token), index < container.entries.count else { return nil }
        return index
    }

    /// The container holding the pointer's last token, and the value range of each step.
    private func parent(of pointer: JSONPointer) -> Container? {
        var range = rootRange()
        for token in pointer.tokens.dropLast() {
            guard let open = byte(at: range.lowerBound),
                open == UInt8(ascii: "{") || open == UInt8(ascii: "[")
            else { return nil }
            let container = container(at: range.lowerBound)
            guard let index = entryIndex(token, in: container) else { return nil }
            range = container.entries[index].value
        }
        guard let open = byte(at: range.lowerBound),
            open == UInt8(ascii: "{") || open == UInt8(ascii: "[")
        else { return nil }
        return container(at: range.lowerBound)
    }

    func range(of pointer: JSONPointer) -> Range<Int>? {
        guard let last = pointer.last else { return rootRange() }
        guard let container = parent(of: pointer), let index = entryIndex(last, in: container) else {
            return nil
        }
        return container.entries[index].value
    }

    // MARK: - Edits

    private func fail(_ pointer: JSONPointer, _ message: String) -> DocumentError {
        DocumentError(file: text.file, message: "\(Document.describe(pointer)): \(message)")
    }

    func splices(for edit: DocumentEdit) throws(DocumentError) -> [DocumentSplice] {
        let pointer = edit.pointer
        guard let last = pointer.last else {
            guard case .set(_, let newValue) = edit else {
                throw fail(pointer, "the root cannot be changed so")
            }
            let root = rootRange()
            return [DocumentSplice(root, render(newValue, indent: indentation(ofLineAt: root.lowerBound)))]
        }
        guard let container = parent(of: pointer) else { throw fail(pointer, "no such place in the file") }
        let index = entryIndex(last, in: container)
        switch edit {
        case .set(_, let newValue):
            if let index {
                let entry = container.entries[index]
                let indent = indentation(ofLineAt: entry.value.lowerBound)
                return [
                    DocumentSplice(
                        entry.value,
                        render(
                            newValue, indent: indent, colon: colon(in: container),
                            oneLine: !isMultiline(container)))
                ]
            }
            if container.isObject { return add(member: last, newValue, to: container) }
            guard last == "-" || JSONPointer.index(last) == container.entries.count else {
                throw fail(pointer, "no item \(last)")
            }
            return add(member: nil, newValue, to: container)
        case .insert(_, let newValue):
            if container.isObject {
                if let index {
                    let entry = container.entries[index]
                    return [
                        DocumentSplice(
                            entry.value,
                            render(newValue, indent: indentation(ofLineAt: entry.value.lowerBound)))
                    ]
                }
                return add(member: last, newValue, to: container)
            }
            if let index { return insert(newValue, before: index, in: container) }
            guard last == "-" || JSONPointer.index(last) == container.entries.count else {
                throw fail(pointer, "no item \(last)")
            }
            return add(member: nil, newValue, to: container)
        case .remove:
            guard let index else { throw fail(pointer, "nothing there to remove") }
            return remove(index, from: container)
        case .rename(_, let name):
            guard let index, let key = container.entries[index].key else {
                throw fail(pointer, "no member to rename")
            }
            return [DocumentSplice(key, JSONValue.quoted(name))]
        }
    }

    // MARK: - Layout

    /// Whether a line break separates the container's brackets.
    private func isMultiline(_ container: Container) -> Bool {
        text.bytes[container.open..<container.close].contains(0x0A)
    }

    /// The spaces and tabs that start the line holding `offset`.
    private func indentation(ofLineAt offset: Int) -> String {
        var start = offset
        while start > 0, text.bytes[start - 1] != 0x0A { start -= 1 }
        var end = start
        while end < text.bytes.count, text.bytes[end] == 0x20 || text.bytes[end] == 0x09 { end += 1 }
        return text.string(start..<end)
    }

    /// One level of indentation: the text's first indented line's, else two spaces.
    private var indentUnit: String {
        var index = text.start
        let bytes = text.bytes
        while index < bytes.count {
            if bytes[index] == 0x0A, index + 1 < bytes.count,
                bytes[index + 1] == 0x20 || bytes[index + 1] == 0x09
            {
                var end = index + 1
                while end < bytes.count, bytes[end] == bytes[index + 1] { end += 1 }
                return text.string(index + 1..<end)
            }
            index += 1
        }
        return "  "
    }

    /// What separates a member name from its value: the text's first `":"`'s spacing.
    private func colon(in container: Container) -> String {
        if let entry = container.entries.first, let key = entry.key {
            let between = text.string(key.upperBound..<entry.value.lowerBound)
            if !between.contains("\n"), !between.contains("/") { return between }
        }
        return ": "
    }

    /// The end of the line holding `offset` when only trivia (spaces, comments, a comma) follows
    /// it there, else `offset`.
    private func endOfLineAfter(_ offset: Int) -> Int {
        var scanner = scanner(at: offset)
        let bytes = text.bytes
        while scanner.position < bytes.count {
            let byte = bytes[scanner.position]
            if byte == 0x0A {
                return bytes[scanner.position - 1] == 0x0D ? scanner.position - 1 : scanner.position
            }
            if byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == UInt8(ascii: ",") {
                scanner.position += 1
            } else if comments, byte == UInt8(ascii: "/"), scanner.position + 1 < bytes.count,
                bytes[scanner.position + 1] == UInt8(ascii: "/")
            {
                while scanner.position < bytes.count, bytes[scanner.position] != 0x0A {
                    scanner.position += 1
                }
            } else if comments, byte == UInt8(ascii: "/"), scanner.position + 1 < bytes.count,
                bytes[scanner.position + 1] == UInt8(ascii: "*")
            {
                let before = scanner.position
                try? scanner.skipTrivia()
                if text.bytes[before..<scanner.position].contains(0x0A) { return offset }
            } else {
                return offset
            }
        }
        return offset
    }

    /// `value` as JSON text in the file's layout, its lines after the first indented by `indent`;
    /// on one line (`{"a": [1, 2]}`) when `oneLine`, as in a container written on one line.
    func render(_ value: JSONValue, indent: String, colon: String = ": ", oneLine: Bool = false) -> String {
        if oneLine {
            switch value {
            case .object(let object):
                let members = object.members.map {
                    JSONValue.quoted($0.key) + colon
                        + render($0.value, indent: indent, colon: colon, oneLine: true)
                }
                return "{" + members.joined(separator: ", ") + "}"
            case .array(let array):
                return "["
                    + array.map { render($0, indent: indent, colon: colon, oneLine: true) }
                    .joined(separator: ", ") + "]"
            default: return value.description
            }
        }
        switch value {
        case .object(let object) where object.count > 0:
            let inner = indent + indentUnit
            let members = object.members.map {
                inner + JSONValue.quoted($0.key) + colon + render($0.value, indent: inner, colon: colon)
            }
            return "{" + text.lineBreak + members.joined(separator: "," + text.lineBreak) + text.lineBreak
                + indent + "}"
        case .array(let array) where array.count > 0:
            if array.allSatisfy({ !$0.isContainer }) {
                return "[" + array.map { render($0, indent: indent) }.joined(separator: ", ") + "]"
            }
            let inner = indent + indentUnit
            let items = array.map { inner + render($0, indent: inner, colon: colon) }
            return "[" + text.lineBreak + items.joined(separator: "," + text.lineBreak) + text.lineBreak
                + indent + "]"
        default: return value.description
        }
    }

    private func entryText(
        _ name: String?, _ value: JSONValue, indent: String, colon: String, oneLine: Bool = false
    ) -> String {
        (name.map { JSONValue.quoted($0) + colon } ?? "")
            + render(value, indent: indent, colon: colon, oneLine: oneLine)
    }

    /// Adds a member (or, with no name, an item) after the container's last entry.
    private func add(member name: String?, _ value: JSONValue, to container: Container) -> [DocumentSplice] {
        let colon = colon(in: container)
        guard let lastEntry = container.entries.last else {
            // An empty container: on lines of its own when the text has lines, else on one.
            let outer = indentation(ofLineAt: container.open)
            if text.lineCount > 1 || isMultiline(container) {
                let inner = outer + indentUnit
                let body = inner + entryText(name, value, indent: inner, colon: colon)
                return [
                    DocumentSplice(
                        container.open + 1..<container.close, text.lineBreak + body + text.lineBreak + outer)
                ]
            }
            return [
                DocumentSplice(
                    container.open + 1..<container.close,
                    entryText(name, value, indent: outer, colon: colon, oneLine: true))
            ]
        }
        let lastStart = lastEntry.key?.lowerBound ?? lastEntry.value.lowerBound
        let onOwnLines = text.bytes[container.open..<lastStart].contains(0x0A)
        if onOwnLines {
            let indent = indentation(ofLineAt: lastStart)
            let body = entryText(name, value, indent: indent, colon: colon)
            let lineEnd = endOfLineAfter(lastEntry.comma.map { $0 + 1 } ?? lastEntry.value.upperBound)
            if lastEntry.comma != nil {
                // A trailing comma (JSON with comments) stays after the new last member.
                return [DocumentSplice(lineEnd..<lineEnd, text.lineBreak + indent + body + ",")]
            }
            let valueEnd = lastEntry.value.upperBound
            if lineEnd == valueEnd {
                return [DocumentSplice(valueEnd..<valueEnd, "," + text.lineBreak + indent + body)]
            }
            // A comment after the last value stays on its line: the comma goes before it.
            return [
                DocumentSplice(valueEnd..<valueEnd, ","),
                DocumentSplice(lineEnd..<lineEnd, text.lineBreak + indent + body),
            ]
        }
        let body = entryText(
            name, value, indent: indentation(ofLineAt: lastStart), colon: colon, oneLine: true)
        if let comma = lastEntry.comma { return [DocumentSplice(comma + 1..<comma + 1, " " + body + ",")] }
        return [DocumentSplice(lastEntry.value.upperBound..<lastEntry.value.upperBound, ", " + body)]
    }

    /// Inserts an item before item `index`.
    private func insert(_ value: JSONValue, before index: Int, in container: Container) -> [DocumentSplice] {
        let entry = container.entries[index]
        let start = entry.value.lowerBound
        let previousEnd =
            index > 0 ? (container.entries[index - 1].comma.map { $0 + 1 } ?? start) : container.open + 1
        let separator = text.string(previousEnd..<start)
        let onOwnLine = separator.contains("\n")
        let indent = indentation(ofLineAt: start)
        let body = render(value, indent: indent, colon: colon(in: container), oneLine: !onOwnLine)
        if onOwnLine { return [DocumentSplice(start..<start, body + "," + text.lineBreak + indent)] }
        return [DocumentSplice(start..<start, body + ", ")]
    }

    /// Removes entry `index`, with its comma, and its line when it has one to itself.
    private func remove(_ index: Int, from container: Container) -> [DocumentSplice] {
        let entries = container.entries
        let entry = entries[index]
        let start = entry.key?.lowerBound ?? entry.value.lowerBound
        let end = entry.comma.map { $0 + 1 } ?? entry.value.upperBound
        let lineEnd = endOfLineAfter(end)
        let startsLine = text.bytes[lineStart(of: start)..<start].allSatisfy { $0 == 0x20 || $0 == 0x09 }
        let endsLine = lineEnd != end || byte(at: end) == 0x0A || byte(at: end) == 0x0D
        if entries.count == 1, !startsLine || !endsLine {
            // The only entry, on the brackets' line: the container is left empty.
            return [DocumentSplice(container.open + 1..<container.close, "")]
        }
        var splices: [DocumentSplice]
        if startsLine && endsLine {
            splices = [DocumentSplice(lineStart(of: start)..<nextLineStart(after: lineEnd), "")]
        } else if entry.comma != nil, index + 1 < entries.count {
            let next = entries[index + 1]
            return [DocumentSplice(start..<(next.key?.lowerBound ?? next.value.lowerBound), "")]
        } else if index > 0, let comma = entries[index - 1].comma {
            return [DocumentSplice(comma..<end, "")]
        } else {
            return [DocumentSplice(start..<end, "")]
        }
        if entry.comma == nil, index > 0, let comma = entries[index - 1].comma {
            // The last entry goes: the comma before it goes too (none may trail in JSON).
            splices.append(DocumentSplice(comma..<comma + 1, ""))
        }
        return splices
    }

    /// The byte at `offset`, or `nil` past the end.
    private func byte(at offset: Int) -> UInt8? { offset < text.bytes.count ? text.bytes[offset] : nil }

    private func lineStart(of offset: Int) -> Int {
        var start = offset
        while start > 0, text.bytes[start - 1] != 0x0A { start -= 1 }
        return start
    }

    private func nextLineStart(after offset: Int) -> Int {
        var index = offset
        while index < text.bytes.count, text.bytes[index] != 0x0A { index += 1 }
        return min(index + 1, text.bytes.count)
    }
}

extension JSONValue {
    /// Whether the value is an object or an array with something in it.
    var isContainer: Bool {
        switch self {
        case .object(let object): object.count > 0
        case .array(let array): !array.isEmpty
        default: false
        }
    }
}
