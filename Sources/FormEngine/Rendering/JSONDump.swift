import Foundation

/// The JSON listing of a form's visible rows (schema in the README):
/// `{"title":…,"sections":[{"title":…,"footer":…,"hidden"?,"rows":[{"key","kind","title","subtitle","depth",
/// "expandable","expanded","value"?,"selected"?,"item"?}]}],
/// "problems":[{"key","rule","message"}],"values"?}`. Keys keep this order; written by hand so that 100k
/// rows stream out fast. Every section is listed, so indexes match the API's; one whose
/// `visibleWhen` does not hold has `"hidden":true` and no rows. A form's `"values"` are its
/// ``Answers``; a Settings bundle's, its defaults dictionary.
package enum JSONDump {
    /// The visible rows of every section as JSON, then the validation problems; with
    /// `values`, a `"values"` object (the form's state as plist values, keys sorted) follows;
    /// with `answers`, a `"values"` object holding them (``Answers/json``).
    package static func render(
        _ form: Form, values: [String: PlistValue]? = nil, answers: Answers? = nil
    ) -> String {
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
            for (index, row) in form.visibleRows(in: section).enumerated() {
                if index > 0 { out += "," }
                out += "\n" + rowObject(row)
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

    static func rowObject(_ row: Row) -> String {
        var out = "{\"key\":\(string(row.key.rawValue)),\"kind\":\(string(row.kind.name))"
        out += ",\"title\":\(string(row.title)),\"subtitle\":\(string(row.subtitle))"
        out += ",\"depth\":\(row.depth),\"expandable\":\(row.isExpandable),\"expanded\":\(row.isExpanded)"
        if let value = row.value {
            out += ",\"value\":\(row.isSecure ? string(row.displayValue) : json(value))"
        }
        if case .option = row.kind { out += ",\"selected\":\(row.isSelected)" }
        if row.isItem { out += ",\"item\":true,\"selected\":\(row.isSelected)" }
        if row.isReadOnly { out += ",\"readOnly\":true" }
        if row.isSecure { out += ",\"secure\":true" }
        return out + "}"
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
