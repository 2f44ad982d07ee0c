import Foundation

/// The forms the benchmarks generate, kept as data in `Forms/` (property lists whose strings hold
/// `{name}` placeholders) so that the benchmarks' code names no row kind.
enum BenchForms {
    /// The property list `Forms/<name>.plist`, as `T`; the benchmark stops with a message when it
    /// is missing or not a `T` (a broken build, not a user's mistake).
    static func read<T>(_ name: String) -> T {
        guard let url = Bundle.module.url(forResource: name, withExtension: "plist", subdirectory: "Forms"),
            let data = try? Data(contentsOf: url),
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil),
            let value = plist as? T
        else {
            FileHandle.standardError.write(
                Data("formbench: Forms/\(name).plist is missing or malformed\n".utf8))
            exit(1)
        }
        return value
    }

    /// `value` with each placeholder in its strings (the keys of `replacements`) replaced, through arrays and dictionaries.
    static func filled(_ value: [String: Any], _ replacements: [String: String]) -> [String: Any] {
        value.mapValues { fill($0, replacements) }
    }

    private static func fill(_ value: Any, _ replacements: [String: String]) -> Any {
        switch value {
        case let text as String:
            return replacements.reduce(text) { $0.replacingOccurrences(of: $1.key, with: $1.value) }
        case let array as [Any]: return array.map { fill($0, replacements) }
        case let dictionary as [String: Any]: return dictionary.mapValues { fill($0, replacements) }
        default: return value
        }
    }
}
