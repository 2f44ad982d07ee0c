import Foundation

extension DescriptorLoader {
    /// Loads the descriptor in the file at `url` with its readable text in `language`, from the
    /// `LANG.lproj/NAME.strings` table next to the file (see ``FormLocalization``); `nil` keeps
    /// the text as written. A missing table or string leaves the text as written; a table with a
    /// mistake gives the entries before it. To report those, use
    /// ``FormLocalization/init(forFormAt:language:limits:)`` and ``diagnose(at:language:)``.
    /// - Throws: what ``load(contentsOf:)`` throws; never for the strings table.
    public func load(contentsOf url: URL, language: String?) throws(FormError) -> FormDescriptor {
        let descriptor = try load(contentsOf: url)
        guard language != nil else { return descriptor }
        return FormLocalization(forFormAt: url, language: language, limits: limits).localized(descriptor)
    }

    /// The problems and the translation warnings of the form file at `url`: the descriptor's problems and its strings table's (a mistake names its line),
    /// then the warnings (no table for `language` although the form has `.lproj` folders, and
    /// one for each place whose text the table lacks). With `language` `nil`, only the
    /// descriptor's problems.
    public func diagnose(at url: URL, language: String?) -> (problems: [FormError], warnings: [FormError]) {
        let file = url.relativePath
        let data: Data
        do {
            data = try read(url)
        } catch {
            return ([error], [])
        }
        let (descriptor, problems) = analyse(data: data, file: file)
        guard language != nil, let descriptor else { return (problems, []) }
        let localization = FormLocalization(forFormAt: url, language: language, limits: limits)
        return (
            problems + localization.problems,
            localization.warnings + localization.untranslated(in: descriptor, file: file)
        )
    }
}
