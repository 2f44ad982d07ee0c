/// A whole form as its file describes it: an optional title and the sections.
///
/// Load one with ``DescriptorLoader``, build one with the builder, or assemble one from its
/// values and check it with ``validated()``; build a live ``Form`` from it with
/// ``Form/init(_:locale:clock:rules:behaviors:)``. A descriptor is an immutable value: its properties are read-only
/// outside FormEngine's package, so a checked descriptor stays checked.
public struct FormDescriptor: Hashable, Sendable {
    /// The form's title, if the file gives one.
    public package(set) var title: String?
    /// Whether a walk shows one section at a time, as pages with a review before done
    /// (`pages: true` in the file, the builder's `pages:`); `false` unless the form asks.
    public package(set) var pages = false
    /// The sections in file order.
    public package(set) var sections: [SectionDescriptor] {
        didSet { structure = nil }
    }
    /// The structure ``DescriptorLoader`` derived and checked, kept so that ``Form/init(_:locale:clock:rules:behaviors:)``
    /// does not derive it again; dropped by any change to `sections`. Not part of equality.
    var structure: FormStructure?

    /// Creates a form descriptor.
    public init(title: String? = nil, sections: [SectionDescriptor]) {
        self.title = title
        self.sections = sections
    }

    /// Whether two descriptors describe the same form (title, pages and sections).
    public static func == (left: FormDescriptor, right: FormDescriptor) -> Bool {
        left.title == right.title && left.pages == right.pages && left.sections == right.sections
    }

    /// Hashes the title, pages and sections.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(title)
        hasher.combine(pages)
        hasher.combine(sections)
    }
}
