import Foundation

/// Any form bound both ways to a `UserDefaults` suite, as a Settings bundle's is
/// (`SettingsDefaults`): the form's starting values are registered as the suite's defaults
/// (`register(defaults:)`), the form starts from the values the suite holds, every change
/// published by ``controller`` is written to the suite, and ``readDefaults()`` brings changes
/// made elsewhere in the suite into the form, published like any other edit.
///
/// Each row that holds a value is one entry, under the row's key, as a state file keeps it
/// (``FormState/values``): text a string, a switch a boolean, a number a real, a date
/// `yyyy-MM-dd`, a picker its option's key (a multiple picker an array of keys). Values only:
/// which rows are expanded and the items of editable lists are not kept in the suite.
///
/// ```swift
/// let suite = UserDefaults(suiteName: "com.example.profile") ?? .standard
/// let bound = try FormDefaults(Form(descriptor), defaults: suite)
/// try bound.controller.apply(.setText("nickname", "ada"))   // suite["nickname"] == "ada"
/// ```
///
/// Changes made elsewhere arrive through `UserDefaults.didChangeNotification` on Apple
/// platforms; Foundation on Linux posts it only when a whole domain is set or removed, so call
/// ``readDefaults()`` there when the suite may have changed.
@MainActor
public final class FormDefaults {
    /// The suite the values are read from and written to.
    public let defaults: UserDefaults
    /// The controller that owns the form: edit and observe through it.
    public let controller: FormController
    /// The suite's entries the form could not take when they were last read (a value of the
    /// wrong type or out of range), one problem per key; they stay in the suite untouched.
    public private(set) var problems: [FormError] = []

    private var subscription: FormSubscription?
    private var isBusy = false
    private var observer: DefaultsChangeObserver?

    /// Registers `form`'s values as `defaults`' defaults, restores what the suite holds into
    /// the form, and binds the two.
    public init(_ form: Form, defaults: UserDefaults) {
        self.defaults = defaults
        let registered = form.state().values.map { ($0.key.rawValue, $0.value.foundation) }
        defaults.register(defaults: Dictionary(uniqueKeysWithValues: registered))
        var form = form
        problems = form.restore(FormState(values: Self.entries(of: form, in: defaults)))
        controller = FormController(form)
        subscription = controller.observe { [weak self] _ in self?.writeDefaults() }
        observer = DefaultsChangeObserver { [weak self] in self?.readDefaults() }
    }

    /// Reads the suite's values into the form, publishing what changed (nothing when the form
    /// shows them already).
    public func readDefaults() {
        guard !isBusy else { return }
        isBusy = true
        defer { isBusy = false }
        let entries = Self.entries(of: controller.form, in: defaults)
        var found: [FormError] = []
        _ = try? controller.perform { form in found = form.restore(FormState(values: entries)) }
        problems = found
    }

    /// Writes every value the form holds that differs from the suite's; a row cleared is removed.
    private func writeDefaults() {
        guard !isBusy else { return }
        isBusy = true  // writing posts didChangeNotification on Apple platforms
        defer { isBusy = false }
        let current = Self.entries(of: controller.form, in: defaults)
        let values = controller.form.state().values
        for (key, value) in values where current[key] != value {
            defaults.set(value.foundation, forKey: key.rawValue)
        }
        // A row cleared: an empty string for text (so the registered default does not come
        // back), the entry removed otherwise.
        for (key, old) in current where values[key] == nil {
            switch old {
            case .string(let text): if !text.isEmpty { defaults.set("", forKey: key.rawValue) }
            default: defaults.removeObject(forKey: key.rawValue)
            }
        }
    }

    /// The suite's entries for the form's rows that hold values, registered defaults included.
    static func entries(of form: Form, in defaults: UserDefaults) -> [RowKey: PlistValue] {
        var entries: [RowKey: PlistValue] = [:]
        for section in 0..<form.sectionCount {
            for row in form.allRows(in: section) {
                if let object = defaults.object(forKey: row.key.rawValue),
                    let value = PlistValue(foundation: object)
                {
                    entries[row.key] = value
                }
            }
        }
        return entries
    }
}
