import Foundation

/// Changes made in one go — a reset, a restored state, several edits — published as one
/// ``FormChange`` computed by comparing the visible rows before and after.
extension FormController {
    /// Runs `body` on a copy of the form and, when it returns, takes the copy and publishes one
    /// change covering everything `body` did. When `body` throws, nothing changes.
    ///
    /// ```swift
    /// try controller.perform { form in
    ///     try form.set("firstName", to: .text("Ada"))
    ///     try form.set("lastName", to: .text("Lovelace"))
    /// }
    /// ```
    ///
    /// `body` edits the form it is given; it must not put a form made from another descriptor
    /// in its place (make a new controller for that).
    /// - Throws: what `body` throws, or ``FormError/refused(_:reason:)`` when `body` replaced the
    ///   form with one made from another descriptor; either way nothing changes and nothing is
    ///   published.
    /// - Complexity: O(n log n) in the number of rows, for the comparison.
    @discardableResult
    public func perform(_ body: (inout Form) throws -> Void) throws -> FormChange {
        var copy = form
        try body(&copy)
        guard copy.descriptor == form.descriptor else {
            throw FormError.refused(
                Location(),
                reason: "perform cannot replace the form's descriptor; make a new FormController for it")
        }
        return take(copy)
    }

    /// Takes `copy`, a form made from the same descriptor, and publishes what changed.
    @discardableResult
    private func take(_ copy: Form) -> FormChange {
        let change = FormChange(from: form, to: copy)
        form = copy
        publish(change)
        return change
    }

    /// Puts the form back in the starting state its descriptor describes and publishes the
    /// change, exactly as if a person had undone every edit.
    @discardableResult
    public func reset() -> FormChange {
        let fresh: Form
        do {
            fresh = try Form(form.descriptor, locale: form.locale)
        } catch {
            return FormChange()  // The descriptor was accepted once; it cannot fail now.
        }
        return take(fresh)
    }

    /// Restores saved values and expansion (see ``Form/restore(_:file:)``) and publishes the
    /// change.
    /// - Returns: the entries that did not fit, one problem per key; the rest are taken.
    @discardableResult
    public func restore(_ state: FormState, file: String? = nil) -> [FormError] {
        var copy = form
        let problems = copy.restore(state, file: file)
        take(copy)
        return problems
    }
}
