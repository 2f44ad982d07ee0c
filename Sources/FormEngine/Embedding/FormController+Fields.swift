/// Typed accessors per row key, checked when they are made so that a misspelt key or a wrong
/// type fails where the view is wired, not later.
extension FormController {
    /// A typed accessor for the row `key`.
    /// - Throws: ``FormError/unknownRow(_:)`` when no row has the key, and
    ///   ``FormError/invalidValue(_:reason:)`` when the row can never hold `T`.
    public func field<T: FieldValue>(_ key: RowKey, as type: T.Type) throws(FormError) -> FieldAccessor<T> {
        let row = try form.row(key)
        guard T.fits(row) else {
            let place = try form.location(form.ref(key))
            let what: String
            switch row.selection {
            case .single?: what = "a single picker"
            case .multiple?: what = "a multiple picker"
            case nil: what = row.kind.rowPhrase
            }
            throw .invalidValue(place, reason: "\(what) cannot hold \(T.self)")
        }
        return FieldAccessor(key: key, controller: self)
    }

    /// The text of a row holding text: a text kind, a time or date-time as written, a file's
    /// path, an `info` or `link` row's text.
    public func text(_ key: RowKey) throws(FormError) -> FieldAccessor<String> {
        try field(key, as: String.self)
    }

    /// The day of a date row.
    public func date(_ key: RowKey) throws(FormError) -> FieldAccessor<CalendarDate> {
        try field(key, as: CalendarDate.self)
    }

    /// The state of a switch or checkbox.
    public func toggle(_ key: RowKey) throws(FormError) -> FieldAccessor<Bool> {
        try field(key, as: Bool.self)
    }

    /// The number of a number row (`integer`, `decimal`, `stepper`, `duration` in seconds) or
    /// the position of a slider.
    public func number(_ key: RowKey) throws(FormError) -> FieldAccessor<Double> {
        try field(key, as: Double.self)
    }

    /// The chosen option of a single picker or a segmented row.
    public func choice(_ key: RowKey) throws(FormError) -> FieldAccessor<RowKey> {
        try field(key, as: RowKey.self)
    }
}
