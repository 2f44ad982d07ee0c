import FormEngine

/// Specifiers built from `Titles`/`Values` lists, and child panes.
extension SettingsAssembler {
    /// A multi-value or radio-group specifier: an expandable row owning one option row per
    /// `Titles`/`Values` pair, starting on the option whose value is `DefaultValue`.
    mutating func picker(_ specifier: Specifier, title: String, missing: inout [String]) -> [RowDescriptor] {
        var row = base(specifier, kind: .normal, title: title, stores: true)
        row.subtitle = title
        let (titles, values) = pairs(specifier)
        let shortTitles = specifier.array("ShortTitles")
        if let shortTitles, shortTitles.count != values.count {
            problem(specifier, "ShortTitles has \(shortTitles.count) entries but Values has \(values.count)")
        }
        var options: [SettingsOption] = []
        var rows: [RowDescriptor] = []
        for (index, value) in values.enumerated() {
            switch value {
            case .string, .integer, .real, .bool: break
            default:
                problem(specifier, "Values entry \(index + 1) is \(value.typeName), not a string or number")
            }
            let optionTitle = localize(titles[index], &missing)
            var option = RowDescriptor(
                key: row.key.rawValue.isEmpty ? "" : uniqueRow("\(row.key).\(index + 1)"),
                hasExplicitKey: false,
                kind: .option, title: optionTitle)
            if case .string(let short)? = shortTitles?[safe: index] {
                option.summaryTitle = localize(short, &missing)
            }
            rows.append(option)
            options.append(SettingsOption(row: option.key, value: value, title: optionTitle))
        }
        if specifier.bool("DisplaySortedByTitle") == true {
            rows.sort { $0.title.lowercased() < $1.title.lowercased() }
            options.sort { $0.title.lowercased() < $1.title.lowercased() }
        }
        if let wanted = specifier.defaultValue {
            if let chosen = options.first(where: { $0.value.matches(wanted) }) {
                if !row.key.rawValue.isEmpty { row.initialValue = .choice(chosen.row) }
            } else if !values.isEmpty {
                let listed = values.prefix(8).map(\.quoted).joined(separator: ", ")
                problem(
                    specifier,
                    "DefaultValue \(wanted.quoted) is none of Values (\(listed)\(values.count > 8 ? ", …" : ""))"
                )
            }
        } else {
            requireDefault(specifier, "nothing is chosen until the user picks")
        }
        row.childCount = rows.count
        row.isReadOnly = rows.isEmpty
        // Like the default form's pickers: the caption is the subtitle, the title is the choice.
        if !rows.isEmpty { row.title = "" }
        register(specifier, row: row.key, control: .picker(options))
        return [row] + rows
    }

    /// The `Titles` and `Values` of a specifier, cut to the shorter list, with problems reported.
    mutating func pairs(_ specifier: Specifier) -> (titles: [String], values: [PlistValue]) {
        let titles = specifier.array("Titles")
        let values = specifier.array("Values")
        let needsLists = specifier.type != "PSTitleValueSpecifier"
        if needsLists, values == nil { problem(specifier, "no Values array; the picker has no options") }
        if needsLists, titles == nil { problem(specifier, "no Titles array; the picker has no options") }
        guard let titles, let values else { return ([], []) }
        if titles.count != values.count {
            problem(
                specifier,
                "Titles has \(titles.count) entries but Values has \(values.count); "
                    + "only the first \(min(titles.count, values.count)) are shown")
        }
        let count = min(titles.count, values.count)
        var texts: [String] = []
        for (index, title) in titles.prefix(count).enumerated() {
            if case .string(let text) = title {
                texts.append(text)
            } else {
                problem(specifier, "Titles entry \(index + 1) is \(title.typeName), not a string")
                texts.append(title.text)
            }
        }
        return (texts, Array(values.prefix(count)))
    }

    /// A title-value specifier: a read-only row whose detail is `DefaultValue`'s title.
    mutating func titleValue(_ specifier: Specifier, title: String, missing: inout [String]) -> RowDescriptor
    {
        var row = base(specifier, kind: .normal, title: title, stores: true)
        row.isReadOnly = true
        let (titles, values) = pairs(specifier)
        if let value = specifier.defaultValue {
            if let index = values.firstIndex(where: { $0.matches(value) }) {
                row.subtitle = localize(titles[index], &missing)
            } else {
                if !values.isEmpty { problem(specifier, "DefaultValue \(value.quoted) is none of Values") }
                row.subtitle = value.text
            }
        } else {
            requireDefault(specifier, "the row shows no value")
        }
        register(specifier, row: row.key, control: .fixed)
        return row
    }

    /// A child pane: an expandable row owning the rows of the pane named by `File`.
    mutating func childPane(_ specifier: Specifier, title: String) -> [RowDescriptor] {
        var row = base(specifier, kind: .normal, title: title, stores: false)
        row.subtitle = title
        row.isReadOnly = true
        row.summarizesChildren = false
        guard let file = specifier.string("File"), !file.isEmpty else {
            problem(specifier, "a child pane needs a File naming its plist")
            return [row]
        }
        var name = file.hasSuffix(".plist") ? file : "\(file).plist"
        if case .success = locator.resolve(idiom.variant(of: name)) { name = idiom.variant(of: name) }
        switch locator.resolve(name) {
        case .failure(.escapes(let reason)):
            stop(.invalidDescriptor(specifier.location, reason: "child pane File: \(reason)"))
        case .failure(.missing):
            problem(specifier, "child pane file '\(name)' is missing from the bundle")
        case .success(let real):
            if let start = stack.firstIndex(where: { $0.real == real }) {
                let chain = (stack[start...].map(\.name) + [name]).joined(separator: " → ")
                stop(
                    .invalidDescriptor(
                        specifier.location, reason: "child pane '\(name)' includes itself (\(chain))"))
            } else if stack.count >= Self.maxPaneDepth {
                stop(
                    .invalidDescriptor(
                        specifier.location, reason: "child panes nest deeper than \(Self.maxPaneDepth)"))
            } else {
                count(rows: 1)
                if fatal != nil { return [row] }
                do {
                    let groups = try pane(real: real, name: name).groups
                    let children = Self.flatten(groups)
                    count(rows: children.count - groups.reduce(0) { $0 + $1.rows.count })
                    row.childCount = children.count
                    row.isReadOnly = children.isEmpty
                    if !children.isEmpty { row.title = "" }
                    return [row] + children
                } catch {
                    problem(error)
                }
            }
        }
        return [row]
    }

    /// Records a problem that stops loading.
    mutating func stop(_ error: FormError) {
        problem(error)
        if fatal == nil { fatal = error }
    }
}

extension Array {
    /// The element at `index`, or `nil` when it is out of range.
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
