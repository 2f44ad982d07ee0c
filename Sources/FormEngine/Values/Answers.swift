/// A form's typed answers, in form order, keyed by row key: what ``Form/answers(includingSecure:)``
/// returns, ``Form/decode(_:)`` fills an app's `Decodable` type from, and ``json`` writes.
///
/// Only rows whose `visibleWhen` conditions hold, and that hold a value of their own, answer:
/// hidden rows, plain rows that only summarise their children, options (their picker answers),
/// and unset or empty text, dates and single pickers are absent — so an optional property of a
/// `Decodable` type is `nil` for them. An editable list answers as one array of items under
/// its list key (its template's key), even when empty. Each row answers with the JSON, and
/// decodes into the Swift type, its kind gives:
///
/// | row | Swift | JSON |
/// |---|---|---|
/// | text, email, url, phone, password, textArea, file (not empty) | `String` | `"Ada"` |
/// | integer, stepper, duration (seconds) | `Int` | `42`, `5400` |
/// | decimal, slider | `Double` | `7` or `7.5` |
/// | date | `CalendarDate` | `"1990-03-12"` |
/// | time, dateTime | `String` | `"07:30"`, `"2026-12-01T09:30"` |
/// | switch, check | `Bool` | `true` |
/// | single picker, segmented | `String`, the chosen option's key | `"football"` |
/// | multiple picker | `[String]`, the chosen options' keys in the order chosen | `["english","french"]` |
/// | editable list | an array of `{key, title, order, value}` | `[{"key":"skill-1","title":"Swift","order":0,"value":3}]` |
///
/// `info`, `link` and `button` rows give no answer: they show or do what the descriptor says.
///
/// ```swift
/// form.answers().json                          // {"firstName":"Ada", …}
/// let profile = try form.decode(Profile.self)  // the same answers in the app's own type
/// ```
///
/// One row's value is ``Form/value(of:)``, or typed through ``FormController/field(_:as:)``.
public struct Answers: Hashable, Sendable {
    /// One answer and the key it is given under.
    package struct Entry: Hashable, Sendable {
        /// The row's key, or an editable list's key.
        package var key: RowKey
        /// The answer.
        package var answer: Answer

        /// Creates an entry.
        package init(key: RowKey, answer: Answer) {
            self.key = key
            self.answer = answer
        }
    }

    /// The answers in form order.
    package var entries: [Entry]

    /// Creates answers from entries in the order given.
    package init(_ entries: [Entry] = []) {
        self.entries = entries
    }

    /// The keys that have an answer, in form order.
    package var keys: [RowKey] { entries.map(\.key) }

    /// The answer given under `key`, or `nil` when there is none.
    /// - Complexity: O(n) in the number of answers.
    package subscript(key: RowKey) -> Answer? {
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
