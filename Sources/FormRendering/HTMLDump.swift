import FormEngine
import Foundation

/// One self-contained HTML page that draws a form as iOS draws a grouped inset table: inline CSS,
/// no network, no script. Sections are rounded groups with their header and footer; rows show
/// their label and value with a chevron, switch, slider, checkmark or masked text as their kind
/// asks; required rows are marked and every validation problem is shown under its row.
///
/// Expandable rows are nested `<details>` elements, open as the form's state says, so a reader
/// expands and collapses them in any browser. A row that opens a child pane of a Settings bundle
/// (an expandable row that does not summarise its children) is a link to the pane, drawn as a
/// section of its own after the form's sections. Light and dark follow `prefers-color-scheme`.
///
/// Every text from the form is data: control characters are made visible
/// (`TerminalText.visible(_:)`) and `& < > " '` are escaped, so a title `<script>` shows as text.
///
/// The page's structure is stable for tools: each row is an element with `class="row"`,
/// `data-key` and `data-kind`; an expandable row is `<details data-key=…>` around its
/// `<summary class="row">`; a pane is `<section class="pane" id="pane-N">`.
package enum HTMLDump {
    /// The page for `form`. `name` titles the page when the form has no title (the file's name);
    /// `language` is the page's `lang` (the `--lang` of a Settings bundle), English otherwise.
    package static func render(_ form: Form, name: String, language: String? = nil) -> String {
        var page = Page(form: form)
        return page.render(name: name, language: language)
    }

    /// `text` with `&`, `<`, `>`, `"` and `'` escaped and control characters made visible, safe
    /// in element content and in quoted attribute values.
    package static func escape(_ text: String) -> String {
        let visible = TerminalText.visible(text)
        guard visible.contains(where: { "&<>\"'".contains($0) }) else { return visible }
        var out = ""
        out.reserveCapacity(visible.utf8.count + 16)
        for character in visible {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}

extension HTMLDump {
    /// A visible row and the rows it owns, as the tree the page nests.
    fileprivate struct Node {
        var row: Row
        var children: [Node] = []
    }

    /// The page being written: the form, its rows' expansion and problems, and the panes
    /// waiting to be drawn after the sections.
    fileprivate struct Page {
        let form: Form
        /// Each row's expansion in the form as it is (the tree comes from a fully expanded copy).
        var expanded: [RowKey: Bool] = [:]
        /// Every validation problem, in form order, and the same by row.
        var allProblems: [ValidationProblem] = []
        var problems: [RowKey: [ValidationProblem]] = [:]
        /// Child panes met so far, drawn after the sections: the pane's number and its node.
        var panes: [(number: Int, parent: Int?, node: Node)] = []
        /// The pane being drawn (`nil` in the form's own sections), for its panes' back links.
        var currentPane: Int?
        var out = ""

        init(form: Form) {
            self.form = form
            for section in 0..<form.sectionCount {
                for row in form.allRows(in: section) { expanded[row.key] = row.isExpanded }
            }
            allProblems = form.validate()
            for problem in allProblems { problems[problem.key, default: []].append(problem) }
        }

        mutating func render(name: String, language: String?) -> String {
            let title = form.descriptor.title ?? name
            out.reserveCapacity(4096 + 400 * form.descriptor.sections.reduce(0) { $0 + $1.rows.count })
            out += "<!DOCTYPE html>\n<html lang=\"\(HTMLDump.escape(language ?? "en"))\">\n<head>\n"
            out += "<meta charset=\"utf-8\">\n"
            out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            out += "<meta name=\"color-scheme\" content=\"light dark\">\n"
            out += "<title>\(HTMLDump.escape(title))</title>\n<style>\n\(HTMLDump.styleSheet)</style>\n"
            out += "</head>\n<body>\n<main id=\"top\">\n<h1>\(HTMLDump.escape(title))</h1>\n"
            writeProblemSummary()
            var expandedForm = form
            expandedForm.expandAll()
            // A section whose `visibleWhen` does not hold is left out, header and footer too.
            for section in 0..<form.sectionCount where form.isSectionShown(section) {
                let descriptor = form.descriptor.sections[section]
                out += "<section class=\"section\" id=\"section-\(section + 1)\">\n"
                if let header = descriptor.title, !header.isEmpty {
                    out += "<h2>\(HTMLDump.escape(header))</h2>\n"
                }
                let nodes = Self.tree(expandedForm.visibleRows(in: section))
                writeGroup(nodes, baseDepth: 0)
                if let footer = descriptor.footer, !footer.isEmpty {
                    out += "<p class=\"footer\">\(HTMLDump.escape(footer))</p>\n"
                }
                out += "</section>\n"
            }
            var next = 0
            while next < panes.count {
                let pane = panes[next]
                next += 1
                writePane(pane.number, parent: pane.parent, node: pane.node)
            }
            out += "</main>\n</body>\n</html>\n"
            return out
        }

        /// The rows as a forest, each row owning the deeper rows that follow it.
        static func tree(_ rows: [Row]) -> [Node] {
            var roots: [Node] = []
            var stack: [Node] = []
            func close(downTo depth: Int) {
                while let last = stack.last, last.row.depth >= depth {
                    stack.removeLast()
                    if stack.isEmpty {
                        roots.append(last)
                    } else {
                        stack[stack.count - 1].children.append(last)
                    }
                }
            }
            for row in rows {
                close(downTo: row.depth)
                stack.append(Node(row: row))
            }
            close(downTo: Int.min)
            return roots
        }

        /// "Cannot be submitted yet", with a link to each row that has a problem.
        mutating func writeProblemSummary() {
            guard !allProblems.isEmpty else { return }
            let count = allProblems.count
            out += "<aside class=\"problems\" role=\"alert\"><strong>\(count) problem"
            out += count == 1 ? "" : "s"
            out += " to fix before this form can be submitted</strong>\n<ul>\n"
            for problem in allProblems {
                out +=
                    "<li><a href=\"#\(Self.anchor(problem.key))\">\(HTMLDump.escape(problem.message))</a></li>\n"
            }
            out += "</ul></aside>\n"
        }

        /// A rounded group of rows (nothing for an empty section, as iOS draws none).
        mutating func writeGroup(_ nodes: [Node], baseDepth: Int) {
            guard !nodes.isEmpty else { return }
            out += "<div class=\"group\"><div class=\"rows\">\n"
            for node in nodes { write(node, baseDepth: baseDepth) }
            out += "</div></div>\n"
        }

        /// One row and, for an expandable row, the rows it owns.
        mutating func write(_ node: Node, baseDepth: Int) {
            let row = node.row
            let depth = max(0, row.depth - baseDepth)
            if row.isExpandable, !row.summarizesChildren, Self.opensAsPane(row.control) {
                let number = panes.count + 1
                panes.append((number, currentPane, node))
                out += "<a class=\"row link\" href=\"#pane-\(number)\" \(attributes(row, depth: depth))>"
                writeLabel(row)
                if !row.detail.isEmpty {
                    out += "<span class=\"value\">\(HTMLDump.escape(row.detail))</span>"
                }
                out += "<span class=\"chevron\" aria-hidden=\"true\"></span></a>\n"
                writeProblems(row, depth: depth)
                return
            }
            if row.isExpandable {
                let open = expanded[row.key] ?? row.isExpanded
                out += "<details data-key=\"\(HTMLDump.escape(row.key.rawValue))\"\(open ? " open" : "")>"
                out += "<summary class=\"row expandable\" \(attributes(row, depth: depth))>"
                writeLabel(row)
                if !row.detail.isEmpty {
                    out += "<span class=\"value\">\(HTMLDump.escape(row.detail))</span>"
                }
                out += "<span class=\"chevron\" aria-hidden=\"true\"></span></summary>\n"
                writeProblems(row, depth: depth)
                out += "<div class=\"children\">\n"
                for child in node.children { write(child, baseDepth: baseDepth) }
                out += "</div></details>\n"
                return
            }
            let classes = "row" + (row.isReadOnly ? " readonly" : "") + (row.isItem ? " item" : "")
            out += "<div class=\"\(classes)\" \(attributes(row, depth: depth))>"
            // An untitled slider is drawn as iOS draws it: the slider across the whole row; a
            // check box stands before its label; a button is its title alone.
            var untitledSlider = false
            if case .slider = row.control { untitledSlider = row.label.isEmpty }
            if case .check = row.control {
                writeCheckBox(row)
                writeLabel(row)
            } else if case .button(let action) = row.control {
                out += "<span class=\"button\" role=\"button\" data-action=\"\(HTMLDump.escape(action))\">"
                out += row.label.isEmpty ? HTMLDump.escape(action) : HTMLDump.escape(row.label)
                out += "</span>"
            } else {
                if !untitledSlider { writeLabel(row) }
                writeControl(row)
            }
            out += "</div>\n"
            writeHelp(row, depth: depth)
            writeProblems(row, depth: depth)
        }

        /// `id`, `data-key`, `data-kind`, `data-view` (the row's control, which the style
        /// sheet draws by) and the depth the indent is drawn from.
        func attributes(_ row: Row, depth: Int) -> String {
            "id=\"\(Self.anchor(row.key))\" data-key=\"\(HTMLDump.escape(row.key.rawValue))\" "
                + "data-kind=\"\(HTMLDump.escape(row.kindName))\" data-view=\"\(row.control.viewName)\" "
                + "style=\"--depth:\(depth)\""
        }

        /// Whether an expandable row with `control` opens as a pane of its own (a parent or a
        /// picker), not as a disclosure.
        static func opensAsPane(_ control: RowControl) -> Bool {
            switch control {
            case .normal, .choice: return true
            default: return false
            }
        }

        /// The label, with a marker when the row is required.
        mutating func writeLabel(_ row: Row) {
            let label = row.label
            out += "<span class=\"label\">"
            out += label.isEmpty ? "<span class=\"untitled\">(untitled)</span>" : HTMLDump.escape(label)
            if row.isRequired {
                out += "<span class=\"required\" title=\"required\" aria-label=\"required\">*</span>"
            }
            out += "</span>"
        }

        /// What a row shows on the right: its control or value.
        mutating func writeControl(_ row: Row) {
            switch row.control {
            case .option:
                out += row.isSelected ? "<span class=\"check\" aria-label=\"chosen\">✓</span>" : ""
            case .toggle, .check:
                guard case .bool(let on)? = row.value else { break }
                out += "<span class=\"switch\(on ? " on" : "")\" role=\"switch\" aria-checked=\"\(on)\">"
                out += "<span class=\"visually-hidden\">\(on ? "on" : "off")</span></span>"
            case .slider(let range, _):
                guard case .number(let number)? = row.value else { break }
                let low = range.lowerBound
                let high = range.upperBound
                let span = high - low
                let fraction = span > 0 ? min(1, max(0, (number - low) / span)) : 0
                let percent = String(format: "%.1f%%", fraction * 100)
                out += "<span class=\"slider\" role=\"meter\" aria-valuemin=\"\(low)\" "
                out += "aria-valuemax=\"\(high)\" aria-valuenow=\"\(number)\">"
                out += "<span class=\"fill\" style=\"width:\(percent)\"></span>"
                out += "<span class=\"thumb\" style=\"left:\(percent)\"></span></span>"
                out += "<span class=\"value number\">\(HTMLDump.escape(row.displayValue))</span>"
            case .segmented(let options):
                out += "<span class=\"segmented\" role=\"radiogroup\">"
                for choice in options {
                    let chosen = row.value == .choice(choice.key)
                    out +=
                        "<span class=\"segment\(chosen ? " chosen" : "")\" role=\"radio\" aria-checked=\"\(chosen)\" "
                    out +=
                        "data-choice=\"\(HTMLDump.escape(choice.key.rawValue))\">\(HTMLDump.escape(choice.title))</span>"
                }
                out += "</span>"
            case .link(let url):
                guard let url else { break }
                // Only a web address becomes a link: `javascript:` and the like stay text.
                let lower = url.lowercased()
                if lower.hasPrefix("http://") || lower.hasPrefix("https://"),
                    !url.contains(where: \.isWhitespace)
                {
                    out +=
                        "<a class=\"value url\" href=\"\(HTMLDump.escape(url))\" rel=\"noopener noreferrer\">"
                    out += "\(HTMLDump.escape(url))</a>"
                } else {
                    out += "<span class=\"value\">\(HTMLDump.escape(url))</span>"
                }
            case .date, .time, .dateTime, .number, .stepper:
                if row.value != nil {
                    out += "<span class=\"value pill\">\(HTMLDump.escape(row.displayValue))</span>"
                } else {
                    writePlaceholder(row)
                }
            case .button(let action):
                out +=
                    "<span class=\"button\" data-action=\"\(HTMLDump.escape(action))\">\(HTMLDump.escape(action))</span>"
            case .text, .textArea, .info, .file:
                if let value = row.value, value != .text("") {
                    let secure = row.isSecure ? " secure" : ""
                    // A text area keeps its line breaks (drawn with `white-space: pre-wrap`).
                    let lines = row.displayValue.split(
                        omittingEmptySubsequences: false, whereSeparator: \.isNewline)
                    var isMultiline = false
                    if case .textArea = row.control { isMultiline = true }
                    let text =
                        isMultiline
                        ? lines.map { HTMLDump.escape(String($0)) }.joined(separator: "\n")
                        : HTMLDump.escape(row.displayValue)
                    out += "<span class=\"value\(secure)\">\(text)</span>"
                } else {
                    writePlaceholder(row)
                }
            case .normal, .choice:
                let detail = row.detail
                if !detail.isEmpty { out += "<span class=\"value\">\(HTMLDump.escape(detail))</span>" }
            }
        }

        /// An empty field's `placeholder`, drawn dimmed where its value would be.
        mutating func writePlaceholder(_ row: Row) {
            guard let placeholder = row.placeholder, !placeholder.isEmpty else { return }
            out += "<span class=\"value placeholder\">\(HTMLDump.escape(placeholder))</span>"
        }

        /// The row's `description`, a line of help under it.
        mutating func writeHelp(_ row: Row, depth: Int) {
            guard let help = row.help, !help.isEmpty else { return }
            out += "<p class=\"help\" style=\"--depth:\(depth)\">\(HTMLDump.escape(help))</p>\n"
        }

        /// A check box (a `check` row), ticked when on.
        mutating func writeCheckBox(_ row: Row) {
            let on = row.value == .bool(true)
            out += "<span class=\"checkbox\(on ? " on" : "")\" role=\"checkbox\" aria-checked=\"\(on)\">"
            out += on ? "✓" : ""
            out += "<span class=\"visually-hidden\">\(on ? "checked" : "not checked")</span></span>"
        }

        /// The row's validation problems, each on a line under it.
        mutating func writeProblems(_ row: Row, depth: Int) {
            for problem in problems[row.key] ?? [] {
                out +=
                    "<p class=\"problem\" style=\"--depth:\(depth)\">\(HTMLDump.escape(problem.message))</p>\n"
            }
        }

        /// A child pane: its title, a link back, and its rows in groups started by its headings.
        mutating func writePane(_ number: Int, parent: Int?, node: Node) {
            let title = node.row.label
            let back = parent.map { "#pane-\($0)" } ?? "#\(Self.anchor(node.row.key))"
            out += "<section class=\"pane\" id=\"pane-\(number)\" data-key=\""
            out += "\(HTMLDump.escape(node.row.key.rawValue))\">\n"
            out += "<a class=\"back\" href=\"\(back)\">‹ Back</a>\n"
            out += "<h1>\(HTMLDump.escape(title.isEmpty ? "(untitled)" : title))</h1>\n"
            currentPane = number
            let baseDepth = node.row.depth + 1
            var group: [Node] = []
            var footer: String?
            func isHeading(_ child: Node) -> Bool {
                let row = child.row
                guard row.isReadOnly, !row.isExpandable, row.value == nil, case .normal = row.control else {
                    return false
                }
                return !row.hasExplicitKey
            }
            for child in node.children {
                if isHeading(child) {
                    writeGroup(group, baseDepth: baseDepth)
                    writeFooter(footer)
                    group = []
                    footer = child.row.subtitle.isEmpty ? nil : child.row.subtitle
                    out += "<h2>\(HTMLDump.escape(child.row.title))</h2>\n"
                } else {
                    group.append(child)
                }
            }
            writeGroup(group, baseDepth: baseDepth)
            writeFooter(footer)
            out += "</section>\n"
            currentPane = nil
        }

        mutating func writeFooter(_ footer: String?) {
            if let footer { out += "<p class=\"footer\">\(HTMLDump.escape(footer))</p>\n" }
        }

        /// The element id of a row: `row-` and the key, with anything but letters, digits, `-`,
        /// `_` and `.` written as `~XX` for each UTF-8 byte (ids and fragments then agree).
        static func anchor(_ key: RowKey) -> String {
            var out = "row-"
            for byte in key.rawValue.utf8 {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
                    UInt8(ascii: "."):
                    out.append(Character(UnicodeScalar(byte)))
                default:
                    let hex = String(byte, radix: 16, uppercase: true)
                    out += "~" + (hex.count == 1 ? "0" : "") + hex
                }
            }
            return out
        }
    }
}
