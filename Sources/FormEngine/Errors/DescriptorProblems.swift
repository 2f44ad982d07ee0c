/// Every problem a descriptor has, at once, and its warnings: what a form built in code
/// (`FormDescriptor(title:) { FormSection … }`) throws, so that one run lists every mistake
/// instead of the first.
///
/// The problems and warnings are those ``DescriptorLoader/diagnose(data:file:)`` gives a file
/// with the same rows: the same checks, the same messages, the problems in the order of their
/// places (section, then row).
///
/// ```swift
/// do {
///     _ = try FormDescriptor(title: "Sign up") {
///         FormSection {
///             Cell.text("name", "Name").unknownKey("maxLenght")
///             Cell.slider("volume", "Volume", range: 0...10).value(.number(11))
///             Cell.toggle("news", "Newsletter").minLength(2)
///         }
///     }
/// } catch {
///     print(error)
///     // section 1, row 2 (volume): value 11 is outside the slider's range 0…10
///     // section 1, row 3 (news): minLength applies to text rows only, not to a switch row
///     // warning: section 1, row 1 (name): maxLenght: unknown key; did you mean maxLength?
/// }
/// ```
public struct DescriptorProblems: Error, Hashable, Sendable, CustomStringConvertible {
    /// What keeps the descriptor from being used, in the order of their places; never empty
    /// when thrown.
    public var problems: [FormError]
    /// What does not keep it from being used but looks wrong (keys FormEngine does not know).
    public var warnings: [FormError]

    /// Problems and warnings.
    public init(problems: [FormError], warnings: [FormError] = []) {
        self.problems = problems
        self.warnings = warnings
    }

    /// Each problem on a line of its own (its ``FormError/description``), then each warning
    /// after `warning: `.
    public var description: String {
        (problems.map(\.description) + warnings.map { "warning: \($0.description)" })
            .joined(separator: "\n")
    }
}
