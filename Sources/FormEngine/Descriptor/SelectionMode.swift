/// How a picker selects: one option (choose and collapse) or several (each tap toggles one),
/// from the descriptor's `selection` (`single`, the default, or `multiple`).
///
/// ```swift
/// try form.apply(.setSelectionMode(of: "languages", to: .multiple(SelectionLimits(maximum: 3))))
/// try form.apply(.tap("french"))        // selected; the picker stays open
/// try form.selectedKeys(of: "languages")   // ["french"]
/// ```
public enum SelectionMode: Hashable, Sendable {
    /// One option at a time, stored as ``Value/choice(_:)``.
    case single
    /// Any number of options within the limits, stored as ``Value/choices(_:)``.
    case multiple(SelectionLimits)

    /// The mode's name in the descriptor: `single` or `multiple`.
    package var name: String {
        switch self {
        case .single: return "single"
        case .multiple: return "multiple"
        }
    }
}

/// How many options a multiple picker must and may have selected (`minimumSelections`,
/// `maximumSelections`). A tap past the maximum is refused; fewer than the minimum is a
/// validation problem.
public struct SelectionLimits: Hashable, Sendable {
    /// The fewest options that pass validation (0: none needed).
    public var minimum: Int
    /// The most options that can be selected, or `nil` for no limit.
    public var maximum: Int?

    /// Creates limits.
    public init(minimum: Int = 0, maximum: Int? = nil) {
        self.minimum = minimum
        self.maximum = maximum
    }
}
