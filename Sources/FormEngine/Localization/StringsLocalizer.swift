import Foundation

/// Looks titles up in `<lang>.lproj/<table>.strings`, as the Settings app does, for a Settings
/// bundle's panes and for a form file (``FormLocalization``) alike: with no language chosen, or
/// when a table or a string is missing, the title is shown as written. Folders match as the
/// system matches them (the language, then its base language, then `Base` and `en`). A table
/// that cannot be read is a problem; a missing table or string is a translation warning; each is
/// reported once.
package struct StringsLocalizer {
    /// The language chosen, if any (`de`, `pt-BR`).
    let language: String?
    let limits: LoadLimits
    /// Tables already read, by their name relative to the bundle (`nil` = unreadable).
    private var tables: [String: StringsFile?] = [:]
    /// The bundle's `.lproj` folders by their matching form (`pt-br` → `pt_BR.lproj`), read once.
    private var folders: [String: String]?
    /// Table names already reported missing.
    private var reportedMissing: Set<String> = []

    package init(language: String?, limits: LoadLimits) {
        self.language = language.flatMap { $0.isEmpty ? nil : $0 }
        self.limits = limits
    }

    /// The path (relative to the bundle) of the strings table `name` for the chosen language,
    /// read and cached; `nil` when no language is chosen or no folder of the fallback chain has
    /// it (a `warning`) or it cannot be read (a `problem`). A table with a syntax error is a
    /// `problem` whose entries before the error are still used.
    package mutating func table(
        named name: String, locator: BundleLocator, problem: (FormError) -> Void, warning: (FormError) -> Void
    ) -> String? {
        guard let language else { return nil }
        let folders = lprojFolders(locator)
        for candidate in LanguageMatch.chain(for: language) {
            // A language alone also takes a regional folder (`pt` → `pt_BR.lproj`).
            let regional =
                candidate.contains("-") ? nil : folders.keys.sorted().first { $0.hasPrefix(candidate + "-") }
            guard let folder = folders[candidate] ?? regional.flatMap({ folders[$0] }) else { continue }
            let path = "\(folder)/\(name).strings"
            if let cached = tables[path] { return cached == nil ? nil : path }
            switch locator.resolve(path) {
            case .success(let real):
                do {
                    let data = try DescriptorLoader.read(URL(fileURLWithPath: real), limits: limits)
                    let (file, mistake) = try StringsFile.read(
                        data, file: locator.display(path), limits: limits)
                    tables[path] = file
                    if let mistake { problem(mistake) }
                    return path
                } catch {
                    tables[path] = .some(nil)
                    problem(error.inFile(locator.display(path)))
                    return nil
                }
            case .failure(.escapes(let reason)):
                tables[path] = .some(nil)
                problem(.invalidDescriptor(Location(file: locator.display(path)), reason: reason))
                return nil
            case .failure(.missing):
                continue
            }
        }
        if reportedMissing.insert(name).inserted {
            warning(
                .invalidDescriptor(
                    Location(file: locator.display("\(name).strings")),
                    reason: "no strings table \(name) for language '\(language)' (nor its fallbacks); "
                        + "titles are shown as written"))
        }
        return nil
    }

    /// The translation of `key` in `table`, or `nil` when the table lacks it.
    package func lookup(_ key: String, in table: String) -> String? {
        guard let found = tables[table], let file = found else { return nil }
        return file.entries[key]
    }

    /// Every entry of `table` (a path ``table(named:locator:problem:warning:)`` returned).
    func entries(of table: String) -> [String: String] {
        guard let found = tables[table], let file = found else { return [:] }
        return file.entries
    }

    /// Whether the directory holds any `.lproj` folder (read once, and kept for ``table(named:locator:problem:warning:)``).
    mutating func hasLanguageFolders(_ locator: BundleLocator) -> Bool {
        !lprojFolders(locator).isEmpty
    }

    /// The `.lproj` folders at the bundle's top, by ``LanguageMatch/normalise(_:)`` of their name.
    private mutating func lprojFolders(_ locator: BundleLocator) -> [String: String] {
        if let folders { return folders }
        var found: [String: String] = [:]
        let names = (try? FileManager.default.contentsOfDirectory(atPath: locator.realRoot)) ?? []
        for name in names.sorted() where name.lowercased().hasSuffix(".lproj") {
            let language = LanguageMatch.normalise(String(name.dropLast(".lproj".count)))
            if found[language] == nil { found[language] = name }
        }
        folders = found
        return found
    }
}
