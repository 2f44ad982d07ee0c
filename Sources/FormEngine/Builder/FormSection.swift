import Foundation

/// A section of a form built in code: a title, rows and, optionally, a footer, a condition or
/// an editable list's template — the section dictionary a descriptor file holds.
///
/// ```swift
/// FormSection("Account") {
///     Cell.text("name", "Name").required()
///     Cell.toggle("news", "Newsletter")
/// }
/// ```
public struct FormSection: Hashable, Sendable {
    var entries: [String: PlistValue]

    /// A section titled `title` (none when `nil`) holding `rows`.
    public init(_ title: String? = nil, footer: String? = nil, @FormBuilder<Cell> rows: () -> [Cell]) {
        entries = ["rows": .array(rows().flatMap(\.cells).map(PlistValue.dictionary))]
        if let title { entries["title"] = .string(title) }
        if let footer { entries["footer"] = .string(footer) }
    }

    /// An editable list: its starting `rows` are items, and a person adds more made from
    /// `template` (its key names the list).
    public func editable(template: Cell) -> FormSection {
        var section = self
        section.entries["editable"] = .bool(true)
        section.entries["template"] = template.cells.first.map(PlistValue.dictionary)
        return section
    }

    /// Shows the section only while `condition` holds.
    public func visible(when condition: Condition) -> FormSection {
        var section = self
        section.entries["visibleWhen"] = condition.plist
        return section
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
    /// A form built in code, checked by `loader` exactly as a descriptor file is: the same
    /// descriptor a file with these sections gives, or the same refusal with the same message.
    ///
    /// ```swift
    /// let descriptor = try FormDescriptor(title: "Sign up") {
    ///     FormSection("Account") {
    ///         Cell.text("name", "Name").required()
    ///         Cell.picker("licence", "Licence", options: [("mit", "MIT"), ("bsd", "BSD")])
    ///     }
    /// }
    /// ```
    /// - Throws: the loader's ``FormError`` for the first problem (places are sections and rows,
    ///   1-based, with the row's key), as ``DescriptorLoader/load(data:file:)`` does.
    public init(
        title: String? = nil, loader: DescriptorLoader = DescriptorLoader(),
        @FormBuilder<FormSection> sections: () -> [FormSection]
    ) throws(FormError) {
        var root: [String: PlistValue] = ["sections": .array(sections().map { .dictionary($0.entries) })]
        if let title { root["title"] = .string(title) }
        let data: Data
        do {
            data = try PropertyListSerialization.data(
                fromPropertyList: PlistValue.dictionary(root).foundation, format: .binary, options: 0)
        } catch {
            throw .invalidDescriptor(
                Location(), reason: "the form cannot be written as a property list: \(error)")
        }
        self = try loader.load(data: data)
    }
}
