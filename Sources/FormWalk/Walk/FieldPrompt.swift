import FormEngine

/// What line mode asks for a row's value: the shape its kind takes (`HH:mm`, `90m or 1:30:00`,
/// a range, the choices), shown by `fill KEY` and when a row that takes typed text is tapped.
///
/// ```
/// Wake up at (HH:mm, 05:00 to 11:00) [07:30]:
/// Size (S, M or L = Large) [M]:
/// ```
enum FieldPrompt {
    /// The shape `row` takes, or `nil` for a row a person does not type into (a parent, an
    /// option, and the read-only `info`, `link` and `button`).
    static func shape(of row: Row, today: CalendarDate, guided: Bool = false) -> String? {
        if row.isReadOnly { return nil }
        if case .custom(let kind) = row.kind, let hint = kind.valueHint { return hint }
        if guided {
            // Guided mode lists the options numbered (``numberedChoices(of:)``) and asks yes or no.
            switch row.control {
            case .choice(_, let mode, _) where mode != .single:
                return "numbers or names, separated by commas"
            case .choice, .segmented: return "a number or a name"
            case .toggle, .check: return "yes or no"
            default: break
            }
        }
        if case .choice(let options, let mode, _) = row.control {
            return choices(options, multiple: mode != .single)
        }
        if row.isExpandable { return nil }
        switch row.control {
        case .file: return "a path"
        case .text(_, true, _): return "a password, not shown"
        case .text(let content, false, _):
            switch content {
            case .email: return "an email address, name@example.com"
            case .url: return "an http or https URL"
            case .phone: return "a phone number, 5 to 20 digits"
            case .plain: return "text"
            }
        case .textArea: return #"text; \n starts a new line, \\ is a backslash"#
        case .stepper(let range, let step):
            var parts = ["a whole number", "step \(number(step))"]
            if let range = self.range(range.minimum.map(number), range.maximum.map(number), ordered: false) {
                parts.insert(range, at: 1)
            }
            return parts.joined(separator: ", ")
        case .number(let style, let range, _, let fractionDigits):
            var parts: [String]
            switch style {
            case .integer, .stepper: parts = ["a whole number"]
            case .decimal:
                parts = ["a number like 1234.5"]
                if let digits = fractionDigits { parts.append("\(digits) after the point") }
            case .duration: parts = ["90m or 1:30:00"]
            }
            if let range = self.range(range.minimum.map(number), range.maximum.map(number), ordered: false) {
                parts.insert(range, at: 1)
            }
            return parts.joined(separator: ", ")
        case .date(let earliest, let latest):
            return "yyyy-MM-dd" + bounds(earliest, latest, today: today)
        case .time(let earliest, let latest):
            let range = range(earliest?.description, latest?.description, ordered: true)
            return "HH:mm" + (range.map { ", " + $0 } ?? "")
        case .dateTime(let earliest, let latest, let timeZone):
            var text = "yyyy-MM-ddTHH:mm" + bounds(earliest, latest, today: today)
            if let zone = timeZone { text += ", \(zone) time" }
            return text
        case .toggle, .check: return "on or off"
        case .slider(let range, let step):
            return "a number, \(number(range.lowerBound)) to \(number(range.upperBound))"
                + (step > 0 ? ", step \(number(step))" : "")
        case .segmented(let options): return choices(options, multiple: false)
        case .normal, .choice, .option, .button, .link, .info: return nil
        }
    }

    /// A segmented row's or a picker's choices as they may be typed: `S, M or L = Large`; for a
    /// multiple picker, `one or more of a, b, c, separated by commas`.
    private static func choices(_ options: [Choice], multiple: Bool) -> String? {
        let names = options.map { $0.title == $0.key.rawValue ? $0.title : "\($0.key) = \($0.title)" }
        guard let last = names.last else { return nil }
        if multiple { return "one or more of " + names.joined(separator: ", ") + ", separated by commas" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last
    }

    /// Whether a tap cannot change `row` and its value is typed instead (every row with a
    /// ``shape(of:today:)`` but a switch or check box, which a tap flips, and a picker, which a
    /// tap opens).
    static func isTyped(_ row: Row) -> Bool {
        if case .choice = row.control { return false }
        return !row.control.isFlipped
    }

    /// The prompt for `row`: `Title (shape) [current]: `, the current value masked on a
    /// password row; `nil` when the row takes no typed value. `offering` is another answer the
    /// question takes, after the shape (`text, or > to fill it field by field`). `required`
    /// marks a row that must hold a value: `""` as `required`, a clause as `required when …`
    /// (`Host (required when Target is ssh, text): `).
    static func prompt(
        for row: Row, today: CalendarDate, guided: Bool = false, offering: String? = nil,
        required: String? = nil
    ) -> String? {
        guard let shape = shape(of: row, today: today, guided: guided) else { return nil }
        let offer = offering.map { ", or \($0)" } ?? ""
        let need = required.map { $0.isEmpty ? "required, " : "required \($0), " } ?? ""
        var text = (row.label.isEmpty ? row.key.rawValue : row.label) + " (\(need)\(shape)\(offer))"
        var current = row.displayValue
        if guided, row.control.isFlipped, case .bool(let on)? = row.value { current = on ? "yes" : "no" }
        if row.value != nil, !current.isEmpty { text += " [\(current)]" }
        return TerminalText.visible(text) + ": "
    }

    /// The options of a picker or segmented row, for guided mode to list one a line and take by
    /// number; `nil` for any other row.
    static func numberedChoices(of row: Row) -> [Choice]? {
        switch row.control {
        case .choice(let options, _, _), .segmented(let options): return options
        default: return nil
        }
    }

    /// `text` with every comma-separated word that names one of `options` alone replaced by
    /// that option's key, as questionary and InquirerPy take a choice: a number `n` that names
    /// no option by key or title (`2` → the second), the option's key or title ignoring case and
    /// diacritics, the start of one title (`reyk`), or its letters in order (`mntrl` →
    /// Montréal). A word that names no option is kept (the row refuses it, listing them).
    /// - Throws: a ``LineError`` naming the options a word fits when it fits several
    ///   (`'ber' fits 2 options: 1. Berlin, 3. Bern; type more of one, or its number`).
    static func choosing(_ text: String, among options: [Choice]) throws(LineError) -> String {
        var words: [String] = []
        for word in text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = word.trimmingSpaces
            let fits = matches(name, among: options)
            if fits.count > 1 {
                let shown = fits.sorted().prefix(8).map { "\($0 + 1). \(options[$0].title)" }
                let more = fits.count > 8 ? ", and \(fits.count - 8) more" : ""
                throw LineError(
                    "'\(name)' fits \(fits.count) options: \(shown.joined(separator: ", "))\(more);"
                        + " type more of one, or its number")
            }
            words.append(fits.first.map { options[$0].key.rawValue } ?? name)
        }
        return words.joined(separator: ", ")
    }

    /// The indices of the options `word` names (``choosing(_:among:)``), the first way that
    /// finds any: its key or title as it is, a number, the key or title without case and
    /// diacritics, the start of titles, their letters in order (the best matches first). Empty
    /// when none does, or for an empty word.
    private static func matches(_ word: String, among options: [Choice]) -> [Int] {
        guard !word.isEmpty else { return [] }
        let exact = options.indices.filter { options[$0].key.rawValue == word || options[$0].title == word }
        if !exact.isEmpty { return exact }
        if let number = Int(word), word.allSatisfy(\.isASCII) {
            return options.indices.contains(number - 1) ? [number - 1] : []
        }
        let query = FuzzyMatch.folded(word).joined()
        let folded = options.map { FuzzyMatch.folded($0.title).joined() }
        let keys = options.map { FuzzyMatch.folded($0.key.rawValue).joined() }
        let same = options.indices.filter { folded[$0] == query || keys[$0] == query }
        if !same.isEmpty { return same }
        let starts = options.indices.filter { folded[$0].hasPrefix(query) }
        if !starts.isEmpty { return starts }
        let letters = FuzzyMatch.folded(word.filter { $0 != " " })
        return options.indices.compactMap { index in
            FuzzyMatch(query: letters, in: options[index].title).map { (index, $0.score) }
        }
        .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
        .map(\.0)
    }

    /// `A to B`, `at least A`, `at most B` (times: `A or later`, `B or earlier`), or `nil`
    /// without bounds.
    private static func range(_ minimum: String?, _ maximum: String?, ordered: Bool) -> String? {
        switch (minimum, maximum) {
        case (let low?, let high?): return "\(low) to \(high)"
        case (let low?, nil): return ordered ? "\(low) or later" : "at least \(low)"
        case (nil, let high?): return ordered ? "\(high) or earlier" : "at most \(high)"
        case (nil, nil): return nil
        }
    }

    /// `, from 2008-12-01`, `, up to 2008-12-01 (today-18y)`, … for date bounds worked out today.
    private static func bounds(_ minimum: DateBound?, _ maximum: DateBound?, today: CalendarDate) -> String {
        func day(_ bound: DateBound) -> String {
            let resolved = bound.resolved(today: today)?.description ?? bound.description
            if case .relative = bound { return "\(resolved) (\(bound))" }
            return resolved
        }
        switch (minimum, maximum) {
        case (let low?, let high?): return ", \(day(low)) to \(day(high))"
        case (let low?, nil): return ", \(day(low)) or later"
        case (nil, let high?): return ", \(day(high)) or earlier"
        case (nil, nil): return ""
        }
    }

    /// A number as people write it: `10`, `0.5`.
    private static func number(_ value: Double) -> String { Value.number(value).description }
}
