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

    private let mapping: Mapping
    private var subscription: FormSubscription?
    private var isBusy = false
    private var observer: DefaultsChangeObserver?

    /// Registers `form`'s values as `defaults`' defaults, restores what the suite holds into
    /// the form, and binds the two.
    public init(_ form: Form, defaults: UserDefaults) {
        let registered = form.state().values.map { ($0.key.rawValue, $0.value) }
        mapping = .rows(registering: Dictionary(uniqueKeysWithValues: registered))
        self.defaults = defaults
        (controller, problems) = Self.start(form, defaults: defaults, mapping: mapping)
        bind()
    }

    /// Registers `mapping`'s defaults with `defaults`, restores what the suite holds into
    /// `form` as `mapping` reads it, and binds the two: what a Settings bundle's binding
    /// (`SettingsDefaults`) is made of, its entries keyed as the bundle keys them.
    package init(_ form: Form, defaults: UserDefaults, mapping: Mapping) {
        self.mapping = mapping
        self.defaults = defaults
        (controller, problems) = Self.start(form, defaults: defaults, mapping: mapping)
        bind()
    }

    /// Registers the defaults and makes the controller of `form` with what the suite holds.
    private static func start(
        _ form: Form, defaults: UserDefaults, mapping: Mapping
    ) -> (FormController, [FormError]) {
        defaults.register(defaults: mapping.registered.mapValues(\.foundation))
        var form = form
        let problems = mapping.restore(entries(mapping.keys(form), in: defaults), &form)
        return (FormController(form), problems)
    }

    /// Writes the suite after every published change, and reads it when it changes elsewhere.
    private func bind() {
        subscription = controller.observe { [weak self] _ in self?.writeDefaults() }
        observer = DefaultsChangeObserver { [weak self] in self?.readDefaults() }
    }

    /// Reads the suite's values into the form, publishing what changed (nothing when the form
    /// shows them already).
    public func readDefaults() {
        guard !isBusy else { return }
        isBusy = true
        defer { isBusy = false }
        let entries = Self.entries(mapping.keys(controller.form), in: defaults)
        var found: [FormError] = []
        let restore = mapping.restore
        _ = try? controller.perform { form in found = restore(entries, &form) }
        problems = found
    }

    /// Writes every entry the form stands for that differs from the suite's, and removes those
    /// the mapping says to.
    private func writeDefaults() {
        guard !isBusy else { return }
        isBusy = true  // writing posts didChangeNotification on Apple platforms
        defer { isBusy = false }
        let current = Self.entries(mapping.keys(controller.form), in: defaults)
        for (key, value) in mapping.writes(controller.form, current) {
            if let value {
                defaults.set(value.foundation, forKey: key)
            } else {
                defaults.removeObject(forKey: key)
            }
        }
    }

    /// The suite's entries under `keys`, registered defaults included.
    static func entries(_ keys: [String], in defaults: UserDefaults) -> [String: PlistValue] {
        var entries: [String: PlistValue] = [:]
        for key in keys where entries[key] == nil {
            if let object = defaults.object(forKey: key), let value = PlistValue(foundation: object) {
                entries[key] = value
            }
        }
        return entries
    }
}

extension FormDefaults {
    /// How a form's values stand in a suite: the entries registered as defaults, the suite keys
    /// the form reads, how it takes them, and what it writes back.
    package struct Mapping {
        /// The values registered as the suite's defaults, by suite key.
        package var registered: [String: PlistValue]
        /// The suite keys the form reads and writes, as the form is now.
        package var keys: (Form) -> [String]
        /// Takes the suite's entries into the form; returns the entries it could not take.
        package var restore: ([String: PlistValue], inout Form) -> [FormError]
        /// What to write, given the suite's entries now: a value to set, or `nil` to remove the
        /// entry. Only the entries that differ.
        package var writes: (Form, _ current: [String: PlistValue]) -> [(key: String, value: PlistValue?)]

        package init(
            registered: [String: PlistValue], keys: @escaping (Form) -> [String],
            restore: @escaping ([String: PlistValue], inout Form) -> [FormError],
            writes: @escaping (Form, _ current: [String: PlistValue]) -> [(key: String, value: PlistValue?)]
        ) {
            self.registered = registered
            self.keys = keys
            self.restore = restore
            self.writes = writes
        }

        /// Each row that holds a value is one entry under its key, as a state file keeps it; a
        /// row cleared writes an empty string for text (so the registered default does not
        /// come back) and removes the entry otherwise.
        static func rows(registering registered: [String: PlistValue]) -> Mapping {
            Mapping(
                registered: registered,
                keys: { form in
                    (0..<form.sectionCount).flatMap { form.allRows(in: $0).map(\.key.rawValue) }
                },
                restore: { entries, form in
                    let values = Dictionary(uniqueKeysWithValues: entries.map { (RowKey($0.key), $0.value) })
                    return form.restore(FormState(values: values))
                },
                writes: { form, current in
                    let values = form.state().values
                    var writes: [(key: String, value: PlistValue?)] = []
                    for (key, value) in values where current[key.rawValue] != value {
                        writes.append((key.rawValue, value))
                    }
                    for (key, old) in current where values[RowKey(key)] == nil {
                        switch old {
                        case .string(let text): if !text.isEmpty { writes.append((key, .string(""))) }
                        default: writes.append((key, nil))
                        }
                    }
                    return writes
                })
        }
    }
}
