import Foundation

/// A Settings bundle written for one test in a fresh temporary directory, removed afterwards.
///
/// ```swift
/// let bundle = try TemporaryBundle()
/// defer { bundle.remove() }
/// try bundle.pane("Root", [["Type": "PSToggleSwitchSpecifier", "Key": "on", "DefaultValue": true]])
/// ```
package struct TemporaryBundle {
    /// The temporary directory holding the bundle (and anything a test puts beside it).
    package let directory: URL
    /// The bundle directory, `directory/Settings.bundle`.
    package let url: URL

    package init(name: String = "Settings.bundle") throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("sb-\(UUID().uuidString)")
        url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    package var path: String { url.path }

    /// Writes `NAME.plist` with `specifiers` as its `PreferenceSpecifiers` (XML, or binary).
    package func pane(
        _ name: String, _ specifiers: [[String: Any]], extra: [String: Any] = [:], binary: Bool = false
    ) throws {
        var root = extra
        root["PreferenceSpecifiers"] = specifiers
        let data = try PropertyListSerialization.data(
            fromPropertyList: root, format: binary ? .binary : .xml, options: 0)
        try write("\(name).plist", data)
    }

    /// Writes text to a file of the bundle, creating its folders.
    package func write(_ name: String, _ text: String) throws {
        try write(name, Data(text.utf8))
    }

    /// Writes bytes to a file of the bundle, creating its folders.
    package func write(_ name: String, _ data: Data) throws {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }

    /// Removes the temporary directory.
    package func remove() {
        try? FileManager.default.removeItem(at: directory)
    }
}
