/// TOML 1.0 as documents: the value, where each value is written, and edits written as a few
/// splices in the file's own style.
///
/// The value: tables and arrays of tables are objects and arrays; integers of every base are
/// numbers with a decimal literal (`0xff` is `255`), floats numbers with their literal less
/// `_` and `+`; `inf` and `nan` are refused at their place, as JSON cannot hold them. Dates and
/// times (offset and local date-times, dates, times) are strings, exactly as written: a space
/// or `t` between date and time, `z`, a fraction's digits stay, so the value shows what the file
/// says and a save that changes nothing writes nothing. (RFC 3339, and so `format: date-time`,
/// allows `t` and `z`; a space is TOML's own, which a strict checker may refuse.) A date or time
/// set to a string that is one stays bare; set to any other string it becomes a quoted string.
///
/// Where a value is (``range(of:)``): a value written after `=` or in an inline table or array:
/// its bytes; a table defined by a `[header]`: the header, `[a.b]`; an array of tables: its first
/// `[[header]]`, and each of its tables its own; a table only named by the headers inside it:
/// its name in the first such header; a table made by dotted keys: its name in the first key
/// naming it; the root: the whole text.
struct TOMLSyntax: DocumentSyntax {
    let value: JSONValue
    let text: SourceText
    let model: TOMLModel

    /// TOML writes a table's key/value lines before its sub-tables, so a new member cannot always
    /// come last in the value's member order: the value after an edit is compared regardless of it.
    static var keepsMemberOrder: Bool { false }

    init(text: SourceText, options: DocumentOptions) throws(DocumentError) {
        self.text = text
        let scanner = TOMLScanner(text: text, options: options)
        // The reader recurses once an inline level, and the value's building once a table's:
        // deep text is read, and a deep tree built, on a stack made for it.
        let model: TOMLModel
        let deepest: Int
        if BigStack.nesting(of: text.bytes) > BigStack.callerDepth {
            do {
                (model, deepest) = try BigStack.run {
                    var deep = scanner
                    try deep.document()
                    return (deep.model, deep.deepest)
                }
            } catch let error as DocumentError {
                throw error
            } catch {
                throw text.error("\(error)", at: text.start)
            }
        } else {
            var scanner = scanner
            try scanner.document()
            (model, deepest) = (scanner.model, scanner.deepest)
        }
        self.model = model
        if deepest > BigStack.callerDepth {
            let nodes = model.nodes
            do {
                value = try BigStack.run { Self.build(nodes, 0) }
            } catch {
                throw text.error("\(error)", at: text.start)
            }
        } else {
            value = Self.build(model.nodes, 0)
        }
    }

    private static func build(_ nodes: [TOMLNode], _ index: Int) -> JSONValue {
        let node = nodes[index]
        switch node.kind {
        case .scalar: return node.scalar
        case .array, .arrayOfTables: return .array(node.children.map { build(nodes, $0) })
        case .table:
            var members: [(String, JSONValue)] = []
            members.reserveCapacity(node.keys.count)
            for (key, child) in zip(node.keys, node.children) { members.append((key, build(nodes, child))) }
            return .object(JSONObject(members))
        }
    }

    // MARK: - Where values are

    /// The nodes from the root to the pointer's value, or `nil` when it names nothing.
    func nodes(along pointer: JSONPointer) -> [Int]? {
        var chain = [0]
        for token in pointer.tokens {
            guard let node = chain.last, let next = child(of: node, token) else { return nil }
            chain.append(next)
        }
        return chain
    }

    func child(of index: Int, _ token: String) -> Int? {
        let node = model.nodes[index]
        switch node.kind {
        case .table: return node.child(token)
        case .array, .arrayOfTables:
            guard let item = JSONPointer.index(token), item < node.children.count else { return nil }
            return node.children[item]
        case .scalar: return nil
        }
    }

    func range(of pointer: JSONPointer) -> Range<Int>? {
        guard let node = nodes(along: pointer)?.last else { return nil }
        return model.nodes[node].range
    }
}
