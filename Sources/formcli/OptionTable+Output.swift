/// What ``OptionTable`` makes: `--help`'s usage and option lists, the man page's SYNOPSIS and
/// option lists, and the lists the completion scripts are built from.
extension OptionTable {
    /// `--help`'s entries of one group: each label in a column of 20, its text after it, the text's
    /// further lines under the first.
    static func helpEntries(_ group: OptionSpec.Group) -> String {
        docs(group).map { spec, doc in
            let label = doc.label ?? spec.name + (spec.value.map { " " + $0 } ?? "")
            let column = label.padding(toLength: max(label.count + 1, 20), withPad: " ", startingAt: 0)
            return doc.help.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                .map { index, line in (index == 0 ? "  " + column : String(repeating: " ", count: 22)) + line
                }
                .joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// The man page's `.It` entries of one group (mdoc).
    static func manualEntries(_ group: OptionSpec.Group) -> String {
        docs(group).map { spec, doc in
            ".It " + (doc.manLabel ?? Synopsis.Word.flag(spec.name).manual) + "\n" + doc.manual
        }.joined(separator: "\n")
    }

    /// The entries of one group, in the table's order.
    static func docs(_ group: OptionSpec.Group) -> [(OptionSpec, OptionSpec.Doc)] {
        all.flatMap { spec in spec.docs.filter { $0.group == group }.map { (spec, $0) } }
    }

    /// The flags that take a value (the word after them is not a FORM), as completion skips them.
    static var valueFlags: [String] { all.filter { $0.value != nil }.map(\.name) }

    /// The flags that take no value.
    static var bareFlags: [String] { all.filter { $0.value == nil }.map(\.name) }

    /// The usage lines `--help` and a usage error print.
    static var usage: String {
        var lines: [String] = []
        for line in synopsis where line.inHelp != .hidden {
            let words = line.words.compactMap(\.help).joined(separator: " ")
            if line.inHelp == .joined, let last = lines.popLast() {
                lines.append(last + " | " + words)
            } else {
                lines.append((lines.isEmpty ? "usage: " : "       ") + "formcli " + words)
            }
        }
        let limits = docs(.limit).map { spec, _ in
            "[" + (Synopsis.Word.flag(spec.name).help ?? spec.name) + "]"
        }
        return (lines + ["any mode:  " + limits.joined(separator: " ")]).joined(separator: "\n")
    }

    /// The man page's SYNOPSIS (mdoc), one `.Nm` a line of ``synopsis``.
    static var manualSynopsis: String {
        synopsis.map { line in
            ([".Nm"] + line.words.compactMap(\.manual.nonEmpty).map { "." + $0 }).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// The command lines `--help` and the man page's SYNOPSIS show, each flag's value as the
    /// table declares it.
    static let synopsis: [Synopsis] = [
        Synopsis([
            .optional([.argument("FORM")]), .optional([.flag("--state")]),
            .optional([.alternatives([.flag("--plain"), .flag("--guided"), .flag("--pages")])]),
            .optional([.flag("--json")]), .optional([.flag("--no-mouse")]), .optional([.flag("--theme")]),
            .optional([.flag("--lang")]),
        ]),
        Synopsis([
            .flag("--example"), .optional([.argument("any option a FORM takes")]),
            .helpOnly("   (formcli --example lists them)"),
        ]),
        Synopsis([.flag("--example", value: nil)], inHelp: .hidden),
        Synopsis([
            .flag("--dump"), .optional([.argument("FORM")]),
            .optional([.flag("--json"), .optional([.flag("--reveal")])]),
            .optional([.flag("--state")]), .repeated(.flag("--tap")), .repeated(.flag("--set")),
            .optional([.flag("--expand-all")]), .optional([.flag("--lang")]),
        ]),
        Synopsis([
            .flag("--html"), .optional([.argument("FORM")]), .optional([.flag("--state")]),
            .repeated(.flag("--tap")),
            .repeated(.flag("--set")), .optional([.flag("--expand-all")]), .optional([.flag("--lang")]),
        ]),
        Synopsis([
            .optional([.argument("FORM")]), .flag("--state"),
            .alternatives([.flag("--tap"), .flag("--set")], repeated: true),
        ]),
        Synopsis([
            .flag("--check"), .optional([.flag("--strict")]), .argument("FORM", repeated: true),
            .optional([.flag("--lang")]),
        ]),
        Synopsis([
            .flag("--check-values"), .optional([.flag("--check-formats")]), .flag("--state"),
            .optional([.argument("FORM")]),
        ]),
        Synopsis([
            .flag("--defaults"), .argument("SETTINGS.bundle"), .optional([.flag("--json")]),
            .optional([.flag("--lang")]), .optional([.flag("--idiom")]),
        ]),
        Synopsis([
            .argument("CONFIG"), .optional([.flag("--schema")]), .optional([.flag("--catalog")]),
            .optional([.argument("any option a FORM takes")]),
        ]),
        Synopsis([.flag("--keys"), .optional([.argument("FORM")])]),
        Synopsis([.flag("--completions", value: "bash|zsh|fish")], inHelp: .joined),
        Synopsis([.alternatives([.flag("--help"), .manualOnly(.flag("-h")), .flag("--version")])]),
    ]
}

/// One command line of the synopsis, in words that print as `--help` writes them (`[--state
/// FILE]`) and as mdoc (`.Op Fl -state Ar FILE`).
struct Synopsis: Sendable {
    /// How `--help` shows the line.
    enum InHelp: Sendable {
        /// A line of its own.
        case own
        /// After the line before it, with ` | `.
        case joined
        /// Not at all (the man page only).
        case hidden
    }

    indirect enum Word: Sendable {
        /// An argument: `FORM`, or `FORM...` when repeated.
        case argument(String, repeated: Bool = false)
        /// A flag with its value: the table's placeholder unless `value` says otherwise.
        case flagValue(String, value: String?)
        /// `[WORDS]`.
        case optional([Word])
        /// `[WORD]...`.
        case repeated(Word)
        /// `A | B`, or `(A | B)...` when repeated.
        case alternatives([Word], repeated: Bool = false)
        /// Text `--help` shows and the man page does not.
        case helpOnly(String)
        /// A word the man page shows and `--help` does not.
        case manualOnly(Word)

        /// A flag with the value the table declares.
        static func flag(_ name: String) -> Word {
            .flagValue(name, value: OptionTable.spec(named: name)?.value)
        }

        /// A flag with another value, or none.
        static func flag(_ name: String, value: String?) -> Word { .flagValue(name, value: value) }

        /// As `--help` writes it; nil when it does not.
        var help: String? {
            switch self {
            case .argument(let name, let repeated): return name + (repeated ? "..." : "")
            case .flagValue(let name, let value): return name + (value.map { " " + $0 } ?? "")
            case .optional(let words): return "[" + words.compactMap(\.help).joined(separator: " ") + "]"
            case .repeated(let word): return "[" + (word.help ?? "") + "]..."
            case .alternatives(let words, let repeated):
                let text = words.compactMap(\.help).joined(separator: " | ")
                return repeated ? "(" + text + ")..." : text
            case .helpOnly(let text): return text
            case .manualOnly: return nil
            }
        }

        /// As mdoc writes it, without the leading dot; empty when it does not.
        var manual: String {
            switch self {
            case .argument(let name, let repeated): return "Ar " + name + (repeated ? " ..." : "")
            case .flagValue(let name, let value):
                guard let value else { return "Fl " + name.dropFirst() }
                let shown =
                    value.contains("|")
                    ? "Cm " + value.split(separator: "|").joined(separator: " | ") : "Ar " + value
                return "Fl " + name.dropFirst() + " " + shown
            case .optional(let words):
                return "Op " + words.map(\.manual).filter { !$0.isEmpty }.joined(separator: " ")
            case .repeated(let word): return "Op " + word.manual + " ..."
            case .alternatives(let words, let repeated):
                return words.map(\.manual).filter { !$0.isEmpty }.joined(separator: " | ")
                    + (repeated ? " ..." : "")
            case .helpOnly: return ""
            case .manualOnly(let word): return word.manual
            }
        }
    }

    var words: [Word]
    var inHelp: InHelp

    init(_ words: [Word], inHelp: InHelp = .own) {
        self.words = words
        self.inHelp = inHelp
    }
}

extension String {
    /// The string, or nil when it is empty.
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
