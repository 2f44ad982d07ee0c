import FormEngine
import Foundation
import Testing

@testable import FormWalk

/// Enter on a date row opens a month calendar: ←/→ a day, ↑/↓ a week, PgUp/PgDn a month, days
/// outside the row's range dim and never under the cursor, Enter chooses, Esc closes, a digit
/// types the date instead; at 40×10 the month fits, and a screen too small says so and leaves the
/// date to be typed.
@Suite struct ScreenCalendarTests {
    static let json = #"""
        [[{"key": "born", "kind": "date", "firstTitle": "Born",
           "minimumDate": "2026-11-10", "maximumDate": "2026-12-20"},
          {"key": "after", "kind": "text", "firstTitle": "After"}]]
        """#

    static func state(height: Int, width: Int, value: String? = nil) throws -> ScreenState {
        var form = try ScreenControlsTests.form(
            Self.json, clock: .fixed(try #require(CalendarDate(year: 2026, month: 12, day: 3))))
        if let value { try form.apply(.setText("born", value)) }
        return ScreenState(session: WalkSession(form: form), height: height, width: width)
    }

    static func born(_ screen: ScreenState) throws -> String? {
        guard case .date(let day)? = try screen.session.form.value(of: "born") else { return nil }
        return day.description
    }

    /// The style of the cell showing `day` (two columns, right-aligned) on a calendar line.
    static func style(of day: String, in screen: inout ScreenState) -> TextStyle? {
        let cell = day.count == 1 ? " " + day : day
        for line in screen.frame().lines {
            if let span = line.spans.first(where: { $0.text == cell }) { return span.style }
        }
        return nil
    }

    @Test func theMonthAt80x24MovesByDayWeekAndMonthWithinTheRange() throws {
        var screen = try Self.state(height: 24, width: 80)
        ScreenControlsTests.press([.enter], &screen)
        var lines = ScreenControlsTests.text(&screen)
        #expect(lines[1] == "  December 2026", "\(lines)")
        #expect(lines[2] == "  Mo Tu We Th Fr Sa Su")
        #expect(lines[3] == "      1  2  3  4  5  6", "1 December 2026 is a Tuesday")
        #expect(lines[22] == " Born: Thursday 3 December 2026", "today, inside the range")
        #expect(lines[23] == " ←/→ day · ↑/↓ week · PgUp/PgDn month · ⏎ choose · Esc close")
        #expect(Self.style(of: "3", in: &screen)?.reverse == true, "the day under the cursor")
        #expect(Self.style(of: "21", in: &screen)?.dim == true, "after the latest day: dim")
        #expect(Self.style(of: "20", in: &screen)?.dim == false)
        ScreenControlsTests.press([.right], &screen)
        #expect(screen.status.text == "Born: Friday 4 December 2026")
        ScreenControlsTests.press([.down, .down, .down], &screen)
        #expect(screen.status.text == "Born: Sunday 20 December 2026", "25 December is past the range")
        ScreenControlsTests.press([.down], &screen)
        #expect(screen.status.text == "Born is at its latest day, Sunday 20 December 2026")
        ScreenControlsTests.press([.pageUp], &screen)
        lines = ScreenControlsTests.text(&screen)
        #expect(lines[1] == "  November 2026")
        #expect(Self.style(of: "9", in: &screen)?.dim == true, "before the earliest day: dim")
        ScreenControlsTests.press([.pageUp, .up], &screen)
        #expect(screen.status.text == "Born is at its earliest day, Tuesday 10 November 2026")
        #expect(try Self.born(screen) == nil, "nothing chosen yet")
        ScreenControlsTests.press([.enter], &screen)
        #expect(screen.overlay == nil)
        #expect(try Self.born(screen) == "2026-11-10")
        #expect(screen.status.text == "Born = 10 Nov 2026")
    }

    @Test func escClosesAndADigitTypesTheDateInstead() throws {
        var screen = try Self.state(height: 24, width: 80, value: "2026-12-01")
        ScreenControlsTests.press([.enter, .right, .escape], &screen)
        #expect(screen.overlay == nil)
        #expect(try Self.born(screen) == "2026-12-01", "Esc chooses nothing")
        ScreenControlsTests.press([.enter, .char("2")], &screen)
        #expect(screen.overlay == nil)
        ScreenControlsTests.press(ScreenControlsTests.type("026-12-05") + [.enter], &screen)
        #expect(try Self.born(screen) == "2026-12-05", "typed, then Enter keeps it")
    }

    @Test func aSixWeekMonthFitsAt40x10() throws {
        // November 2026 starts on a Sunday: six weeks.
        var screen = try Self.state(height: 10, width: 40, value: "2026-11-15")
        ScreenControlsTests.press([.enter], &screen)
        let lines = ScreenControlsTests.text(&screen)
        #expect(lines.count == 10)
        #expect(lines[1] == "  Mo Tu We Th Fr Sa Su", "no room for the month's name: \(lines)")
        #expect(lines[2] == "                     1")
        #expect(lines[7] == "  30")
        #expect(lines[8] == " Born: Sunday 15 November 2026", "the month on the status line")
        #expect(lines[9] == " ←/→ day ↑/↓ week PgUp/PgDn month ⏎ Esc")
        ScreenControlsTests.press([.pageDown, .enter], &screen)
        #expect(try Self.born(screen) == "2026-12-15")
    }

    @Test func tooSmallAScreenLeavesTheDateToBeTyped() throws {
        var screen = try Self.state(height: 8, width: 40)
        ScreenControlsTests.press([.enter], &screen)
        #expect(screen.overlay == nil)
        #expect(screen.status.text.hasPrefix("no room for a calendar here: type the date"))
        ScreenControlsTests.press(ScreenControlsTests.type("2026-12-05") + [.enter], &screen)
        #expect(try Self.born(screen) == "2026-12-05")
    }
}

/// A second status or hint line takes a body line at 40×10; with the cursor on the last body
/// line, the top line goes instead, and a click still lands on the row drawn where it clicked.
@Suite struct ScreenTwoLineStatusTests {
    @Test func aClickLandsOnTheRowDrawnThereWhenTheTopLineGaveWay() throws {
        let rows = (1...12).map { #"{"key": "r\#($0)", "kind": "text", "firstTitle": "Row \#($0)"}"# }
        var screen = try ScreenControlsTests.state(
            "[[" + rows.joined(separator: ", ") + "]]", height: 10, width: 40)
        let before = ScreenControlsTests.text(&screen)
        let bottom = try #require(before.lastIndex { $0.hasPrefix("    Row ") })
        let last = try #require(Int(before[bottom].dropFirst(8).prefix { $0.isNumber }))
        ScreenControlsTests.press(Array(repeating: .down, count: last - 1), &screen)
        #expect(screen.cursorRow?.key.rawValue == "r\(last)")
        screen.status = .init(
            text: "a message much longer than the forty columns of this screen", isError: true)
        let lines = ScreenControlsTests.text(&screen)
        #expect(lines.contains { $0.hasPrefix("    Row \(last)") }, "the cursor's row stays: \(lines)")
        let target = try #require(lines.firstIndex { $0.hasPrefix("    Row ") })
        let number = try #require(Int(lines[target].dropFirst(8).prefix { $0.isNumber }))
        ScreenControlsTests.press([.mouse(MouseEvent(action: .press, row: target, column: 6))], &screen)
        #expect(screen.cursorRow?.key.rawValue == "r\(number)", "\(lines)")
    }
}
