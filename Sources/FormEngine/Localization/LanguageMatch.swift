/// How a language names `.lproj` folders, as the system matches them: case-insensitively, `_`
/// and `-` alike, dropping subtags from the end (`zh-Hans-TW`, `zh-Hans`, `zh`), Norwegian
/// `nb` and `no` as one, then `Base`, then `en`.
package enum LanguageMatch {
    /// Old folder names Xcode once used for a language.
    static let legacyNames: [String: String] = [
        "english": "en", "french": "fr", "german": "de", "italian": "it", "japanese": "ja",
        "spanish": "es", "dutch": "nl", "portuguese": "pt", "swedish": "sv", "danish": "da",
        "norwegian": "no", "finnish": "fi", "russian": "ru", "korean": "ko", "chinese": "zh",
    ]

    /// A language or folder name in the form used for matching: lower case, `-` between
    /// subtags, legacy names (`English`) as their code.
    package static func normalise(_ name: String) -> String {
        let lowered = name.lowercased().replacingOccurrences(of: "_", with: "-")
        return legacyNames[lowered] ?? lowered
    }

    /// The normalised names to try for `language`, best first.
    package static func chain(for language: String) -> [String] {
        var chain: [String] = []
        func add(_ name: String) { if !name.isEmpty, !chain.contains(name) { chain.append(name) } }
        var parts = normalise(language).split(separator: "-").map(String.init)
        while !parts.isEmpty {
            let name = parts.joined(separator: "-")
            add(name)
            if let twin = norwegian(name) { add(twin) }
            parts.removeLast()
        }
        add("base")
        add("en")
        return chain
    }

    /// `nb` for `no` and the other way round (with any region), or `nil`.
    static func norwegian(_ name: String) -> String? {
        if name == "nb" || name.hasPrefix("nb-") { return "no" + name.dropFirst(2) }
        if name == "no" || name.hasPrefix("no-") { return "nb" + name.dropFirst(2) }
        return nil
    }
}
