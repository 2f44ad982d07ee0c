import FormEngine
import Foundation

// Fills the bundled sign-up form as a person would, through the view model, and checks what the
// app gets: the problems while the form is incomplete (with the descriptor's own messages), then
// the decoded `SignUp`. Exits 1 on any difference.

@MainActor
func run() throws -> Bool {
    var ok = true
    func check(_ condition: Bool, _ what: String) {
        if !condition {
            print("SignUp: FAILED: \(what)")
            ok = false
        }
    }
    guard let today = CalendarDate(year: 2026, month: 12, day: 1) else { return false }
    let model = try SignUpViewModel(clock: .fixed(today))
    check(model.problems.count == 7, "7 problems on an empty form, got \(model.problems.count)")

    for (key, text) in [
        ("fullName", "Ada Lovelace"), ("username", "ada_l"), ("email", "ada@example"),
        ("password", "analytical"), ("confirmPassword", "analytic"), ("dateOfBirth", "2010-05-01"),
        ("height", "1.65"), ("experience", "4"), ("level", "regular"), ("bestTime", "52m"),
        ("trainingTime", "07:15"), ("guests", "2"), ("acceptTerms", "yes"), ("newsletter", "yes"),
    ] {
        try model.type(text, into: RowKey(key))
    }
    try model.tap("country")
    try model.tap("jp")
    try model.addPhone("+81 3-1234-5678")
    let messages = model.problems.map(\.message)
    check(
        messages == [
            "Enter an email address like name@example.com", "The passwords differ",
            "You must be 18 or over to sign up", "Choose at least one topic",
        ], "the descriptor's messages, got \(messages)")
    check(try model.submit() == nil, "no sign-up while rules are broken")

    try model.type("ada@example.com", into: "email")
    try model.type("analytical", into: "confirmPassword")
    try model.type("1990-03-12", into: "dateOfBirth")
    try model.tap("topics")
    try model.tap("training")
    guard let signUp = try model.submit() else {
        print("SignUp: FAILED: still refused: \(model.problems.map(\.description))")
        return false
    }
    let expected = SignUp(
        fullName: "Ada Lovelace", username: "ada_l", email: "ada@example.com", password: "analytical",
        website: nil, dateOfBirth: CalendarDate(year: 1990, month: 3, day: 12) ?? today, country: "jp",
        height: 1.65, experience: 4, level: "regular", bestTime: 3120, daysPerWeek: 3, trainingTime: "07:15",
        guests: 2, phone: [.init(title: "+81 3-1234-5678")], newsletter: true, topics: ["training"],
        acceptTerms: true)
    check(signUp == expected, "decoded \(signUp)")
    print("SignUp: \(signUp.fullName) <\(signUp.email)>, born \(signUp.dateOfBirth), \(signUp.country)")
    return ok
}

exit(try MainActor.assumeIsolated { try run() } ? 0 : 1)
