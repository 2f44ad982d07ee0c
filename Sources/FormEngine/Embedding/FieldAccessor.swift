/// A typed, two-way handle on one row's value — FormEngine's `Binding`.
///
/// Reading gives what the form holds now; writing goes through the controller, so observers see
/// a value set by code exactly as one set by a person. Get one from the controller:
///
/// ```swift
/// let experience = try controller.field("experienceSlider", as: Double.self)
/// slider.value = Float(experience.get() ?? 0)      // the model pushes into the control
/// try experience.set(Double(slider.value))          // the control reports back
/// ```
@MainActor
public struct FieldAccessor<T: FieldValue> {
    /// The row this accessor reads and writes.
    package let key: RowKey
    /// The controller that owns the row. Apps get an accessor from
    /// ``FormController/field(_:as:)``, which checks the row; its initialiser is internal.
    package let controller: FormController

    /// The row's value as `T`, or `nil` when it holds none (or, for a row of another kind, one
    /// of another type).
    public func get() -> T? {
        guard let value = try? controller.form.value(of: key) else { return nil }
        return T.read(value)
    }

    /// Sets the row's value (`nil` clears it) and publishes the change. Sliders are clamped and
    /// rounded to their step, as ``Edit/set(_:_:)`` does. A thin wrapper:
    /// `controller.apply(.set(key, newValue?.rowValue))`.
    /// - Throws: ``EditError/invalidValue(_:reason:)`` when the value does not fit the row;
    ///   nothing changes.
    @discardableResult
    public func set(_ newValue: T?) throws(EditError) -> FormChange {
        try controller.apply(.set(key, newValue?.rowValue))
    }
}
