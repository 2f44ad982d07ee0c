import Foundation

/// A row kind: what the file format's `kind` key names, with the settings a cell gives it, and
/// everything a row of that kind decides about its value.
///
/// Each kind is a type conforming to this protocol; a value of the type is the kind with its
/// settings (``SliderKind`` over `0...10` step 1), so a row keeps one reference to both. The
/// built-in kinds are ``NormalKind``, ``TextKind`` (`text`, `email`, `url`, `phone`, `password`,
/// `textArea`), ``NumberKind`` (`integer`, `decimal`, `stepper`, `duration`), ``SliderKind``,
/// ``DateKind``, ``TimeKind``, ``DateTimeKind``, ``ToggleKind`` (`switch`, `check`),
/// ``OptionKind``, ``SegmentedKind``, ``InfoKind``, ``LinkKind``, ``ButtonKind`` and
/// ``FileKind``; an app defines its own as an ``AppKind``.
///
/// Every requirement but ``rowPhrase`` (worked out from ``name`` for every kind) has no
/// default, so the compiler lists what a new kind still lacks. The core also asks each
/// built-in kind what it decides in the loader's own terms (the cell keys it reads and their
/// messages, its value's JSON members, what a tap does, its typed answer): those requirements
/// are internal until the typed descriptor makes their types public.
///
/// ```swift
/// let slider = SliderKind(SliderSettings(minimum: 0, maximum: 10, step: 0.5))
/// let value = try slider.parse("3.3")  // .number(3.5): clamped and rounded to the step
/// ```
public protocol KindDefinition: Hashable, Sendable {
    /// What a cell sets for this kind (a slider's range and step); ``NoSettings`` for a kind
    /// that takes none.
    associatedtype Settings: Hashable & Sendable

    /// The kind's name in the descriptor's `kind` key and in the JSON listing.
    var name: String { get }
    /// The kind's settings.
    var settings: Settings { get }
    /// What a view draws for a row of this kind, with the settings it needs (a plain row that
    /// owns options is a ``RowControl/choice(options:mode:presentation:)`` instead).
    var control: RowControl { get }

    /// Whether a person can never change the row's value (`info`, `link`, `button`): it is shown,
    /// read-only, neither saved nor answered.
    var isDisplayOnly: Bool { get }
    /// Whether what is typed is masked and, unless `persist` says otherwise, not saved.
    var isSecret: Bool { get }
    /// The value a row of this kind holds before anyone sets it (a switch is off, a slider at its
    /// minimum); `nil` for none.
    var defaultValue: Value? { get }

    /// A value of this kind read from `text`, as a person types it or saved text gives it.
    /// - Throws: ``FormError/invalidValue(_:reason:)`` for text that cannot be this kind's
    ///   value (`abc` for an integer, 31 February, a control character).
    func parse(_ text: String) throws(FormError) -> Value
    /// Whether setting the row from empty text clears it (text, day and path rows) instead of
    /// parsing the empty text.
    var clearsOnEmptyText: Bool { get }
    /// `value` checked against this kind and normalised (a slider value clamped and rounded to
    /// its step, a time written `HH:mm`).
    /// - Throws: ``FormError/invalidValue(_:reason:)`` for a value this kind cannot hold.
    func check(_ value: Value) throws(FormError) -> Value
    /// Whether the value this kind keeps for the `text` a person typed reads otherwise than that
    /// text, so the control that typed it must be set back (a number clamped, a time written
    /// `HH:mm`).
    func normalises(_ text: String, to value: Value) -> Bool
    /// Whether `value` leaves a row of this kind unanswered for `required` (no value, empty text;
    /// a switch that is off).
    func countsAsEmpty(_ value: Value?) -> Bool

    /// `value` as a person reads it when this kind shows it its own way (a number in its style, a
    /// segmented choice by its title); `nil` to show it by its type alone.
    func displayText(of value: Value, locale: Locale?) -> String?
    /// What `value` adds to the parent's summary when it is not the value as displayed (a
    /// switch's on or off title); `nil` for the displayed value.
    func summaryText(of value: Value) -> String?
    /// The URL a row of this kind holding `value` opens (a link's text); `nil` for the others.
    func linkURL(_ value: Value?) -> String?

    /// The value a saved entry stands for in a row of this kind, before it is checked as an edit
    /// is; `nil` when the kind cannot hold that type.
    /// - Throws: ``FormError/invalidValue(_:reason:)`` for an entry of the right type that
    ///   names no value (a day not written `yyyy-MM-dd`).
    func savedValue(_ saved: PlistValue) throws(FormError) -> Value?
    /// What restoring `saved` as `loaded` changed, to tell the person (a slider whose range
    /// changed since the save), or `nil`.
    func restoreNote(saved: PlistValue, loaded: Value?) -> String?

    /// The kind's own texts a translation replaces (a switch's on and off titles), in the order a
    /// person reads them.
    var localizableTexts: [String] { get }
    /// The kind with its own texts (``localizableTexts``) translated by `localize`.
    func localized(_ localize: (String) -> String) -> Self
}

extension KindDefinition {
    /// "an integer row", "a url row": the kind's name with its article, for messages. The same
    /// for every kind: it follows from ``name``.
    public var rowPhrase: String { "\(KindNames.article(for: name)) \(name) row" }
}

/// The settings of a kind that takes none (`normal`, `option`, `info`, `link`).
public struct NoSettings: Hashable, Sendable {
    /// No settings.
    public init() {}
}

/// Words about kinds' names, for messages.
enum KindNames {
    /// `an` before a vowel sound, `a` otherwise (`a url`, `an email`).
    static func article(for word: String) -> String {
        let lower = word.lowercased()
        if lower.hasPrefix("ur") || lower.hasPrefix("us") { return "a" }
        return "aeiou".contains(lower.first ?? "x") ? "an" : "a"
    }
}
