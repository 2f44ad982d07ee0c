/// A form's typed answers, in form order, keyed by row key: what ``Form/answers(includingSecure:)``
/// returns, ``decode(_:)`` fills an app's `Decodable` type from, and ``json`` writes.
///
/// Only rows whose `visibleWhen` conditions hold, and that hold a value of their own, answer:
/// hidden rows, plain rows that only summarise their children, options (their picker answers),
/// and unset or empty text, dates and single pickers are absent — so an optional property of a
/// `Decodable` type is `nil` for them. An editable list answers as one ``Answer/items(_:)`` under
/// its list key (its template's key), even when empty.
///
/// ```swift
/// let answers = form.answers()
/// answers["firstName"]          // .string("Ada")
/// answers.json                  // {"firstName":"Ada", …}
/// ```
public struct Answers: Hashable, Sendable {
    /// One answer and the key it is given under.
    public struct Entry: Hashable, Sendable {
        /// The row's key, or an editable list's key.
        public var key: RowKey
        /// The answer.
        public var answer: Answer

        /// Creates an entry.
        package init(key: RowKey, answer: Answer) {
            self.key = key
            self.answer = answer
        }
    }

    /// The answers in form order.
    public var entries: [Entry]

    /// Creates answers from entries in the order given.
    package init(_ entries: [Entry] = []) {
        self.entries = entries
    }

    /// The keys that have an answer, in form order.
    package var keys: [RowKey] { entries.map(\.key) }

    /// The answer given under `key`, or `nil` when there is none.
    /// - Complexity: O(n) in the number of answers.
    public subscript(key: RowKey) -> Answer? {
        entries.first { $0.key == key }?.answer
    }
}

extension Answers: Encodable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Encodes one object, each key with its answer (an encoder may reorder the keys; ``json``
    /// keeps form order).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for entry in entries {
            try container.encode(entry.answer, forKey: Key(stringValue: entry.key.rawValue))
        }
    }
}
