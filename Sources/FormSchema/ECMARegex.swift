import FormDocuments
import Foundation

/// An ECMA-262 pattern (what JSON Schema's `pattern` means) run by `NSRegularExpression` (ICU),
/// with what differs translated: `\d` and `\w` are ASCII-only, `$` is the end of the input
/// (ICU's also matches before a final line break). A match that runs longer than
/// ``timeLimit`` is stopped and reported, so a catastrophic pattern costs bounded time.
package struct ECMARegex: @unchecked Sendable {
    // NSRegularExpression is immutable and documented thread-safe; `@unchecked` says so.
    private let regex: NSRegularExpression
    /// The pattern as the schema wrote it.
    package let source: String
    /// How long one match may run.
    package static let timeLimit: Duration = .seconds(1)

    /// Whether the pattern timed out or matched.
    package enum Outcome: Sendable { case match, noMatch, tooSlow }

    /// Compiles `pattern`; throws a one-line reason when ICU cannot.
    package init(_ pattern: String) throws {
        source = pattern
        do {
            // ICU refuses the empty pattern, which matches everywhere.
            let translated = Self.translate(pattern)
            regex = try NSRegularExpression(pattern: translated.isEmpty ? "(?:)" : translated, options: [])
        } catch {
            throw SchemaError(
                file: "", pointer: nil, message: "pattern \(JSONValue.quoted(pattern)) does not compile")
        }
    }

    /// Whether the pattern matches somewhere in `text` (JSON Schema patterns are not anchored).
    package func search(_ text: String) -> Outcome {
        let range = NSRange(text.startIndex..., in: text)
        // Texts this short cannot backtrack long enough to matter (2^16 steps at worst); skip
        // the progress callbacks.
        if text.utf16.count <= 16 {
            return regex.firstMatch(in: text, options: [], range: range) == nil ? .noMatch : .match
        }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: Self.timeLimit)
        var found = false
        var slow = false
        regex.enumerateMatches(in: text, options: [.reportProgress], range: range) { result, _, stop in
            if result != nil {
                found = true
                stop.pointee = true
            } else if clock.now > deadline {
                slow = true
                stop.pointee = true
            }
        }
        return found ? .match : (slow ? .tooSlow : .noMatch)
    }

    /// ECMA-262 → ICU: `\d` `\w` (and their negations outside classes) as ASCII sets, `$` as `\z`.
    static func translate(_ pattern: String) -> String {
        var result = ""
        var inClass = false
        var iterator = Array(pattern)[...]
        while let character = iterator.popFirst() {
            if character == "\\", let next = iterator.popFirst() {
                switch (next, inClass) {
                case ("d", false): result += "[0-9]"
                case ("d", true): result += "0-9"
                case ("D", false): result += "[^0-9]"
                case ("w", false): result += "[a-zA-Z0-9_]"
                case ("w", true): result += "a-zA-Z0-9_"
                case ("W", false): result += "[^a-zA-Z0-9_]"
                // ECMA's white space also holds U+FEFF, ICU's does not.
                case ("s", false): result += #"[\s\x{FEFF}]"#
                case ("s", true): result += #"\s\x{FEFF}"#
                case ("S", false): result += #"[^\s\x{FEFF}]"#
                default: result += "\\" + String(next)
                }
                continue
            }
            if inClass {
                if character == "]" { inClass = false }
                // ICU nests `[` in a class; ECMA means the character.
                result += character == "[" ? "\\[" : String(character)
            } else {
                switch character {
                case "[":
                    inClass = true
                    result.append(character)
                    // A `]` first in a class is a literal in ICU and an empty class in ECMA; rare.
                    if iterator.first == "^" { result.append(iterator.removeFirst()) }
                case "$": result += "(?!(?s:.))"
                default: result.append(character)
                }
            }
        }
        return result
    }
}
