import FormEngine

/// The sign-up form, built in code: the same descriptor as the bundled `Signup.plist` (main.swift
/// checks that), checked by the loader as the file is.
enum SignUpForm {
    static func descriptor() throws(FormError) -> FormDescriptor {
        try FormDescriptor(title: "Sign up") {
            FormSection("Account", footer: "Your email is your login; the password is never saved to disk.") {
                Cell.text("fullName", "Full name").setting("contentType", "name")
                    .required("Please enter your name").setting("maxLength", 80)
                Cell.text("username", "Username").setting("contentType", "username").required()
                    .setting("pattern", "[a-z0-9_]{3,20}")
                    .message("3 to 20 lower-case letters, digits or _", for: "pattern")
                Cell.text("email", "Email", kind: "email").setting("placeholder", "name@example.com")
                    .setting("contentType", "emailAddress").required()
                    .message("Enter an email address like name@example.com", for: "format")
                Cell.text("password", "Password", kind: "password").setting("contentType", "newPassword")
                    .required().setting("minLength", 8).message("Use at least 8 characters", for: "minLength")
                Cell.text("confirmPassword", "Confirm password", kind: "password").required()
                    .setting("matches", "password").message("The passwords differ", for: "matches")
                Cell.text("website", "Website", kind: "url").setting("contentType", "URL")
            }
            FormSection("About you") {
                Cell("dateOfBirth", "Date of birth", kind: "date").setting("contentType", "birthdate")
                    .required()
                    .setting("minimumDate", "1900-01-01").setting("maximumDate", "today-18y")
                    .message("You must be 18 or over to sign up", for: "maximum")
                Cell.picker("country", "Choose", options: countries).setting("secondTitle", "Country")
                    .setting("presentation", "page").required()
                Cell("height", "Height (m)", kind: "decimal").setting("fractionDigits", 2)
                    .setting("minimum", 0.5).setting("maximum", 2.5)
                Cell("experience", "Years of running", kind: "integer").setting("minimum", 0)
                    .setting("maximum", 80)
                Cell.segmented(
                    "level", "Level",
                    options: [("beginner", "Beginner"), ("regular", "Regular"), ("expert", "Expert")]
                )
                .value(.choice("beginner"))
                Cell("bestTime", "Best 10 km time", kind: "duration").setting("minimum", 1200)
                    .setting("maximum", 10800)
                    .message("Faster than 20 minutes? Check the time", for: "minimum")
                    .message("Enter a time under 3 hours", for: "maximum")
                Cell.text("about", "Anything we should know?", kind: "textArea").setting("maxLength", 500)
            }
            FormSection("Training") {
                Cell.slider("daysPerWeek", "Training days a week", range: 1...7).value(.number(3))
                Cell("trainingTime", "Preferred start", kind: "time").setting("minimumTime", "06:00")
                    .setting("maximumTime", "21:00").setting("value", "18:30")
                    .message("The track opens at 06:00", for: "minimum")
                    .message("The last session starts at 21:00", for: "maximum")
                Cell("welcomeSession", "Welcome session", kind: "dateTime").setting(
                    "timeZone", "Europe/Paris")
                Cell("guests", "Guests at the welcome session", kind: "stepper").setting("minimum", 0)
                    .setting("maximum", 4).setting("step", 1).value(.number(0))
                Cell("trainingPlan", "Training plan", kind: "file").setting("placeholder", "~/plan.pdf")
                    .setting("description", "A plan from your coach, if you have one")
                    .setting("mustExist", true).setting("extensions", ["pdf", "txt"])
            }
            FormSection("Phone numbers", footer: "Add, reorder and delete numbers in edit mode") {}
                .editable(
                    template: Cell.text("phone", "Phone", kind: "phone").setting(
                        "contentType", "telephoneNumber"))
            FormSection("Staying in touch") {
                Cell.toggle("newsletter", "Newsletter").value(.bool(false))
                Cell.picker("topics", "Choose", options: topics, selection: "multiple")
                    .setting("secondTitle", "Topics").setting("minimumSelections", 1)
                    .visible(when: .equals("newsletter", .bool(true)))
                    .message("Choose at least one topic", for: "minimumSelections")
            }
            FormSection("Finish") {
                Cell("plan", "Plan", kind: "info").setting("value", "Free for the first month")
                Cell("terms", "Terms of membership", kind: "link").setting(
                    "value", "https://example.com/terms")
                Cell("acceptTerms", "I accept the terms", kind: "check").required("Please accept the terms")
                Cell("submit", "Sign up", kind: "button").setting("action", "submit")
                Cell("reset", "Start again", kind: "button").setting("action", "reset")
            }
        }
    }

    static let countries: [(key: RowKey, title: String)] = [
        ("fr", "France"), ("de", "Germany"), ("jp", "Japan"), ("gb", "United Kingdom"),
        ("us", "United States"), ("other", "Another country"),
    ]

    static let topics: [(key: RowKey, title: String)] = [
        ("events", "Club events"), ("training", "Training tips"), ("offers", "Partner offers"),
    ]
}
