/// Edits of YAML written as splices in the file's style: a scalar keeps its quoting where the
/// new value allows it; a new member goes at its mapping's indentation after the last member's
/// line; a removed member takes its lines with it; collections are written as block YAML at
/// their depth (flow YAML inside a flow collection). Line breaks are the file's own.
///
/// An edit of a node an alias reaches, or of an anchored node aliases share, is refused with
/// the anchor's name: the change would show in every alias.
extension YAMLSyntax {
    /// Where a node is: what its replacement must start after.
    private enum Place {
        case root
        /// The value of entry `entry` of block or flow mapping `mapping`.
        case value(mapping: Int, entry: Int)
        /// Item `index` of sequence `sequence`.
        case item(sequence: Int, index: Int)
    }

    private func fail(_ pointer: JSONPointer, _ message: String) -> DocumentError {
        DocumentError(file: text.file, message: "\(Document.describe(pointer)): \(message)")
    }

    func splices(for edit: DocumentEdit) throws(DocumentError) -> [DocumentSplice] {
        let pointer = edit.pointer
        guard let last = pointer.last else {
            guard case .set(_, let newValue) = edit else {
                throw fail(pointer, "the root cannot be changed so")
            }
            guard root >= 0 else {
                let end = text.bytes.count
                let before = end > text.start && text.bytes[end - 1] != 0x0A ? lineBreak : ""
                return [DocumentSplice(end..<end, before + block(newValue, column: 0) + lineBreak)]
            }
            try checkUnshared(root, pointer)
            return [try replace(root, at: .root, with: newValue, pointer: pointer)]
        }
        let parent = try container(of: pointer)
        let node = nodes[parent]
        switch node.kind {
        case .mapping:
            let entry = entry(named: last, in: parent)
            switch edit {
            case .set(_, let newValue), .insert(_, let newValue):
                if let entry {
                    let value = node.children[entry * 2 + 1]
                    try checkUnshared(value, pointer)
                    return [
                        try replace(
                            value, at: .value(mapping: parent, entry: entry), with: newValue, pointer: pointer
                        )
                    ]
                }
                return [try addMember(last, newValue, to: parent, pointer: pointer)]
            case .remove:
                guard let entry else {
                    if member(named: last, in: parent) != nil {
                        throw fail(pointer, "comes from a merge key (<<), so it cannot be removed here")
                    }
                    throw fail(pointer, "nothing there to remove")
                }
                try checkUnshared(node.children[entry * 2], pointer)
                try checkUnshared(node.children[entry * 2 + 1], pointer)
                return [try removeEntry(entry, from: parent)]
            case .rename(_, let name):
                guard let entry else { throw fail(pointer, "no member to rename") }
                let key = nodes[node.children[entry * 2]]
                guard key.kind == .scalar, !key.isEmpty else {
                    throw fail(pointer, "this key cannot be renamed in place")
                }
                let style = key.style == .literal || key.style == .folded ? YAMLNode.Style.plain : key.style
                guard let written = YAMLScalars.render(.string(name), style: style, flow: node.style == .flow)
                else {
                    throw fail(pointer, "no member to rename")
                }
                return [DocumentSplice(key.contentStart..<key.end, written)]
            }
        case .sequence:
            let count = node.children.count
            let index = last == "-" ? count : JSONPointer.index(last)
            guard let index, index <= count else { throw fail(pointer, "no item \(last)") }
            switch edit {
            case .set(_, let newValue):
                if index < count {
                    try checkUnshared(node.children[index], pointer)
                    return [
                        try replace(
                            node.children[index], at: .item(sequence: parent, index: index), with: newValue,
                            pointer: pointer)
                    ]
                }
                return [append(newValue, to: parent)]
            case .insert(_, let newValue):
                if index < count { return [insert(newValue, before: index, in: parent)] }
                return [append(newValue, to: parent)]
            case .remove:
                guard index < count else { throw fail(pointer, "no item \(last)") }
                try checkUnshared(node.children[index], pointer)
                return [removeItem(index, from: parent)]
            case .rename: throw fail(pointer, "an item has no name to change")
            }
        default: throw fail(pointer, "a scalar has no members")
        }
    }

    // MARK: - Finding the place, refusing shared nodes

    /// The mapping or sequence holding the pointer's last token, reached without an alias.
    private func container(of pointer: JSONPointer) throws(DocumentError) -> Int {
        guard root >= 0 else { throw fail(pointer, "the document is empty") }
        var current = root
        try checkNotShared(current, pointer)
        for token in pointer.tokens.dropLast() {
            let node = nodes[current]
            switch node.kind {
            case .mapping:
                if let entry = entry(named: token, in: current) {
                    current = node.children[entry * 2 + 1]
                } else if let merged = member(named: token, in: current) {
                    throw fail(
                        pointer,
                        "comes from a merge key (<<) of \(anchorName(holding: merged).map { "the node anchored &\($0)" } ?? "another mapping"), which is not edited here"
                    )
                } else {
                    throw fail(pointer, "no member '\(token)'")
                }
            case .sequence:
                guard let index = JSONPointer.index(token), index < node.children.count else {
                    throw fail(pointer, "no item \(token)")
                }
                current = node.children[index]
            default: throw fail(pointer, "no such place in the file")
            }
            try checkNotShared(current, pointer)
        }
        return current
    }

    /// Refuses a node reached through an alias, or anchored and named by aliases.
    private func checkNotShared(_ index: Int, _ pointer: JSONPointer) throws(DocumentError) {
        let node = nodes[index]
        if node.kind == .alias {
            throw fail(
                pointer,
                "is reached through the alias *\(node.text); the node anchored &\(node.text) is shared, so it is not edited here"
            )
        }
        if let anchor = shared[index] {
            throw fail(
                pointer,
                "is in the node anchored &\(anchor), which aliases share; an edit would change them all")
        }
    }

    /// Refuses a change of a node that holds an anchor aliases name.
    private func checkUnshared(_ index: Int, _ pointer: JSONPointer) throws(DocumentError) {
        var stack = [index]
        while let current = stack.popLast() {
            if let anchor = shared[current] {
                throw fail(
                    pointer,
                    "\(current == index ? "is" : "holds") the node anchored &\(anchor), which aliases share; an edit would change them all"
                )
            }
            if nodes[current].kind != .alias { stack.append(contentsOf: nodes[current].children) }
        }
    }

    /// The anchor of the node a merged member comes from, if an anchored mapping holds it.
    private func anchorName(holding member: Int) -> String? {
        for node in nodes where node.kind == .mapping && node.anchor != nil {
            if node.children.contains(member) { return node.anchor }
        }
        return nil
    }

    // MARK: - Layout

    var lineBreak: String { text.lineBreak }

    private func spaces(_ count: Int) -> String { String(repeating: " ", count: max(count, 0)) }

    /// One level of indentation: the first nested block mapping's, else two spaces.
    private var indentUnit: Int {
        for node in nodes where node.kind == .mapping && node.style == .block {
            for entry in 0..<node.children.count / 2 {
                let value = nodes[node.children[entry * 2 + 1]]
                if value.kind == .mapping, value.style == .block, value.column > node.column {
                    return value.column - node.column
                }
            }
        }
        return 2
    }

    /// How far a list under a key is indented past the key: the file's first such list's, else
    /// one level.
    private var sequenceIndent: Int {
        for node in nodes where node.kind == .mapping && node.style == .block {
            for entry in 0..<node.children.count / 2 {
                let value = nodes[node.children[entry * 2 + 1]]
                if value.kind == .sequence, value.style == .block, value.column >= node.column {
                    let (keyLine, _) = text.place(of: node.entryStarts[entry])
                    let (valueLine, _) = text.place(of: value.start)
                    if valueLine > keyLine { return value.column - node.column }
                }
            }
        }
        return indentUnit
    }

    /// The offset after the line break ending the line that holds `offset`, and whether the text
    /// ends there without one.
    private func lineEnd(after offset: Int) -> (offset: Int, unterminated: Bool) {
        var index = offset
        let bytes = text.bytes
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        if index < bytes.count { return (index + 1, false) }
        return (bytes.count, true)
    }

    private func lineStart(of offset: Int) -> Int {
        var start = offset
        while start > 0, text.bytes[start - 1] != 0x0A { start -= 1 }
        return start
    }

    /// Whether only blanks come before `offset` on its line.
    private func startsLine(_ offset: Int) -> Bool {
        text.bytes[lineStart(of: offset)..<offset].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    // MARK: - Writing values

    /// A key, plain where that is safe.
    private func key(_ name: String, flow: Bool) -> String {
        YAMLScalars.render(.string(name), style: .plain, flow: flow) ?? YAMLScalars.doubleQuoted(name)
    }

    /// `value` as block YAML whose first line starts at `column` (the caller writes what is
    /// before it) and whose other lines are indented to `column`.
    func block(_ value: JSONValue, column: Int) -> String {
        switch value {
        case .object(let object) where object.count > 0:
            return object.members.enumerated().map { offset, member in
                (offset == 0 ? "" : spaces(column)) + key(member.key, flow: false) + ":"
                    + afterColon(member.value, column: column)
            }
            .joined(separator: lineBreak)
        case .array(let array) where !array.isEmpty:
            return array.enumerated().map { offset, item in
                (offset == 0 ? "" : spaces(column)) + "-" + afterDash(item, column: column)
            }
            .joined(separator: lineBreak)
        default: return YAMLScalars.render(value, style: .plain, flow: false) ?? "null"
        }
    }

    /// What follows a key's `:` in a block mapping at `column`.
    private func afterColon(_ value: JSONValue, column: Int) -> String {
        switch value {
        case .object(let object) where object.count > 0:
            return lineBreak + spaces(column + indentUnit) + block(value, column: column + indentUnit)
        case .array(let array) where !array.isEmpty:
            return lineBreak + spaces(column + sequenceIndent) + block(value, column: column + sequenceIndent)
        default: return " " + block(value, column: column)
        }
    }

    /// What follows an item's `-` in a block sequence at `column`.
    private func afterDash(_ value: JSONValue, column: Int) -> String {
        " " + block(value, column: column + 2)
    }

    /// `value` as flow YAML.
    func flow(_ value: JSONValue, style: YAMLNode.Style = .plain) -> String {
        switch value {
        case .object(let object) where object.count > 0:
            return "{"
                + object.members.map { key($0.key, flow: true) + ": " + flow($0.value) }.joined(
                    separator: ", ") + "}"
        case .array(let array) where !array.isEmpty:
            return "[" + array.map { flow($0) }.joined(separator: ", ") + "]"
        default: return YAMLScalars.render(value, style: style, flow: true) ?? "null"
        }
    }

    /// `string` as a literal block scalar (`|` or `|-`) with its lines at `indent`, or `nil`
    /// when a literal cannot hold it as it is; `folded`: a folded one (`>`, `>-`) when the text
    /// is one line, which folding leaves as it is.
    private func literal(_ string: String, indent: Int, folded: Bool = false) -> String? {
        guard !string.isEmpty, !string.hasSuffix("\n\n"), let first = string.unicodeScalars.first,
            first != " ",
            first != "\t", first != "\n",
            !string.unicodeScalars.contains(where: {
                ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || $0.value == 0x7F || $0 == "\u{85}"
                    || $0 == "\u{2028}" || $0 == "\u{2029}" || $0 == "\u{FEFF}"
            })
        else { return nil }
        let clipped = string.hasSuffix("\n")
        let body = clipped ? String(string.dropLast()) : string
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
        if folded, lines.count == 1 {
            return (clipped ? ">" : ">-") + lineBreak + spaces(indent) + body
        }
        return (clipped ? "|" : "|-")
            + lines.map { lineBreak + ($0.isEmpty ? "" : spaces(indent) + $0) }.joined()
    }

    /// The column of the block collection holding a node's place.
    private func column(of place: Place) -> Int {
        switch place {
        case .root: 0
        case .value(let mapping, _): nodes[mapping].column
        case .item(let sequence, let index): text.place(of: nodes[sequence].entryStarts[index]).column - 1
        }
    }

    /// The splice that puts `newValue` in place of node `index`.
    private func replace(_ index: Int, at place: Place, with newValue: JSONValue, pointer: JSONPointer)
        throws(DocumentError)
        -> DocumentSplice
    {
        let node = nodes[index]
        if node.inFlow {
            let style = node.kind == .scalar ? node.style : .plain
            return DocumentSplice(
                node.start..<node.end, properties(of: node, for: newValue) + flow(newValue, style: style))
        }
        let collection = newValue.isContainer
        if node.style == .flow, collection || newValue.arrayValue != nil || newValue.objectValue != nil {
            // A flow collection stays one.
            return DocumentSplice(node.contentStart..<node.end, flow(newValue))
        }
        // Where the replacement starts: a collection, or a value replacing one, starts after
        // its key's `:` or its item's `-`.
        var start = node.contentStart
        var prefix = ""
        let props = properties(of: node, for: newValue)
        if node.tag != nil && YAMLConverter.coreTag(node.tag) != nil || node.kind == .alias {
            start = node.start
            prefix = props
        }
        if collection || node.kind != .scalar || node.isEmpty || node.kind == .alias {
            switch place {
            case .root:
                start = node.start
                let column = node.style == .block ? node.column : 0
                return DocumentSplice(start..<node.end, props + block(newValue, column: column))
            case .value(let mapping, let entry):
                let colon = nodes[mapping].colons[entry]
                guard colon >= 0 else { throw fail(pointer, "this entry's value cannot be written in place") }
                let column = nodes[mapping].column
                let value: String
                if collection {
                    var inner = column + (newValue.arrayValue != nil ? sequenceIndent : indentUnit)
                    if node.style == .block, node.kind == newValue.kind { inner = node.column }
                    value = lineBreak + spaces(inner) + block(newValue, column: inner)
                } else {
                    value = " " + block(newValue, column: column)
                }
                let propsText = props.isEmpty ? "" : " " + props.dropLast()
                return DocumentSplice(colon + 1..<max(node.end, colon + 1), propsText + value)
            case .item(let sequence, let item):
                let dash = nodes[sequence].entryStarts[item]
                let column = column(of: place)
                return DocumentSplice(
                    dash + 1..<max(node.end, dash + 1), " " + props + block(newValue, column: column + 2))
            }
        }
        // A scalar in place of a scalar, in its style where the value allows it.
        if node.style == .literal || node.style == .folded, case .string(let string) = newValue,
            let written = literal(
                string, indent: max(node.column, column(of: place) + indentUnit),
                folded: node.style == .folded)
        {
            return DocumentSplice(start..<node.end, prefix + written)
        }
        let style = node.style == .literal || node.style == .folded ? YAMLNode.Style.plain : node.style
        let written = YAMLScalars.render(newValue, style: style, flow: false) ?? "null"
        return DocumentSplice(start..<node.end, prefix + written)
    }

    /// The properties a node keeps when its value changes: its anchor, and an application's
    /// tag (a core tag such as `!!str` goes: the new value is written as what it is).
    private func properties(of node: YAMLNode, for newValue: JSONValue) -> String {
        var text = ""
        if let anchor = node.anchor { text += "&" + anchor + " " }
        if let tag = node.tag, YAMLConverter.coreTag(tag) == nil { text += tag + " " }
        return text
    }

    // MARK: - Members and items

    private func addMember(_ name: String, _ value: JSONValue, to mapping: Int, pointer: JSONPointer)
        throws(DocumentError)
        -> DocumentSplice
    {
        let node = nodes[mapping]
        if node.style == .flow { return addFlow(key(name, flow: true) + ": " + flow(value), to: mapping) }
        let (offset, unterminated) = lineEnd(after: node.end)
        let member =
            spaces(node.column) + key(name, flow: false) + ":" + afterColon(value, column: node.column)
        if unterminated { return DocumentSplice(offset..<offset, lineBreak + member) }
        return DocumentSplice(offset..<offset, member + lineBreak)
    }

    private func append(_ value: JSONValue, to sequence: Int) -> DocumentSplice {
        let node = nodes[sequence]
        if node.style == .flow { return addFlow(flow(value), to: sequence) }
        let column = column(of: .item(sequence: sequence, index: 0))
        let (offset, unterminated) = lineEnd(after: node.end)
        let item = spaces(column) + "-" + afterDash(value, column: column)
        if unterminated { return DocumentSplice(offset..<offset, lineBreak + item) }
        return DocumentSplice(offset..<offset, item + lineBreak)
    }

    private func insert(_ value: JSONValue, before index: Int, in sequence: Int) -> DocumentSplice {
        let node = nodes[sequence]
        let start = node.entryStarts[index]
        if node.style == .flow {
            let separator =
                multiline(node) ? "," + lineBreak + spaces(text.place(of: start).column - 1) : ", "
            return DocumentSplice(start..<start, flow(value) + separator)
        }
        let column = column(of: .item(sequence: sequence, index: index))
        let item = "-" + afterDash(value, column: column)
        if startsLine(start) {
            let line = lineStart(of: start)
            return DocumentSplice(line..<line, spaces(column) + item + lineBreak)
        }
        return DocumentSplice(start..<start, item + lineBreak + spaces(column))
    }

    /// Whether a flow collection's entries are on lines of their own.
    private func multiline(_ node: YAMLNode) -> Bool {
        guard let first = node.entryStarts.first else { return false }
        return text.bytes[node.start..<first].contains(0x0A)
    }

    /// Adds an entry after a flow collection's last.
    private func addFlow(_ entry: String, to collection: Int) -> DocumentSplice {
        let node = nodes[collection]
        let close = node.end - 1
        guard let lastEnd = lastEntryEnd(of: node) else {
            return DocumentSplice(node.start + 1..<close, entry)
        }
        if multiline(node), let first = node.entryStarts.first {
            return DocumentSplice(
                lastEnd..<lastEnd, "," + lineBreak + spaces(text.place(of: first).column - 1) + entry)
        }
        return DocumentSplice(lastEnd..<lastEnd, ", " + entry)
    }

    private func entryEnd(of node: YAMLNode, _ entry: Int) -> Int {
        if node.kind == .mapping {
            let key = nodes[node.children[entry * 2]]
            let value = nodes[node.children[entry * 2 + 1]]
            return max(key.end, value.end, node.colons[entry] + 1)
        }
        return nodes[node.children[entry]].end
    }

    private func lastEntryEnd(of node: YAMLNode) -> Int? {
        let count = node.kind == .mapping ? node.children.count / 2 : node.children.count
        return count == 0 ? nil : entryEnd(of: node, count - 1)
    }

    private func removeEntry(_ entry: Int, from mapping: Int) throws(DocumentError) -> DocumentSplice {
        removeEntry(entry, of: nodes[mapping], count: nodes[mapping].children.count / 2)
    }

    private func removeItem(_ index: Int, from sequence: Int) -> DocumentSplice {
        removeEntry(index, of: nodes[sequence], count: nodes[sequence].children.count)
    }

    /// Removes entry `entry` of a collection of `count`: its lines in block style, the entry
    /// and a comma in flow style; the only entry leaves `{}` or `[]`.
    private func removeEntry(_ entry: Int, of node: YAMLNode, count: Int) -> DocumentSplice {
        let empty = node.kind == .mapping ? "{}" : "[]"
        let start = node.entryStarts[entry]
        let end = max(entryEnd(of: node, entry), start + 1)
        if node.style == .flow {
            if count == 1 { return DocumentSplice(node.start..<node.end, empty) }
            if entry + 1 < count { return DocumentSplice(start..<node.entryStarts[entry + 1], "") }
            return DocumentSplice(entryEnd(of: node, entry - 1)..<end, "")
        }
        if count == 1 {
            // The only entry: an empty flow collection, after its key's `:` or its item's `-`
            // when only blanks and line breaks are between (a `[]` at a key's column is no value).
            var before = node.contentStart
            while before > text.start, [0x20, 0x09, 0x0A, 0x0D].contains(text.bytes[before - 1]) {
                before -= 1
            }
            if before > text.start, before < node.contentStart,
                text.bytes[before - 1] == UInt8(ascii: ":") || text.bytes[before - 1] == UInt8(ascii: "-")
            {
                return DocumentSplice(before..<node.end, " " + empty)
            }
            return DocumentSplice(node.contentStart..<node.end, empty)
        }
        guard startsLine(start) else {
            // The first entry of a compact collection (`- a: 1`): the next entry takes its place.
            return DocumentSplice(start..<(entry + 1 < count ? node.entryStarts[entry + 1] : end), "")
        }
        let line = lineStart(of: start)
        let (after, unterminated) = lineEnd(after: end)
        if unterminated, line > 0 {
            // The last line goes: the line break before it goes too, as the file had none at its end.
            let breakStart = line >= 2 && text.bytes[line - 2] == 0x0D ? line - 2 : line - 1
            return DocumentSplice(breakStart..<after, "")
        }
        return DocumentSplice(line..<after, "")
    }
}

extension JSONValue {
    fileprivate var kind: YAMLNode.Kind {
        switch self {
        case .object: .mapping
        case .array: .sequence
        default: .scalar
        }
    }
}
