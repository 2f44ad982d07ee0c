import Foundation

/// The JSON listing of a form's visible rows (schema in docs/OUTPUT-FORMATS.md):
/// `{"title":…,"sections":[{"title":…,"footer":…,"hidden"?,"rows":[{"key","kind","title","subtitle","depth",
/// "expandable","expanded","value"?,"selected"?,"item"?, …what the kind takes}]}],
/// "problems":[{"key","rule","message"}],"values"?}`. Keys keep this order; written by hand so that 100k
/// rows stream out fast. Every section is listed, so indexes match the API's; one whose
/// `visibleWhen` does not hold has `"hidden":true` and no rows. A form's `"values"` are its
/// ``Answers``; a Settings bundle's, its defaults dictionary. What each kind adds is
/// ``kindMembers(_:today:)``'s; a password row (`"secure":true`) has no `"value"` unless
/// `reveal` is set.
package enum JSONDump {
    /// The visible rows of every section as JSON, then the validation problems; with
    /// `values`, a `"values"` object (the form's state as plist values, keys sorted) follows;
    /// with `answers`, a `"values"` object holding them (``Answers/json``). With `reveal`,
    /// secure rows give their value too.
    package static func render(
        _ form: Form, values: [String: PlistValue]? = nil, answers: Answers? = nil, reveal: Bool = false
    ) -> String {
        let today = form.clock.today()
        var out = "{"
        if let title = form.descriptor.title { out += "\"title\":\(string(title)),\n" }
        out += "\"sections\":["
        for section in 0..<form.sectionCount {
            if section > 0 { out += "," }
            out += "\n{\"title\":"
            out += form.descriptor.sections[section].title.map(string) ?? "null"
            out += ",\"footer\":"
            out += form.descriptor.sections[section].footer.map(string) ?? "null"
            if !form.isSectionShown(section) { out += ",\"hidden\":true" }
            out += ",\"rows\":["
            for (index, position) in form.visibility[section].rows.enumerated() {
                if index > 0 { out += "," }
                let ref = RowRef(section: section, row: position)
                let row = form.makeRow(ref)
                // Only text rows and pickers read their descriptor again (a copy costs).
                var extra: (contentType: String?, presentation: Presentation?) = (nil, nil)
                if case .text = row.kind { extra.contentType = form.descriptor(ref).contentType }
                if row.selection != nil { extra.presentation = form.descriptor(ref).presentation }
                out += "\n" + rowObject(row, extra: extra, today: today, reveal: reveal)
            }
            out += "]}"
        }
        out += "],\n\"problems\":["
        for (index, problem) in form.validate().enumerated() {
            if index > 0 { out += "," }
            out += "\n{\"key\":\(string(problem.key.rawValue)),\"rule\":\(string(problem.rule.rawValue))"
            out += ",\"message\":\(string(problem.message))}"
        }
        out += "]"
        if let values { out += ",\n\"values\":" + PlistJSON.object(values) }
        if let answers { out += ",\n\"values\":" + answers.json }
        out += "}\n"
        return out
    }

    /// The final values of every row that holds one, as `{"values":{key: value}}`.
    package static func values(_ form: Form) -> String {
        var out = "{\"values\":{"
        var first = true
        for section in 0..<form.sectionCount {
            for row in form.allRows(in: section) {
                guard let value = row.value else { continue }
                out += (first ? "\n" : ",\n") + "\(string(row.key.rawValue)):\(json(value))"
                first = false
            }
        }
        return out + "}}\n"
    }

    /// One row's object; with `extra` (what its descriptor says beyond the row), also its
    /// `contentType`, a picker's `presentation` and what its kind takes (see
    /// ``kindMembers(_:today:)``). A secure row's value is left out unless `reveal`.
    static func rowObject(
        _ row: Row, extra: (contentType: String?, presentation: Presentation?)? = nil,
        today: CalendarDate? = nil, reveal: Bool = false
    ) -> String {
        var out = "{\"key\":\(string(row.key.rawValue)),\"kind\":\(string(row.kind.name))"
        out += ",\"title\":\(string(row.title)),\"subtitle\":\(string(row.subtitle))"
        out += ",\"depth\":\(row.depth),\"expandable\":\(row.isExpandable),\"expanded\":\(row.isExpanded)"
        if let value = row.value, reveal || !row.isSecure {
            out += ",\"value\":\(json(value))"
        }
        if case .option = row.kind { out += ",\"selected\":\(row.isSelected)" }
        if row.isItem { out += ",\"item\":true,\"selected\":\(row.isSelected)" }
        if row.isReadOnly { out += ",\"readOnly\":true" }
        if row.isSecure { out += ",\"secure\":true" }
        if let extra {
            if let contentType = extra.contentType { out += ",\"contentType\":\(string(contentType))" }
            if let presentation = extra.presentation {
                out += ",\"presentation\":\"\(presentation.rawValue)\""
            }
            out += kindMembers(row, today: today)
        }
        return out + "}"
    }

    /// The members a row's kind adds, each starting with a comma: a text kind's `"keyboard"`; a
    /// number's `"minimum"`, `"maximum"`, `"step"` and `"fractionDigits"`; a time's `"minimum"`
    /// and `"maximum"` (`HH:mm`); a date's or date-time's `"minimumDate"` and `"maximumDate"` as
    /// written (`today-18y`) with the day each names today (`"minimumDay"`, `"maximumDay"`,
    /// `null` past year 9999) and a date-time's `"timeZone"`; a segmented row's `"options"`
    /// (`[{"key","title"}]`); a button's `"action"`; a link's `"url"`.
    static func kindMembers(_ row: Row, today: CalendarDate?) -> String {
        var out = ""
        func bounds(_ minimum: DateBound?, _ maximum: DateBound?) {
            for (name, bound) in [("minimum", minimum), ("maximum", maximum)] {
                guard let bound else { continue }
                out += ",\"\(name)Date\":\(string(bound.description))"
                let day = today.flatMap { bound.resolved(today: $0) }
                out += ",\"\(name)Day\":" + (day.map { string($0.description) } ?? "null")
            }
        }
        switch row.kind {
        case .text(let format):
            out += ",\"keyboard\":\"\(format.keyboard)\""  // plain ASCII names
        case .number(let settings):
            if let minimum = settings.minimum { out += ",\"minimum\":\(json(.number(minimum)))" }
            if let maximum = settings.maximum { out += ",\"maximum\":\(json(.number(maximum)))" }
            out += ",\"step\":\(json(.number(settings.step)))"
            if let digits = settings.fractionDigits { out += ",\"fractionDigits\":\(digits)" }
        case .time(let settings):
            if let minimum = settings.minimum { out += ",\"minimum\":\(string(minimum.description))" }
            if let maximum = settings.maximum { out += ",\"maximum\":\(string(maximum.description))" }
        case .date(let settings):
            bounds(settings.minimum, settings.maximum)
        case .dateTime(let settings):
            bounds(settings.minimum, settings.maximum)
            if let zone = settings.timeZone { out += ",\"timeZone\":\(string(zone))" }
        case .segmented(let choices):
            let options = choices.map { "{\"key\":\(string($0.key.rawValue)),\"title\":\(string($0.title))}" }
            out += ",\"options\":[" + options.joined(separator: ",") + "]"
        case .button(let action):
            out += ",\"action\":\(string(action))"
        case .link:
            if case .text(let url)? = row.value { out += ",\"url\":\(string(url))" }
        default:
            break
        }
        return out
    }

    /// A value as JSON: text and days as strings, numbers, booleans, a choice's key, an array
    /// of chosen keys.
    package static func json(_ value: Value) -> String {
        switch value {
        case .text(let text): return string(text)
        case .date(let date): return string(date.description)
        case .bool(let flag): return flag ? "true" : "false"
        case .number: return value.description
        case .choice(let key): return string(key.rawValue)
        case .choices(let keys): return "[" + keys.map { string($0.rawValue) }.joined(separator: ",") + "]"
        }
    }

    /// A JSON string literal.
    package static func string(_ text: String) -> String {
        var out = "\""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
