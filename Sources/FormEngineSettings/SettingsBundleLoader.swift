import FormEngine
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
    /// The language whose `.lproj` strings tables translate titles (matched as
    /// `LanguageMatch` says); `nil` shows titles as written.
    public var language: String?
    /// What the loader accepts at most, per file.
    public var limits: LoadLimits
    /// The device the bundle is shown on: `Root~ipad.plist` replaces `Root.plist` on `.pad`
    /// (any pane, likewise), and `SupportedUserInterfaceIdioms` hides specifiers.
    public var idiom: SettingsIdiom

    /// Creates a loader.
    public init(language: String? = nil, limits: LoadLimits = .default, idiom: SettingsIdiom = .phone) {
        self.language = language
        self.limits = limits
        self.idiom = idiom
    }

    /// Whether `path` names a Settings bundle: a directory whose name ends in `.bundle` (also
    /// when named `.` from inside it), or a `.plist` file anywhere inside one (in a subfolder,
    /// or named relative to a working directory inside the bundle).
    public static func isSettingsBundle(_ path: String) -> Bool {
        var trimmed = path
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: trimmed, isDirectory: &isDirectory)
        if trimmed.hasSuffix(".bundle") { return !exists || isDirectory.boolValue }
        guard exists, let real = BundleLocator.realPath(trimmed) else {
            return trimmed.hasSuffix(".plist") && PathText.directory(of: trimmed).hasSuffix(".bundle")
        }
        if isDirectory.boolValue { return real.hasSuffix(".bundle") }
        return trimmed.hasSuffix(".plist") && BundleLocator.enclosingBundle(of: real) != nil
    }

    /// Loads the bundle at `url` (a `.bundle` directory, whose `Root.plist` is the top pane, or
    /// a pane file inside one).
    /// - Throws: `LoadError.unreadable(_:reason:)` when the bundle or its top pane is missing,
    ///   `LoadError.malformed(_:reason:)` or `LoadError.invalidDescriptor(_:reason:)` when the
    ///   top pane is not a settings pane, and `LoadError.invalidDescriptor(_:reason:)` when a
    ///   child pane leads outside the bundle or includes itself. Everything else is listed in
    ///   ``SettingsBundle/problems``.
    public func load(contentsOf url: URL) throws(LoadError) -> SettingsBundle {
        do throws(FormError) {
            let (bundle, fatal) = try analyse(url.relativePath)
            if let fatal { throw fatal }
            return bundle
        } catch {
            throw LoadError(error)
        }
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

    /// The problems and the translation warnings of the bundle at `url`, as `--check` lists
    /// them: a bundle that cannot be loaded has its fatal problem and no warnings.
    public func diagnose(at url: URL) -> (problems: [FormError], warnings: [FormError]) {
        do {
            let bundle = try analyse(url.relativePath).bundle
            return (bundle.problems, bundle.warnings)
        } catch {
            return ([error], [])
        }
    }

    /// Reads every pane; returns the bundle and the first fatal problem, if any.
    func analyse(_ path: String) throws(FormError) -> (bundle: SettingsBundle, fatal: FormError?) {
        var (root, name) = BundleLocator.split(path)
        guard let locator = BundleLocator(root: root) else {
            throw .unreadable(Location(file: path), reason: "no such bundle")
        }
        // The bundle itself opens its top pane as iOS does: the device's variant first.
        if BundleLocator.lastComponent(of: path) != name,
            case .success = locator.resolve(idiom.variant(of: name))
        {
            name = idiom.variant(of: name)
        }
        let real: String
        switch locator.resolve(name) {
        case .success(let found): real = found
        case .failure(.missing):
            throw .unreadable(Location(file: locator.display(name)), reason: "no such file in the bundle")
        case .failure(.escapes(let reason)):
            throw .invalidDescriptor(Location(file: locator.display(name)), reason: reason)
        }
        var assembler = SettingsAssembler(locator: locator, language: language, limits: limits, idiom: idiom)
        let top = try assembler.pane(real: real, name: name)
        // An untitled group has no heading in the Settings app: its title is empty, not absent.
        var sections = top.groups.map {
            SectionDescriptor(title: $0.title ?? "", footer: $0.footer, rows: $0.rows)
        }
        assembler.assignPositionalKeys(&sections)
        var bundle = SettingsBundle(
            path: locator.displayRoot, language: language,
            // Checked by the bundle's own rules (its keys are the app's defaults keys, any text).
            descriptor: FormDescriptor(
                title: top.title ?? Self.appName(locator.realRoot), sections: sections
            ).checkedByDialect(),
            fields: assembler.fields,
            defaults: assembler.defaults, problems: assembler.problems,
            unsupportedTypes: assembler.unsupported)
        bundle.warnings = assembler.warnings
        return (bundle, assembler.fatal)
    }

    /// The bundle's name without `.bundle` ("Settings"), the title of a pane that gives none.
    static func appName(_ root: String) -> String {
        let name = (root as NSString).lastPathComponent
        return name.hasSuffix(".bundle") ? String(name.dropLast(".bundle".count)) : name
    }
}
