import FormEngine
import FormExamples
import Foundation

// SignUp: a person fills in the bundled sign-up form through the view model, making the
// mistakes people make, and the app gets its answers as a Decodable struct. Exits 1 when the
// form does not behave as the app expects.

@MainActor
func expect(_ condition: Bool, _ what: String) {
    print(condition ? "✓ \(what)" : "✗ \(what)")
    if !condition { exit(1) }
}

// Today is fixed so that the age rule gives the same answer every day this example runs.
guard let today = CalendarDate("2026-12-01") else { exit(1) }
let model = try SignUpModel(clock: .fixed(today))
expect(
    try SignUpForm.descriptor() == BundledExample.signup.descriptor(),
    "the form built in code is the bundled Signup.plist")

expect(model.shownProblems.isEmpty, "nothing is shown before the person types")
try model.type("Ada Lovelace", into: "fullName")
try model.type("ada", into: "username")
try model.type("ada@example", into: "email")
expect(model.shownProblems.map(\.rule) == ["format"], "a mistyped email shows once it is touched")
try model.type("ada@example.com", into: "email")
try model.type("correct horse", into: "password")
try model.type("correct hose", into: "confirmPassword")
expect(model.shownProblems.map(\.message) == ["The passwords differ"], "the confirmation must match")
try model.type("correct horse", into: "confirmPassword")
try model.type("2010-06-01", into: "dateOfBirth")
expect(
    model.shownProblems.map(\.message) == ["You must be 18 or over to sign up"],
    "the age rule is the descriptor's today-18y")
try model.type("1990-06-01", into: "dateOfBirth")
try model.type("gb", into: "country")
try model.type("1.756", into: "height")
try model.type("regular", into: "level")
try model.type("45m", into: "bestTime")
try model.type("06:45", into: "trainingTime")
try model.addPhone("+44 20 7946 0958")
try model.tap("newsletter")
try model.tap("submit")
expect(model.submitted == nil, "submit is refused while rules fail")
expect(
    Set(model.shownProblems.map(\.key)) == ["topics", "acceptTerms"],
    "after submit every problem shows, touched or not")
try model.tap("training")
try model.tap("acceptTerms")
try model.tap("submit")
guard let answers = model.submitted else {
    expect(false, "the form submits once every rule holds")
    exit(1)
}
expect(answers.height == 1.76, "a decimal keeps the descriptor's two fraction digits")
expect(answers.bestTime == 2700, "a duration arrives in seconds")
expect(answers.level == .regular && answers.country == "gb", "choices arrive as their keys")
expect(answers.dateOfBirth == CalendarDate("1990-06-01"), "a day arrives as a CalendarDate")
expect(answers.phone.map(\.title) == ["+44 20 7946 0958"], "a list arrives as its items")
expect(answers.topics == ["training"] && answers.daysPerWeek == 3, "pickers and sliders are typed")
print(answers)

// Delivery: the city picker's options follow the country (computed options).
let delivery = try DeliveryModel()
expect(delivery.cityTitles.isEmpty, "no cities before a country is chosen")
try delivery.choose("fr", in: "country")
expect(delivery.cityTitles == ["Paris", "Lyon", "Marseille"], "France's cities follow the country")
expect(delivery.lastChange?.changedKeys.contains("lyon") == true, "the change names the cities that appeared")
try delivery.choose("lyon", in: "city")
try delivery.type("6900", into: "postcode")
expect(
    delivery.problems(of: "postcode") == ["A French postcode has five digits"],
    "a rule in code reads the country")
try delivery.choose("jp", in: "country")
expect(delivery.cityTitles == ["Tokyo", "Osaka"], "Japan's cities replace France's")
expect(
    delivery.lastChange?.clearedSelections == ["city"],
    "Lyon is not in Japan: the city is cleared, and the change says so")
expect(delivery.problems(of: "postcode").isEmpty, "the postcode rule follows the country")
expect(
    (try? delivery.controller.form.row("postcode").label) == "Postal code", "the title follows the country")
