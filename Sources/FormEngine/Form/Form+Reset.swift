extension Form {
    /// Puts the form back in the starting state its descriptor describes — starting values,
    /// expansion, list items, edit mode off, no row touched — as a `reset` button does, and
    /// returns the change as if a person had undone every edit. The form's ``locale``,
    /// ``clock`` and the rules registered with ``addRule(_:_:)`` are kept.
    @discardableResult
    public mutating func reset() -> FormChange {
        // The descriptor was accepted when this form was made, so it cannot be refused now.
        guard var fresh = try? Form(descriptor, locale: locale) else { return FormChange() }
        fresh.clock = clock
        fresh.customRules = customRules
        let change = FormChange(from: self, to: fresh)
        self = fresh
        return change
    }
}
