/// The keys a descriptor's dictionaries may have, for telling a typo from a key FormEngine reads,
/// and the nearest known key to suggest for one it does not know.
enum DescriptorKeys {
    /// A cell's keys: every scalar field's own spelling (the case's name, which a test checks
    /// against `CellRecord.Field.named`), then the nested `message`, `visibleWhen`, `options` and `rules`.
    static let cell: [String] =
        CellRecord.Field.allCases.map { String(describing: $0) } + [
            "message", "visibleWhen", "options", "rules", "extensions", "userInfo",
        ]
    /// A section dictionary's keys, as `DescriptorReader.section` reads them.
    static let section = [
        "title", "footer", "rows", "editable", "template", "itemEntry", "visibleWhen",
    ]
    /// The keys of a root dictionary, as `DescriptorReader.root` reads them.
    static let root = ["title", "pages", "sections"]

    /// The known key nearest to `key` by edit distance (letters compared without case, a swap of
    /// two neighbours one edit), or `nil` when none is close: within one edit for keys of up to
    /// five letters, two for longer ones.
    static func suggestion(for key: String, in known: [String]) -> String? {
        let typed = Array(key.lowercased().unicodeScalars)
        // A key far longer than any known one is no typo of one; this also bounds the work.
        guard !typed.isEmpty, typed.count <= 40 else { return nil }
        let allowed = typed.count <= 5 ? 1 : 2
        var best: (key: String, distance: Int)?
        for candidate in known {
            let distance = editDistance(typed, Array(candidate.lowercased().unicodeScalars))
            if distance <= allowed, distance < best?.distance ?? .max { best = (candidate, distance) }
        }
        return best?.key
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of
    /// two neighbouring letters, each one edit.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        var previous2 = [Int](repeating: 0, count: width)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: width)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
