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
///
/// It is a `FormDefaults` whose entries are keyed as the bundle keys them (a specifier's `Key`,
/// one entry for the rows sharing it) and read and written as the bundle reads and writes them
/// (``SettingsBundle/restore(_:into:file:)``, ``SettingsBundle/values(of:preserving:)``).
@MainActor
public final class SettingsDefaults {
    /// The bundle the form shows.
    public let bundle: SettingsBundle
    /// The suite the values are read from and written to.
    public var defaults: UserDefaults { binding.defaults }
    /// The controller that owns the form: edit and observe through it.
    public var controller: FormController { binding.controller }
    /// The entries of the suite the form could not take when they were last read (a value of
    /// the wrong type, not among a picker's `Values`), one problem per key; they stay in the
    /// suite untouched.
    public var problems: [FormError] { binding.problems }

    /// The binding: FormDefaults' registering, reading, writing and observing, with the
    /// bundle's entries.
    private let binding: FormDefaults

    /// Registers the bundle's defaults with `defaults`, makes the form from what the suite
    /// holds, and binds the two.
    /// - Throws: `LoadError` only if the bundle's descriptor is inconsistent (a loader bug).
    public init(bundle: SettingsBundle, defaults: UserDefaults) throws(LoadError) {
        self.bundle = bundle
        binding = FormDefaults(try bundle.makeForm(), defaults: defaults, mapping: Self.mapping(of: bundle))
    }

    /// Reads the suite's values into the form, publishing what changed (nothing when the form
    /// shows them already). Called on `UserDefaults.didChangeNotification`; call it yourself
    /// where that is not posted (see the type's discussion).
    public func readDefaults() {
        binding.readDefaults()
    }

    /// The bundle's entries in a suite: its `DefaultValue`s registered, one entry per `Key`,
    /// read with ``SettingsBundle/restore(_:into:file:)`` and written with
    /// ``SettingsBundle/values(of:preserving:)`` (an entry it does not stand for is left as it is).
    static func mapping(of bundle: SettingsBundle) -> FormDefaults.Mapping {
        FormDefaults.Mapping(
            registered: bundle.defaults,
            keys: { _ in bundle.fields.map(\.key) },
            restore: { entries, form in bundle.restore(entries, into: &form) },
            writes: { form, current in
                bundle.values(of: form, preserving: current).compactMap { key, value in
                    current[key] == value ? nil : (key, value)
                }
            })
    }
}
