import Foundation

/// What a person changed in a form — values by row key and the expanded rows — as saved to and
/// loaded from a plist file:
///
/// ```xml
/// <dict>
///   <key>version</key>  <integer>1</integer>
///   <key>values</key>   <dict> <key>firstName</key> <string>Ada</string> … </dict>
///   <key>expanded</key> <array> <string>fullName</string> </array>
///   <key>items</key>    <dict> <key>skill</key> <array>
///                         <dict> <key>key</key> <string>skill-1</string>
///                                <key>title</key> <string>Swift</string>
///                                <key>order</key> <integer>0</integer> </dict> … </array> </dict>
///   <key>selection</key> <dict> <key>languages</key> <string>single</string> </dict>
/// </dict>
/// ```
///
/// Values are plain plist types: text and picker choices as strings, dates as `yyyy-MM-dd`
/// strings, switches as booleans, sliders as numbers, multiple choices as arrays of strings.
/// `selection` is there only when a picker's selection mode was switched at run time to one
/// other than its descriptor's (see ``selectionModes``).
public struct FormState: Hashable, Sendable {
    /// The saved value of each row, by key.
    public var values: [RowKey: PlistValue]
    /// The keys of the expanded rows.
    public var expanded: [RowKey]
    /// The items of each editable list, by list key (the template's key), in order.
    public var items: [RowKey: [SavedItem]]
    /// The selection mode of each picker switched at run time to a mode other than its
    /// descriptor's, by key; a restore puts it back before the values, which need it. Written as
    /// `single` or `multiple`, or, with limits, as a dictionary of the descriptor's keys
    /// (`selection`, `minimumSelections`, `maximumSelections`).
    public var selectionModes: [RowKey: SelectionMode] = [:]
    /// Top-level entries of the file that this version does not know, written back unchanged.
    package var otherEntries: [String: PlistValue] = [:]

    /// Creates a state.
    public init(
        values: [RowKey: PlistValue] = [:], expanded: [RowKey] = [], items: [RowKey: [SavedItem]] = [:]
    ) {
        self.values = values
        self.expanded = expanded
        self.items = items
    }

    /// The format version this library writes.
    package static let version = 1

    /// Reads a state file.
    /// - Throws: ``LoadError/unreadable(_:reason:)`` when the file cannot be read,
    ///   ``LoadError/malformed(_:reason:)`` or ``LoadError/invalidState(_:reason:)`` when it is
    ///   not a state.
    public static func load(contentsOf url: URL, limits: LoadLimits = .default) throws(LoadError) -> FormState
    {
        do {
            let data = try DescriptorLoader.read(url, limits: limits)
            return try parse(data, file: url.relativePath, limits: limits)
        } catch {
            throw LoadError(error)
        }
    }

    /// Reads a state from bytes; `file` names them in error messages.
    /// - Throws: ``LoadError/malformed(_:reason:)`` or ``LoadError/invalidState(_:reason:)`` when
    ///   the bytes are not a state.
    public static func load(data: Data, file: String? = nil, limits: LoadLimits = .default) throws(LoadError)
        -> FormState
    {
        do {
            return try parse(data, file: file, limits: limits)
        } catch {
            throw LoadError(error)
        }
    }

    /// ``load(data:file:limits:)``, its errors as the parsing code throws them.
    private static func parse(_ data: Data, file: String?, limits: LoadLimits) throws(FormError) -> FormState
    {
        guard case .dictionary(let root) = try PlistValue.parse(data, file: file, limits: limits) else {
            throw .invalidState(Location(file: file), reason: "a state file must hold a dictionary")
        }
        if let version = root["version"], version != .integer(Self.version) {
            throw .invalidState(
                Location(file: file, key: "version"),
                reason: "unsupported state version (this reads version 1)")
        }
        var state = FormState()
        state.otherEntries = root.filter {
            !["version", "values", "expanded", "items", "selection"].contains($0.key)
        }
        switch root["values"] {
        case .dictionary(let values)?:
            state.values = Dictionary(uniqueKeysWithValues: values.map { (RowKey($0.key), $0.value) })
        case nil: break
        case let other?:
            throw .invalidState(
                Location(file: file, key: "values"), reason: "must be a dictionary, not \(other.typeName)")
        }
        switch root["expanded"] {
        case .array(let items)?:
            for item in items {
                guard case .string(let key) = item else {
                    throw .invalidState(
                        Location(file: file, key: "expanded"),
                        reason: "must list keys as strings, found \(item.typeName)")
                }
                state.expanded.append(RowKey(key))
            }
        case nil: break
        case let other?:
            throw .invalidState(
                Location(file: file, key: "expanded"),
                reason: "must be an array of keys, not \(other.typeName)")
        }
        switch root["items"] {
        case .dictionary(let lists)?:
            for (list, entries) in lists {
                guard case .array(let entries) = entries else {
                    throw .invalidState(
                        Location(file: file, key: "items.\(list)"), reason: "must be an array of items")
                }
                var items: [SavedItem] = []
                for entry in entries {
                    guard let item = SavedItem(entry) else {
                        throw .invalidState(
                            Location(file: file, key: "items.\(list)"),
                            reason: "each item must be a dictionary with a string key, a title and an order")
                    }
                    items.append(item)
                }
                state.items[RowKey(list)] = SavedItem.ordered(items)
            }
        case nil: break
        case let other?:
            throw .invalidState(
                Location(file: file, key: "items"),
                reason: "must be a dictionary of lists, not \(other.typeName)")
        }
        switch root["selection"] {
        case .dictionary(let modes)?:
            for (key, entry) in modes {
                guard let mode = Self.selectionMode(entry) else {
                    throw .invalidState(
                        Location(file: file, key: "selection.\(key)"),
                        reason: "must be single, multiple, or a dictionary of selection, minimumSelections "
                            + "and maximumSelections within 0 ≤ minimum ≤ maximum, 1 ≤ maximum")
                }
                state.selectionModes[RowKey(key)] = mode
            }
        case nil: break
        case let other?:
            throw .invalidState(
                Location(file: file, key: "selection"),
                reason: "must be a dictionary of selection modes, not \(other.typeName)")
        }
        return state
    }

    /// A selection mode as a state file writes it (``selectionModes``), or `nil`.
    static func selectionMode(_ entry: PlistValue) -> SelectionMode? {
        switch entry {
        case .string("single"): return .single
        case .string("multiple"): return .multiple()
        case .dictionary(let fields):
            guard Set(fields.keys).isSubset(of: ["selection", "minimumSelections", "maximumSelections"])
            else {
                return nil
            }
            switch fields["selection"] {
            case .string("single")?:
                return fields.count == 1 ? .single : nil
            case .string("multiple")?:
                var minimum = 0
                var maximum: Int?
                switch fields["minimumSelections"] {
                case .integer(let number)? where number >= 0: minimum = number
                case nil: break
                default: return nil
                }
                switch fields["maximumSelections"] {
                case .integer(let number)? where number >= max(1, minimum): maximum = number
                case nil: break
                default: return nil
                }
                return .multiple(minimum: minimum, maximum: maximum)
            default: return nil
            }
        default: return nil
        }
    }

    /// A selection mode as a state file writes it: its name, with its limits when it has any.
    static func plist(_ mode: SelectionMode) -> PlistValue {
        switch mode {
        case .single: return .string("single")
        case .multiple(0, nil): return .string("multiple")
        case .multiple(let minimum, let maximum):
            var fields: [String: PlistValue] = ["selection": .string("multiple")]
            if minimum != 0 { fields["minimumSelections"] = .integer(minimum) }
            if let maximum { fields["maximumSelections"] = .integer(maximum) }
            return .dictionary(fields)
        }
    }

    /// The state as an XML property list — or, when an entry carried over from a file written by
    /// others holds characters XML 1.0 cannot (control characters; FormEngine refuses them as
    /// input), as a binary property list, which Foundation, `plutil` and Python's `plistlib` all
    /// read, so that the entry is kept unchanged.
    /// - Throws: ``StateFileError/writeFailed(_:reason:)`` when the state cannot be encoded.
    public func data() throws(StateFileError) -> Data {
        var root: [String: Any] = otherEntries.mapValues(\.foundation)
        root.merge([
            "version": Self.version,
            "values": Dictionary(uniqueKeysWithValues: values.map { ($0.key.rawValue, $0.value.foundation) }),
            "expanded": expanded.map(\.rawValue),
        ]) { _, known in known }
        if !items.isEmpty {
            var lists: [String: Any] = [:]
            for (list, entries) in items {
                lists[list.rawValue] = SavedItem.ordered(entries).enumerated().map {
                    index, item -> [String: Any] in
                    ["key": item.key.rawValue, "title": item.title, "order": index]
                }
            }
            root["items"] = lists
        }
        if !selectionModes.isEmpty {
            root["selection"] = Dictionary(
                uniqueKeysWithValues: selectionModes.map {
                    ($0.key.rawValue, Self.plist($0.value).foundation)
                })
        }
        let strings =
            [PlistValue.dictionary(otherEntries)] + values.flatMap { [.string($0.key.rawValue), $0.value] }
            + expanded.map { PlistValue.string($0.rawValue) }
            + selectionModes.keys.map { PlistValue.string($0.rawValue) }
            + items.flatMap { list, entries in
                [.string(list.rawValue)]
                    + entries.flatMap { [PlistValue.string($0.key.rawValue), .string($0.title)] }
            }
        do {
            let format = PlistValue.format(for: strings)
            let data = try PropertyListSerialization.data(fromPropertyList: root, format: format, options: 0)
            return format == .xml ? PlistValue.shortestReals(data) : data
        } catch {
            throw .writeFailed(Location(), reason: "the state cannot be encoded as a property list")
        }
    }

    /// Writes the state atomically: a reader or a crash sees the old file or the new one, whole,
    /// and the old file's permissions are kept. The whole file is replaced, without the lock: for
    /// a file other processes may save too, use
    /// `FormState.merge(_:into:newFile:lockTimeout:limits:)` (FormStateFiles).
    /// - Throws: ``StateFileError/cannotWrite(_:reason:)`` when the file cannot be created,
    ///   ``StateFileError/writeFailed(_:reason:)`` when writing it fails; the old file is then
    ///   untouched.
    public func write(to url: URL) throws(StateFileError) {
        let bytes: Data
        do {
            bytes = try data()
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
