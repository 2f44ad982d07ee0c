import Foundation

extension Form {
    /// Puts every value, expansion and list back as the descriptor starts them, as if a person
    /// had undone every edit (a `reset` button). The form's locale, clock and registered rules
    /// stay; no row counts as touched afterwards.
    ///
    /// ```swift
    /// let change = form.reset()  // reload change.changedKeys, apply change.sections
    /// ```
    /// - Returns: what changed in the visible rows, as any edit returns it.
    /// - Complexity: O(n log n) in the number of rows, for the comparison.
    @discardableResult
    public mutating func reset() -> FormChange {
        var fresh: Form
        do {
            fresh = try Form(descriptor, locale: locale)
        } catch {
            return FormChange()  // The descriptor made this form once; it cannot fail now.
        }
        fresh.clock = clock
        fresh.customRules = customRules
        let change = FormChange(from: self, to: fresh)
        self = fresh
        return change
    }
}
