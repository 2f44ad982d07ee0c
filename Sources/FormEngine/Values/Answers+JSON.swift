/// The answers as JSON text, written by hand so that keys keep form order.
extension Answers {
    /// One JSON object in form order, one answer a line and one list item a line:
    ///
    /// ```
    /// {
    /// "firstName":"Ada",
    /// "dateOfBirthPicker":"1990-03-12",
    /// "skill":[{"key":"skill-1","title":"Swift","order":0,"value":3}]}
    /// ```
    ///
    /// Strings are escaped as JSON requires; numbers are written without a trailing `.0` when
    /// whole; a number that is not finite (never held by a form) is written `null`.
    public var json: String {
        guard !entries.isEmpty else { return "{}" }
        let lines = entries.map { JSONWriter.quoted($0.key.rawValue) + ":" + Self.json($0.answer) }
        return "{\n" + lines.joined(separator: ",\n") + "}"
    }

    static func json(_ answer: Answer) -> String {
        switch answer {
        case .string(let text): return JSONWriter.quoted(text)
        case .integer(let number): return String(number)
        case .number(let number): return number.isFinite ? Value.format(number) : "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .date(let day): return JSONWriter.quoted(day.description)
        case .strings(let keys): return "[" + keys.map(JSONWriter.quoted).joined(separator: ",") + "]"
        case .items(let items):
            let objects = items.map { item in
                var object = "{\"key\":\(JSONWriter.quoted(item.key.rawValue)),\"title\":"
                object += JSONWriter.quoted(item.title) + ",\"order\":\(item.order)"
                if let value = item.value { object += ",\"value\":" + json(value) }
                return object + "}"
            }
            return "[" + objects.joined(separator: ",\n") + "]"
        }
    }
}
