/// TOML edits as splices, in the file's own layout:
///
/// - a scalar is set in place, in its string style where the new value allows (a literal
///   string stays literal unless the new text holds a `'`), its base for an integer, and a
///   date or time stays bare when the new string is one;
/// - a new key/value line goes after the table's last key/value line (before the blank lines
///   and comments ahead of the next header); a table made by dotted keys gets a dotted line
///   after its last; a table only named by the headers inside it gets a `[header]` of its own;
/// - a new table (a non-empty object) is a `[header]` section, and an array of tables `[[…]]`
///   sections, placed after the last section of the table they go into, a blank line before
///   each when the file separates its sections so; inside a table made by dotted keys they are
///   dotted lines; inside an inline table or an array, inline tables;
/// - an inline table or an array gains, loses and changes items as written: on one line, or one
///   item a line with its indentation and its trailing comma;
/// - a member goes with its line (or, a table, with its sections and the comments above them).
extension TOMLSyntax {
    private var lineBreak: String { text.lineBreak }
    private var bytes: [UInt8] { text.bytes }

    private func fail(_ pointer: JSONPointer, _ message: String) -> DocumentError {
        DocumentError(file: text.file, message: "\(Document.describe(pointer)): \(message)")
    }

    private func write(
        _ value: JSONValue, at pointer: JSONPointer, style: TOMLStyle = .none, leadingBreak: Bool = false
    )
        throws(DocumentError) -> String
    {
        do {
            return try TOMLWriter.inline(
                value, style: style, lineBreak: lineBreak, leadingBreak: leadingBreak)
        } catch {
            throw fail(pointer, error.message)
        }
    }

    func splices(for edit: DocumentEdit) throws(DocumentError) -> [DocumentSplice] {
        let pointer = edit.pointer
        do {
            return merged(try edits(for: edit))
        } catch let error as TOMLWriteError {
            throw fail(pointer, error.message)
        } catch let error as DocumentError {
            throw error
        } catch {
            throw fail(pointer, "\(error)")
        }
    }

    private func edits(for edit: DocumentEdit) throws(any Error) -> [DocumentSplice] {
        let pointer = edit.pointer
        guard let last = pointer.last, let parentPointer = pointer.parent else {
            guard case .set(_, .object(let object)) = edit else {
                throw fail(pointer, "a TOML document is a table: the root can only be set to an object")
            }
            let body = try TOMLWriter.body(object, path: "", lineBreak: lineBreak, blank: blankBeforeSections)
            return [DocumentSplice(text.start..<bytes.count, body)]
        }
        guard let chain = nodes(along: parentPointer), let parent = chain.last else {
            throw fail(pointer, "no such place in the file")
        }
        let node = model.nodes[parent]
        if case .remove = edit, node.kind == .table, node.keys.count == 1, node.child(last) != nil,
            !parentPointer.isRoot
        {
            // A table made by dotted keys or only named by headers would go with its last
            // member: it stays, empty.
            let vanishes: Bool
            switch node.origin {
            case .dotted, .implicit: vanishes = true
            default: vanishes = false
            }
            if vanishes { return try edits(for: .set(parentPointer, .object(JSONObject()))) }
        }
        switch node.kind {
        case .scalar:
            throw fail(pointer, "\(value[pointer: parentPointer]?.typeName ?? "a value") has no members")
        case .arrayOfTables: return try arrayOfTablesEdit(edit, last, parent, parentPointer)
        case .array: return try arrayEdit(edit, last, parent)
        case .table:
            if node.container != nil { return try inlineEdit(edit, last, container: parent, prefix: []) }
            if case .dotted(let statement, let container?, let segment) = node.origin,
                let names = model.nodes[container].container?.entries[statement].names
            {
                return try inlineEdit(edit, last, container: container, prefix: Array(names[...segment]))
            }
            return try tableEdit(edit, last, parent, parentPointer)
        }
    }

    // MARK: - Splices in order

    /// The splices sorted, overlapping removals joined, and an insertion at a removal's start
    /// made part of it.
    private func merged(_ splices: [DocumentSplice]) -> [DocumentSplice] {
        let sorted = splices.sorted {
            $0.range.lowerBound != $1.range.lowerBound
                ? $0.range.lowerBound < $1.range.lowerBound : $0.range.isEmpty && !$1.range.isEmpty
        }
        var result: [DocumentSplice] = []
        for splice in sorted {
            if var previous = result.last,
                splice.range.lowerBound < previous.range.upperBound
                    || (previous.range.isEmpty && splice.range.lowerBound == previous.range.lowerBound)
                    || (splice.range.isEmpty && splice.range.lowerBound == previous.range.upperBound
                        && !previous.range.isEmpty
                        && previous.bytes.isEmpty)
            {
                previous.range =
                    previous.range.lowerBound..<max(previous.range.upperBound, splice.range.upperBound)
                previous.bytes += splice.bytes
                result[result.count - 1] = previous
            } else {
                result.append(splice)
            }
        }
        return result
    }

    // MARK: - Lines

    private func lineStart(of offset: Int) -> Int {
        var start = offset
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        return start
    }

    private func indentation(ofLineAt offset: Int) -> String {
        let start = lineStart(of: offset)
        var end = start
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return text.string(start..<end)
    }

    /// Whether the line from `start` holds only spaces, or a comment when `comments`.
    private func isBlankLine(at start: Int, comments: Bool) -> Bool {
        var index = start
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        guard index < bytes.count else { return true }
        return bytes[index] == 0x0A || bytes[index] == 0x0D || (comments && bytes[index] == UInt8(ascii: "#"))
    }

    /// The start of the comment lines right above the line at `start` (none: `start`), and of
    /// the blank lines above those, not above `floor`.
    private func leadStart(of start: Int, floor: Int) -> (comments: Int, blank: Int) {
        var comments = start
        while comments > floor {
            let previous = lineStart(of: comments - 1)
            guard previous >= floor, isBlankLine(at: previous, comments: true),
                !isBlankLine(at: previous, comments: false)
            else { break }
            comments = previous
        }
        var blank = comments
        while blank > floor {
            let previous = lineStart(of: blank - 1)
            guard previous >= floor, isBlankLine(at: previous, comments: false) else { break }
            blank = previous
        }
        return (comments, blank)
    }

    /// Whether the text ends without a line break (and is not empty).
    private var lacksFinalBreak: Bool { bytes.count > text.start && bytes.last != 0x0A }

    /// Whether a blank line comes before the file's headers: before most of those that follow
    /// something (true when none does).
    var blankBeforeSections: Bool {
        var counted = 0
        var blank = 0
        for section in model.sections.dropFirst() {
            let lead = leadStart(of: section.lineStart, floor: text.start)
            guard lead.blank > text.start else { continue }
            counted += 1
            if lead.blank < lead.comments { blank += 1 }
        }
        return counted == 0 || blank * 2 >= counted
    }

    /// Lines (each ending in a line break) put in at `offset`: at the end of a text without a
    /// final line break, the break goes first instead.
    private func insertion(_ lines: String, at offset: Int) -> DocumentSplice {
        if offset == bytes.count, lacksFinalBreak, lines.hasSuffix(lineBreak) {
            return DocumentSplice(offset..<offset, lineBreak + String(lines.dropLast(lineBreak.count)))
        }
        return DocumentSplice(offset..<offset, lines)
    }

    /// A statement's line removed (a last line without a line break takes the break before it).
    private func removal(ofLine line: Range<Int>) -> DocumentSplice {
        if line.upperBound == bytes.count, lacksFinalBreak, line.lowerBound > text.start {
            let breakStart = line.lowerBound - lineBreak.utf8.count
            return DocumentSplice(max(breakStart, text.start)..<line.upperBound, "")
        }
        var end = line.upperBound
        if line.lowerBound == text.start {
            // The text's first line: the blank lines after it go too.
            while end < bytes.count, isBlankLine(at: end, comments: false), nextLine(after: end) > end {
                end = nextLine(after: end)
            }
        }
        return DocumentSplice(line.lowerBound..<end, "")
    }

    // MARK: - Tables of sections

    private func isPrefix(_ prefix: [String], of path: [String]) -> Bool {
        path.count >= prefix.count && zip(prefix, path).allSatisfy { $0.utf8.elementsEqual($1.utf8) }
    }

    /// The section indices whose table is at `path` or inside it.
    private func sections(under path: [String]) -> [Int] {
        model.sections.indices.filter { $0 > 0 && isPrefix(path, of: model.sections[$0].path) }
    }

    /// The bytes of section `index` and the comments right above its header, to the next
    /// section's (or the end of the text).
    private func region(ofSection index: Int) -> Range<Int> {
        let section = model.sections[index]
        let floor = model.sections[index - 1].contentEnd
        var start = leadStart(of: section.lineStart, floor: floor).blank
        var end = bytes.count
        if index + 1 < model.sections.count {
            let next = model.sections[index + 1]
            end = leadStart(of: next.lineStart, floor: section.contentEnd).blank
        }
        if start <= text.start {
            start = text.start
            while end < bytes.count, isBlankLine(at: end, comments: false), end < nextLine(after: end) {
                end = nextLine(after: end)
            }
        }
        return start..<max(start, end)
    }

    private func nextLine(after offset: Int) -> Int {
        var index = offset
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        return min(index + 1, bytes.count)
    }

    /// The splices that take out the member at `path`: its key/value lines and its sections.
    private func removals(of path: [String]) -> [DocumentSplice] {
        var splices = model.statements.filter { isPrefix(path, of: $0.path) }.map { removal(ofLine: $0.line) }
        splices += sections(under: path).map { DocumentSplice(region(ofSection: $0), "") }
        return splices
    }

    /// A header's names as written, `a.b` of `[a.b]`, for the table at `chain` (the nodes from
    /// the root).
    private func headerText(_ chain: [Int], _ pointer: JSONPointer) -> String {
        guard let node = chain.last else { return "" }
        if case .header(let index) = model.nodes[node].origin, index > 0 {
            let section = model.sections[index]
            if let first = section.segments.first, let last = section.segments.last {
                return text.string(first.lowerBound..<last.upperBound)
            }
        }
        var names: [String] = []
        for (offset, token) in pointer.tokens.enumerated()
        where model.nodes[chain[offset]].kind != .arrayOfTables {
            names.append(TOMLWriter.key(token))
        }
        return names.joined(separator: ".")
    }

    /// Where new sections of the table at `path` go: after its last section's key/value lines
    /// (the root's: at the end of the text).
    private func sectionInsertionPoint(_ path: [String]) -> Int {
        guard let last = sections(under: path).last else { return bytes.count }
        return model.sections[last].contentEnd
    }

    /// New sections written at `offset`, a blank line before them as the file has.
    private func newSections(_ body: String, at offset: Int) -> DocumentSplice {
        let blank = blankBeforeSections && offset > text.start
        return insertion((blank ? lineBreak : "") + body, at: offset)
    }

    /// The `[header]` or `[[header]]` sections of a member `value` at `path`.
    private func sectionText(_ value: JSONValue, header: String) throws(TOMLWriteError) -> String {
        let blank = blankBeforeSections
        switch value {
        case .object(let object):
            return try TOMLWriter.section(
                object, path: header, isArray: false, lineBreak: lineBreak, blank: blank)
        case .array(let array):
            var text: [String] = []
            for case .object(let object) in array {
                text.append(
                    try TOMLWriter.section(
                        object, path: header, isArray: true, lineBreak: lineBreak, blank: blank))
            }
            return text.joined(separator: blank ? lineBreak : "")
        default: return ""
        }
    }

    private func tableEdit(_ edit: DocumentEdit, _ name: String, _ table: Int, _ tablePointer: JSONPointer)
        throws(any Error) -> [DocumentSplice]
    {
        let pointer = edit.pointer
        let path = pointer.tokens
        let member = model.nodes[table].child(name)
        switch edit {
        case .set(_, let newValue), .insert(_, let newValue):
            guard let member else { return try add(name, newValue, to: table, tablePointer) }
            let node = model.nodes[member]
            if node.origin == .value, let statement = model.statements.first(where: { $0.node == member }) {
                let sections = TOMLWriter.isSectionTable(newValue) || TOMLWriter.isArrayOfTables(newValue)
                let inlineBefore = node.kind == .array || (node.kind == .table && node.container != nil)
                let dotted: Bool
                if case .dotted = model.nodes[table].origin { dotted = true } else { dotted = false }
                if sections, !inlineBefore, !dotted {
                    return [removal(ofLine: statement.line)]
                        + (try add(name, newValue, to: table, tablePointer))
                }
                let leadingBreak =
                    (node.style == .multilineBasic || node.style == .multilineLiteral)
                    && bytes[ifPresent: node.range.lowerBound + 3].map { $0 == 0x0A || $0 == 0x0D } == true
                return [
                    DocumentSplice(
                        node.range,
                        try write(newValue, at: pointer, style: node.style, leadingBreak: leadingBreak))
                ]
            }
            if case .header(let index) = node.origin, node.kind == .table,
                case .object(let object) = newValue,
                object.count > 0, let first = model.sections[index].segments.first,
                let last = model.sections[index].segments.last
            {
                // A `[header]` table set whole: its section is written again where it is, the
                // comments above it kept; its sub-tables' sections go.
                let section = model.sections[index]
                var body = try TOMLWriter.section(
                    object, path: text.string(first.lowerBound..<last.upperBound), isArray: false,
                    lineBreak: lineBreak, blank: blankBeforeSections)
                if section.contentEnd == bytes.count, lacksFinalBreak {
                    body = String(body.dropLast(lineBreak.count))
                }
                return [DocumentSplice(section.lineStart..<section.contentEnd, body)]
                    + sections(under: path).filter { $0 != index }.map {
                        DocumentSplice(region(ofSection: $0), "")
                    }
            }
            return removals(of: path) + (try add(name, newValue, to: table, tablePointer))
        case .remove:
            guard member != nil else { throw fail(pointer, "nothing there to remove") }
            return removals(of: path)
        case .rename(_, let newName):
            guard member != nil else { throw fail(pointer, "no member to rename") }
            let depth = path.count - 1
            let written = TOMLWriter.key(newName)
            var splices: [DocumentSplice] = []
            for statement in model.statements where isPrefix(path, of: statement.path) {
                let index = depth - statement.base.count
                if index >= 0 { splices.append(DocumentSplice(statement.segments[index], written)) }
            }
            for index in sections(under: path) {
                let section = model.sections[index]
                if let segment = section.depths.firstIndex(of: depth) {
                    splices.append(DocumentSplice(section.segments[segment], written))
                }
            }
            return splices
        }
    }

    /// A new member of a table of sections (the root, a `[header]`'s, a dotted key's, an
    /// implicit one, an array of tables' element).
    private func add(_ name: String, _ value: JSONValue, to table: Int, _ tablePointer: JSONPointer)
        throws(any Error) -> [DocumentSplice]
    {
        let node = model.nodes[table]
        let key = TOMLWriter.key(name)
        let isSections = TOMLWriter.isSectionTable(value) || TOMLWriter.isArrayOfTables(value)
        guard let chain = nodes(along: tablePointer) else {
            throw fail(tablePointer, "no such place in the file")
        }
        switch node.origin {
        case .dotted(let first, nil, let segment):
            let statement = model.statements[first]
            let names = Array(statement.names[...segment])
            let prefix = text.string(statement.key.lowerBound..<statement.segments[segment].upperBound) + "."
            let lastLine =
                model.statements.last {
                    $0.section == statement.section && $0.names.count > segment
                        && $0.base == statement.base && Array($0.names[...segment]) == names
                } ?? statement
            let indent = indentation(ofLineAt: lastLine.line.lowerBound)
            let separator = text.string(lastLine.key.upperBound..<lastLine.value.lowerBound)
            let lines: [String]
            if case .object(let object) = value, object.count > 0 {
                lines = try TOMLWriter.dottedLines(
                    object, prefix: prefix + key + ".", indent: indent, separator: separator,
                    lineBreak: lineBreak)
            } else {
                lines = [
                    indent + prefix + key + separator + (try write(value, at: tablePointer.appending(name)))
                ]
            }
            return [insertion(lines.map { $0 + lineBreak }.joined(), at: lastLine.line.upperBound)]
        case .root, .header:
            let sectionIndex: Int
            if case .header(let index) = node.origin { sectionIndex = index } else { sectionIndex = 0 }
            if isSections {
                let header = headerText(chain, tablePointer)
                let body = try sectionText(value, header: header.isEmpty ? key : header + "." + key)
                return [newSections(body, at: sectionInsertionPoint(tablePointer.tokens))]
            }
            let statements = model.statements.filter { $0.section == sectionIndex }
            let indent = statements.last.map { indentation(ofLineAt: $0.line.lowerBound) } ?? ""
            let separator =
                statements.last.map { text.string($0.key.upperBound..<$0.value.lowerBound) } ?? " = "
            let line =
                indent + key + separator + (try write(value, at: tablePointer.appending(name))) + lineBreak
            if sectionIndex == 0, statements.isEmpty {
                guard model.sections.count > 1 else { return [insertion(line, at: bytes.count)] }
                let header = model.sections[1].lineStart
                let lead = leadStart(of: header, floor: text.start)
                if lead.comments == text.start, header > text.start {
                    // The file's first comments (a `#:schema` line) stay first.
                    return [insertion(line + (blankBeforeSections ? lineBreak : ""), at: header)]
                }
                let offset = lead.blank < lead.comments ? lead.blank : lead.comments
                return [insertion(line, at: offset)]
            }
            return [insertion(line, at: model.sections[sectionIndex].contentEnd)]
        case .implicit:
            let header = headerText(chain, tablePointer)
            if isSections {
                let body = try sectionText(value, header: header + "." + key)
                return [newSections(body, at: sectionInsertionPoint(tablePointer.tokens))]
            }
            guard let first = sections(under: tablePointer.tokens).first else {
                throw fail(tablePointer, "no such place in the file")
            }
            let lead = leadStart(
                of: model.sections[first].lineStart, floor: model.sections[first - 1].contentEnd)
            let offset = lead.blank < lead.comments ? lead.blank : lead.comments
            let blank = blankBeforeSections
            let body =
                "[" + header + "]" + lineBreak + key + " = "
                + (try write(value, at: tablePointer.appending(name)))
                + lineBreak
            let before =
                blank && offset > text.start && !isBlankLine(at: lineStart(of: offset - 1), comments: false)
            return [
                insertion(
                    (before ? lineBreak : "") + body
                        + (blank && lead.blank == lead.comments ? lineBreak : ""), at: offset)
            ]
        case .dotted, .value:
            throw fail(tablePointer, "no such place in the file")
        }
    }

    // MARK: - Arrays of tables

    /// The sections of element `index` of the array of tables at `path`: its own, then its tables'.
    private func elementSections(_ path: [String], _ index: Int) -> [Int] {
        sections(under: path + [String(index)])
    }

    private func arrayOfTablesEdit(
        _ edit: DocumentEdit, _ token: String, _ array: Int, _ arrayPointer: JSONPointer
    )
        throws(any Error) -> [DocumentSplice]
    {
        let pointer = edit.pointer
        let count = model.nodes[array].children.count
        let path = arrayPointer.tokens
        let index = token == "-" ? count : JSONPointer.index(token)
        guard let index, index <= count, let chain = nodes(along: arrayPointer) else {
            throw fail(pointer, "no item \(token)")
        }
        var header = headerText(Array(chain.dropLast()), JSONPointer(Array(path.dropLast())))
        header = (header.isEmpty ? "" : header + ".") + TOMLWriter.key(path.last ?? "")
        if let first = elementSections(path, 0).first, let segments = model.sections[first].segments.first,
            let last = model.sections[first].segments.last
        {
            header = text.string(segments.lowerBound..<last.upperBound)
        }
        func element(_ value: JSONValue) throws(any Error) -> String {
            guard case .object(let object) = value else {
                throw fail(pointer, "an array of tables holds only tables, not \(value.typeName)")
            }
            return try TOMLWriter.section(
                object, path: header, isArray: true, lineBreak: lineBreak, blank: blankBeforeSections)
        }
        switch edit {
        case .set(_, let newValue) where index < count:
            let sections = elementSections(path, index)
            guard let first = sections.first, let last = sections.last else {
                throw fail(pointer, "no item \(token)")
            }
            let range = model.sections[first].lineStart..<model.sections[last].contentEnd
            var body = try element(newValue)
            if range.upperBound == bytes.count, lacksFinalBreak {
                body = String(body.dropLast(lineBreak.count))
            }
            return [DocumentSplice(range, body)]
        case .set(_, let newValue), .insert(_, let newValue):
            if index == count {
                guard let last = elementSections(path, count - 1).last else {
                    throw fail(pointer, "no item \(token)")
                }
                return [newSections(try element(newValue), at: model.sections[last].contentEnd)]
            }
            guard let first = elementSections(path, index).first else {
                throw fail(pointer, "no item \(token)")
            }
            let lead = leadStart(
                of: model.sections[first].lineStart, floor: model.sections[first - 1].contentEnd)
            return [
                DocumentSplice(
                    lead.comments..<lead.comments,
                    try element(newValue) + (blankBeforeSections ? lineBreak : ""))
            ]
        case .remove:
            guard index < count else { throw fail(pointer, "no item \(token)") }
            if count == 1 {
                // The last table goes: the array stays, empty, as a key/value line.
                guard let parent = chain.dropLast().last, let name = path.last else {
                    throw fail(pointer, "no item \(token)")
                }
                return try tableEdit(
                    .set(arrayPointer, .array([])), name, parent, JSONPointer(Array(path.dropLast())))
            }
            return elementSections(path, index).map { DocumentSplice(region(ofSection: $0), "") }
        case .rename: throw fail(pointer, "an item has no name to change")
        }
    }

    // MARK: - Inline tables and arrays

    /// The end of the line holding `offset` when only spaces, a comma or a comment follow it
    /// there, else `offset`.
    private func endOfLineAfter(_ offset: Int) -> Int {
        var index = offset
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A { return bytes[index - 1] == 0x0D ? index - 1 : index }
            if byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == UInt8(ascii: ",") {
                index += 1
            } else if byte == UInt8(ascii: "#") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else {
                return offset
            }
        }
        return offset
    }

    private func indentUnit(_ container: TOMLContainer) -> String {
        let outer = indentation(ofLineAt: container.open)
        if let first = container.entries.first {
            let inner = indentation(ofLineAt: first.value.lowerBound)
            if inner.count > outer.count, inner.hasPrefix(outer) {
                return String(inner.dropFirst(outer.count))
            }
        }
        return "    "
    }

    private func arrayEdit(_ edit: DocumentEdit, _ token: String, _ array: Int) throws(any Error)
        -> [DocumentSplice]
    {
        let pointer = edit.pointer
        guard let container = model.nodes[array].container else {
            throw fail(pointer, "no such place in the file")
        }
        let count = container.entries.count
        guard let index = token == "-" ? count : JSONPointer.index(token), index <= count else {
            throw fail(pointer, "no item \(token)")
        }
        switch edit {
        case .set(_, let newValue) where index < count:
            let item = model.nodes[container.entries[index].node]
            return [DocumentSplice(item.range, try write(newValue, at: pointer, style: item.style))]
        case .set(_, let newValue), .insert(_, let newValue):
            let body = try write(newValue, at: pointer)
            if index == count { return append(body, name: nil, to: container) }
            let entry = container.entries[index]
            let start = entry.value.lowerBound
            let previousEnd =
                index > 0 ? (container.entries[index - 1].comma.map { $0 + 1 } ?? start) : container.open + 1
            if text.string(previousEnd..<start).contains("\n") {
                return [DocumentSplice(start..<start, body + "," + lineBreak + indentation(ofLineAt: start))]
            }
            return [DocumentSplice(start..<start, body + ", ")]
        case .remove:
            guard index < count else { throw fail(pointer, "no item \(token)") }
            return remove(index, from: container)
        case .rename: throw fail(pointer, "an item has no name to change")
        }
    }

    /// An entry (`name = value`, or an item) after a container's last.
    private func append(_ body: String, name: String?, to container: TOMLContainer) -> [DocumentSplice] {
        let separator =
            container.entries.first.flatMap { entry in
                entry.key.map { text.string($0.upperBound..<entry.value.lowerBound) }
            }
            ?? " = "
        let entryText = (name.map { $0 + separator } ?? "") + body
        guard let last = container.entries.last else {
            let inner = container.open + 1..<container.close
            return [DocumentSplice(inner, container.isTable ? " " + entryText + " " : entryText)]
        }
        let lastStart = last.key?.lowerBound ?? last.value.lowerBound
        // An inline table stays on its line (TOML 1.0); an array one item a line stays so.
        if !container.isTable, text.string(container.open..<lastStart).contains("\n") {
            let indent = indentation(ofLineAt: lastStart)
            let lineEnd = endOfLineAfter(last.comma.map { $0 + 1 } ?? last.value.upperBound)
            if last.comma != nil {
                return [DocumentSplice(lineEnd..<lineEnd, lineBreak + indent + entryText + ",")]
            }
            let valueEnd = last.value.upperBound
            if lineEnd == valueEnd {
                return [DocumentSplice(valueEnd..<valueEnd, "," + lineBreak + indent + entryText)]
            }
            return [
                DocumentSplice(valueEnd..<valueEnd, ","),
                DocumentSplice(lineEnd..<lineEnd, lineBreak + indent + entryText),
            ]
        }
        if let comma = last.comma { return [DocumentSplice(comma + 1..<comma + 1, " " + entryText + ",")] }
        return [DocumentSplice(last.value.upperBound..<last.value.upperBound, ", " + entryText)]
    }

    /// Removes entry `index` with its comma, and its line when it has one to itself.
    private func remove(_ index: Int, from container: TOMLContainer) -> [DocumentSplice] {
        let entries = container.entries
        let entry = entries[index]
        let start = entry.key?.lowerBound ?? entry.value.lowerBound
        let end = entry.comma.map { $0 + 1 } ?? entry.value.upperBound
        let lineEnd = endOfLineAfter(end)
        let startsLine = bytes[lineStart(of: start)..<start].allSatisfy { $0 == 0x20 || $0 == 0x09 }
        let endsLine = lineEnd != end || bytes[ifPresent: end] == 0x0A || bytes[ifPresent: end] == 0x0D
        if entries.count == 1, !startsLine || !endsLine {
            return [DocumentSplice(container.open + 1..<container.close, "")]
        }
        if startsLine && endsLine {
            var splices = [DocumentSplice(lineStart(of: start)..<nextLine(after: lineEnd), "")]
            if entry.comma == nil, index > 0, let comma = entries[index - 1].comma {
                // The last item goes: the comma before it goes too, unless the file's items all trail one.
                splices.append(DocumentSplice(comma..<comma + 1, ""))
            }
            return splices
        }
        if entry.comma != nil, index + 1 < entries.count {
            let next = entries[index + 1]
            return [DocumentSplice(start..<(next.key?.lowerBound ?? next.value.lowerBound), "")]
        }
        if index > 0, let comma = entries[index - 1].comma { return [DocumentSplice(comma..<end, "")] }
        return [DocumentSplice(start..<end, "")]
    }

    /// An edit of a member of an inline table, or of a table made by dotted keys inside one
    /// (`prefix`: its names, from the inline table's).
    private func inlineEdit(_ edit: DocumentEdit, _ name: String, container table: Int, prefix: [String])
        throws(any Error) -> [DocumentSplice]
    {
        let pointer = edit.pointer
        guard let container = model.nodes[table].container else {
            throw fail(pointer, "no such place in the file")
        }
        let names = prefix + [name]
        let matching = container.entries.indices.filter { isPrefix(names, of: container.entries[$0].names) }
        let exact = matching.count == 1 && container.entries[matching[0]].names.count == names.count
        switch edit {
        case .set(_, let newValue), .insert(_, let newValue):
            if exact {
                let node = model.nodes[container.entries[matching[0]].node]
                return [DocumentSplice(node.range, try write(newValue, at: pointer, style: node.style))]
            }
            if matching.isEmpty {
                let prefixText =
                    prefix.isEmpty
                    ? ""
                    : container.entries.first { isPrefix(prefix, of: $0.names) }.map { entry in
                        text.string(
                            entry.segments[0].lowerBound..<entry.segments[prefix.count - 1].upperBound) + "."
                    } ?? prefix.map(TOMLWriter.key).joined(separator: ".") + "."
                return append(
                    try write(newValue, at: pointer), name: prefixText + TOMLWriter.key(name), to: container)
            }
        case .remove:
            if exact { return remove(matching[0], from: container) }
            guard !matching.isEmpty else { throw fail(pointer, "nothing there to remove") }
        case .rename(_, let newName):
            guard !matching.isEmpty else { throw fail(pointer, "no member to rename") }
            return matching.map {
                DocumentSplice(container.entries[$0].segments[names.count - 1], TOMLWriter.key(newName))
            }
        }
        // A table written with dotted keys inside an inline table, set or removed whole: the
        // inline table is written again.
        var tablePointer = pointer
        for _ in 0..<names.count { tablePointer = tablePointer.parent ?? tablePointer }
        guard let current = value[pointer: tablePointer] else {
            throw fail(pointer, "no such place in the file")
        }
        let relative = JSONPointer(names)
        let changed: JSONValue
        switch edit {
        case .set(_, let newValue):
            changed = try Document.edited(current, by: .set(relative, newValue), file: text.file)
        case .insert(_, let newValue):
            changed = try Document.edited(current, by: .insert(relative, newValue), file: text.file)
        case .remove: changed = try Document.edited(current, by: .remove(relative), file: text.file)
        case .rename(_, let newName):
            changed = try Document.edited(current, by: .rename(relative, to: newName), file: text.file)
        }
        return [DocumentSplice(model.nodes[table].range, try write(changed, at: tablePointer))]
    }
}
