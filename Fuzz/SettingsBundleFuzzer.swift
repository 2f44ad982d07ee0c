import Foundation

/// libFuzzer entry point for Settings bundles, built by `Scripts/fuzz.sh settings SECONDS`.
///
/// An input is cut at each line `%%` into up to three files of a bundle: `Root.plist`, the
/// strings table `en.lproj/Root.strings` and a child pane `Child.plist` (which `Root.plist` may
/// name as `File` = `Child`, or not). The bundle is written to a scratch directory and loaded in
/// English and untranslated; when it loads, the form is built, every row tapped and set, and the
/// defaults dictionary written to bytes and read back.
public func settingsBundleFuzzerTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let data = Data(bytes: start, count: count)
    let parts = SettingsFuzzBundle.split(data)
    guard let bundle = SettingsFuzzBundle.directory else { return 0 }
    let files = ["Root.plist", "en.lproj/Root.strings", "Child.plist"]
    for (index, name) in files.enumerated() {
        let url = bundle.appendingPathComponent(name)
        if index < parts.count {
            try? parts[index].write(to: url)
        } else {
            try? FileManager.default.removeItem(at: url)
        }
    }
    let limits = LoadLimits(maxBytes: 1 << 20, maxDepth: 64, maxObjects: 100_000, maxStringLength: 1 << 16)
    for language in ["en", nil] as [String?] {
        let loader = SettingsBundleLoader(language: language, limits: limits)
        _ = loader.problems(at: bundle)
        guard let loaded = try? loader.load(contentsOf: bundle) else { continue }
        SettingsFuzzBundle.exercise(loaded)
    }
    return 0
}

/// The scratch bundle the Settings fuzzer writes each input into.
enum SettingsFuzzBundle {
    /// A `Fuzz.bundle` directory (with `en.lproj`) made once per process, on `/dev/shm` when there
    /// is one; `nil` when it cannot be made.
    static let directory: URL? = {
        let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        let url = URL(fileURLWithPath: base).appendingPathComponent(
            "formengine-fuzz-\(getpid())/Fuzz.bundle")
        do {
            try FileManager.default.createDirectory(
                at: url.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        } catch {
            return nil
        }
        return url
    }()

    /// `data` cut at every line that is exactly `%%`, at most three parts.
    static func split(_ data: Data) -> [Data] {
        let marker = Data("\n%%\n".utf8)
        var parts: [Data] = []
        var rest = data[...]
        while parts.count < 2, let range = rest.range(of: marker) {
            parts.append(Data(rest[rest.startIndex..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        parts.append(Data(rest))
        return parts
    }

    /// Drives a loaded bundle's form and defaults as formcli does.
    static func exercise(_ bundle: SettingsBundle) {
        guard var form = try? bundle.makeForm() else { return }
        let keys = (0..<form.sectionCount).flatMap { section in
            form.visibleRows(in: section).map(\.key)
        }
        for key in keys.prefix(64) {
            _ = try? form.apply(.tap(key))
            _ = try? bundle.set(key.rawValue, text: "1", in: &form)
            _ = try? bundle.set(key.rawValue, text: "YES", in: &form)
            _ = bundle.field(row: key)
        }
        _ = try? form.apply(.expandAll)
        let values = bundle.values(of: form)
        guard let bytes = try? DefaultsFile.data(values), let directory else { return }
        let url = directory.deletingLastPathComponent().appendingPathComponent("defaults.plist")
        guard (try? bytes.write(to: url)) != nil,
            let back = try? DefaultsFile.load(contentsOf: url),
            var again = try? bundle.makeForm()
        else { return }
        _ = bundle.restore(back, into: &again, file: "defaults.plist")
    }
}
