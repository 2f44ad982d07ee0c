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
/// holds one), so a script reads what a person sees instead of bare `skill-4` keys. A password
/// row's value is left out unless `--reveal` (`reveal`) asks for it.
enum WalkValuesJSON {
    /// The JSON for `form`; with `reveal`, secure rows' values too.
    static func render(_ form: Form, reveal: Bool = false) -> String {
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
                guard let value = row.value, reveal || !row.isSecure else { continue }
                entries.append("\(string(row.key.rawValue)):\(json(value))")
            }
        }
        let body = entries.isEmpty ? "" : "\n" + entries.joined(separator: ",\n")
        return "{\"values\":{" + body + "}}\n"
    }

    private static func json(_ value: Value) -> String { JSONDump.json(value) }

    private static func string(_ text: String) -> String { JSONDump.string(text) }
}
