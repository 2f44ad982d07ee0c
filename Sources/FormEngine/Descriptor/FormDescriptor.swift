/// A whole form as its file describes it: an optional title and the sections.
///
/// Load one with ``DescriptorLoader``; build a live ``Form`` from it with ``Form/init(_:locale:)``.
public struct FormDescriptor: Hashable, Sendable {
    /// The form's title, if the file gives one.
    public var title: String?
    /// The sections in file order.
    public var sections: [SectionDescriptor]

    /// Creates a form descriptor.
    public init(title: String? = nil, sections: [SectionDescriptor]) {
        self.title = title
        self.sections = sections
    }
}
