/// The three layouts a descriptor file may have, read without judging any cell yet: the
/// tutorial's array of sections (each an array of cells), an array of cells (one untitled
/// section), or a dictionary
/// `{ title?, sections: [ { title?, footer?, rows: [cells] } ] }`. The cells themselves go to a
/// ``RowAssembler`` as ``DescriptorReader`` reads them.
struct DescriptorFile {
    var title: String?
    var sections: [SectionRecord]
    /// The root's `pages`: one section at a time in a walk.
    var pages = false
    /// Which of the layouts the file has, for naming places in it (a JSON path).
    var layout = Layout.sections
    /// Root keys FormEngine does not know (in `{ title?, sections }`), for the warnings.
    var unknownKeys: [String] = []

    /// The root's layout.
    enum Layout {
        /// An array of sections, each an array of cells (the tutorial's).
        case sections
        /// An array of cells: one untitled section.
        case cells
        /// `{ title?, sections: [ { title?, footer?, rows } ] }`.
        case titled
    }
}

/// One section as the file has it, without its cells.
struct SectionRecord {
    var title: String?
    var footer: String?
    var editable: PlistScalar?
    var template: CellRecord?
    var templateInvalid: String?
    /// `itemEntry`: what a person gives for a new item (`title`, `value`, `titleAndValue`).
    var itemEntry: PlistScalar?
    /// `visibleWhen`: the section is shown only while it holds.
    var visibleWhen: ConditionRecord?
    var unknownKeys: [String] = []
}
