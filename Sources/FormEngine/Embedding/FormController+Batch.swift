import Foundation

/// Changes made in one go — several edits, a lenient restore — published as one ``FormChange``
/// computed by comparing the visible rows before and after.
extension FormController {
    /// Applies edits in order, all or nothing, and publishes one change covering them all.
    ///
    /// ```swift
    /// try controller.perform([.set("firstName", .text("Ada")), .set("lastName", .text("Lovelace"))])
    /// ```
    /// - Throws: the first refused edit's error; nothing changes and nothing is published.
    @discardableResult
    public func perform(_ edits: [Edit]) throws(EditError) -> FormChange {
        let change = try form.applyAll(edits)
        tally?.update(form, after: change)
        publish(change)
        return change
    }

    /// Runs `body` on a copy of the form and, when it returns, takes the copy and publishes one
    /// change covering everything `body` did. When `body` throws, nothing changes.
    ///
    /// Use it for what is not an ``Edit``: restoring what fits of a saved state and hearing
    /// about the rest, say.
    ///
    /// ```swift
    /// var problems: [FormError] = []
    /// try controller.perform { form in problems = form.restore(state, file: path) }
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
        tally?.update(form, after: change)
        publish(change)
        return change
    }
}

extension FormController {
    /// Applies ``Edit/addItem(section:title:)`` and returns the new item's key, for the
    /// package's tests.
    @discardableResult
    package func addedItem(section: Int, title: String) throws(EditError) -> RowKey {
        let change = try apply(.addItem(section: section, title: title))
        guard let key = change.changedKeys.first else {
            throw .refused(Location(section: section + 1), reason: "no item was added")
        }
        return key
    }
}
