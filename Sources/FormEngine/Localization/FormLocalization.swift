import Foundation

/// The translations of a form's readable text into one language, read from a `.strings` table
/// as a Settings bundle's are: a form `dir/Signup.plist` takes them from
/// `dir/LANG.lproj/Signup.strings`.
///
/// ```swift
/// let url = URL(fileURLWithPath: "Forms/Signup.plist")
/// let descriptor = try DescriptorLoader().load(contentsOf: url)
/// let german = FormLocalization(forFormAt: url, language: "de-AT")  // de_AT.lproj, else de.lproj
/// for problem in german.problems { print(problem) }                   // a table with a mistake
/// var form = try Form(german.localized(descriptor))
/// ```
///
/// The key of each string is the text as the descriptor writes it. Translated are the form's
/// title, section titles and footers, and each row's title, subtitle, summary title, a switch's
/// `onTitle`/`offTitle` and the rule messages it gives; the rows of an editable section and its
/// template are the user's items and stay as written. A text the table lacks stays as written.
/// Keys and values never change, so saved state, `--set KEY=…` and the answers are the same in
/// every language.
///
/// Folders match as the system matches them: `de-AT` tries `de-AT`,
/// `de`, then `Base` and `en`; `_` and `-` and case do not matter.
public struct FormLocalization: Hashable, Sendable {
    /// The language asked for (`de`, `pt-BR`); `nil` shows every text as written.
    public var language: String?
    /// The table used, as messages name it (`Forms/de.lproj/Signup.strings`); `nil` when no
    /// table was found or none was read from a file.
    package var table: String?
    /// The translations by the text as written.
    public var strings: [String: String]
    /// What went wrong reading the table: it cannot be read, or it has a mistake (its line
    /// named); the entries before a mistake are still used.
    public var problems: [FormError] = []
    /// The language has no table although the form has `.lproj` folders: every text is shown
    /// as written.
    public var warnings: [FormError] = []

    /// Translations given in code: `strings` maps each text as written to its translation.
    public init(language: String?, strings: [String: String]) {
        self.language = language
        self.strings = strings
    }

    /// The translations for the form file at `formURL`: the table named like the file without
    /// its extension (`Signup`), in the `.lproj` folder next to it that best matches `language`.
    /// A form with no `.lproj` folder next to it is not localised (no warning); `nil` reads
    /// nothing.
    public init(forFormAt formURL: URL, language: String?, limits: LoadLimits = .default) {
        let directory = PathText.directory(of: formURL.relativePath)
        let table = formURL.deletingPathExtension().lastPathComponent
        // Messages name the tables as the user named the form: `de.lproj/Signup.strings` for a
        // form in the working directory, `Forms/de.lproj/…` for `Forms/Signup.plist`.
        let shown = formURL.relativePath.contains("/") ? directory : ""
        self.init(directory: directory, display: shown, table: table, language: language, limits: limits)
    }

    /// The translations in `bundle`'s `LANG.lproj/TABLE.strings` (its resources folder), for an
    /// app that ships its forms' tables in a bundle. Pass the language the app shows, for example
    /// `Bundle.main.preferredLocalizations.first`; folders are matched as above,
    /// the same on every platform.
    public init(bundle: Bundle, table: String, language: String?, limits: LoadLimits = .default) {
        let directory = (bundle.resourceURL ?? bundle.bundleURL).path
        self.init(directory: directory, display: directory, table: table, language: language, limits: limits)
    }

    /// Reads `table` for `language` from the `.lproj` folders of `directory`, which messages show
    /// as `display`.
    private init(directory: String, display: String, table: String, language: String?, limits: LoadLimits) {
        self.init(language: language, strings: [:])
        guard let language, !language.isEmpty, var locator = BundleLocator(root: directory, display: display)
        else { return }
        locator.confined = false
        var localizer = StringsLocalizer(language: language, limits: limits)
        // One directory read; a form without `.lproj` folders is not localised at all.
        guard localizer.hasLanguageFolders(locator) else { return }
        var problems: [FormError] = []
        var warnings: [FormError] = []
        guard
            let path = localizer.table(
                named: table, locator: locator, problem: { problems.append($0) },
                warning: { warnings.append($0) })
        else {
            self.problems = problems
            self.warnings = warnings
            return
        }
        self.problems = problems
        self.warnings = warnings
        self.table = locator.display(path)
        strings = localizer.entries(of: path)
    }

    /// The translation of `text`, or `text` itself when the table lacks it (or it is empty).
    public func localize(_ text: String) -> String {
        text.isEmpty ? text : strings[text] ?? text
    }

    /// `descriptor` with its readable text translated; keys, kinds, values, rules and structure
    /// unchanged.
    public func localized(_ descriptor: FormDescriptor) -> FormDescriptor {
        guard !strings.isEmpty else { return descriptor }
        var result = descriptor
        // Only text changes: the structure the loader derived still holds.
        let structure = result.structure
        result.title = result.title.map(localize)
        for s in result.sections.indices {
            result.sections[s].title = result.sections[s].title.map(localize)
            result.sections[s].footer = result.sections[s].footer.map(localize)
            guard !result.sections[s].isEditable else { continue }
            for r in result.sections[s].rows.indices {
                translate(&result.sections[s].rows[r])
            }
        }
        result.structure = structure
        return result
    }

    /// One warning for each place whose text the table lacks, naming the texts; `file` names
    /// the form. Empty when no table was found (see
    /// ``warnings``), or no language was asked for.
    public func untranslated(in descriptor: FormDescriptor, file: String? = nil) -> [FormError] {
        guard language != nil, table != nil || !strings.isEmpty else { return [] }
        let table = table ?? "the strings given"
        var found: [FormError] = []
        func report(_ texts: [String?], _ location: Location) {
            var missing: [String] = []
            for case let text? in texts where !text.isEmpty && strings[text] == nil && !missing.contains(text)
            {
                missing.append(text)
            }
            guard !missing.isEmpty else { return }
            let names = missing.map { "'\($0)'" }.joined(separator: ", ")
            found.append(
                .invalidDescriptor(location, reason: "no string for \(names) in \(table); shown as written"))
        }
        report([descriptor.title], Location(file: file, key: "title"))
        for (s, section) in descriptor.sections.enumerated() {
            report([section.title, section.footer], Location(file: file, section: s + 1))
            guard !section.isEditable else { continue }
            for (r, row) in section.rows.enumerated() {
                report(
                    Self.texts(of: row),
                    Location(file: file, section: s + 1, row: r + 1, key: row.key.rawValue))
            }
        }
        return found
    }

    /// The texts of a row that are translated, in the order a person reads them.
    static func texts(of row: RowDescriptor) -> [String?] {
        var texts: [String?] = [row.title, row.subtitle, row.summaryTitle, row.placeholder, row.help]
        texts += row.definition.localizableTexts.map(Optional.some)
        texts.append(row.messages.common)
        texts += row.messages.byRule.keys.sorted().map { row.messages.byRule[$0] }
        return texts
    }

    /// Translates a row's texts in place.
    private func translate(_ row: inout RowDescriptor) {
        row.title = localize(row.title)
        row.subtitle = localize(row.subtitle)
        row.summaryTitle = row.summaryTitle.map(localize)
        row.placeholder = row.placeholder.map(localize)
        row.help = row.help.map(localize)
        row.definition = row.definition.localized(localize)
        row.messages.common = row.messages.common.map(localize)
        row.messages.byRule = row.messages.byRule.mapValues(localize)
    }
}
