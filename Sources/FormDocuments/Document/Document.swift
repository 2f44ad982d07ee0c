import Foundation

/// A configuration file read into the one value model, ``JSONValue``, that writes edits back by
/// changing only the edited member's own bytes.
///
/// Comments, blank lines, member order, indentation, quoting, line endings, a byte-order mark
/// and the final newline stay as they were; ``data`` with no edit is the input, byte for byte,
/// and ``isChanged`` says whether a save has anything to write.
///
/// ```swift
/// var document = try Document(data: Data("{\"a\": 1 // one\n}".utf8), format: .jsonc, file: "a.jsonc")
/// try document.apply(.set(["a"], .number(JSONNumber(2))))
/// // document.data is "{\"a\": 2 // one\n}"
/// ```
package struct Document: Sendable {
    /// The format the bytes are read as.
    package let format: DocumentFormat
    /// The options the bytes were read with.
    package let options: DocumentOptions
    private var text: SourceText
    private var syntax: any DocumentSyntax
    private let original: [UInt8]

    /// Reads `data` as `format`.
    /// - Throws: ``DocumentError`` with the file, line and column of the first problem.
    /// - Complexity: O(*n*) in the size of `data`.
    package init(
        data: Data, format: DocumentFormat, file: String, options: DocumentOptions = DocumentOptions()
    )
        throws(DocumentError)
    {
        try self.init(bytes: [UInt8](data), format: format, file: file, options: options)
    }

    /// Reads `bytes` as `format`.
    package init(
        bytes: [UInt8], format: DocumentFormat, file: String, options: DocumentOptions = DocumentOptions()
    )
        throws(DocumentError)
    {
        self.format = format
        self.options = options
        text = try SourceText(bytes: bytes, file: file, options: options)
        syntax = try Self.read(text, format: format, options: options)
        original = bytes
    }

    /// The file's name as given.
    package var file: String { text.file }

    /// The value the document holds now.
    package var value: JSONValue { syntax.value }

    /// The bytes: the input with every edit spliced in.
    package var bytes: [UInt8] { text.bytes }

    /// ``bytes`` as `Data`.
    package var data: Data { Data(text.bytes) }

    /// Whether the bytes differ from the input: a save of an unchanged document writes nothing.
    package var isChanged: Bool { text.bytes != original }

    /// The line and column where the value at `pointer` is written, or `nil` when it is not
    /// written in the file.
    package func position(of pointer: JSONPointer) -> (line: Int, column: Int)? {
        guard let range = syntax.range(of: pointer) else { return nil }
        return text.place(of: range.lowerBound)
    }

    /// The bytes where the value at `pointer` is written, or `nil` when it is not written in
    /// the file (what each format calls a value's bytes: its syntax's `range(of:)`).
    package func range(of pointer: JSONPointer) -> Range<Int>? { syntax.range(of: pointer) }

    /// The line and column of byte `offset`.
    package func place(of offset: Int) -> (line: Int, column: Int) { text.place(of: offset) }

    /// Makes `edit`, changing only the edited member's bytes.
    ///
    /// The new text is read again and must hold exactly the edited value; if it does not, or the
    /// format cannot write the edit, nothing changes and the error says why.
    /// - Throws: ``DocumentError``: the pointer names nothing, or the edit cannot be written here.
    /// - Complexity: O(*n*): the new text is read once.
    package mutating func apply(_ edit: DocumentEdit) throws(DocumentError) {
        let expected = try Self.edited(syntax.value, by: edit, file: text.file)
        let splices = try syntax.splices(for: edit).sorted { $0.range.lowerBound > $1.range.lowerBound }
        var bytes = text.bytes
        var previousStart = Int.max
        for splice in splices {
            guard splice.range.upperBound <= previousStart, splice.range.upperBound <= bytes.count else {
                throw DocumentError(
                    file: text.file, message: "internal: overlapping edits at \(edit.pointer)")
            }
            bytes.replaceSubrange(splice.range, with: splice.bytes)
            previousStart = splice.range.lowerBound
        }
        let newText: SourceText
        let newSyntax: any DocumentSyntax
        do {
            newText = try SourceText(bytes: bytes, file: text.file, options: options)
            newSyntax = try Self.read(newText, format: format, options: options)
        } catch {
            throw DocumentError(
                file: text.file,
                message:
                    "cannot write the change at \(Self.describe(edit.pointer)) as \(format): \(error.message)"
            )
        }
        guard newSyntax.value == expected,
            !type(of: newSyntax).keepsMemberOrder || Self.sameOrder(newSyntax.value, expected)
        else {
            throw DocumentError(
                file: text.file,
                message:
                    "cannot write the change at \(Self.describe(edit.pointer)) as \(format) keeping the file's layout"
            )
        }
        text = newText
        syntax = newSyntax
    }

    /// Changes the document to hold `newValue`, with the fewest member and item edits: members
    /// set, added or removed one by one, items of arrays of the same length edited in place.
    /// - Throws: ``DocumentError`` when an edit cannot be written.
    package mutating func update(to newValue: JSONValue) throws(DocumentError) {
        var edits: [DocumentEdit] = []
        Self.differences(from: syntax.value, to: newValue, at: JSONPointer(), into: &edits)
        for edit in edits { try apply(edit) }
    }

    // MARK: - Reading

    private static func read(_ text: SourceText, format: DocumentFormat, options: DocumentOptions)
        throws(DocumentError) -> any DocumentSyntax
    {
        switch format {
        case .json: try JSONSyntax(text: text, options: options)
        case .jsonc: try JSONSyntax(text: text, options: options, comments: true)
        case .yaml: try YAMLSyntax(text: text, options: options)
        case .toml: try TOMLSyntax(text: text, options: options)
        }
    }

    static func describe(_ pointer: JSONPointer) -> String {
        pointer.isRoot ? "the root" : pointer.description
    }

    // MARK: - Edits on values

    /// `value` with `edit` made, or an error when the pointer names nothing that can be edited.
    static func edited(_ value: JSONValue, by edit: DocumentEdit, file: String) throws(DocumentError)
        -> JSONValue
    {
        let tokens = edit.pointer.tokens
        guard let last = tokens.last else {
            switch edit {
            case .set(_, let newValue): return newValue
            default:
                throw DocumentError(file: file, message: "the root cannot be removed, renamed or inserted")
            }
        }
        func fail(_ message: String) -> DocumentError {
            DocumentError(file: file, message: "\(describe(edit.pointer)): \(message)")
        }
        func change(_ current: JSONValue, _ depth: Int) throws(DocumentError) -> JSONValue {
            let token = tokens[depth]
            if depth < tokens.count - 1 {
                switch current {
                case .object(var object):
                    guard let member = object[token] else { throw fail("no member '\(token)'") }
                    object.set(token, try change(member, depth + 1))
                    return .object(object)
                case .array(var array):
                    guard let index = JSONPointer.index(token), index < array.count else {
                        throw fail("no item \(token)")
                    }
                    array[index] = try change(array[index], depth + 1)
                    return .array(array)
                default: throw fail("\(current.typeName) has no members")
                }
            }
            switch (current, edit) {
            case (.object(var object), .set(_, let newValue)),
                (.object(var object), .insert(_, let newValue)):
                object.set(last, newValue)
                return .object(object)
            case (.object(var object), .remove):
                guard object[last] != nil else { throw fail("no member '\(last)'") }
                object.remove(last)
                return .object(object)
            case (.object(let object), .rename(_, let name)):
                guard object[last] != nil else { throw fail("no member '\(last)'") }
                guard object[name] == nil || name == last else {
                    throw fail("a member '\(name)' is there already")
                }
                return .object(JSONObject(object.members.map { ($0.key == last ? name : $0.key, $0.value) }))
            case (.array(var array), .set(_, let newValue)):
                let index = last == "-" ? array.count : JSONPointer.index(last)
                guard let index, index <= array.count else { throw fail("no item \(last)") }
                if index == array.count { array.append(newValue) } else { array[index] = newValue }
                return .array(array)
            case (.array(var array), .insert(_, let newValue)):
                let index = last == "-" ? array.count : JSONPointer.index(last)
                guard let index, index <= array.count else { throw fail("no item \(last)") }
                array.insert(newValue, at: index)
                return .array(array)
            case (.array(var array), .remove):
                guard let index = JSONPointer.index(last), index < array.count else {
                    throw fail("no item \(last)")
                }
                array.remove(at: index)
                return .array(array)
            case (.array, .rename): throw fail("an item has no name to change")
            default: throw fail("\(current.typeName) has no members")
            }
        }
        return try change(value, 0)
    }

    /// Whether objects list their members in the same order throughout (`==` ignores order).
    static func sameOrder(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a, b) {
        case (.object(let x), .object(let y)):
            guard x.count == y.count else { return false }
            for (left, right) in zip(x.members, y.members) {
                guard left.key.utf8.elementsEqual(right.key.utf8), sameOrder(left.value, right.value) else {
                    return false
                }
            }
            return true
        case (.array(let x), .array(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { sameOrder($0, $1) }
        default: return true
        }
    }

    static func differences(
        from old: JSONValue, to new: JSONValue, at pointer: JSONPointer, into edits: inout [DocumentEdit]
    ) {
        switch (old, new) {
        case (.object(let before), .object(let after)):
            for member in before.members where after[member.key] == nil {
                edits.append(.remove(pointer.appending(member.key)))
            }
            for member in after.members {
                if let previous = before[member.key] {
                    differences(
                        from: previous, to: member.value, at: pointer.appending(member.key), into: &edits)
                } else {
                    edits.append(.set(pointer.appending(member.key), member.value))
                }
            }
        case (.array(let before), .array(let after)) where before.count == after.count:
            for (index, (x, y)) in zip(before, after).enumerated() {
                differences(from: x, to: y, at: pointer.appending(index), into: &edits)
            }
        case (.array(let before), .array(let after))
        where after.count > before.count && Array(after.prefix(before.count)) == before:
            for index in before.count..<after.count {
                edits.append(.set(pointer.appending(index), after[index]))
            }
        case (.array(let before), .array(let after))
        where after.count < before.count && Array(before.prefix(after.count)) == after:
            for index in (after.count..<before.count).reversed() {
                edits.append(.remove(pointer.appending(index)))
            }
        default:
            // Equal by value is unchanged: `1.0` stays as written when the new value is `1`.
            if old != new { edits.append(.set(pointer, new)) }
        }
    }
}
