/// One section of a form: an optional title and footer, and its rows in file order.
public struct SectionDescriptor: Hashable, Sendable {
    /// The section header, if any.
    public package(set) var title: String?
    /// The section footer, if any.
    public package(set) var footer: String?
    /// The rows in file order, visible or not; in an editable section, its starting items.
    public package(set) var rows: [RowDescriptor]
    /// `editable`: the section is a list of the user's items, added, deleted and moved at run
    /// time (see ``Edit/addItem(section:title:)``).
    public package(set) var isEditable: Bool
    /// `template`: the row each new item is made from (kind, rules, starting value); its key
    /// names the list in saved state and prefixes the items' generated keys (`skill-1`).
    public package(set) var template: RowDescriptor?
    /// `visibleWhen`: the whole section is shown only while this condition holds. While it does
    /// not, the section stays in the form (its index does not change) with no visible rows, and
    /// its header and footer are not shown (see ``Form/isSectionShown(_:)``). An editable
    /// section cannot have one.
    public package(set) var visibleWhen: Condition?

    /// Creates a section descriptor.
    public init(
        title: String? = nil, footer: String? = nil, rows: [RowDescriptor], isEditable: Bool = false,
        template: RowDescriptor? = nil, visibleWhen: Condition? = nil
    ) {
        self.title = title
        self.footer = footer
        self.rows = rows
        self.isEditable = isEditable
        self.template = template
        self.visibleWhen = visibleWhen
    }

    /// The list's name in saved state and in the answers: the template's key (editable sections).
    package var listKey: String? { isEditable ? template?.key.rawValue : nil }
}
