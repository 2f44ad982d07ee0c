import FormEngine
import Foundation

/// The JSON listing of a form's visible rows (schema in docs/OUTPUT-FORMATS.md):
/// `{"title":…,"sections":[{"title":…,"footer":…,"hidden"?,"rows":[{"key","kind","title","subtitle",
/// "label","detail","depth","expandable","expanded","value"?,"selected"?,"item"?, …what the kind
/// takes}]}],
/// "problems":[{"key","rule","message"}],"values"?}`. Keys keep this order; written by hand so that 100k
/// rows stream out fast. Every section is listed, so indexes match the API's; one whose
/// `visibleWhen` does not hold has `"hidden":true` and no rows. A form's `"values"` are its
/// `Answers`; a Settings bundle's, its defaults dictionary. What each kind adds is
/// ``settingsMembers(_:today:into:)``'s; a password row (`"secure":true`) has no `"value"` unless
/// `reveal` is set.
package enum JSONDump {
    /// The visible rows of every section as JSON, then the validation problems; with
    /// `values`, a `"values"` object (the form's state as plist values, keys sorted) follows;
    /// with `answers`, a `"values"` object holding them (`Answers.json`); with `valuesJSON`,
    /// that JSON text as `"values"` (a schema form's instance). With `reveal`, secure rows give
    /// their value too.
    package static func render(
        _ form: Form, values: [String: PlistValue]? = nil, answers: Answers? = nil, valuesJSON: String? = nil,
        reveal: Bool = false
    ) -> String {
        let today = form.clock.today()
        var out = JSONWriter()
        // About 180 bytes a visible row: one allocation instead of a dozen doublings.
        out.reserve(4096 + 180 * (0..<form.sectionCount).reduce(0) { $0 + form.visibleRowCount(in: $1) })
        out.raw("{")
        if let title = form.descriptor.title {
            out.raw("\"title\":")
            out.string(title)
            out.raw(",\n")
        }
        out.raw("\"sections\":[")
        for section in 0..<form.sectionCount {
            if section > 0 { out.raw(",") }
            out.raw("\n{\"title\":")
            out.stringOrNull(form.descriptor.sections[section].title)
            out.raw(",\"footer\":")
            out.stringOrNull(form.descriptor.sections[section].footer)
            if !form.isSectionShown(section) { out.raw(",\"hidden\":true") }
            out.raw(",\"rows\":[")
            for (index, row) in form.visibleRows(in: section).enumerated() {
                out.raw(index > 0 ? ",\n" as StaticString : "\n")
                write(row, full: true, today: today, reveal: reveal, into: &out)
            }
            out.raw("]}")
        }
        out.raw("],\n\"problems\":[")
        for (index, problem) in form.validate().enumerated() {
            out.raw(index > 0 ? ",\n{\"key\":" as StaticString : "\n{\"key\":")
            out.string(problem.key.rawValue)
            out.member("rule")
            out.string(problem.rule.rawValue)
            out.member("message")
            out.string(problem.message)
            out.raw("}")
        }
        out.raw("]")
        if let values { out.raw(",\n\"values\":" + PlistJSON.object(values)) }
        if let answers { out.raw(",\n\"values\":" + answers.json) }
        if let valuesJSON { out.raw(",\n\"values\":" + valuesJSON) }
        out.raw("}\n")
        return out.text
    }

    /// The final values of every row that holds one, as `{"values":{key: value}}`.
    package static func values(_ form: Form) -> String {
        var out = "{\"values\":{"
        var first = true
        for section in 0..<form.sectionCount {
            for row in form.allRows(in: section) {
                guard let value = row.value else { continue }
                out += (first ? "\n" : ",\n") + "\(JSONWriter.quoted(row.key.rawValue)):\(json(value))"
                first = false
            }
        }
        return out + "}}\n"
    }

    /// One row's object, made from the `Row` alone (see ``write(_:full:today:reveal:into:)``).
    package static func rowObject(
        _ row: Row, full: Bool = false, today: CalendarDate? = nil, reveal: Bool = false
    )
        -> String
    {
        var out = JSONWriter()
        write(row, full: full, today: today, reveal: reveal, into: &out)
        return out.text
    }

    /// Writes one row's object, made from the `Row` alone. With `full`, also what a view needs
    /// beyond its title and value: `"view"` (its control's name, `RowControl.viewName`), `"required"`,
    /// `"placeholder"`, `"description"`, `"userInfo"`, `"maxLength"`, `"contentType"`, a picker's
    /// `"presentation"` (`inline` or `page`), `"selection"`, `"minimumSelections"`,
    /// `"maximumSelections"` and `"options"`, and what its kind takes (see
    /// ``settingsMembers(_:today:into:)``). A secure row's value is left out unless `reveal`.
    static func write(_ row: Row, full: Bool, today: CalendarDate?, reveal: Bool, into out: inout JSONWriter)
    {
        out.raw("{\"key\":")
        out.string(row.key.rawValue)
        out.member("kind")
        out.string(row.kindName)
        out.member("title")
        let title = out.position
        out.string(row.title)
        let subtitle = out.position
        out.member("subtitle")
        let subtitleText = out.position
        out.string(row.subtitle)
        let written = (title: title..<subtitle, subtitle: subtitleText..<out.position)
        // The label and the detail are mostly the title or the subtitle, whose literals are
        // written again rather than escaped again (the dump's JSON/text target).
        out.member("label")
        write(row.label, row, written, into: &out)
        out.member("detail")
        // A password's dots would tell its length: without `reveal` it shows nothing, as it
        // gives no value.
        write(row.isSecure && !reveal ? "" : row.detail, row, written, into: &out)
        out.member("depth")
        out.integer(row.depth)
        out.member("expandable")
        out.bool(row.isExpandable)
        out.member("expanded")
        out.bool(row.isExpanded)
        if let value = row.value, reveal || !row.isSecure {
            out.member("value")
            json(value, into: &out)
        }
        if row.control.isOption {
            out.member("selected")
            out.bool(row.isSelected)
        }
        if row.isItem {
            out.raw(",\"item\":true,\"selected\":")
            out.bool(row.isSelected)
        }
        if row.isReadOnly { out.raw(",\"readOnly\":true") }
        if row.isSecure { out.raw(",\"secure\":true") }
        if full {
            out.member("view")
            out.string(row.control.viewName)
            members(row, today: today, into: &out)
        }
        out.raw("}")
    }

    /// Writes `text` as a string literal: the one written for the row's title or subtitle (at
    /// `written`) again when it is the same text.
    private static func write(
        _ text: String, _ row: Row, _ written: (title: Range<Int>, subtitle: Range<Int>),
        into out: inout JSONWriter
    ) {
        if text == row.title {
            out.repeating(written.title)
        } else if text == row.subtitle {
            out.repeating(written.subtitle)
        } else {
            out.string(text)
        }
    }

    /// What a view needs beyond a row's title and value, each member starting with a comma.
    private static func members(_ row: Row, today: CalendarDate?, into out: inout JSONWriter) {
        if row.isRequired { out.raw(",\"required\":true") }
        out.member("placeholder", ifGiven: row.placeholder)
        out.member("description", ifGiven: row.help)
        if let info = row.userInfo {
            out.member("userInfo")
            out.raw(PlistJSON.json(info))
        }
        switch row.control {
        case .text(_, _, let count?), .textArea(let count?):
            out.member("maxLength")
            out.integer(count)
        default: break
        }
        out.member("contentType", ifGiven: row.contentType)
        if case .choice(let options, let selection, let presentation) = row.control {
            out.member("presentation")
            out.raw(presentation == .page ? "\"page\"" as StaticString : "\"inline\"")
            out.member("selection")
            out.string(selection.name)
            if let limits = selection.limits {
                out.member("minimumSelections")
                out.integer(limits.minimum)
                out.member("maximumSelections", ifGiven: limits.maximum)
            }
            Self.options(options, into: &out)
        }
        settingsMembers(row, today: today, into: &out)
    }

    /// `"minimumDate"` and `"maximumDate"` as written (`today-18y`), each with the day it names
    /// `today` (`"minimumDay"`, `"maximumDay"`; `null` past year 9999 or without `today`).
    private static func dateBounds(
        _ earliest: DateBound?, _ latest: DateBound?, today: CalendarDate?, into out: inout JSONWriter
    ) {
        for (name, bound) in [("minimum", earliest), ("maximum", latest)] {
            guard let bound else { continue }
            out.raw(",\"\(name)Date\":")
            out.string(bound.description)
            out.raw(",\"\(name)Day\":")
            out.stringOrNull(today.flatMap { bound.resolved(today: $0) }?.description)
        }
    }

    /// `,"options":[{"key","title"}]`.
    private static func options(_ choices: [Choice], into out: inout JSONWriter) {
        out.raw(",\"options\":[")
        for (index, choice) in choices.enumerated() {
            out.raw(index > 0 ? ",{\"key\":" as StaticString : "{\"key\":")
            out.string(choice.key.rawValue)
            out.member("title")
            out.string(choice.title)
            out.raw("}")
        }
        out.raw("]")
    }

    /// The members a row's control adds, each starting with a comma: a text field's
    /// `"keyboard"`; a number field's or stepper's `"minimum"`, `"maximum"` and `"step"`; a
    /// number's `"fractionDigits"`, a time's or day's bounds, a date-time's `"timeZone"`, a
    /// link's `"url"`, a file's checks; a choice list's `"options"` (`[{"key","title"}]`); a
    /// button's `"action"`.
    static func settingsMembers(_ row: Row, today: CalendarDate?, into out: inout JSONWriter) {
        switch row.control {
        case .text(let content, _, _):
            out.member("keyboard")
            out.string(content.keyboard)
        case .textArea:
            out.member("keyboard")
            out.string(TextContent.plain.keyboard)
        case .number(_, let range, let step, _), .stepper(let range, let step):
            for (name, number) in [("minimum", range.minimum), ("maximum", range.maximum), ("step", step)] {
                guard let number else { continue }
                out.raw(",\"\(name)\":")
                json(.number(number), into: &out)
            }
        default: break
        }
        switch row.control {
        case .number(_, _, _, let digits?):
            out.member("fractionDigits")
            out.integer(digits)
        case .time(let earliest, let latest):
            for (name, time) in [("minimum", earliest), ("maximum", latest)] {
                guard let time else { continue }
                out.raw(",\"\(name)\":")
                out.string(time.description)
            }
        case .date(let earliest, let latest): dateBounds(earliest, latest, today: today, into: &out)
        case .dateTime(let earliest, let latest, let timeZone):
            dateBounds(earliest, latest, today: today, into: &out)
            out.member("timeZone", ifGiven: timeZone)
        case .link(let url): out.member("url", ifGiven: url)
        case .file(let settings):
            out.raw(",\"mustExist\":\(settings.mustExist),\"directory\":\(settings.isDirectory)")
            out.raw(",\"extensions\":[")
            out.raw(settings.extensions.map { JSONWriter.quoted($0) }.joined(separator: ","))
            out.raw("]")
        default: break
        }
        switch row.control {
        case .segmented(let choices): options(choices, into: &out)
        case .button(let action):
            out.member("action")
            out.string(action)
        default: break
        }
    }

    /// A value as JSON: text and days as strings, numbers, booleans, a choice's key, an array
    /// of chosen keys.
    package static func json(_ value: Value) -> String {
        var out = JSONWriter()
        json(value, into: &out)
        return out.text
    }

    static func json(_ value: Value, into out: inout JSONWriter) {
        switch value {
        case .text(let text): out.string(text)
        case .date(let date): out.string(date.description)
        case .bool(let flag): out.bool(flag)
        case .number(let number):
            // A whole number without a `.0`, as `Value.description` writes it.
            if let whole = Value.whole(number) { out.integer(whole) } else { out.raw(value.description) }
        case .choice(let key): out.string(key.rawValue)
        case .choices(let keys):
            out.raw("[")
            for (index, key) in keys.enumerated() {
                if index > 0 { out.raw(",") }
                out.string(key.rawValue)
            }
            out.raw("]")
        }
    }
}
