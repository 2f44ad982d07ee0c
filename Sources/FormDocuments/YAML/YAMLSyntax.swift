/// YAML 1.2 as documents: the value under the core schema, where each value is written, and
/// edits written as a few splices in the file's own style.
///
/// Reading: `null`/`~`/empty, `true`/`false` (in three capitalisations) and decimal, `0o` and
/// `0x` integers and floats are what the core schema says; everything else is a string (`yes`,
/// `on`, a timestamp). `!!str`, `!!int`, `!!float`, `!!bool` and `!!null` are honoured; an
/// application's own tag (`!Ref`) is kept in the text and its value read as if untagged. Aliases
/// are expanded up to ``DocumentOptions/maxAliasValues`` values. A `<<` key merges a mapping, or
/// a list of them, into its mapping as docker compose and GitLab CI read it: the mapping's own
/// keys win, then the earlier of the merged mappings; a merged key takes the place of the `<<`.
/// Of a stream of documents, ``DocumentOptions/documentIndex`` says which is the value; the
/// others are kept as they are.
struct YAMLSyntax: DocumentSyntax {
    let value: JSONValue
    let text: SourceText
    let options: DocumentOptions
    let nodes: [YAMLNode]
    let documents: [YAMLDocumentSpan]
    /// The chosen document's root, or -1 when the stream holds no document.
    let root: Int
    /// The anchored nodes that aliases of the chosen document name, with their anchors.
    let shared: [Int: String]

    init(text: SourceText, options: DocumentOptions) throws(DocumentError) {
        self.text = text
        self.options = options
        let result: (nodes: [YAMLNode], documents: [YAMLDocumentSpan], value: JSONValue, root: Int)
        do {
            result = try BigStack.run { () throws -> ([YAMLNode], [YAMLDocumentSpan], JSONValue, Int) in
                var parser = YAMLParser(text: text, options: options)
                try parser.parseStream()
                let index = options.documentIndex
                if parser.documents.isEmpty && index == 0 { return (parser.nodes, [], .null, -1) }
                guard index >= 0, index < parser.documents.count else {
                    throw DocumentError(
                        file: text.file,
                        message:
                            "the stream holds \(parser.documents.count) document\(parser.documents.count == 1 ? "" : "s"); there is no document \(index + 1)"
                    )
                }
                let root = parser.documents[index].root
                var converter = YAMLConverter(nodes: parser.nodes, text: text, budget: options.maxAliasValues)
                let value = try converter.convert(root).value
                return (parser.nodes, parser.documents, value, root)
            }
        } catch let error as DocumentError {
            throw error
        } catch {
            throw text.error("\(error)", at: text.start)
        }
        nodes = result.nodes
        documents = result.documents
        value = result.value
        root = result.root
        var shared: [Int: String] = [:]
        if root >= 0 {
            let span = result.documents[options.documentIndex]
            for node in result.nodes
            where node.kind == .alias && node.start >= span.start && node.start <= span.end {
                shared[node.target] = node.text
            }
        }
        self.shared = shared
    }

    // MARK: - Where values are

    /// The node an alias names, else the node.
    func resolved(_ index: Int) -> Int {
        var index = index
        while nodes[index].kind == .alias { index = nodes[index].target }
        return index
    }

    /// The mapping entry (its index) whose key is `name`, written in this mapping.
    func entry(named name: String, in mapping: Int) -> Int? {
        let node = nodes[mapping]
        var found: Int?
        for entry in 0..<node.children.count / 2 {
            let key = resolved(node.children[entry * 2])
            if nodes[key].kind == .scalar, nodes[key].text.utf8.elementsEqual(name.utf8),
                !isMergeKey(node.children[entry * 2])
            {
                found = entry
            }
        }
        return found
    }

    func isMergeKey(_ key: Int) -> Bool {
        let node = nodes[key]
        guard node.kind == .scalar, node.text == "<<" else { return false }
        return (node.style == .plain && node.tag == nil) || YAMLConverter.coreTag(node.tag) == "merge"
    }

    /// The member `name` of `mapping`: written there, or merged from a `<<`.
    func member(named name: String, in mapping: Int) -> Int? {
        if let entry = entry(named: name, in: mapping) { return nodes[mapping].children[entry * 2 + 1] }
        let node = nodes[mapping]
        for entry in 0..<node.children.count / 2 where isMergeKey(node.children[entry * 2]) {
            let source = resolved(node.children[entry * 2 + 1])
            let sources = nodes[source].kind == .sequence ? nodes[source].children.map(resolved) : [source]
            for source in sources where nodes[source].kind == .mapping {
                if let found = member(named: name, in: source) { return found }
            }
        }
        return nil
    }

    /// The node at `pointer`, through aliases and merges.
    func node(at pointer: JSONPointer) -> Int? {
        guard root >= 0 else { return nil }
        var current = root
        for token in pointer.tokens {
            current = resolved(current)
            switch nodes[current].kind {
            case .mapping:
                guard let next = member(named: token, in: current) else { return nil }
                current = next
            case .sequence:
                guard let index = JSONPointer.index(token), index < nodes[current].children.count else {
                    return nil
                }
                current = nodes[current].children[index]
            default: return nil
            }
        }
        return current
    }

    func range(of pointer: JSONPointer) -> Range<Int>? {
        guard let index = node(at: pointer) else { return nil }
        return nodes[index].start..<nodes[index].end
    }
}

/// Turns a document's nodes into its value: the core schema, tags, aliases within a budget,
/// merge keys, and keys that must be scalars and must differ.
struct YAMLConverter {
    let nodes: [YAMLNode]
    let text: SourceText
    let budget: Int
    /// Anchored nodes' values and sizes (values counted), made once.
    var cache: [Int: (value: JSONValue, size: Int)] = [:]
    var active: Set<Int> = []
    /// The values aliases have stood for so far.
    var expanded = 0

    init(nodes: [YAMLNode], text: SourceText, budget: Int) {
        self.nodes = nodes
        self.text = text
        self.budget = budget
    }

    /// `!!str` and `!<tag:yaml.org,2002:str>` are `str`; `!` is `!`; an application's tag is `nil`.
    static func coreTag(_ tag: String?) -> String? {
        guard let tag else { return nil }
        if tag == "!" { return "!" }
        if tag.hasPrefix("!!") { return String(tag.dropFirst(2)) }
        let prefix = "!<tag:yaml.org,2002:"
        if tag.hasPrefix(prefix), tag.hasSuffix(">") { return String(tag.dropFirst(prefix.count).dropLast()) }
        return nil
    }

    private func error(_ message: String, at node: Int) -> DocumentError {
        text.error(message, at: nodes[node].start)
    }

    mutating func convert(_ index: Int) throws(DocumentError) -> (value: JSONValue, size: Int) {
        let node = nodes[index]
        if node.kind == .alias {
            let target = node.target
            if active.contains(target) {
                throw error("the alias *\(node.text) is inside the node it names", at: index)
            }
            let result: (value: JSONValue, size: Int)
            if let cached = cache[target] { result = cached } else { result = try convert(target) }
            expanded += result.size
            if expanded > budget {
                throw error(
                    "aliases expand to more than \(budget) values (a \"billion laughs\" file?); refused",
                    at: index)
            }
            return result
        }
        if node.anchor != nil, let cached = cache[index] { return cached }
        active.insert(index)
        defer { active.remove(index) }
        let result: (value: JSONValue, size: Int)
        switch node.kind {
        case .scalar: result = (try scalar(index), 1)
        case .sequence:
            var array: [JSONValue] = []
            array.reserveCapacity(node.children.count)
            var size = 1
            for child in node.children {
                let item = try convert(child)
                array.append(item.value)
                size += item.size
            }
            result = (.array(array), size)
        case .mapping: result = try mapping(index)
        case .alias: result = (.null, 1)
        }
        if node.anchor != nil { cache[index] = result }
        return result
    }

    private func scalar(_ index: Int) throws(DocumentError) -> JSONValue {
        let node = nodes[index]
        let tag = Self.coreTag(node.tag)
        if tag == nil, node.style == .plain {
            switch YAMLScalars.resolvePlain(node.text) {
            case .value(let value): return value
            case .notFinite: throw error("\(node.text) is not a number JSON can hold", at: index)
            }
        }
        let text = node.text
        switch tag {
        case nil, "!", "str", "binary", "timestamp": return .string(text)
        case "int":
            guard let number = YAMLScalars.integer(text) else {
                throw error("!!int on '\(text)', not an integer", at: index)
            }
            return .number(number)
        case "float":
            if YAMLScalars.isNotFinite(text) {
                throw error("\(text) is not a number JSON can hold", at: index)
            }
            guard let number = YAMLScalars.integer(text) ?? YAMLScalars.float(text) else {
                throw error("!!float on '\(text)', not a number", at: index)
            }
            return .number(number)
        case "bool":
            guard let bool = YAMLScalars.bool(text) else {
                throw error("!!bool on '\(text)', not true or false", at: index)
            }
            return .bool(bool)
        case "null":
            guard YAMLScalars.isNull(text) else { throw error("!!null on '\(text)', not null", at: index) }
            return .null
        case "map":
            guard text.isEmpty, node.style == .plain else { throw error("!!map on a scalar", at: index) }
            return .object(JSONObject())
        case "seq":
            guard text.isEmpty, node.style == .plain else { throw error("!!seq on a scalar", at: index) }
            return .array([])
        default: return .string(text)
        }
    }

    /// A key's text: a scalar's, through an alias.
    private func keyText(_ key: Int) throws(DocumentError) -> String {
        var index = key
        while nodes[index].kind == .alias { index = nodes[index].target }
        guard nodes[index].kind == .scalar else {
            throw error("a key must be a scalar: a mapping or list as a key has no place in JSON", at: key)
        }
        return nodes[index].text
    }

    private mutating func mapping(_ index: Int) throws(DocumentError) -> (value: JSONValue, size: Int) {
        let node = nodes[index]
        var entries: [(key: String, merge: Bool, value: JSONValue)] = []
        var seen: [String: Int] = [:]
        var size = 1
        for entry in 0..<node.children.count / 2 {
            let keyIndex = node.children[entry * 2]
            let key = try keyText(keyIndex)
            let keyNode = nodes[keyIndex]
            let merge =
                keyNode.kind == .scalar && key == "<<"
                && ((keyNode.style == .plain && keyNode.tag == nil) || Self.coreTag(keyNode.tag) == "merge")
            if !merge {
                if let first = seen[key] {
                    let (line, _) = text.place(of: nodes[first].start)
                    throw error("the key '\(key)' is there already (line \(line))", at: keyIndex)
                }
                seen[key] = keyIndex
            }
            let value = try convert(node.children[entry * 2 + 1])
            size += value.size
            entries.append((key, merge, value.value))
        }
        var explicit: [String: JSONValue] = [:]
        for entry in entries where !entry.merge { explicit[entry.key] = entry.value }
        var object = JSONObject()
        for (offset, entry) in entries.enumerated() {
            guard entry.merge else {
                object.set(entry.key, entry.value)
                continue
            }
            let valueIndex = node.children[offset * 2 + 1]
            let sources: [JSONValue]
            switch entry.value {
            case .object: sources = [entry.value]
            case .array(let items): sources = items
            default: throw error("a merge key (<<) takes a mapping or a list of mappings", at: valueIndex)
            }
            for source in sources {
                guard case .object(let members) = source else {
                    throw error("a merge key (<<) takes a mapping or a list of mappings", at: valueIndex)
                }
                for member in members.members where object[member.key] == nil {
                    object.set(member.key, explicit[member.key] ?? member.value)
                    expanded += 1
                }
            }
            if expanded > budget {
                throw error(
                    "aliases expand to more than \(budget) values (a \"billion laughs\" file?); refused",
                    at: valueIndex)
            }
        }
        return (.object(object), size)
    }
}
