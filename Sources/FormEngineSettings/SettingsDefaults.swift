import FormEngine
import Foundation

/// A Settings bundle shown in the app, as InAppSettingsKit does: its form bound both ways to a
/// `UserDefaults` suite. The bundle's `DefaultValue`s are registered with the suite
/// (`register(defaults:)`); the form starts from the values the suite holds; every edit made
/// through ``controller`` is written to the suite at once; and a change made elsewhere in the
/// suite reaches the form, published as a change like any other edit.
///
/// ```swift
/// let settings = try SettingsDefaults(bundle: bundle, defaults: .standard)
/// let subscription = settings.controller.observe { change in apply(change) }
/// try settings.controller.apply(.tap("sounds"))   // UserDefaults.standard["sounds"] flips
/// ```
///
/// Rows that share a `Key` show one entry: an edit of any of them is copied to the others inside
/// the edit (the form's ``SettingsBundle/Behavior``), in the same change, before the entry is
/// written.
///
/// Changes made elsewhere arrive through `UserDefaults.didChangeNotification`, which Apple's
/// Foundation posts for every change of any suite. Foundation on Linux posts it only when a
/// whole domain is set or removed (`setPersistentDomain`, `removePersistentDomain`), not for
/// `set(_:forKey:)`, and has no key-value observing; there, call ``readDefaults()`` when the
/// suite may have changed.
@MainActor
public final class SettingsDefaults {
    /// The bundle the form shows.
    public let bundle: SettingsBundle
    /// The suite the values are read from and written to.
    public let defaults: UserDefaults
    /// The controller that owns the form: edit and observe through it.
    public let controller: FormController
    /// The entries of the suite the form could not take when they were last read (a value of
    /// the wrong type, not among a picker's `Values`), one problem per key; they stay in the
    /// suite untouched.
    public private(set) var problems: [FormError] = []

    private var subscription: FormSubscription?
    private var isReading = false
    private var observer: DefaultsChangeObserver?

    /// Registers the bundle's defaults with `defaults`, makes the form from what the suite
    /// holds, and binds the two.
    /// - Throws: `LoadError` only if the bundle's descriptor is inconsistent (a loader bug).
    public init(bundle: SettingsBundle, defaults: UserDefaults) throws(LoadError) {
        self.bundle = bundle
        self.defaults = defaults
        defaults.register(defaults: bundle.defaults.mapValues(\.foundation))
        var form = try bundle.makeForm()
        problems = bundle.restore(Self.entries(of: bundle, in: defaults), into: &form)
        controller = FormController(form)
        subscription = controller.observe { [weak self] _ in self?.formChanged() }
        observer = DefaultsChangeObserver { [weak self] in self?.readDefaults() }
    }

    /// Reads the suite's values into the form, publishing what changed (nothing when the form
    /// shows them already). Called on `UserDefaults.didChangeNotification`; call it yourself
    /// where that is not posted (see the type's discussion).
    public func readDefaults() {
        guard !isReading else { return }
        isReading = true
        defer { isReading = false }
        let entries = Self.entries(of: bundle, in: defaults)
        var found: [FormError] = []
        _ = try? controller.perform { form in found = bundle.restore(entries, into: &form) }
        problems = found
    }

    /// After every published change (rows of a shared key already follow each other): writes
    /// the suite.
    private func formChanged() {
        writeDefaults()
    }

    /// Writes every entry the form stands for that differs from the suite's.
    private func writeDefaults() {
        guard !isReading else { return }
        isReading = true  // writing posts didChangeNotification on Apple platforms
        defer { isReading = false }
        let current = Self.entries(of: bundle, in: defaults)
        for (key, value) in bundle.values(of: controller.form, preserving: current)
        where current[key] != value {
            defaults.set(value.foundation, forKey: key)
        }
    }

    /// The suite's entries for the bundle's keys, registered defaults included.
    static func entries(of bundle: SettingsBundle, in defaults: UserDefaults) -> [String: PlistValue] {
        var entries: [String: PlistValue] = [:]
        for field in bundle.fields where entries[field.key] == nil {
            if let object = defaults.object(forKey: field.key), let value = PlistValue(foundation: object) {
                entries[field.key] = value
            }
        }
        return entries
    }
}
