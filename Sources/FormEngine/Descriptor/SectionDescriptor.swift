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
    /// `itemEntry`: what a person gives for a new item of this editable list — its title (the
    /// default), its value, or both — so that a walk, or an app's own add button, asks for that.
    public package(set) var itemEntry: ItemEntry
    /// `visibleWhen`: the whole section is shown only while this condition holds. While it does
    /// not, the section stays in the form (its index does not change) with no visible rows, and
    /// its header and footer are not shown (see ``Form/isSectionShown(_:)``). An editable
    /// section cannot have one.
    public package(set) var visibleWhen: Condition?

    /// What a person gives for a new item of an editable list (``SectionDescriptor/itemEntry``,
    /// `itemEntry` in a descriptor file). The raw values are the file's spellings.
    public enum ItemEntry: String, Hashable, Sendable, CaseIterable {
        /// Its title; the item starts with the template's value, set afterwards. For lists of
        /// named things, such as a résumé's skills: the title is the thing.
        case title
        /// Its value; the item is titled with the template's title. For lists of unnamed
        /// values, such as a JSON Schema array of strings or numbers.
        case value
        /// Its title, then its value. For key–value lists, such as a JSON Schema object with
        /// `additionalProperties`: the title is the member's name.
        case titleAndValue
    }

    /// Creates a section descriptor.
    public init(
        title: String? = nil, footer: String? = nil, rows: [RowDescriptor], isEditable: Bool = false,
        template: RowDescriptor? = nil, itemEntry: ItemEntry = .title, visibleWhen: Condition? = nil
    ) {
        self.title = title
        self.footer = footer
        self.rows = rows
        self.isEditable = isEditable
        self.template = template
        self.itemEntry = itemEntry
        self.visibleWhen = visibleWhen
    }

    /// The list's name in saved state and in the answers: the template's key (editable sections).
    package var listKey: String? { isEditable ? template?.key.rawValue : nil }
}
