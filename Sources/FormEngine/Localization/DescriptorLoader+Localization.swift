import Foundation

extension DescriptorLoader {
    /// Loads the descriptor in the file at `url`, with its readable text in `language` from the
    /// `LANG.lproj/NAME.strings` table next to the file (see ``FormLocalization``); `nil` (the
    /// default) keeps the text as written. A missing table or string leaves the text as written;
    /// a table with a mistake gives the entries before it. To report those, and the loader's
    /// warnings, use ``diagnose(contentsOf:language:)``.
    /// - Throws: ``LoadError/unreadable(_:reason:)`` when the file cannot be read, otherwise the
    ///   first descriptor problem ``diagnose(contentsOf:language:)`` would list; never for the
    ///   strings table.
    public func load(contentsOf url: URL, language: String? = nil) throws(LoadError) -> FormDescriptor {
        let descriptor: FormDescriptor
        do {
            descriptor = try Self.descriptor(
                of: diagnose(data: Self.read(url, limits: limits), file: url.relativePath),
                file: url.relativePath
            )
        } catch {
            throw LoadError(error)
        }
        guard language != nil else { return descriptor }
        return FormLocalization(forFormAt: url, language: language, limits: limits).localized(descriptor)
    }

    /// ``diagnose(data:file:)`` for the file at `url` (a file that cannot be read has that
    /// problem and no warnings), in `language` when it is not `nil`: the descriptor then has its
    /// text translated, the problems end with the strings table's (a mistake names its line),
    /// and the warnings — the loader's first — end with the translation's: no table for
    /// `language` although the form has `.lproj` folders, and one for each place whose text the
    /// table lacks.
    public func diagnose(contentsOf url: URL, language: String? = nil)
        -> (descriptor: FormDescriptor?, problems: [FormError], warnings: [FormError])
    {
        let data: Data
        do {
            data = try read(url)
        } catch {
            return (nil, [error], [])
        }
        return diagnose(data: data, at: url, language: language)
    }

    /// ``diagnose(contentsOf:language:)`` for `data`, the bytes already read from the file at
    /// `url` (a FIFO or a process substitution can be read only once).
    package func diagnose(data: Data, at url: URL, language: String?) -> Diagnosis {
        let file = url.relativePath
        let loaded = diagnose(data: data, file: file)
        guard language != nil else { return loaded }
        let localization = FormLocalization(forFormAt: url, language: language, limits: limits)
        let untranslated = loaded.descriptor.map { localization.untranslated(in: $0, file: file) } ?? []
        return (
            loaded.descriptor.map(localization.localized), loaded.problems + localization.problems,
            loaded.warnings + localization.warnings + untranslated
        )
    }
}
