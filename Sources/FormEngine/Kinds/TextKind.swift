import Foundation

/// A text field (`text`, the tutorial's `idCellTextfield`; `email`, `url`, `phone`, `password`,
/// `textArea`): one family sharing everything but its ``TextFormat`` — its name, its keyboard,
/// its format check and whether it is masked.
public struct TextKind: KindDefinition {
    /// Which text the row holds.
    public let settings: TextFormat

    /// A text row of `format`.
    public init(_ format: TextFormat = .plain) { settings = format }

    /// The format's name: `text`, `email`, `url`, `phone`, `password`, `textArea`.
    public var name: String { settings.rawValue }
    /// ``RowControl/textArea(maximumLength:)`` for a `textArea`, else
    /// ``RowControl/text(content:isSecure:maximumLength:)``, secure for a password.
    public var control: RowControl {
        switch settings {
        case .plain, .password:
            return .text(content: .plain, isSecure: settings == .password, maximumLength: nil)
        case .email: return .text(content: .email, isSecure: false, maximumLength: nil)
        case .url: return .text(content: .url, isSecure: false, maximumLength: nil)
        case .phone: return .text(content: .phone, isSecure: false, maximumLength: nil)
        case .textArea: return .textArea(maximumLength: nil)
        }
    }
    /// No.
    public var isDisplayOnly: Bool { false }
    /// A password's.
    public var isSecret: Bool { TextKind.isSecret(settings) }
    /// None.
    public var defaultValue: Value? { nil }
    /// The text as it is: one line, or several for a `textArea`; a control character refused.
    public func parse(_ text: String) throws(FormError) -> Value {
        try TextKind.checked(text, format: settings)
    }
    /// Yes.
    public var clearsOnEmptyText: Bool { true }
    /// Text, as ``parse(_:)`` takes it.
    public func check(_ value: Value) throws(FormError) -> Value {
        guard case .text(let text) = value else { throw cannotHold(value) }
        return try TextKind.checked(text, format: settings)
    }
    /// Never: free text is kept as typed (its spaces are the person's).
    public func normalises(_ text: String, to value: Value) -> Bool { false }
    /// No value or empty text.
    public func countsAsEmpty(_ value: Value?) -> Bool { isEmptyValue(value) }
    /// Shown as it is (a secure row's is masked by the form).
    public func displayText(of value: Value, locale: Locale?) -> String? { nil }
    /// The value as displayed.
    public func summaryText(of value: Value) -> String? { nil }
    /// None.
    public func linkURL(_ value: Value?) -> String? { nil }
    /// A saved string, as it was written.
    public func savedValue(_ saved: PlistValue) throws(FormError) -> Value? {
        guard case .string(let text) = saved else { return nil }
        return .text(text)
    }
    /// None.
    public func restoreNote(saved: PlistValue, loaded: Value?) -> String? { nil }
    /// None (its texts are the row's).
    public var localizableTexts: [String] { [] }
    /// Itself.
    public func localized(_ localize: (String) -> String) -> TextKind { self }
}

extension TextKind: BuiltInKind {
    func loaded(from cell: CellRecord, problem: (_ key: String?, _ reason: String) -> Void) -> TextKind {
        self
    }
    func checkedSettings(problem: (String) -> Void) -> Self { self }
    var rowKind: RowKind { .text(settings) }
    var valueType: ValueType? { .text }
    var summarySource: SummarySource { .value }
    var tapEffect: TapEffect { .nothing }
    var takesTextRules: Bool { true }
    func initialValue(from value: PlistScalar, problem: (String) -> Void) -> Value? {
        parsedInitialValue(value, problem: problem)
    }
    func startingValue(_ value: Value, problem: (String) -> Void) -> Value? {
        checkedStartingValue(value, problem: problem)
    }
    func conditionValue(_ scalar: PlistScalar, key: RowKey) throws(FormError) -> Value? {
        try conditionFit(scalar.text.map { .text($0) }, scalar, key: key, "a text row: compare with a string")
    }
    var checksValues: Bool { true }
    /// The format's check (rule `format`).
    func problems(of value: Value, name: String, today: () -> CalendarDate, locale: Locale?)
        -> [(rule: ValidationRule, message: String)]
    {
        guard case .text(let text) = value else { return [] }
        return TextKind.problem(text, format: settings, name: name).map { [$0] } ?? []
    }
    func answer(for value: Value) -> Answer? { value.answer }
}

/// What a text row holds, which decides its built-in format check, whether it is masked, and
/// the keyboard a UI offers (the row's ``RowControl/text(content:isSecure:maximumLength:)``).
public enum TextFormat: String, Hashable, Sendable, CaseIterable {
    /// Any single line of text (`text`).
    case plain = "text"
    /// An email address (`email`): one `@`, something before it and a dotted domain after it.
    case email
    /// An absolute `http` or `https` URL with a host (`url`).
    case url
    /// A phone number (`phone`): 5 to 20 digits, and only `+ ( ) - .` and spaces besides.
    case phone
    /// A secret (`password`): masked when shown and, unless `persist` says otherwise, not saved.
    case password
    /// Several lines of text (`textArea`).
    case textArea
}

/// ``TextKind``'s helpers: the text each format takes and its format check.
extension TextKind {
    /// Whether the format hides what is typed and is not saved unless `persist` says so.
    static func isSecret(_ format: TextFormat) -> Bool { format == .password }

    /// `text` as the format takes it: one line, or several for a `textArea`; a control character
    /// is refused (``ControlCharacters``).
    static func checked(_ text: String, format: TextFormat) throws(FormError) -> Value {
        try ValueParser.checkedText(text, lines: format == .textArea)
    }

    /// The format check's problem with `text`, or `nil` when it passes (rule `format`).
    static func problem(_ text: String, format: TextFormat, name: String) -> (
        rule: ValidationRule, message: String
    )? {
        passes(text, format: format) ? nil : (.format, "\(name) \(expectation(format))")
    }

    // The built-in format checks of `email`, `url` and `phone` rows. A failed check is a
    // validation problem (rule `format`), never a refusal: what a person typed is kept.

    /// Whether `text` has the format's shape; formats without a check always pass.
    static func passes(_ text: String, format: TextFormat) -> Bool {
        switch format {
        case .email: return isEmail(text)
        case .url: return isWebURL(text)
        case .phone: return isPhone(text)
        case .plain, .password, .textArea: return true
        }
    }

    /// What a failed check says, after the row's name.
    static func expectation(_ format: TextFormat) -> String {
        switch format {
        case .email: return "must be an email address (name@example.com)"
        case .url: return "must be a web address starting http:// or https://"
        case .phone: return "must be a phone number (5 to 20 digits; + ( ) - . and spaces allowed)"
        case .plain, .password, .textArea: return ""
        }
    }

    /// One `@`, a non-empty local part, and a domain of at least two non-empty labels; no spaces.
    static func isEmail(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !text.contains(where: \.isWhitespace) else { return false }
        let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty }
    }

    /// An absolute `http` or `https` URL with a host.
    static func isWebURL(_ text: String) -> Bool {
        guard !text.contains(where: \.isWhitespace), let components = URLComponents(string: text),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.host, !host.isEmpty
        else { return false }
        return true
    }

    /// 5 to 20 digits, and only `+ ( ) - .` and spaces besides.
    static func isPhone(_ text: String) -> Bool {
        var digits = 0
        for character in text {
            if character.isASCII && character.isNumber {
                digits += 1
            } else if !"+()-. ".contains(character) {
                return false
            }
        }
        return (5...20).contains(digits)
    }
}

extension Cell {
    /// A text row of `format` (`text`, `email`, `url`, `phone`, `password`, `textArea`).
    public static func text(_ key: RowKey, _ title: String, format: TextFormat = .plain) -> Cell {
        Cell(key, title, kind: .text(format))
    }

    /// An email address (`email`), checked as rule `format`.
    public static func email(_ key: RowKey, _ title: String) -> Cell { text(key, title, format: .email) }

    /// A web address (`url`), checked as rule `format`.
    public static func url(_ key: RowKey, _ title: String) -> Cell { text(key, title, format: .url) }

    /// A phone number (`phone`), checked as rule `format`.
    public static func phone(_ key: RowKey, _ title: String) -> Cell { text(key, title, format: .phone) }

    /// A password (`password`): masked, and not saved unless ``persist(_:)`` says so.
    public static func password(_ key: RowKey, _ title: String) -> Cell {
        text(key, title, format: .password)
    }

    /// Text of several lines (`textArea`).
    public static func textArea(_ key: RowKey, _ title: String) -> Cell {
        text(key, title, format: .textArea)
    }
}
