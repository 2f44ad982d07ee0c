/// The typed accessor per row key, checked when it is made so that a misspelt key or a wrong
/// type fails where the view is wired, not later. One generic call serves every kind:
/// `field("name", as: String.self)`, `field("age", as: Double.self)`, `field("birthday", as:
/// CalendarDate.self)`, `field("married", as: Bool.self)`, `field("sport", as: RowKey.self)`,
/// `field("languages", as: [RowKey].self)` (see ``FieldValue``).
extension FormController {
    /// A typed accessor for the row `key`.
    /// - Throws: ``FormError/unknownRow(_:)`` when no row has the key, and
    ///   ``FormError/invalidValue(_:reason:)`` when the row can never hold `T`.
    public func field<T: FieldValue>(_ key: RowKey, as type: T.Type) throws(FormError) -> FieldAccessor<T> {
        let row = try form.row(key)
        guard let coding = T.coding, coding.fits(row) else {
            let place = try form.location(form.ref(key))
            let what: String
            switch row.selection {
            case .single?: what = "a single picker"
            case .multiple?: what = "a multiple picker"
            case nil: what = row.definition.rowPhrase
            }
            throw .invalidValue(place, reason: "\(what) cannot hold \(T.self)")
        }
        return FieldAccessor(key: key, controller: self)
    }
}
