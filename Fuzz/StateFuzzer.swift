import Foundation

/// libFuzzer entry point for saved state against a fixed form, and for merging saves, built by
/// `Scripts/fuzz.sh state SECONDS`.
///
/// An input is cut at the first line `%%` into two state files: the one a form was restored from,
/// and what another process saved meanwhile. The bundled form is restored from the first, edited
/// (a text from the input, an item added and one deleted, a row expanded), and its edits merged
/// over the second. Each state that loads must write bytes that load back equal; every edit of
/// the merge must be in the merged state unless the merge reported the item deleted by the other
/// process. A violation stops the run.
public func stateFuzzerTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start, let fresh = StateFuzz.form else { return 0 }
    let data = Data(bytes: start, count: count)
    let limits = LoadLimits(maxBytes: 1 << 20, maxDepth: 64, maxObjects: 100_000, maxStringLength: 1 << 16)
    let marker = Data("\n%%\n".utf8)
    let (first, second): (Data, Data?) =
        data.range(of: marker).map { (data[..<$0.lowerBound], data[$0.upperBound...]) } ?? (data, nil)
    guard let base = try? FormState.load(data: Data(first), file: "base.plist", limits: limits) else {
        return 0
    }
    StateFuzz.checkRoundTrip(base)
    var form = fresh
    _ = form.restore(base, file: "base.plist")
    StateFuzz.checkRoundTrip(form.state(preserving: base))
    let original = form
    let text = String(decoding: first.prefix(24), as: UTF8.self)
    _ = try? form.apply(.setText("firstName", text))
    _ = try? form.apply(.setText("lastName", "Lovelace"))
    if let section = form.section(named: "skill") ?? form.section(named: "Skills") {
        _ = try? form.apply(.addItem(section: section, title: text))
        _ = try? form.apply(.setEditing(true))
        if let first = try? form.items(in: section).first { _ = try? form.apply(.deleteItems([first])) }
    }
    _ = try? form.apply(.tap("fullName"))
    let other =
        second.flatMap { try? FormState.load(data: Data($0), file: "disk.plist", limits: limits) }
        ?? FormState()
    let edits = StateEdits(from: original.state(), to: form.state())
    let merge = edits.applied(to: other)
    StateFuzz.checkRoundTrip(merge.state)
    StateFuzz.checkKept(edits, in: merge)
    return 0
}

/// The state fuzzer's form and checks.
enum StateFuzz {
    /// The bundled form, or `nil` if it cannot be built.
    static let form: Form? = try? Form(DescriptorLoader.bundledDefault())

    /// A state written and read back is the state written: the same canonical XML (keys sorted,
    /// item orders renumbered as every save does), whatever format the file was written in.
    static func checkRoundTrip(_ state: FormState) {
        guard let bytes = try? state.data() else { return }
        guard let back = try? FormState.load(data: bytes) else {
            fatalError("a written state does not load back:\n\(String(decoding: bytes, as: UTF8.self))")
        }
        guard canonical(back) == canonical(state) else { fatalError("a written state loads back different") }
    }

    /// The state as XML with sorted keys — a binary plist's object order follows dictionary
    /// iteration, which differs between equal dictionaries — even where XML cannot hold a string.
    static func canonical(_ state: FormState) -> Data? {
        var root: [String: Any] = state.otherEntries.mapValues(\.foundation)
        root["version"] = FormState.version
        root["values"] = Dictionary(
            uniqueKeysWithValues: state.values.map { ($0.key.rawValue, $0.value.foundation) })
        root["expanded"] = state.expanded.map(\.rawValue)
        if !state.items.isEmpty {
            root["items"] = Dictionary(
                uniqueKeysWithValues: state.items.map { list, items in
                    let ordered = SavedItem.ordered(items).enumerated().map { index, item -> [String: Any] in
                        ["key": item.key.rawValue, "title": item.title, "order": index]
                    }
                    return (list.rawValue, ordered)
                })
        }
        return try? PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0)
    }

    /// Every value edit is in the merged state, under its key or the key its item was saved as,
    /// unless its item was deleted by the other process (and the merge said so).
    static func checkKept(_ edits: StateEdits, in merge: StateMerge) {
        var savedAs: [RowKey: RowKey] = [:]
        var deleted = Set<RowKey>()
        for conflict in merge.conflicts {
            switch conflict {
            case .keyTaken(let key, let newKey): savedAs[key] = newKey
            case .deletedElsewhere(let key): deleted.insert(key)
            case .changedByBoth: break
            }
        }
        for (key, change) in edits.values where !deleted.contains(key) {
            let stored = merge.state.values[savedAs[key] ?? key]
            guard stored == change.after || (stored == nil && change.after == nil) else {
                // NaN is never equal to itself; any other difference is a lost edit.
                if case .real(let a)? = stored, case .real(let b)? = change.after, a.isNaN, b.isNaN {
                    continue
                }
                fatalError("the edit of \(key) is not in the merged state")
            }
        }
        for (list, change) in edits.lists {
            let keys = Set((merge.state.items[list] ?? []).map(\.key))
            for added in change.added where !keys.contains(savedAs[added.item.key] ?? added.item.key) {
                fatalError("the item \(added.item.key) added to \(list) is not in the merged state")
            }
            for key in change.deleted where keys.contains(key) {
                fatalError("the item \(key) deleted from \(list) is still in the merged state")
            }
        }
    }
}
