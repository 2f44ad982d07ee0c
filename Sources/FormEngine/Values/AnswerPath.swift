/// Where an answer is: its top-level key, then list positions and item fields
/// (`skill[1].title`).
struct AnswerPath: Hashable, Sendable {
    /// One step of a path.
    enum Component: Hashable, Sendable {
        /// A key of an object.
        case key(String)
        /// A 0-based position in an array.
        case index(Int)
    }

    /// The steps, the top-level key first.
    var components: [Component]

    /// The path of a decoder's coding path.
    init(_ codingPath: [any CodingKey]) {
        components = codingPath.map { key in key.intValue.map(Component.index) ?? .key(key.stringValue) }
    }

    /// The top-level key, when the path has one.
    var top: String? {
        guard case .key(let key)? = components.first else { return nil }
        return key
    }

    /// `key[1].field`.
    var path: String {
        var text = ""
        for component in components {
            switch component {
            case .key(let key): text += text.isEmpty ? key : ".\(key)"
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}
