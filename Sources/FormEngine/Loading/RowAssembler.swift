/// Turns cells into row descriptors as soon as a reader has them, so that a large file's cells
/// are never all held at once; keeps each section's rows and problems, and the `visibleWhen`
/// records for ``ConditionResolver``.
///
/// ``DescriptorReader`` hands it each cell as it reads it, whichever cursor it reads through, so
/// the rows and problems come out the same from every path.
struct RowAssembler {
    /// One section's rows so far, and the problems found in them, in file order.
    struct Section {
        var rows: [RowDescriptor] = []
        var problems: [FormError] = []
    }

    /// Names the file in problems.
    let file: String?
    /// Past this many rows, cells are only counted: the loader refuses the file, and converting
    /// them would spend time and memory on a hostile one.
    let maxRows: Int
    /// The kinds the app registered, by name (``DescriptorLoader/kinds``).
    var customKinds: [String: any AppKind] = [:]
    /// How many cells were added, all sections together.
    private(set) var rowCount = 0
    private(set) var sections: [Section] = []
    /// Each row's `visibleWhen`, where it has one.
    private(set) var conditions: [RowRef: ConditionRecord] = [:]
    /// Unknown keys and identifiers of the cells, and (added by the loader) of the sections
    /// and root.
    var warnings = LoadWarnings()
    /// Whether to keep every cell as read, in ``cells`` (for the tests that compare paths).
    var keepsCells = false
    /// Every cell added, as read, when ``keepsCells`` is set.
    private(set) var cells: [CellRecord] = []

    init(file: String?, maxRows: Int) {
        self.file = file
        self.maxRows = maxRows
    }

    /// Converts `cell`, the next row of section `s` (0-based).
    mutating func add(_ cell: CellRecord, section s: Int) {
        rowCount += 1
        if keepsCells { cells.append(cell) }
        guard rowCount <= maxRows else { return }
        while sections.count <= s { sections.append(Section()) }
        let r = sections[s].rows.count
        if let condition = cell.visibleWhen { conditions[RowRef(section: s, row: r)] = condition }
        let file = file
        var problems: [FormError] = []
        let row = cell.descriptor(section: s, row: r, customKinds: customKinds) { key, reason in
            let keyText = key ?? cell.key?.text
            problems.append(
                .invalidDescriptor(
                    Location(file: file, section: s + 1, row: r + 1, key: keyText), reason: reason))
        }
        if !row.unknownKeys.isEmpty || (cell.kind == nil && cell.identifier != nil) {
            warn(
                about: cell, unknownKeys: row.unknownKeys,
                at: Location(
                    file: file, section: s + 1, row: r + 1, key: row.hasExplicitKey ? row.key.rawValue : nil))
        }
        sections[s].rows.append(row)
        if !problems.isEmpty { sections[s].problems += problems }
    }

    /// Notes the cell's unknown keys (in file order, those of `unknownKeys`: not an app's kind's
    /// own), and its identifier when FormEngine does not know it.
    private mutating func warn(about cell: CellRecord, unknownKeys: [String], at location: Location) {
        if cell.kind == nil, let name = cell.identifier?.text, BuiltInKinds.tutorial[name] == nil,
            customKinds[name] == nil
        {
            warnings.unknownIdentifier(name, at: location)
        }
        for key in cell.unknownKeys where unknownKeys.contains(key) {
            warnings.unknownKey(key, known: DescriptorKeys.cell, what: "cell", at: location)
        }
    }

    /// Section `s`, with no rows if no cell was added to it, handed over: the assembler keeps
    /// none of its rows, so that changing them later (as resolving `visibleWhen` does) changes
    /// them in place instead of copying every row of the section.
    mutating func take(_ s: Int) -> Section {
        guard s < sections.count else { return Section() }
        defer { sections[s] = Section() }
        return sections[s]
    }
}
