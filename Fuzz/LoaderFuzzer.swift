import Foundation

/// libFuzzer entry point for the descriptor loader and everything a loaded form feeds.
///
/// Built by `Scripts/fuzz.sh` together with the FormEngine sources (as module `FormEngine`), so a
/// crash anywhere on the path from bytes to a walked form stops the run. Each input is read as a
/// descriptor; when it loads, the form is built, every row is tapped, a few values are set, every
/// visible row is read, and the state is saved and read back. The bytes are read as JSON too
/// (`fuzz.json`) when their first byte did not make them JSON already. The same bytes are also
/// read as a saved state, against the bundled form.
public func loaderFuzzerTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let data = Data(bytes: start, count: count)
    let limits = LoadLimits(maxBytes: 1 << 20, maxDepth: 64, maxObjects: 100_000, maxStringLength: 1 << 16)
    let loader = DescriptorLoader(limits: limits)
    _ = loader.diagnose(data: data, file: "fuzz.plist")
    if let descriptor = try? loader.load(data: data, file: "fuzz.plist") {
        exercise(descriptor)
    }
    // The same bytes as JSON, whatever their first byte (a plist starting with `[` or `{` was
    // read as JSON above already): every mutation reaches the JSON reader.
    if !JSONDescriptor.isJSON(data, file: nil) {
        if let descriptor = loader.diagnose(data: data, file: "fuzz.json").descriptor {
            exercise(descriptor)
        }
    }
    if let state = try? FormState.load(data: data, file: "state.plist", limits: limits) {
        var form: Form
        do {
            form = try Form(DescriptorLoader.bundledDefault())
        } catch {
            return 0
        }
        _ = form.restore(state, file: "state.plist")
        _ = try? form.state(preserving: state).data()
    }
    return 0
}

/// Drives a loaded form through the public API as a person or an app would.
private func exercise(_ descriptor: FormDescriptor) {
    guard var form = try? Form(descriptor) else { return }
    let keys = descriptor.sections.flatMap { $0.rows.map(\.key) }
    for key in keys.prefix(64) {
        _ = try? form.apply(.tap(key))
        _ = try? form.apply(.setText(key, "1"))
        _ = try? form.apply(.setText(key, "2001-02-03"))
        _ = try? form.row(key)
    }
    _ = try? form.apply(.expandAll)
    for section in 0..<form.sectionCount {
        for row in form.visibleRows(in: section) {
            _ = (row.label, row.detail, row.displayValue, row.depth)
        }
        _ = form.visibleRow(section: section, position: form.visibleRowCount(in: section) - 1)
    }
    for key in keys.prefix(16) { _ = try? form.apply(.set(key, nil)) }
    let state = form.state()
    if let bytes = try? state.data(), let back = try? FormState.load(data: bytes) {
        var again = form
        _ = again.restore(back)
    }
}
