import Foundation

/// The plain-text listing of a form's visible rows: section titles, rows indented by depth,
/// ▸/▾ for collapsed/expanded rows, label, detail and key. Stable, with no escape codes, for
/// scripts, tests and screen readers. Every text taken from the form passes through
/// ``TerminalText/visible(_:)``, so the only control characters in the output are its own line
/// breaks.
///
/// ```
/// Personal
///   ▸ Full name: Ada Lovelace  [fullName]
///       First name: Ada  [firstName]
/// ```
public enum TextDump {
    /// Every section of `form`; with `numbered`, each row starts with its 1-based number across
    /// the whole form (what line mode's bare numbers tap).
    public static func render(_ form: Form, numbered: Bool = false) -> String {
        var output = ""
        var number = 0
        if let title = form.descriptor.title { output += "\(TerminalText.visible(title))\n\n" }
        for section in 0..<form.sectionCount {
            if section > 0 { output += "\n" }
            let title = form.descriptor.sections[section].title ?? "Section \(section + 1)"
            output += "\(TerminalText.visible(title))\n"
            for row in form.visibleRows(in: section) {
                number += 1
                if numbered { output += pad(String(number), 4) + " " }
                output += line(row) + "\n"
            }
            if let footer = form.descriptor.sections[section].footer {
                output += "  (\(TerminalText.visible(footer)))\n"
            }
        }
        return output
    }

    /// One row: indent, marker, label, detail and key, with control characters made visible.
    public static func line(_ row: Row) -> String {
        let indent = String(repeating: "    ", count: row.depth)
        let marker: String
        if row.isExpandable {
            marker = row.isExpanded ? "▾" : "▸"
        } else if case .option = row.kind {
            marker = row.isSelected ? "●" : "○"
        } else {
            marker = "·"
        }
        let detail = TerminalText.visible(row.detail)
        let label = row.label.isEmpty ? "(untitled)" : TerminalText.visible(row.label)
        var text = "  \(indent)\(marker) \(label)"
        if !detail.isEmpty, !(row.kind == .option) { text += ": \(detail)" }
        return text + "  [\(TerminalText.visible(row.key.rawValue))]"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
