import FormEngine
import Foundation

/// Reads a Settings bundle's panes, from the top pane through every child pane, into one
/// ``SettingsBundle``. Problems are collected, not thrown, so one pass lists them all; only a
/// child pane that leads outside the bundle or includes itself is fatal (``fatal``).
struct SettingsAssembler {
    /// A pane's rows between two group specifiers.
    struct Group {
        var title: String?
        var footer: String?
        var rows: [RowDescriptor] = []
    }

    /// How deep child panes may nest.
    static let maxPaneDepth = 32

    let locator: BundleLocator
    let limits: LoadLimits
    var localizer: StringsLocalizer
    var problems: [FormError] = []
    /// Missing translations: a strings table or a string the chosen language lacks.
    var warnings: [FormError] = []
    /// The first problem that stops loading (a path leading outside the bundle, a cycle).
    var fatal: FormError?
    var fields: [SettingsField] = []
    var defaults: [String: PlistValue] = [:]
    var unsupported: [String] = []
    /// Where each defaults key was first used.
    var firstUse: [String: Location] = [:]
    /// The specifiers already reported as using a key another one used first.
    var duplicates: Set<Location> = []
    var usedRows: Set<RowKey> = []
    /// The next `~N` suffix to try for each base key, so repeated keys are numbered in O(1).
    var nextSuffix: [String: Int] = [:]
    /// Rows made so far, across every pane (a reused pane counts each time): assembly stops
    /// once this passes `LoadLimits.maxRows`.
    var rowCount = 0
    /// Each pane file's root dictionary (or why it could not be read), by real path, so a pane
    /// included many times is read and screened once.
    var parsed: [String: Result<[String: PlistValue], FormError>] = [:]
    /// The panes being read, outermost first: real path and name in the bundle.
    var stack: [(real: String, name: String)] = []
    /// The strings table of the pane being read, when there is one.
    var table: String?

    /// The device shown: picks pane variants and hides specifiers of other idioms.
    let idiom: SettingsIdiom

    init(
        locator: BundleLocator, language: String?, limits: LoadLimits,
        idiom: SettingsIdiom = SettingsIdiom.phone
    ) {
        self.locator = locator
        self.limits = limits
        self.idiom = idiom
        localizer = StringsLocalizer(language: language, limits: limits)
    }

    mutating func problem(_ error: FormError) { problems.append(error) }

    mutating func problem(_ specifier: Specifier, _ reason: String) {
        problems.append(.invalidDescriptor(specifier.location, reason: reason))
    }

    /// Reads the pane `name` (relative to the bundle) into groups.
    /// - Throws: `FormError` when the pane cannot be read or is not a settings pane.
    mutating func pane(real: String, name: String) throws(FormError) -> (title: String?, groups: [Group]) {
        let display = locator.display(name)
        let root = try parsedPane(real: real, display: display)
        guard case .array(let entries)? = root["PreferenceSpecifiers"] else {
            throw .invalidDescriptor(
                Location(file: display, key: "PreferenceSpecifiers"),
                reason: "a settings pane needs a PreferenceSpecifiers array")
        }
        let outerTable = table
        defer { table = outerTable }
        // The schema: "If you do not include this key, the strings in this schema file are not
        // localized."
        table = nil
        if case .string(let tableName)? = root["StringsTable"], !tableName.isEmpty {
            var tableProblems: [FormError] = []
            var tableWarnings: [FormError] = []
            table = localizer.table(
                named: tableName, locator: locator, problem: { tableProblems.append($0) },
                warning: { tableWarnings.append($0) })
            problems += tableProblems
            warnings += tableWarnings
        }
        stack.append((real, name))
        defer { stack.removeLast() }
        var groups = [Group()]
        for (index, entry) in entries.enumerated() {
            guard case .dictionary(let fields) = entry else {
                problem(
                    .invalidDescriptor(
                        Location(file: display, specifier: index + 1),
                        reason: "a specifier must be a dictionary, not \(entry.typeName)"))
                continue
            }
            let specifier = Specifier(fields: fields, index: index + 1, file: display)
            if let idioms = specifier.array("SupportedUserInterfaceIdioms"),
                !idioms.contains(.string(idiom.specifierName))
            {
                continue
            }
            if specifier.type == "PSGroupSpecifier" {
                var missing: [String] = []
                let title = specifier.string("Title").map { localize($0, &missing) }
                let footer = specifier.string("FooterText").map { localize($0, &missing) }
                reportMissing(missing, specifier)
                groups.append(Group(title: title, footer: footer))
            } else if specifier.type == "PSRadioGroupSpecifier" {
                // A group whose rows are the choices: its own section, headed by its title, with
                // the picker open; the specifiers after it start an untitled group.
                var missing: [String] = []
                let title = specifier.string("Title").map { localize($0, &missing) }
                let footer = specifier.string("FooterText").map { localize($0, &missing) }
                reportMissing(missing, specifier)
                var rows = self.rows(for: specifier)
                if !rows.isEmpty, rows[0].isExpandable { rows[0].startsExpanded = true }
                count(rows: rows.count)
                groups.append(Group(title: title, footer: footer, rows: rows))
                groups.append(Group())
            } else {
                let rows = self.rows(for: specifier)
                groups[groups.count - 1].rows += rows
                // A child pane counts its own row and headings; its pane counted the rest.
                if specifier.type != "PSChildPaneSpecifier" { count(rows: rows.count) }
            }
            if fatal != nil { break }
        }
        if groups[0].rows.isEmpty, groups.count > 1 { groups.removeFirst() }
        // The untitled groups radio groups open, when nothing followed them.
        let shown = groups.filter { !($0.rows.isEmpty && $0.title == nil && $0.footer == nil) }
        groups = shown.isEmpty ? [Group()] : shown
        var title: String?
        if case .string(let text)? = root["Title"] { title = text }
        return (title, groups)
    }

    /// A pane's groups as the rows of a child pane: each titled group starts with a read-only
    /// heading row (its title, with the footer as subtitle; the footer alone when it has no
    /// title), followed by its rows.
    static func flatten(_ groups: [Group]) -> [RowDescriptor] {
        var rows: [RowDescriptor] = []
        for group in groups {
            let title = group.title ?? ""
            let footer = group.footer ?? ""
            if !title.isEmpty || !footer.isEmpty {
                var heading = RowDescriptor(
                    key: "", hasExplicitKey: false, kind: .normal, title: title.isEmpty ? footer : title,
                    subtitle: title.isEmpty ? "" : footer)
                heading.isReadOnly = true
                rows.append(heading)
            }
            rows += group.rows
        }
        return rows
    }

    /// `text` looked up in the pane's strings table; a missing string is added to `missing`.
    mutating func localize(_ text: String, _ missing: inout [String]) -> String {
        guard let table, !text.isEmpty else { return text }
        if let found = localizer.lookup(text, in: table) { return found }
        missing.append(text)
        return text
    }

    mutating func reportMissing(_ missing: [String], _ specifier: Specifier) {
        guard let table, !missing.isEmpty else { return }
        let names = missing.map { "'\($0)'" }.joined(separator: ", ")
        warnings.append(
            .invalidDescriptor(
                specifier.location, reason: "no string for \(names) in \(table); shown as written"))
    }

    /// The unique row key for `base` (`base~2`, `base~3`… when taken).
    /// - Complexity: amortized O(1): each base remembers the next suffix to try.
    mutating func uniqueRow(_ base: String) -> RowKey {
        var candidate = RowKey(base)
        if usedRows.contains(candidate) {
            var number = nextSuffix[base] ?? 2
            repeat {
                candidate = RowKey("\(base)~\(number)")
                number += 1
            } while usedRows.contains(candidate)
            nextSuffix[base] = number
        }
        usedRows.insert(candidate)
        return candidate
    }

    /// Gives every row without a key its positional `S.R` key, once sections are final.
    mutating func assignPositionalKeys(_ sections: inout [SectionDescriptor]) {
        for s in sections.indices {
            for r in sections[s].rows.indices where sections[s].rows[r].key.rawValue.isEmpty {
                sections[s].rows[r].key = uniqueRow(RowKey.positional(section: s, row: r).rawValue)
            }
        }
    }
}
