import Foundation

/// Filling an app's `Decodable` type from the answers.
extension Answers {
    /// Decodes `type` from the answers, each stored property by the row key of the same name
    /// (or its `CodingKeys` raw value):
    ///
    /// - text and option keys into `String`, `URL` or a `String`-backed enum, switches into
    ///   `Bool`, numbers into `Double`, `Decimal` or, when whole, any integer type;
    /// - a day into ``CalendarDate`` or into `Date`, as midnight UTC of that day (convert with a
    ///   UTC calendar to get the same day back);
    /// - a multiple picker into `[String]`, `Set<String>` or an array of enums; an editable list
    ///   into an array of a type with `key`, `title`, `order` and `value` (any of them);
    /// - a row with no answer (hidden, unset, empty text) into an optional property as `nil`.
    ///
    /// - Throws: ``FormError/invalidValue(_:reason:)`` whose location's key is the answer's
    ///   path (`age`, `skill[1].title`) and whose reason says what was expected and what was
    ///   found (`expected Int, found the number 7.5`), or that no answer has the key.
    package func decode<T: Decodable>(_ type: T.Type = T.self) throws(FormError) -> T {
        try decode(type) { Location(key: $0.path) }
    }

    /// Decodes `type`, placing a failure with `locate` (given the top-level key and the path).
    func decode<T: Decodable>(_ type: T.Type, locate: (AnswerPath) -> Location) throws(FormError) -> T {
        do {
            return try T(from: AnswerDecoder(node: AnswerNode(self), codingPath: []))
        } catch let error as DecodingError {
            let (path, reason) = describe(error)
            throw .invalidValue(locate(path), reason: reason)
        } catch {
            throw .invalidValue(Location(), reason: "the answers cannot be decoded: \(error)")
        }
    }

    /// Where a decoding error happened and what it says, in the form's words.
    private func describe(_ error: DecodingError) -> (AnswerPath, String) {
        switch error {
        case .typeMismatch(let type, let context):
            let path = AnswerPath(context.codingPath)
            return (path, "expected \(Self.name(of: type)), found \(found(at: path))")
        case .valueNotFound(let type, let context):
            return (AnswerPath(context.codingPath), "expected \(Self.name(of: type)), found no value")
        case .keyNotFound(let key, let context):
            let path = AnswerPath(context.codingPath + [key])
            let reason =
                path.components.count == 1
                ? "no answer (the row is unset, hidden by its condition, or not in the form); "
                    + "an optional property takes that"
                : "no '\(key.stringValue)' here"
            return (path, reason)
        case .dataCorrupted(let context):
            let path = AnswerPath(context.codingPath)
            let detail = context.debugDescription
            if detail.hasPrefix("expected") { return (path, detail) }
            return (path, "\(detail.prefix(1).lowercased())\(detail.dropFirst()) (found \(found(at: path)))")
        @unknown default:
            return (AnswerPath([]), "the answers cannot be decoded: \(error)")
        }
    }

    /// A few words on the answer at `path`, for an error message.
    private func found(at path: AnswerPath) -> String {
        guard let first = path.components.first, case .key(let key) = first,
            var answer = self[RowKey(key)]
        else { return "something else" }
        for component in path.components.dropFirst() {
            switch (answer, component) {
            case (.items(let items), .index(let index)) where items.indices.contains(index):
                answer = .items([items[index]])
            case (.items(let items), .key(let name)) where items.count == 1:
                let item = items[0]
                switch name {
                case "key": answer = .string(item.key.rawValue)
                case "title": answer = .string(item.title)
                case "order": answer = .integer(item.order)
                case "value":
                    guard let value = item.value else { return "no value" }
                    answer = value
                default: return "something else"
                }
            case (.strings(let keys), .index(let index)) where keys.indices.contains(index):
                answer = .string(keys[index])
            default: return "something else"
            }
        }
        switch answer {
        case .string(let text): return "the text \(JSONWriter.quoted(text))"
        case .integer(let number): return "the number \(number)"
        case .number(let number): return "the number \(Value.format(number))"
        case .bool(let flag): return "the boolean \(flag)"
        case .date(let day): return "the date \(day)"
        case .strings: return "a list of option keys"
        case .items(let items): return items.count == 1 ? "an item" : "a list of items"
        }
    }

    /// A type's name as an app wrote it (`Int`, `[String]`, `Date`).
    private static func name(of type: Any.Type) -> String {
        String(describing: type)
    }
}
