import Foundation

/// Looks titles up in `<lang>.lproj/<table>.strings`, as the Settings app does: with no
/// language chosen, or when a table or a string is missing, the title is its key. Missing
/// tables and strings are reported once each, as problems.
struct SettingsLocalizer {
    /// The language chosen, if any (`de`, `pt-BR`; `pt-BR` falls back to `pt`).
    let language: String?
    let limits: LoadLimits
    /// Tables already read, by their name relative to the bundle (`nil` = missing or unreadable).
    private var tables: [String: StringsFile?] = [:]

    init(language: String?, limits: LoadLimits) {
        self.language = language.flatMap { $0.isEmpty ? nil : $0 }
        self.limits = limits
    }

    /// The table a pane uses: its `StringsTable`, or the pane file's own name (`Root` for
    /// `Root.plist`). Returns the table's name relative to the bundle, or `nil` when no language is
    /// chosen or no table exists (reported once through `problem`).
    mutating func table(
        named name: String, locator: BundleLocator, problem: (FormError) -> Void
    ) -> String? {
        guard let language else { return nil }
        var candidates = ["\(language).lproj/\(name).strings"]
        if let base = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first, base != language[...]
        {
            candidates.append("\(base).lproj/\(name).strings")
        }
        for candidate in candidates {
            if let cached = tables[candidate] { return cached == nil ? nil : candidate }
            switch locator.resolve(candidate) {
            case .success(let real):
                do {
                    let data = try DescriptorLoader.read(URL(fileURLWithPath: real), limits: limits)
                    tables[candidate] = try StringsFile.parse(
                        data, file: locator.display(candidate), limits: limits)
                    return candidate
                } catch {
                    tables[candidate] = .some(nil)
                    problem(error.inFile(locator.display(candidate)))
                    return nil
                }
            case .failure(.escapes(let reason)):
                tables[candidate] = .some(nil)
                problem(.invalidDescriptor(Location(file: locator.display(candidate)), reason: reason))
                return nil
            case .failure(.missing):
                continue
            }
        }
        let first = candidates[0]
        if tables[first] == nil {
            tables[first] = .some(nil)
            problem(
                .invalidDescriptor(
                    Location(file: locator.display(first)),
                    reason: "no strings table for language '\(language)'; titles fall back to their keys"))
        }
        return nil
    }

    /// The translation of `key` in `table`, or `nil` when the table lacks it.
    func lookup(_ key: String, in table: String) -> String? {
        guard let found = tables[table], let file = found else { return nil }
        return file.entries[key]
    }
}
