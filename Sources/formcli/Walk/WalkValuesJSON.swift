import FormEngine

/// The answers a walk prints with `--json` when it ends with done, in form order:
///
/// ```
/// {"values":{
/// "firstName":"Ada",
/// "skill":[{"key":"skill-4","title":"Python","order":0,"value":5},
/// {"key":"skill-1","title":"Swift","order":1,"value":3}]}}
/// ```
///
/// The items of an editable list are one array under the list's key (the key its template has,
/// as in a state file's `items`), each with its key, title, 0-based order and value (when it
/// holds one), so a script reads what a person sees instead of bare `skill-4` keys.
enum WalkValuesJSON {
    /// The JSON for `form`.
    static func render(_ form: Form) -> String {
        var entries: [String] = []
        for section in 0..<form.sectionCount {
            let descriptor = form.descriptor.sections[section]
            if let list = descriptor.listKey {
                let items = form.allRows(in: section).filter(\.isItem).enumerated().map { order, row in
                    var item = "{\"key\":\(string(row.key.rawValue)),\"title\":\(string(row.title))"
                    item += ",\"order\":\(order)"
                    if let value = row.value { item += ",\"value\":\(json(value))" }
                    return item + "}"
                }
                entries.append("\(string(list)):[" + items.joined(separator: ",\n") + "]")
                continue
            }
            for row in form.allRows(in: section) {
                guard let value = row.value else { continue }
                entries.append("\(string(row.key.rawValue)):\(json(value))")
            }
        }
        let body = entries.isEmpty ? "" : "\n" + entries.joined(separator: ",\n")
        return "{\"values\":{" + body + "}}\n"
    }

    /// A value as JSON: text and days as strings, numbers, booleans, a choice's key, an array
    /// of chosen keys.
    static func json(_ value: Value) -> String {
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
    static func string(_ text: String) -> String {
        var out = "\""
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
