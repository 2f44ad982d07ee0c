/// A section of a form built in code: a title, rows and, optionally, a footer, a condition or
/// an editable list's template — what a descriptor file's section dictionary holds.
///
/// ```swift
/// FormSection("Account") {
///     Cell.text("name", "Name").required()
///     Cell.toggle("news", "Newsletter")
/// }
/// ```
public struct FormSection: Hashable, Sendable {
    /// The section header, if any.
    var title: String?
    /// The section footer, if any.
    var footer: String?
    /// The cells in order (a picker's own cell brings its option rows).
    var cells: [Cell]
    /// An editable list's template, if the section is one.
    var template: Cell?
    /// What a person gives for a new item of the list.
    var itemEntry: SectionDescriptor.ItemEntry = .title
    /// The section's condition, if any.
    var visibleWhen: Condition?

    /// A section titled `title` (none when `nil`) holding `rows`.
    public init(_ title: String? = nil, footer: String? = nil, @FormBuilder<Cell> rows: () -> [Cell]) {
        self.title = title
        self.footer = footer
        cells = rows()
    }

    /// An editable list (`editable`): its starting `rows` are items, and a person adds more
    /// made from `template` (its key names the list), giving for each what `itemEntry` says
    /// (``SectionDescriptor/ItemEntry``: its title unless told otherwise).
    public func editable(template: Cell, itemEntry: SectionDescriptor.ItemEntry = .title) -> FormSection {
        var section = self
        section.template = template
        section.itemEntry = itemEntry
        return section
    }

    /// Shows the section only while `condition` holds (`visibleWhen`).
    public func visible(when condition: Condition) -> FormSection {
        var section = self
        section.visibleWhen = condition
        return section
    }

    /// The section as a descriptor, with the problems its cells found in themselves, placed
    /// as the section's `index` (0-based).
    func descriptor(index: Int) -> (section: SectionDescriptor, problems: [FormError]) {
        var rows: [RowDescriptor] = []
        var problems: [FormError] = []
        for cell in cells {
            let place = Location(section: index + 1, row: rows.count + 1, key: cell.row.key.rawValue)
            problems += cell.problems.map { .invalidDescriptor(place, reason: $0) }
            if template != nil, cell.row.computed?.options != nil {
                problems.append(
                    .invalidDescriptor(place, reason: "computed options cannot be in an editable list"))
            }
            var row = cell.row
            row.childCount = cell.options.count
            rows.append(row)
            rows += cell.options
        }
        if let template {
            let place = Location(section: index + 1, key: template.row.key.rawValue)
            problems += template.problems.map { .invalidDescriptor(place, reason: "template: \($0)") }
            if template.row.computed != nil {
                problems.append(.invalidDescriptor(place, reason: "template: a template cannot compute"))
            }
        }
        let section = SectionDescriptor(
            title: title, footer: footer, rows: rows, isEditable: template != nil, template: template?.row,
            itemEntry: itemEntry, visibleWhen: visibleWhen)
        return (section, problems)
    }
}

/// Collects the cells of a ``FormSection`` (`@FormBuilder<Cell>`) and the sections of a form
/// built in code (`@FormBuilder<FormSection>`): one a line, with `if`, `switch` and `for`.
@resultBuilder
public enum FormBuilder<Element> {
    /// The elements of a block, in order.
    public static func buildBlock(_ parts: [Element]...) -> [Element] { parts.flatMap { $0 } }
    /// One element.
    public static func buildExpression(_ element: Element) -> [Element] { [element] }
    /// The elements of an `if` without `else`, when it holds.
    public static func buildOptional(_ elements: [Element]?) -> [Element] { elements ?? [] }
    /// The elements of an `if`'s or a `switch`'s first branch.
    public static func buildEither(first elements: [Element]) -> [Element] { elements }
    /// The elements of an `if`'s or a `switch`'s other branch.
    public static func buildEither(second elements: [Element]) -> [Element] { elements }
    /// The elements of a `for` loop, in order.
    public static func buildArray(_ parts: [[Element]]) -> [Element] { parts.flatMap { $0 } }
}

extension FormDescriptor {
    /// A form built in code, checked as ``DescriptorLoader`` checks a descriptor file: the same
    /// descriptor a file with these sections gives, or every problem at once with the loader's
    /// messages and the warnings (``DescriptorProblems``).
    ///
    /// ```swift
    /// let descriptor = try FormDescriptor(title: "Sign up") {
    ///     FormSection("Account") {
    ///         Cell.text("name", "Name").required()
    ///         Cell.picker("licence", "Licence", options: [("mit", "MIT"), ("bsd", "BSD")])
    ///     }
    /// }
    /// ```
    ///
    /// `pages: true` walks the form one section at a time, as a file's `pages` key does
    /// (``pages``). Warnings alone (a ``Cell/unknownKey(_:)``) do not throw; ``diagnose()``
    /// lists them.
    /// - Throws: ``DescriptorProblems`` with every problem, in the order of its place (sections
    ///   and rows 1-based, with the row's key), and the warnings, as
    ///   ``DescriptorLoader/diagnose(data:file:)`` gives them for a file.
    public init(
        title: String? = nil, pages: Bool = false, @FormBuilder<FormSection> sections: () -> [FormSection]
    )
        throws(DescriptorProblems)
    {
        var built: [SectionDescriptor] = []
        var cellProblems: [FormError] = []
        for (index, section) in sections().enumerated() {
            let (descriptor, problems) = section.descriptor(index: index)
            built.append(descriptor)
            cellProblems += problems
        }
        cellProblems += Self.computedReadProblems(built)
        var unchecked = FormDescriptor(title: title, sections: built)
        unchecked.pages = pages
        let (descriptor, problems, warnings) = unchecked.diagnose()
        if let descriptor, cellProblems.isEmpty {
            self = descriptor
            return
        }
        var all = problems + cellProblems
        DescriptorLoader.sortByPlace(&all)
        throw DescriptorProblems(problems: all, warnings: warnings)
    }
}

extension FormDescriptor {
    /// A computed part that reads a key no row has, or options on a row that is not a picker.
    static func computedReadProblems(_ sections: [SectionDescriptor]) -> [FormError] {
        let keys = Set(sections.flatMap { $0.rows.map(\.key) })
        var problems: [FormError] = []
        for (s, section) in sections.enumerated() {
            for (r, row) in section.rows.enumerated() {
                guard let computed = row.computed else { continue }
                let place = Location(section: s + 1, row: r + 1, key: row.key.rawValue)
                for read in computed.allReads where !keys.contains(read) {
                    problems.append(
                        .invalidDescriptor(place, reason: "reads '\(read)', which is not a row of the form"))
                }
                if computed.options != nil, row.kind != .normal {
                    problems.append(.invalidDescriptor(place, reason: "computed options need a picker"))
                }
            }
        }
        return problems
    }
}
