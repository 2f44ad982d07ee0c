/// One section of a form: an optional title and footer, and its rows in file order.
public struct SectionDescriptor: Hashable, Sendable {
    /// The section header, if any.
    public var title: String?
    /// The section footer, if any.
    public var footer: String?
    /// The rows in file order, visible or not.
    public var rows: [RowDescriptor]

    /// Creates a section descriptor.
    public init(title: String? = nil, footer: String? = nil, rows: [RowDescriptor]) {
        self.title = title
        self.footer = footer
        self.rows = rows
    }
}
