import FormEngine
import Foundation

/// What the app keeps of a sign-up, filled by `decode` from the form's answers by row key.
struct SignUp: Decodable, Equatable {
    /// A phone number: an item of the editable list, its number as its title.
    struct Phone: Decodable, Equatable {
        var title: String
    }

    var fullName: String
    var username: String
    var email: String
    var password: String
    var website: URL?
    var dateOfBirth: CalendarDate
    var country: String
    var height: Double?
    var experience: Int?
    var level: String
    var bestTime: Int?
    var daysPerWeek: Int
    var trainingTime: String
    var guests: Int
    var phone: [Phone]
    var newsletter: Bool
    var topics: [String]?
    var acceptTerms: Bool
}

/// The sign-up screen's view model. The descriptor (`Resources/Signup.plist`) says what is
/// required, every range, format and message, that the confirmation matches the password and
/// that the date of birth is at least 18 years ago; the model only forwards edits, lists the
/// problems and decodes the answers.
@MainActor
final class SignUpViewModel {
    let controller: FormController

    init(clock: FormClock = .system) throws {
        var form = try Form(BundledExample.signup.descriptor())
        form.clock = clock
        controller = FormController(form)
    }

    var problems: [ValidationProblem] { controller.form.validate() }

    func type(_ text: String, into key: RowKey) throws { _ = try controller.set(key, text: text) }

    func tap(_ key: RowKey) throws { _ = try controller.tap(key) }

    func addPhone(_ number: String) throws {
        guard let section = controller.form.section(named: "Phone numbers") else { return }
        _ = try controller.addItem(section: section, title: number)
    }

    /// The sign-up, once no rule is broken.
    func submit() throws -> SignUp? {
        guard controller.form.canSubmit else { return nil }
        return try controller.form.answers().decode(SignUp.self)
    }
}
