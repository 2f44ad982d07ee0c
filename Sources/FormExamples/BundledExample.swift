import FormEngine
import Foundation

/// A form that ships with FormEngine (the `FormExamples` library), compiled in so that a copied
/// binary still has it: an app or a tool can start from one.
///
/// ```swift
/// var form = try Form(BundledExample.signup.descriptor())
/// ```
public enum BundledExample: String, CaseIterable, Sendable {
    /// The tutorial's profile form (`Resources/CellDescriptor.plist`), the default form of
    /// `formcli` and `DescriptorLoader.bundledDefault()`.
    case tutorial
    /// A sign-up form (`Resources/Signup.plist`) that uses every row kind and every built-in rule:
    /// text with content types, email, URL, password with a confirmation that `matches` it, a date
    /// of birth that must be 18 years ago or more, a country picker presented as a page, numbers,
    /// times, a duration, an editable list of phone numbers, a newsletter switch revealing topics,
    /// and read-only, link and button rows.
    case signup

    /// The example's name (`tutorial`, `signup`).
    public var name: String { rawValue }

    /// The name of the file it was written as, which messages about it name
    /// (`CellDescriptor.plist`, `Signup.plist`).
    public var fileName: String {
        switch self {
        case .tutorial: return "CellDescriptor.plist"
        case .signup: return "Signup.plist"
        }
    }

    /// One line saying what the example shows, for lists of examples.
    public var summary: String {
        switch self {
        case .tutorial: return "the tutorial's profile form (the default form)"
        case .signup: return "a sign-up form using every row kind and rule"
        }
    }

    /// The example's descriptor bytes (an XML property list), as the file holds them.
    public var data: Data {
        switch self {
        case .tutorial: return Data(DefaultForm.xml.utf8)
        case .signup: return Data(SignupForm.xml.utf8)
        }
    }

    /// The example, loaded (the tests hold every example to loading without a problem).
    /// - Throws: a `LoadError` naming ``fileName``, were the compiled-in copy ever invalid.
    public func descriptor() throws(LoadError) -> FormDescriptor {
        try DescriptorLoader().load(data: data, file: fileName)
    }

    /// The example called `name`, or `nil` when no bundled example has that name.
    public init?(named name: String) {
        self.init(rawValue: name)
    }
}

extension DescriptorLoader {
    /// The bundled default form (`Resources/CellDescriptor.plist`, ``BundledExample/tutorial``),
    /// loaded.
    public static func bundledDefault() -> FormDescriptor {
        let data = Data(DefaultForm.xml.utf8)
        do {
            return try DescriptorLoader().load(data: data, file: "CellDescriptor.plist")
        } catch {
            // The bundled form is checked by the tests; an empty form is the only safe fallback.
            return FormDescriptor(sections: [])
        }
    }
}
