import FormEngine
import Foundation

/// A flat defaults dictionary as a property-list file: what `UserDefaults.register(defaults:)`
/// takes and what a Settings form's state is saved as.
///
/// ```xml
/// <dict>
///   <key>sounds_enabled</key> <true/>
///   <key>theme</key>          <string>dark</string>
/// </dict>
/// ```
public enum DefaultsFile {
    /// Reads a defaults dictionary.
    /// - Throws: `LoadError.unreadable(_:reason:)` when the file cannot be read,
    ///   `LoadError.malformed(_:reason:)` when it is not a property list, and
    ///   `LoadError.invalidState(_:reason:)` when it is not a dictionary.
    public static func load(contentsOf url: URL, limits: LoadLimits = .default) throws(LoadError)
        -> [String: PlistValue]
    {
        let root: PlistValue
        do {
            let data = try DescriptorLoader.read(url, limits: limits)
            root = try PlistValue.parse(data, file: url.relativePath, limits: limits)
        } catch {
            throw LoadError(error)
        }
        guard case .dictionary(let values) = root else {
            throw .invalidState(
                Location(file: url.relativePath), reason: "a defaults file must hold a dictionary")
        }
        return values
    }

    /// The dictionary as an XML property list, keys sorted — or as a binary one when a value read
    /// from a file written by others holds characters XML 1.0 cannot (see `FormState.data()`).
    /// - Throws: `StateFileError.writeFailed(_:reason:)` when the values cannot be encoded.
    public static func data(_ values: [String: PlistValue]) throws(StateFileError) -> Data {
        do {
            let format = PlistValue.format(for: [.dictionary(values)])
            let data = try PropertyListSerialization.data(
                fromPropertyList: values.mapValues(\.foundation), format: format, options: 0)
            return format == .xml ? PlistValue.shortestReals(data) : data
        } catch {
            throw .writeFailed(Location(), reason: "the values cannot be encoded as a property list")
        }
    }

    /// Writes the dictionary atomically (the old file, if any, stays whole until the new one is in
    /// place, and keeps its permissions).
    /// - Throws: `StateFileError.cannotWrite(_:reason:)` or `StateFileError.writeFailed(_:reason:)`;
    ///   the old file is then untouched.
    public static func write(_ values: [String: PlistValue], to url: URL) throws(StateFileError) {
        let bytes: Data
        do {
            bytes = try data(values)
        } catch {
            throw StateFileError(FormError(error).inFile(url.relativePath))
        }
        do {
            try AtomicFile.write(bytes, to: url.relativePath)
        } catch {
            throw StateFileError(error)
        }
    }
}
