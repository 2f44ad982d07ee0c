/// What the loader warns about without refusing the file: keys it does not know (each with the
/// nearest known key as a suggestion) and cell identifiers that are the app's own.
///
/// Each distinct warning is reported once, at its first place, with how many more places have
/// it, so a file that repeats one unknown key in every cell gets one line, not thousands; past
/// ``limit`` distinct warnings the rest are counted in a last line.
struct LoadWarnings {
    /// The most distinct warnings listed.
    static let limit = 200

    private struct Entry {
        var location: Location
        var reason: String
        var repeats = 0
        /// What a repeat is counted in (`rows`).
        var unit = "rows"
    }

    private var entries: [Entry] = []
    /// Each entry's index, by what makes it distinct.
    private var index: [String: Int] = [:]
    /// Distinct warnings past ``limit``, not listed.
    private var unlisted = 0

    /// Whether nothing was noted.
    var isEmpty: Bool { entries.isEmpty }

    /// `key`, found at `location` in a dictionary whose keys are `known` (`what` names the kind
    /// of dictionary, to tell apart equal keys in different places).
    mutating func unknownKey(_ key: String, known: [String], what: String, at location: Location) {
        note("\(what) \(key)", at: location, unit: what == "cell" ? "rows" : "sections") {
            let shown = Self.shown(key)
            guard let suggestion = DescriptorKeys.suggestion(for: key, in: known) else {
                return "\(shown): unknown key"
            }
            return "\(shown): unknown key; did you mean \(suggestion)?"
        }
    }

    /// A cell identifier FormEngine does not know, which loads as a plain row.
    mutating func unknownIdentifier(_ name: String, at location: Location) {
        note("identifier \(name)", at: location) {
            "unknown identifier '\(Self.shown(name))' (the app's own cell?): loaded as a plain row"
        }
    }

    /// A name as a message quotes it: cut after 60 characters.
    private static func shown(_ name: String) -> String {
        name.count > 60 ? name.prefix(60) + "…" : name
    }

    private mutating func note(
        _ id: String, at location: Location, unit: String = "rows", reason: () -> String
    ) {
        if let at = index[id] {
            entries[at].repeats += 1
            return
        }
        guard entries.count < Self.limit else {
            unlisted += 1
            return
        }
        index[id] = entries.count
        entries.append(Entry(location: location, reason: reason(), unit: unit))
    }

    /// The warnings, in the order they were noted.
    var list: [FormError] {
        entries.map { entry -> FormError in
            let more = entry.repeats == 0 ? "" : " (and \(entry.repeats) more \(entry.unit))"
            return .invalidDescriptor(entry.location, reason: entry.reason + more)
        }
    }

    /// The count of warnings not listed, when there are any: the last line to print.
    func unlistedSummary(file: String?) -> FormError? {
        guard unlisted > 0 else { return nil }
        return .invalidDescriptor(Location(file: file), reason: "\(unlisted) more warnings not listed")
    }
}
