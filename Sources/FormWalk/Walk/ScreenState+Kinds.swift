import FormEngine

/// The rows of the full-screen walk that are not typed into: a stepper moved by its step, a
/// segmented row's inline choices, a checkbox, `info` and `link` rows, buttons, and pickers
/// presented as a page.
extension ScreenState {
    /// What a read-only row says when it is tapped or typed on: what it shows, and that it
    /// cannot change.
    static func readOnlyStatus(_ row: Row) -> Status {
        let value = row.detail.isEmpty ? "nothing to show" : row.detail
        return Status(
            text: TerminalText.visible("\(ScreenReport.name(row)): \(value) (read-only)"), isError: false)
    }

    /// Answers a tap on a row the form does not tap by itself (or the walk answers its own
    /// way); returns false to let the form tap it.
    mutating func tapKind(_ row: Row) -> Bool {
        if presentsAsPage(row) {
            openPage(of: row)
            return true
        }
        if let text = longText(row) {
            openPager(row, text: text)
            return true
        }
        switch row.control {
        case .segmented(let options):
            choose(row, options, by: 1, wrapping: true)
        case .info: status = Self.readOnlyStatus(row)
        case .link:
            let url = row.value?.description ?? ""
            let text = url.isEmpty ? "no address" : url
            status = Status(text: TerminalText.visible("\(ScreenReport.name(row)): \(text)"), isError: false)
        default:
            return false
        }
        return true
    }

    /// Presses the button `row`: `submit` finishes as Ctrl-D does, `reset` asks first, any other
    /// action is reported on the status line and kept for the result.
    mutating func press(_ row: Row, action: String) -> Step {
        switch action {
        case "submit":
            return done()
        case "reset":
            guard commitField() else { return .stay }
            prompt = .confirmReset
        default:
            actions.append(ButtonAction(name: action, key: row.key))
            let printed = " (reported when the walk ends)"
            status = Status(
                text: TerminalText.visible("\(ScreenReport.name(row)): action \(action)\(printed)"),
                isError: false)
        }
        return .stay
    }

    /// `y` to the reset question: every value, expansion and list back to the start.
    mutating func resetForm() {
        let key = cursorRow?.key
        guard let change = try? session.form.apply(.resetAll) else { return }
        absorb(change)
        checks = ScreenChecks(form: session.form)
        if let key, !placeCursor(on: key) { moveCursor(to: 0, forward: true) }
        status = Status(text: "the form is back to its starting values", isError: false)
    }

    /// Moves a stepper by its step, staying within its range (a value typed outside it comes
    /// back to the nearest end).
    mutating func step(_ row: Row, range: ClosedRange<Double>, step: Double, by direction: Int) {
        let step = step > 0 ? step : 1
        let end = direction > 0 ? range.maximum : range.minimum
        guard case .number(let value)? = row.value else {
            let start = range.minimum.map { max($0, 0) } ?? 0
            perform(.set(row.key, .number(range.maximum.map { min(start, $0) } ?? start)), on: row.key)
            return
        }
        if let end, direction > 0 ? value == end : value == end {
            let which = direction > 0 ? "maximum" : "minimum"
            status = Status(
                text: TerminalText.visible(
                    "\(ScreenReport.name(row)) is at its \(which), \(Value.number(end))"),
                isError: false)
            return
        }
        var next = value + Double(direction) * step
        if let maximum = range.maximum { next = min(next, maximum) }
        if let minimum = range.minimum { next = max(next, minimum) }
        perform(.set(row.key, .number(next)), on: row.key)
    }

    /// Takes the choice beside the current one of a segmented row; Enter and Space go round.
    mutating func choose(_ row: Row, _ choices: [Choice], by direction: Int, wrapping: Bool) {
        guard !choices.isEmpty else { return }
        let current: Int?
        if case .choice(let key)? = row.value {
            current = choices.firstIndex { $0.key == key }
        } else {
            current = nil
        }
        var next: Int
        if let current {
            next = current + direction
            if wrapping {
                next = (next % choices.count + choices.count) % choices.count
            } else if !choices.indices.contains(next) {
                let which = direction > 0 ? "last" : "first"
                status = Status(
                    text: TerminalText.visible(
                        "\(choices[current].title) is the \(which) choice of \(ScreenReport.name(row))"),
                    isError: false)
                return
            }
        } else {
            next = direction > 0 ? 0 : choices.count - 1
        }
        perform(.set(row.key, .choice(choices[next].key)), on: row.key)
    }

    /// Whether the picker `row` shows its options as a page of their own (`presentation: page`).
    func presentsAsPage(_ row: Row) -> Bool {
        if case .choice(_, _, .page) = row.control { return true }
        return false
    }

    /// What a row typed in a shape expects (a number, a day, a time), shown dimmed while it is
    /// empty.
    static func shape(of row: Row) -> String? {
        if case .custom(let kind) = row.kind, let hint = kind.valueHint { return "(\(hint))" }
        switch row.control {
        case .stepper: return "(whole number)"
        case .number(let style, _, _, _):
            switch style {
            case .integer, .stepper: return "(whole number)"
            case .decimal: return "(number: 1234.5)"
            case .duration: return "(1:30:00, 90m, 5400)"
            }
        case .date: return "(yyyy-MM-dd)"
        case .time: return "(HH:mm)"
        case .dateTime: return "(yyyy-MM-ddTHH:mm)"
        default: return nil
        }
    }

    /// The keys of a row drawn the ways this file draws, for the hint bar and the help; `nil`
    /// for other rows.
    func kindHintKeys(_ row: Row) -> [String]? {
        if presentsAsPage(row) {
            return ["⏎/Space/→ open the options", "/ filter", "q leave"]
        }
        if longText(row) != nil { return ["⏎ read it all", "q leave"] }
        switch row.control {
        case .textArea:
            return ["⏎ new line", "^E editor", "↑/↓ lines", "Tab keep, next", "Esc undo/leave"]
        case .stepper: return ["←/→ or -/+ step", "type a number", "q leave"]
        case .number(let style, _, _, _):
            switch style {
            case .integer: return ["type a whole number", "⏎ keep, next", "Esc undo/leave"]
            case .decimal: return ["type a number (1234.5)", "⏎ keep, next", "Esc undo/leave"]
            case .duration: return ["type 90m, 1:30 or 5400", "⏎ keep, next", "Esc undo/leave"]
            case .stepper: return nil
            }
        case .time: return ["type HH:mm", "⏎ keep, next", "Esc undo/leave"]
        case .dateTime: return ["type yyyy-MM-ddTHH:mm", "⏎ keep, next", "Esc undo/leave"]
        case .check: return ["⏎/Space check/uncheck", "q leave"]
        case .segmented: return ["←/→ choose", "⏎/Space next choice", "q leave"]
        case .info: return ["read-only", "q leave"]
        case .link: return ["⏎ show the address", "q leave"]
        case .button(let action):
            switch action {
            case "submit": return ["⏎ submit (done)", "q leave"]
            case "reset": return ["⏎ reset the form (asks)", "q leave"]
            default: return ["⏎ press", "q leave"]
            }
        default: return nil
        }
    }
}
