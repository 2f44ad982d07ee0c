import FormEngine
import FormEngineSettings
import FormRendering

/// `--dump --json` for a Settings bundle: ``JSONDump``'s listing, where each section also has
/// its `footer` (`null` when none) and each row that stores a value says what a UI needs to draw
/// it: `"defaultsKey"`; a picker's `"selection"` (`single`) and `"radioGroup"`; a text field's
/// `"secure"`, `"keyboardType"`, `"autocapitalizationType"`, `"autocorrectionType"`; a slider's
/// `"minimum"`, `"maximum"`, `"minimumValueImage"`, `"maximumValueImage"`. Then the problems
/// and the `"values"` (the defaults dictionary).
package enum SettingsJSON {
    /// The listing of `form`, which `bundle` made.
    package static func render(_ form: Form, bundle: SettingsBundle) -> String {
        var byRow: [RowKey: SettingsField] = [:]
        for field in bundle.fields where byRow[field.row] == nil { byRow[field.row] = field }
        var out = "{"
        if let title = form.descriptor.title { out += "\"title\":\(JSONWriter.quoted(title)),\n" }
        out += "\"sections\":["
        for section in 0..<form.sectionCount {
            if section > 0 { out += "," }
            let descriptor = form.descriptor.sections[section]
            out += "\n{\"title\":" + (descriptor.title.map(JSONWriter.quoted) ?? "null")
            out += ",\"footer\":" + (descriptor.footer.map(JSONWriter.quoted) ?? "null")
            out += ",\"rows\":["
            for (index, row) in form.visibleRows(in: section).enumerated() {
                if index > 0 { out += "," }
                var object = JSONDump.rowObject(row)
                if let field = byRow[row.key] {
                    object.removeLast()
                    object += extras(field, row: row) + "}"
                }
                out += "\n" + object
            }
            out += "]}"
        }
        out += "],\n\"problems\":["
        for (index, problem) in form.validate().enumerated() {
            if index > 0 { out += "," }
            out +=
                "\n{\"key\":\(JSONWriter.quoted(problem.key.rawValue)),\"rule\":\(JSONWriter.quoted(problem.rule.rawValue))"
            out += ",\"message\":\(JSONWriter.quoted(problem.message))}"
        }
        out += "],\n\"values\":" + PlistJSON.object(bundle.values(of: form)) + "}\n"
        return out
    }

    /// The members a row of `field` adds, each starting with a comma.
    static func extras(_ field: SettingsField, row: Row) -> String {
        var out = ",\"defaultsKey\":\(JSONWriter.quoted(field.key))"
        let traits = field.traits
        func add(_ name: String, _ text: String?) {
            if let text { out += ",\"\(name)\":\(JSONWriter.quoted(text))" }
        }
        switch field.control {
        case .picker:
            out += ",\"selection\":\"single\""
            if traits.isRadioGroup { out += ",\"radioGroup\":true" }
        case .text:
            if !row.isSecure { out += ",\"secure\":\(traits.isSecure)" }
            add("keyboardType", traits.keyboardType ?? "Alphabet")
            add("autocapitalizationType", traits.autocapitalizationType)
            add("autocorrectionType", traits.autocorrectionType)
        case .slider:
            if case .slider(let range, _) = row.control {
                out += ",\"minimum\":\(PlistJSON.json(.real(range.lowerBound)))"
                out += ",\"maximum\":\(PlistJSON.json(.real(range.upperBound)))"
            }
            add("minimumValueImage", traits.minimumValueImage)
            add("maximumValueImage", traits.maximumValueImage)
        case .toggle, .fixed:
            break
        }
        return out
    }
}
