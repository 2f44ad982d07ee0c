import FormEngine
import FormWalk
import Foundation

/// What formcli takes from the environment for a form: `FORMCLI_TODAY=yyyy-MM-dd` fixes the day
/// relative date bounds (`today-18y`) are worked out against, for tests and reproducible runs;
/// `FORMCLI_LOCK_TIMEOUT=SECONDS` is how long a save waits for another process's lock on the
/// state file; `FORMCLI_THEME=NAME` the full-screen walk's theme when `--theme` is not given.
enum FormEnvironment {
    /// How long a save waits for the state file's lock when `FORMCLI_LOCK_TIMEOUT` is not set.
    static let defaultLockTimeout = Duration.seconds(5)

    /// The wait `FORMCLI_LOCK_TIMEOUT` gives, in seconds (`0`: do not wait; fractions allowed),
    /// ``defaultLockTimeout`` when it is not set.
    /// - Throws: ``UsageError`` when it is set but not a number of seconds from 0 to 3600.
    static func lockTimeout(_ environment: [String: String]) throws(UsageError) -> Duration {
        guard let text = environment["FORMCLI_LOCK_TIMEOUT"] else { return defaultLockTimeout }
        guard let seconds = Double(text), seconds.isFinite, (0...3600).contains(seconds) else {
            throw UsageError(
                "FORMCLI_LOCK_TIMEOUT: expected seconds from 0 to 3600, got '\(TerminalText.visible(text))'")
        }
        return .milliseconds(Int((seconds * 1000).rounded()))
    }

    /// This process's lock wait: `FORMCLI_LOCK_TIMEOUT`'s, checked (a usage error) before any
    /// save by ``FormCLI/runForm(_:)``.
    static var lockTimeout: Duration {
        (try? lockTimeout(ProcessInfo.processInfo.environment)) ?? defaultLockTimeout
    }

    /// The full-screen walk's theme: `--theme`'s (checked when parsed), else `FORMCLI_THEME`'s,
    /// else the default.
    /// - Throws: ``UsageError`` when `FORMCLI_THEME` names no theme.
    static func theme(_ flag: String?, _ environment: [String: String]) throws(UsageError) -> FormWalkTheme {
        guard let name = flag ?? environment["FORMCLI_THEME"] else { return .default }
        guard let theme = FormWalkTheme(named: name) else {
            throw Options.unknownTheme(name, from: flag == nil ? "FORMCLI_THEME" : "--theme")
        }
        return theme
    }

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
    /// `--check`'s warnings for the custom rules of the valid form at `path`, whose bytes are
    /// `input` when read already (always for `-`; a FIFO can be read only once).
    static func warnUncheckedRules(at path: String, input: Data?, loader: DescriptorLoader) {
        let descriptor: FormDescriptor?
        if let input {
            descriptor = try? loader.load(data: input, file: path == "-" ? StandardInput.name : path)
        } else {
            descriptor = try? loader.load(contentsOf: URL(fileURLWithPath: path))
        }
        guard let descriptor, (try? Form(descriptor)) != nil else { return }
        warnUncheckedRules(descriptor, file: path == "-" ? StandardInput.name : path)
    }

    /// Warns about the custom rules of `descriptor`, read from `file`.
    static func warnUncheckedRules(_ descriptor: FormDescriptor, file: String) {
        for name in customRules(of: descriptor) {
            Console.warning("\(file): rule '\(name)' is not built in; formcli does not check it")
        }
    }

    /// The names of the custom rules the rows of `descriptor` (and its lists' templates) name,
    /// sorted: what `Form.unregisteredRules` lists of a form given none.
    static func customRules(of descriptor: FormDescriptor) -> [String] {
        var names: Set<String> = []
        for section in descriptor.sections {
            for row in section.rows + (section.template.map { [$0] } ?? []) {
                for case .custom(let name) in row.rules { names.insert(name.rawValue) }
            }
        }
        return names.sorted()
    }

    /// The language formcli shows a localised Settings bundle in when `--language` does not say:
    /// the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty, without its
    /// encoding (`de_AT.UTF-8` → `de-AT`); `en` when none is set or it is `C`/`POSIX`.
    static func language(_ environment: [String: String]) -> String {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            var code = value.split(separator: ".").first.map(String.init) ?? value
            code = code.split(separator: "@").first.map(String.init) ?? code
            if code == "C" || code == "POSIX" || code.isEmpty { return "en" }
            return code.replacingOccurrences(of: "_", with: "-")
        }
        return "en"
    }
}
