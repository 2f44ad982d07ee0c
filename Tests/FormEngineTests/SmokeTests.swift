import Testing

@testable import FormEngine

@Test func calendarDateParses() {
    #expect(CalendarDate("1990-03-12")?.description == "1990-03-12")
    #expect(CalendarDate("1990-02-30") == nil)
}
