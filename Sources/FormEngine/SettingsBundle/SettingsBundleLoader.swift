import Foundation

/// Reads an Apple `Settings.bundle` — the directory, or a pane plist inside one — into a
/// ``SettingsBundle``.
///
/// ```swift
/// let loader = SettingsBundleLoader(language: "fr")
/// let bundle = try loader.load(contentsOf: URL(fileURLWithPath: "App/Settings.bundle"))
/// for problem in bundle.problems { print(problem) }   // what the Settings app would get wrong
/// ```
///
/// Child panes are read from the same bundle only: a `File` with `..`, an absolute path or a
/// symbolic link leading out is refused, as is a pane that includes itself directly or through
/// other panes. Every file is screened by the same guard as descriptor files.
public struct SettingsBundleLoader: Sendable {
    /// The language whose `<lang>.lproj` strings tables translate titles; `nil` shows the keys.
    public var language: String?
    /// What the loader accepts at most, per file.
    public var limits: LoadLimits

    /// Creates a loader.
    public init(language: String? = nil, limits: LoadLimits = .default) {
        self.language = language
        self.limits = limits
    }

    /// Whether `path` names a Settings bundle: a directory whose name ends in `.bundle`, or a
    /// `.plist` file directly inside one.
    public static func isSettingsBundle(_ path: String) -> Bool {
        var trimmed = path
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: trimmed, isDirectory: &isDirectory)
        if trimmed.hasSuffix(".bundle") { return !exists || isDirectory.boolValue }
        let parent = PathText.directory(of: trimmed)
        return trimmed.hasSuffix(".plist") && parent.hasSuffix(".bundle")
    }

    /// Loads the bundle at `url` (a `.bundle` directory, whose `Root.plist` is the top pane, or
    /// a pane file inside one).
    /// - Throws: ``FormError/unreadable(_:reason:)`` when the bundle or its top pane is missing,
    ///   ``FormError/malformed(_:reason:)`` or ``FormError/invalidDescriptor(_:reason:)`` when the
    ///   top pane is not a settings pane, and ``FormError/invalidDescriptor(_:reason:)`` when a
    ///   child pane leads outside the bundle or includes itself. Everything else is listed in
    ///   ``SettingsBundle/problems``.
    public func load(contentsOf url: URL) throws(FormError) -> SettingsBundle {
        let (bundle, fatal) = try analyse(url.relativePath)
        if let fatal { throw fatal }
        return bundle
    }

    /// Every problem of the bundle at `url`, including those ``load(contentsOf:)`` throws; empty
    /// when the bundle is clean.
    public func problems(at url: URL) -> [FormError] {
        do {
            return try analyse(url.relativePath).bundle.problems
        } catch {
            return [error]
        }
    }

    /// Reads every pane; returns the bundle and the first fatal problem, if any.
    func analyse(_ path: String) throws(FormError) -> (bundle: SettingsBundle, fatal: FormError?) {
        let (root, name) = BundleLocator.split(path)
        guard let locator = BundleLocator(root: root) else {
            throw .unreadable(Location(file: path), reason: "no such bundle")
        }
        let real: String
        switch locator.resolve(name) {
        case .success(let found): real = found
        case .failure(.missing):
            throw .unreadable(Location(file: locator.display(name)), reason: "no such file in the bundle")
        case .failure(.escapes(let reason)):
            throw .invalidDescriptor(Location(file: locator.display(name)), reason: reason)
        }
        var assembler = SettingsAssembler(locator: locator, language: language, limits: limits)
        let top = try assembler.pane(real: real, name: name)
        var sections = top.groups.map { SectionDescriptor(title: $0.title, footer: $0.footer, rows: $0.rows) }
        assembler.assignPositionalKeys(&sections)
        assembler.problems += Self.deviceVariants(of: name, in: locator)
        let bundle = SettingsBundle(
            path: locator.displayRoot, language: language,
            descriptor: FormDescriptor(
                title: top.title ?? Self.appName(locator.displayRoot), sections: sections),
            fields: assembler.fields,
            defaults: assembler.defaults, problems: assembler.problems,
            unsupportedTypes: assembler.unsupported)
        return (bundle, assembler.fatal)
    }

    /// The bundle's name without `.bundle` ("Settings"), the title of a pane that gives none.
    static func appName(_ root: String) -> String {
        let name = (root as NSString).lastPathComponent
        return name.hasSuffix(".bundle") ? String(name.dropLast(".bundle".count)) : name
    }

    /// `Root~ipad.plist` and the like: panes the Settings app uses on one kind of device only,
    /// which FormEngine does not read; each is reported so that nobody assumes it was checked.
    static func deviceVariants(of pane: String, in locator: BundleLocator) -> [FormError] {
        let base = (pane as NSString).deletingPathExtension
        let names = (try? FileManager.default.contentsOfDirectory(atPath: locator.realRoot)) ?? []
        return names.filter { $0.hasPrefix("\(base)~") && $0.hasSuffix(".plist") }.sorted().map {
            .invalidDescriptor(
                Location(file: locator.display($0)),
                reason: "device-specific pane not supported: FormEngine reads \(pane) only")
        }
    }
}
