import FormEngine
import Foundation

/// The plain-text listing of a form's visible rows: section titles (of the sections shown),
/// rows indented by depth, ▸/▾ for collapsed/expanded rows, label, detail and key; a check box
/// as `[x] Label` or `[ ] Label`, a button as `[Title]`, a segmented row's choices inline with
/// the chosen one marked (`Size: ○ S  ● M  ○ Large`), a password as `•`, a text area's line
/// breaks as `⏎` (one row a line, always), an empty field's `placeholder` as `‹…›` and a row's
/// `description` after its key (`[email] — Where receipts go`). It draws each row by its
/// `Row.control`, never by its kind. Stable, with no escape codes, for
/// scripts, tests and screen readers. Every text taken from the form passes through
/// `TerminalText.visible(_:)`, so the only control characters in the output are its own line
/// breaks.
///
/// ```
/// Personal
///   ▸ Full name: Ada Lovelace  [fullName]
///       First name: Ada  [firstName]
/// ```
package enum TextDump {
    /// Every section of `form`; with `numbered`, each row starts with its 1-based number across
    /// the whole form (what line mode's bare numbers tap).
    package static func render(_ form: Form, numbered: Bool = false) -> String {
        var output = Output()
        var number = 0
        if let title = form.descriptor.title {
            output.appendVisible(title)
            output.append("\n\n")
        }
        var shown = 0
        // A section whose `visibleWhen` does not hold is left out: no heading, rows or footer.
        for section in 0..<form.sectionCount where form.isSectionShown(section) {
            if shown > 0 { output.append("\n") }
            shown += 1
            // An empty title (an untitled Settings group) has no heading line.
            let heading = form.descriptor.sections[section].title ?? "Section \(section + 1)"
            if !heading.isEmpty {
                output.appendVisible(heading)
                output.append("\n")
            }
            for row in form.visibleRows(in: section) {
                number += 1
                if numbered {
                    output.append(pad(String(number), 4))
                    output.append(" ")
                }
                output.append(row)
                output.append("\n")
            }
            if let footer = form.descriptor.sections[section].footer {
                output.append("  (")
                output.appendVisible(footer)
                output.append(")\n")
            }
        }
        return output.text
    }

    /// One row: indent, marker, label, detail and key, with control characters made visible.
    package static func line(_ row: Row) -> String {
        var output = Output()
        output.append(row)
        return output.text
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    /// The dump's text as UTF-8 bytes, appended piece by piece (appending to a `String` costs
    /// several times as much per piece).
    private struct Output {
        private var bytes: [UInt8] = []

        var text: String { String(decoding: bytes, as: UTF8.self) }

        mutating func append(_ piece: String) {
            var piece = piece
            piece.withUTF8 { bytes.append(contentsOf: $0) }
        }

        /// Appends `TerminalText.visible(_:)` of `piece`.
        mutating func appendVisible(_ piece: String) {
            var piece = piece
            let plain = piece.withUTF8 { utf8 in
                guard !TerminalText.hasControl(utf8) else { return false }
                bytes.append(contentsOf: utf8)
                return true
            }
            if !plain { append(TerminalText.visible(piece)) }
        }

        /// Appends a row's line: indent, marker, label, detail and key.
        mutating func append(_ row: Row) {
            append("  ")
            for _ in 0..<max(0, row.depth) { append("    ") }
            if row.isExpandable {
                append(row.isExpanded ? "▾" : "▸")
            } else if row.control.isOption {
                append(row.isSelected ? "●" : "○")
            } else {
                append("·")
            }
            append(" ")
            if appendOwnWay(row) {
                appendKeyAndHelp(row)
                return
            }
            let label = row.label
            // An untitled slider shows its value alone, as iOS draws it across the whole row.
            if case .slider = row.control, label.isEmpty {
                appendVisible(row.detail)
            } else {
                if label.isEmpty { append("(untitled)") } else { appendVisible(label) }
                if !row.control.isOption {
                    let detail = row.detail
                    if !detail.isEmpty {
                        // A label ending in ':' ("Port:") takes no second colon.
                        append(label.hasSuffix(":") ? " " : ": ")
                        appendVisible(detail)
                    } else if let placeholder = row.placeholder, !placeholder.isEmpty,
                        row.value == nil
                            || row.value == .text("")
                    {
                        // What an empty field shows, marked so that it never reads as a value.
                        append(label.hasSuffix(":") ? " ‹" : ": ‹")
                        appendVisible(placeholder)
                        append("›")
                    }
                }
            }
            appendKeyAndHelp(row)
        }

        /// `  [key]`, then the row's `description` after ` — ` when it has one.
        private mutating func appendKeyAndHelp(_ row: Row) {
            append("  [")
            appendVisible(row.key.rawValue)
            append("]")
            if let help = row.help, !help.isEmpty {
                append(" — ")
                appendVisible(help)
            }
        }

        /// Label and value of the kinds drawn their own way — a check box `[x] Label`, a button
        /// `[Title]`, segmented choices `Label: ○ S  ● M  ○ L`, a text area with `⏎` for each
        /// line break — and `false`, having appended nothing, for every other row.
        private mutating func appendOwnWay(_ row: Row) -> Bool {
            switch row.control {
            case .check where !row.isExpandable:
                append(row.value == .bool(true) ? "[x] " : "[ ] ")
                appendLabel(row.label)
            case .button:
                append("[")
                appendLabel(row.label)
                append("]")
            case .segmented(let options):
                appendLabel(row.label)
                append(row.label.hasSuffix(":") ? " " : ": ")
                for (index, choice) in options.enumerated() {
                    if index > 0 { append("  ") }
                    append(row.value == .choice(choice.key) ? "● " : "○ ")
                    appendVisible(choice.title)
                }
            case .textArea where row.displayValue.contains(where: \.isNewline):
                appendLabel(row.label)
                append(row.label.hasSuffix(":") ? " " : ": ")
                let lines = row.displayValue.split(
                    omittingEmptySubsequences: false, whereSeparator: \.isNewline)
                appendVisible(lines.joined(separator: "⏎"))
            default:
                return false
            }
            return true
        }

        private mutating func appendLabel(_ label: String) {
            if label.isEmpty { append("(untitled)") } else { appendVisible(label) }
        }
    }
}
