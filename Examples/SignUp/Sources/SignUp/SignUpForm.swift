import FormEngine

/// The sign-up form, built in code: the same descriptor as the bundled `Signup.plist` (main.swift
/// checks that), checked as the file is.
enum SignUpForm {
    static func descriptor() throws(DescriptorProblems) -> FormDescriptor {
        try FormDescriptor(title: "Sign up") {
            FormSection("Account", footer: "Your email is your login; the password is never saved to disk.") {
                Cell.text("fullName", "Full name").contentType("name")
                    .required("Please enter your name").maxLength(80)
                Cell.text("username", "Username").contentType("username").required()
                    .pattern("[a-z0-9_]{3,20}")
                    .message("3 to 20 lower-case letters, digits or _", for: .pattern)
                Cell.email("email", "Email").placeholder("name@example.com")
                    .contentType("emailAddress").required()
                    .message("Enter an email address like name@example.com", for: .format)
                Cell.password("password", "Password").contentType("newPassword")
                    .required().minLength(8).message("Use at least 8 characters", for: .minLength)
                Cell.password("confirmPassword", "Confirm password").required()
                    .matches("password").message("The passwords differ", for: .matches)
                Cell.url("website", "Website").contentType("URL")
            }
            FormSection("About you") {
                Cell.date(
                    "dateOfBirth", "Date of birth",
                    earliest: CalendarDate(year: 1900, month: 1, day: 1).map(DateBound.day),
                    latest: .relative(years: -18, months: 0, days: 0)
                )
                .contentType("birthdate").required()
                .message("You must be 18 or over to sign up", for: .maximum)
                Cell.picker("country", "Choose", options: countries).subtitle("Country")
                    .opensAsPage().required()
                Cell.decimal("height", "Height (m)", in: 0.5...2.5, fractionDigits: 2)
                Cell.integer("experience", "Years of running", in: 0...80)
                Cell.segmented(
                    "level", "Level",
                    options: [("beginner", "Beginner"), ("regular", "Regular"), ("expert", "Expert")]
                )
                .value(.choice("beginner"))
                Cell.duration("bestTime", "Best 10 km time", in: 1200...10800)
                    .message("Faster than 20 minutes? Check the time", for: .minimum)
                    .message("Enter a time under 3 hours", for: .maximum)
                Cell.textArea("about", "Anything we should know?").maxLength(500)
            }
            FormSection("Training") {
                Cell.slider("daysPerWeek", "Training days a week", range: 1...7).value(.number(3))
                Cell.time(
                    "trainingTime", "Preferred start", earliest: WallTime(hour: 6, minute: 0),
                    latest: WallTime(hour: 21, minute: 0)
                )
                .value(.text("18:30"))
                .message("The track opens at 06:00", for: .minimum)
                .message("The last session starts at 21:00", for: .maximum)
                Cell.dateTime("welcomeSession", "Welcome session", timeZone: "Europe/Paris")
                Cell.stepper("guests", "Guests at the welcome session", in: 0...4, step: 1).value(.number(0))
                Cell.file("trainingPlan", "Training plan", mustExist: true, extensions: ["pdf", "txt"])
                    .placeholder("~/plan.pdf").help("A plan from your coach, if you have one")
            }
            FormSection("Phone numbers", footer: "Add, reorder and delete numbers in edit mode") {}
                .editable(template: Cell.phone("phone", "Phone").contentType("telephoneNumber"))
            FormSection("Staying in touch") {
                Cell.toggle("newsletter", "Newsletter").value(.bool(false))
                Cell.picker("topics", "Choose", options: topics, selection: .multiple(minimum: 1))
                    .subtitle("Topics")
                    .visible(when: .equals("newsletter", .bool(true)))
                    .message("Choose at least one topic", for: .minimumSelections)
            }
            FormSection("Finish") {
                Cell.info("plan", "Plan", text: "Free for the first month")
                Cell.link("terms", "Terms of membership", url: "https://example.com/terms")
                Cell.check("acceptTerms", "I accept the terms").required("Please accept the terms")
                Cell.button("submit", "Sign up", action: "submit")
                Cell.button("reset", "Start again", action: "reset")
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
