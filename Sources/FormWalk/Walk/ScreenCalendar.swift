import FormEngine

/// Enter on a date row (nothing typed in it): a month calendar over the body. ←/→ move a day,
/// ↑/↓ a week, PgUp/PgDn a month; days outside the row's allowed range are dim and the cursor
/// does not land on them; Enter chooses the day, Esc closes; a digit closes it and is typed
/// into the row, as typing a date works without it.
///
/// ```
///   December 2026
///   Mo Tu We Th Fr Sa Su
///       1  2  3  4  5  6
///    7  8  9 10 11 12 13
/// ```
struct DateCalendar: Equatable {
    /// The date row.
    let key: RowKey
    /// The day under the cursor (always within the range).
    var day: CalendarDate
    /// The row's range, resolved against today.
    let earliest: CalendarDate?
    let latest: CalendarDate?

    /// The lines a month needs at most: the weekday names and six weeks.
    static let neededLines = 7
    /// The columns a month needs: two indent, seven days of three.
    static let neededColumns = 23

    /// Whether `date` is within the range.
    func allows(_ date: CalendarDate) -> Bool {
        if let earliest, date < earliest { return false }
        if let latest, latest < date { return false }
        return true
    }

    /// `date` moved into the range.
    func clamped(_ date: CalendarDate) -> CalendarDate {
        if let latest, latest < date { return latest }
        if let earliest, date < earliest { return earliest }
        return date
    }

    /// Moves so many days or months, staying in the range; whether the day changed.
    mutating func move(days: Int = 0, months: Int = 0) -> Bool {
        guard let moved = day.adding(months: months, days: days) else { return false }
        let next = clamped(moved)
        defer { day = next }
        return next != day
    }

    /// 0 for Monday … 6 for Sunday (Sakamoto's method, proleptic Gregorian).
    static func weekday(_ date: CalendarDate) -> Int {
        let offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
        let year = date.month < 3 ? date.year - 1 : date.year
        let sunday0 = (year + year / 4 - year / 100 + year / 400 + offsets[date.month - 1] + date.day) % 7
        return (sunday0 + 6) % 7
    }

    /// The days of `month` in `year`.
    static func days(inMonth month: Int, year: Int) -> Int {
        var count = 28
        while count < 31, CalendarDate(year: year, month: month, day: count + 1) != nil { count += 1 }
        return count
    }

    /// The month's weeks: each seven days or `nil` for the cells outside the month.
    var weeks: [[CalendarDate?]] {
        let count = Self.days(inMonth: day.month, year: day.year)
        guard let first = CalendarDate(year: day.year, month: day.month, day: 1) else { return [] }
        var cells: [CalendarDate?] = Array(repeating: nil, count: Self.weekday(first))
        for number in 1...count { cells.append(CalendarDate(year: day.year, month: day.month, day: number)) }
        while cells.count % 7 != 0 { cells.append(nil) }
        return stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<($0 + 7)]) }
    }

    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
    static let dayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    /// `Tuesday 8 December 2026`.
    static func spoken(_ date: CalendarDate) -> String {
        "\(dayNames[weekday(date)]) \(date.day) \(monthNames[date.month - 1]) \(date.year)"
    }
}

extension ScreenState {
    /// Enter on a date row with nothing typed: opens the calendar on its day (or today, or the
    /// nearest end of its range), or says it does not fit and leaves the date to be typed.
    mutating func openCalendar() {
        guard let row = cursorRow, case .date(let earliestDay, let latestDay) = row.control else { return }
        guard bodyHeight >= DateCalendar.neededLines, width >= DateCalendar.neededColumns else {
            status = Status(
                text: "no room for a calendar here: type the date (yyyy-MM-dd) or step it with ←/→",
                isError: false)
            return
        }
        let today = session.form.clock.today()
        var calendar = DateCalendar(
            key: row.key, day: today, earliest: earliestDay?.resolved(today: today),
            latest: latestDay?.resolved(today: today))
        if case .date(let date)? = row.value { calendar.day = date }
        calendar.day = calendar.clamped(calendar.day)
        overlay = .calendar(calendar)
        status = calendarStatus(calendar)
    }

    /// The status line under the calendar: the row and the day under the cursor.
    func calendarStatus(_ calendar: DateCalendar) -> Status {
        let name = (try? session.form.row(calendar.key)).map(ScreenReport.name) ?? calendar.key.rawValue
        return Status(
            text: TerminalText.visible("\(name): \(DateCalendar.spoken(calendar.day))"), isError: false)
    }

    /// A key while the calendar is open.
    mutating func answerCalendar(_ key: Key, _ calendar: DateCalendar) {
        var calendar = calendar
        var moved: Bool?
        switch key {
        case .left, .char("h"): moved = calendar.move(days: -1)
        case .right, .char("l"): moved = calendar.move(days: 1)
        case .up, .char("k"): moved = calendar.move(days: -7)
        case .down, .char("j"): moved = calendar.move(days: 7)
        case .pageUp: moved = calendar.move(months: -1)
        case .pageDown: moved = calendar.move(months: 1)
        case .enter, .char(" "):
            overlay = nil
            perform(.set(calendar.key, .date(calendar.day)), on: calendar.key)
            return
        case .escape, .char("q"):
            overlay = nil
            status = Status(text: "calendar closed, the date as it was", isError: false)
            return
        case .char(let character) where character.isNumber:
            overlay = nil
            type(key)
            return
        default: return
        }
        overlay = .calendar(calendar)
        if moved == false {
            let name = (try? session.form.row(calendar.key)).map(ScreenReport.name) ?? calendar.key.rawValue
            let which = calendar.latest == calendar.day ? "latest" : "earliest"
            status = Status(
                text: TerminalText.visible(
                    "\(name) is at its \(which) day, \(DateCalendar.spoken(calendar.day))"),
                isError: false)
        } else {
            status = calendarStatus(calendar)
        }
    }

    /// The calendar's body lines: the month's name when there is room, the weekdays, the weeks;
    /// the chosen day in the cursor's style, days outside the range dim, today underlined.
    func calendarLines(_ calendar: DateCalendar) -> [StyledLine] {
        var lines: [StyledLine] = []
        let weeks = calendar.weeks
        let month = "\(DateCalendar.monthNames[calendar.day.month - 1]) \(calendar.day.year)"
        if bodyHeight >= weeks.count + 2 { lines.append(StyledLine("  " + month, style: theme.header)) }
        lines.append(StyledLine("  Mo Tu We Th Fr Sa Su", style: theme.footer))
        let today = session.form.clock.today()
        for week in weeks {
            var spans = [Span(" ")]
            for cell in week {
                spans.append(Span(" "))
                guard let date = cell else {
                    spans.append(Span("  "))
                    continue
                }
                let number = date.day < 10 ? " \(date.day)" : "\(date.day)"
                var style = TextStyle.plain
                if date == calendar.day {
                    style = theme.cursor
                } else if !calendar.allows(date) {
                    style.dim = true
                } else if date == today {
                    style.underline = true
                }
                spans.append(Span(number, style: style))
            }
            lines.append(StyledLine(spans: spans))
        }
        return lines
    }
}
