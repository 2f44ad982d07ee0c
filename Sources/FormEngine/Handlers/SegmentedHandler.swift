import Foundation

/// `segmented` rows: inline choices, found by key first and then by title (ignoring case).
enum SegmentedHandler {
    static func choice(named text: String, among choices: [Choice]) -> Choice? {
        let trimmed = text.trimmedOfSpaces
        return choices.first { $0.key.rawValue == trimmed }
            ?? choices.first { $0.title.compare(trimmed, options: .caseInsensitive) == .orderedSame }
    }
}
