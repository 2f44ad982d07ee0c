import Foundation

/// The tree ``Answers/decode(_:)`` reads: the answers as objects, arrays and scalars.
indirect enum AnswerNode: Sendable {
    /// An object: the answers themselves, or a list item.
    case object([String: AnswerNode])
    /// An array: a multiple picker's keys or a list's items.
    case array([AnswerNode])
    /// One answer that is not a list.
    case scalar(Answer)

    /// The tree of `answers`.
    init(_ answers: Answers) {
        self = .object(
            Dictionary(answers.entries.map { ($0.key.rawValue, AnswerNode($0.answer)) }) { first, _ in first }
        )
    }

    /// The tree of one answer.
    init(_ answer: Answer) {
        switch answer {
        case .strings(let keys): self = .array(keys.map { .scalar(.string($0)) })
        case .items(let items):
            self = .array(
                items.map { item in
                    var members: [String: AnswerNode] = [
                        "key": .scalar(.string(item.key.rawValue)), "title": .scalar(.string(item.title)),
                        "order": .scalar(.integer(item.order)),
                    ]
                    members["value"] = item.value.map(AnswerNode.init)
                    return .object(members)
                })
        default: self = .scalar(answer)
        }
    }

    /// What the node is, for an error message.
    var kindDescription: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .scalar(.string): return "a string"
        case .scalar(.integer), .scalar(.number): return "a number"
        case .scalar(.bool): return "a boolean"
        case .scalar(.date): return "a date"
        case .scalar: return "a list"
        }
    }
}
