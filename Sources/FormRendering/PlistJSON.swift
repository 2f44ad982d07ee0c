import FormEngine
import Foundation

/// Property-list values as JSON: dictionaries with sorted keys, dates as ISO 8601 strings, data
/// as base64 strings.
package enum PlistJSON {
    /// A dictionary as a JSON object, one entry a line.
    package static func object(_ values: [String: PlistValue]) -> String {
        if values.isEmpty { return "{}" }
        let entries = values.keys.sorted().map { key in
            "\(JSONWriter.quoted(key)):\(json(values[key] ?? .string("")))"
        }
        return "{\n" + entries.joined(separator: ",\n") + "}"
    }

    package static func json(_ value: PlistValue) -> String {
        switch value {
        case .string(let text): return JSONWriter.quoted(text)
        case .integer(let number): return String(number)
        case .real(let number):
            // Swift's spelling keeps a whole real recognisable as one (`1.0`, not `1`).
            return number.isFinite ? "\(number)" : "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .date(let date): return JSONWriter.quoted(ISO8601DateFormatter().string(from: date))
        case .data(let data): return JSONWriter.quoted(data.base64EncodedString())
        case .array(let items): return "[" + items.map(json).joined(separator: ",") + "]"
        case .dictionary(let items):
            let entries = items.keys.sorted().map {
                "\(JSONWriter.quoted($0)):\(json(items[$0] ?? .string("")))"
            }
            return "{" + entries.joined(separator: ",") + "}"
        }
    }
}
