/// One row of a form built in code — with its option rows, for a picker — as the typed
/// ``RowDescriptor`` it becomes: `FormDescriptor(title:) { FormSection … }` checks the rows with
/// the checks and messages a descriptor file gets, and reports every problem at once.
///
/// ```swift
/// Cell.text("name", "Name").required().maxLength(80)
/// Cell.picker("licence", "Licence", options: [("mit", "MIT"), ("bsd", "BSD")]).value(.choice("mit"))
/// Cell.toggle("news", "Newsletter")
/// Cell.email("email", "Email").placeholder("name@example.com").visible(when: .equals("news", .bool(true)))
/// ```
///
/// Each kind's file (`Kinds/…`) adds its constructor (``text(_:_:format:)``,
/// ``slider(_:_:range:step:)``, `picker(_:_:options:selection:)`, …), whose parameters are the
/// kind's settings; the modifiers here set what any row can have: rules and their messages, a
/// starting value, a condition, what views read.
public struct Cell: Hashable, Sendable {
    /// The row.
    var row: RowDescriptor
    /// A picker's option rows, which the row owns (none for other kinds).
    var options: [RowDescriptor] = []
    /// What is wrong with a setting that cannot be held typed (a pattern that does not
    /// compile), reported with the row's other problems.
    var problems: [String] = []

    /// A row of `kind`, titled `title`, with what the kind implies: a `password` is masked and
    /// not saved; `info`, `link` and `button` rows are read-only and not saved.
    init(_ key: RowKey, _ title: String, kind: RowKind) {
        row = RowDescriptor(key: key, kind: kind, title: title)
        row.takeWhatTheKindImplies()
    }

    /// A row of an app's kind, titled `title`: the kind's value carries its settings, as the
    /// library's kinds' constructors' parameters do (`Cell("food", "Food", kind: StarRating())`).
    public init(_ key: RowKey, _ title: String = "", kind: some AppKind) {
        self.init(key, title, kind: .custom(kind))
    }

    /// The cell changed by `change`.
    private func with(_ change: (inout Cell) -> Void) -> Cell {
        var cell = self
        change(&cell)
        return cell
    }

    /// The cell with `rule` in place of any rule of the same name.
    private func adding(_ rule: Rule) -> Cell {
        with { cell in
            if let index = cell.row.rules.firstIndex(where: { $0.name == rule.name }) {
                cell.row.rules[index] = rule
            } else {
                cell.row.rules.append(rule)
            }
        }
    }

    /// The row must hold a value (`required`); `message` replaces the default problem message.
    public func required(_ message: String? = nil) -> Cell {
        let cell = adding(.required)
        return message.map { cell.message($0, for: .required) } ?? cell
    }

    /// Text must have at least `count` characters (`minLength`; text rows only).
    public func minLength(_ count: Int) -> Cell { adding(.minLength(count)) }

    /// Text must have at most `count` characters (`maxLength`; text rows only).
    public func maxLength(_ count: Int) -> Cell { adding(.maxLength(count)) }

    /// The whole text must match the regular expression `source` (`pattern`, ICU syntax; text
    /// rows only). One that does not compile is reported with the form's other problems.
    public func pattern(_ source: String) -> Cell {
        do {
            return adding(.pattern(try TextPattern(source)))
        } catch {
            return with { $0.problems.append(error.reason) }
        }
    }

    /// The value must equal the value of the row `key` (`matches`: a confirmation).
    public func matches(_ key: RowKey) -> Cell { adding(.matches(key)) }

    /// Rules the app gives the form by name (``CustomRule``; `rules`), after any the row already
    /// has.
    public func rules(_ names: RuleName...) -> Cell {
        with { cell in
            for name in names where !cell.row.rules.contains(.custom(name)) {
                cell.row.rules.append(.custom(name))
            }
        }
    }

    /// The message shown when `rule` fails, in place of the default one (a `message`
    /// dictionary's entry): a built-in rule (`.required`, `.format`, `.minimum` …) or a custom
    /// rule of the row (see ``ValidationProblem/rule``).
    public func message(_ text: String, for rule: RuleName) -> Cell {
        with { $0.row.messages.byRule[rule.rawValue] = text }
    }

    /// The message shown when any rule without a message of its own fails (`message` as one
    /// string).
    public func message(_ text: String) -> Cell {
        with { $0.row.messages.common = text }
    }

    /// The row's starting value (`value`), typed as for ``Edit/set(_:_:)``: `.choice` of an
    /// option for a picker or a segmented row, a number for a slider or a number row, `.bool`
    /// for a switch, a day for a date, text for the other kinds. Checked against the kind with
    /// the form (a slider's within its range, a picker's among its options).
    public func value(_ value: Value) -> Cell {
        with { $0.row.initialValue = value }
    }

    /// Shows the row only while `condition` holds (`visibleWhen`).
    public func visible(when condition: Condition) -> Cell {
        with { $0.row.visibleWhen = condition }
    }

    /// The caption under or beside the title (`secondTitle`); a picker shows it as its label
    /// while its title is the placeholder.
    public func subtitle(_ text: String) -> Cell {
        with { $0.row.subtitle = text }
    }

    /// What an empty field shows in place of a value (`placeholder`).
    public func placeholder(_ text: String) -> Cell {
        with { $0.row.placeholder = text }
    }

    /// A line of help a view shows under the row (`description`).
    public func help(_ text: String) -> Cell {
        with { $0.row.help = text }
    }

    /// What a text row holds, for UIs that fill it in (`contentType`: `name`, `username`,
    /// `emailAddress`, `newPassword`, …), passed through as written.
    public func contentType(_ name: String) -> Cell {
        with { $0.row.contentType = name }
    }

    /// Whether the value is written to saved state (`persist`); by default a `password` is
    /// not, nor are `info`, `link` and `button` rows.
    public func persist(_ flag: Bool = true) -> Cell {
        with { $0.row.persists = flag }
    }

    /// Whether an expandable row (a picker) starts expanded (`expanded`); other rows have
    /// nothing to expand.
    public func expanded(_ flag: Bool = true) -> Cell {
        with { $0.row.startsExpanded = flag && $0.row.childCount > 0 }
    }

    /// Whether a picker's options open as a page of their own (`presentation: page`) instead
    /// of under it (`inline`, the default).
    public func opensAsPage(_ flag: Bool = true) -> Cell {
        with { $0.row.presentation = flag ? .page : .inline }
    }

    /// App data for the row's cell (`userInfo`), carried untouched to ``Row/userInfo``.
    public func userInfo(_ info: [String: PlistValue]) -> Cell {
        with { $0.row.userInfo = .dictionary(info) }
    }

    /// Keeps `name` as a key FormEngine does not read (``RowDescriptor/unknownKeys``), as the
    /// loader keeps a file's: checking the form warns about it, with the nearest known key
    /// (`maxLenght: unknown key; did you mean maxLength?`), for a form copied from a file that
    /// has one. A key FormEngine reads is refused: give it with its modifier.
    public func unknownKey(_ name: String) -> Cell {
        with { cell in
            if !cell.row.unknownKeys.contains(name) {
                cell.row.unknownKeys.append(name)
                cell.row.unknownKeys.sort()
            }
        }
    }
}

/// The bounds of a number row given as a Swift range: `0...120`, `18...`, `...99` (`minimum`,
/// `maximum`); see ``Cell/integer(_:_:in:)``.
public protocol NumberBounds: Sendable {
    /// The smallest value that passes, if any.
    var minimumBound: Double? { get }
    /// The largest value that passes, if any.
    var maximumBound: Double? { get }
}

extension ClosedRange<Double>: NumberBounds {
    /// The lower bound.
    public var minimumBound: Double? { lowerBound }
    /// The upper bound.
    public var maximumBound: Double? { upperBound }
}

extension PartialRangeFrom<Double>: NumberBounds {
    /// The lower bound.
    public var minimumBound: Double? { lowerBound }
    /// None.
    public var maximumBound: Double? { nil }
}

extension PartialRangeThrough<Double>: NumberBounds {
    /// None.
    public var minimumBound: Double? { nil }
    /// The upper bound.
    public var maximumBound: Double? { upperBound }
}
