import FormEngine
import Foundation

/// The sign-up screen's view model. It holds no validation, formatting or answer mapping of its
/// own: the descriptor states the rules and the formats, the form checks them, and `decode`
/// maps the answers. What is left is when to show problems — a row's once it has been touched,
/// all of them once the person tries to submit — and what the buttons do.
@MainActor
final class SignUpModel {
    let controller: FormController
    private(set) var submitted: SignUpAnswers?
    private var triedToSubmit = false

    init(clock: FormClock = .system) throws {
        // Built in code (SignUpForm), checked as a file would be.
        controller = FormController(try Form(SignUpForm.descriptor(), clock: clock))
    }

    /// The problems to show now.
    var shownProblems: [ValidationProblem] {
        controller.form.validate().filter { triedToSubmit || $0.isTouched }
    }

    func type(_ text: String, into key: RowKey) throws {
        try controller.apply(.setText(key, text))
    }

    func addPhone(_ number: String) throws {
        guard let section = controller.form.section(named: "Phone numbers") else { return }
        try controller.apply(.addItem(section: section, title: number))
    }

    /// A tap on a row; the buttons' actions are the descriptor's.
    func tap(_ key: RowKey) throws {
        let change = try controller.apply(.tap(key))
        switch change.action?.name {
        case "submit"?: submit()
        case "reset"?:
            try controller.apply(.resetAll)
            triedToSubmit = false
        default: break
        }
    }

    private func submit() {
        triedToSubmit = true
        guard controller.form.canSubmit else { return }
        submitted = try? controller.form.decode(SignUpAnswers.self)
    }
}
