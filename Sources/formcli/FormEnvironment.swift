import FormEngine
import Foundation

/// What formcli takes from the environment for a form: `FORMCLI_TODAY=yyyy-MM-dd` fixes the day
/// relative date bounds (`today-18y`) are worked out against, for tests and reproducible runs.
enum FormEnvironment {
    /// The clock `FORMCLI_TODAY` names, `nil` when it is not set.
    /// - Throws: ``UsageError`` when it is set but not a day `yyyy-MM-dd`.
    static func clock(_ environment: [String: String]) throws(UsageError) -> FormClock? {
        guard let text = environment["FORMCLI_TODAY"] else { return nil }
        guard let day = CalendarDate(text) else {
            throw UsageError("FORMCLI_TODAY: expected a day yyyy-MM-dd, got '\(TerminalText.visible(text))'")
        }
        return .fixed(day)
    }

    /// Warns once for each custom rule the form's rows name: formcli runs no app code, so it
    /// cannot check them (`FILE: rule 'adult' is not built in; formcli does not check it`).
    /// `--check`'s warnings for the custom rules of the valid form at `path` (`-`: `input`).
    static func warnUncheckedRules(at path: String, input: Data?, loader: DescriptorLoader) {
        let descriptor: FormDescriptor?
        if path == "-" {
            descriptor = input.flatMap { try? loader.load(data: $0, file: StandardInput.name) }
        } else {
            descriptor = try? loader.load(contentsOf: URL(fileURLWithPath: path))
        }
        guard let descriptor, let form = try? Form(descriptor) else { return }
        warnUncheckedRules(form, file: path == "-" ? StandardInput.name : path)
    }

    /// Warns about the custom rules of `form`, read from `file`.
    static func warnUncheckedRules(_ form: Form, file: String) {
        for name in form.unregisteredRules {
            Console.warning("\(file): rule '\(name)' is not built in; formcli does not check it")
        }
    }
}
