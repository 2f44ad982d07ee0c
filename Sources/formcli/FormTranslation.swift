import FormEngine
import Foundation

/// Localised forms in formcli: a form file's titles come from the `LANG.lproj/NAME.strings`
/// table next to it, in the language ``SettingsCommands/language(_:)`` picks (as for Settings
/// bundles); a form read from standard input, and the bundled form, are shown as written.
enum FormTranslation {
    /// The form file at `path`, its text translated; a strings table that cannot be read or has
    /// a mistake is a warning (the entries before the mistake are used).
    static func load(_ path: String, options: Options, warnings: inout [FormError]) throws(FormError)
        -> FormDescriptor
    {
        let url = URL(fileURLWithPath: path)
        let found = DescriptorLoader(limits: options.limits).diagnose(contentsOf: url)
        let descriptor = try DescriptorLoader.descriptor(of: found, file: url.relativePath)
        warnings += found.warnings
        guard let language = SettingsCommands.language(options) else { return descriptor }
        let localization = FormLocalization(forFormAt: url, language: language, limits: options.limits)
        for problem in localization.problems { Console.warning(problem.description) }
        return localization.localized(descriptor)
    }

    /// The language of the text `--html` shows for the form file at `path`: the one chosen when
    /// the form has a table for it, otherwise `--lang` as given (`nil`: English).
    static func pageLanguage(_ path: String?, options: Options) -> String? {
        let given = options.language == "none" ? nil : options.language
        guard let path, path != "-", let language = SettingsCommands.language(options) else { return given }
        let localization = FormLocalization(
            forFormAt: URL(fileURLWithPath: path), language: language, limits: options.limits)
        return localization.table == nil ? given : language
    }

    /// `--check`'s translation warnings, then their count (`PATH: N translation warnings for 'de'`).
    static func report(_ warnings: [FormError], path: String, language: String?) {
        for warning in warnings { Console.warning(warning.description) }
        guard !warnings.isEmpty else { return }
        let count = warnings.count
        Console.warning(
            "\(path): \(count) translation warning\(count == 1 ? "" : "s") for '\(language ?? "")'")
    }
}
