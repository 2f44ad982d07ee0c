/// How a picker selects: one option (choose and collapse) or several (each tap toggles one),
/// from the descriptor's `selection` (`single`, the default, or `multiple`).
///
/// ```swift
/// try form.apply(.setSelectionMode(of: "languages", to: .multiple(maximum: 3)))
/// try form.apply(.tap("french"))        // selected; the picker stays open
/// try form.value(of: "languages")      // .choices(["french"])
/// ```
public enum SelectionMode: Hashable, Sendable {
    /// One option at a time, stored as ``Value/choice(_:)``.
    case single
    /// Several options, stored as ``Value/choices(_:)``: at least `minimum` to pass validation
    /// (`minimumSelections`; 0: none needed) and at most `maximum` (`maximumSelections`; `nil`
    /// for no limit; a tap past it is refused).
    case multiple(minimum: Int = 0, maximum: Int? = nil)

    /// A multiple picker's limits; `nil` for a single one.
    package var limits: SelectionLimits? {
        guard case .multiple(let minimum, let maximum) = self else { return nil }
        return SelectionLimits(minimum: minimum, maximum: maximum)
    }

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
package struct SelectionLimits: Hashable, Sendable {
    /// The fewest options that pass validation (0: none needed).
    package var minimum: Int
    /// The most options that can be selected, or `nil` for no limit.
    package var maximum: Int?

    /// Creates limits.
    package init(minimum: Int = 0, maximum: Int? = nil) {
        self.minimum = minimum
        self.maximum = maximum
    }
}
