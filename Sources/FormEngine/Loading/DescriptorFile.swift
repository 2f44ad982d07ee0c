/// The two layouts a descriptor file may have, read without judging any cell yet: the
/// tutorial's array of sections (each an array of cells), or a dictionary
/// `{ title?, sections: [ { title?, footer?, rows: [cells] } ] }`. The cells themselves go to a
/// ``RowAssembler`` as ``DescriptorReader`` reads them.
struct DescriptorFile {
    var title: String?
    var sections: [SectionRecord]
}

/// One section as the file has it, without its cells.
struct SectionRecord {
    var title: String?
    var footer: String?
    var editable: PlistScalar?
    var template: CellRecord?
    var templateInvalid: String?
    /// `visibleWhen`: the section is shown only while it holds.
    var visibleWhen: ConditionRecord?
    var unknownKeys: [String] = []
}
