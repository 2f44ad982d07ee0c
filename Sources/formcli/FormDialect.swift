import FormEngine
import Foundation

/// The two kinds of form formcli opens, and how each keeps its state: a FormEngine descriptor
/// with a ``FormState`` file, or an Apple Settings bundle with the flat defaults dictionary
/// (`Key` → value) that `UserDefaults.register(defaults:)` takes. Everything that saves, loads,
/// sets from text or prints final values goes through here, so the dump, the scripted edits and
/// the walk treat both alike.
enum FormDialect {
    /// A FormEngine descriptor.
    case native
    /// A Settings bundle.
    case settings(SettingsBundle)

    /// A defaults dictionary's entries as a state's values: each `Key` names its row.
    private static func keyed(_ defaults: [String: PlistValue]) -> [RowKey: PlistValue] {
        Dictionary(uniqueKeysWithValues: defaults.map { (RowKey($0.key), $0.value) })
    }

    /// A state's values as a defaults dictionary.
    private static func defaults(_ values: [RowKey: PlistValue]) -> [String: PlistValue] {
        Dictionary(uniqueKeysWithValues: values.map { ($0.key.rawValue, $0.value) })
    }

    /// Reads a saved state file.
    func loadState(_ path: String, limits: LoadLimits) throws(FormError) -> FormState {
        let url = URL(fileURLWithPath: path)
        switch self {
        case .native: return try FormState.load(contentsOf: url, limits: limits)
        case .settings:
            return FormState(values: Self.keyed(try DefaultsFile.load(contentsOf: url, limits: limits)))
        }
    }

    /// Restores a saved state into `form`; returns what did not fit, key by key.
    func restore(_ state: FormState, into form: inout Form, file: String) -> [FormError] {
        switch self {
        case .native: return form.restore(state, file: file)
        case .settings(let bundle):
            return bundle.restore(Self.defaults(state.values), into: &form, file: file)
        }
    }

    /// The state to save for `form`, carrying over what `previous` held that the form cannot take.
    func state(of form: Form, preserving previous: FormState?) -> FormState {
        switch self {
        case .native: return form.state(preserving: previous)
        case .settings(let bundle):
            let kept = Self.defaults(previous?.values ?? [:])
            return FormState(values: Self.keyed(bundle.values(of: form, preserving: kept)))
        }
    }

    /// Writes `state` atomically to `path`.
    func write(_ state: FormState, to path: String) throws(FormError) {
        let url = URL(fileURLWithPath: path)
        switch self {
        case .native: try state.write(to: url)
        case .settings: try DefaultsFile.write(Self.defaults(state.values), to: url)
        }
    }

    /// Saves what `form` changed since `original` into the file at `path`, merged with what the
    /// file holds now (other processes may have saved it since it was read), under the file's
    /// lock, waiting for it at most `lockTimeout`; returns the state written and the conflicts
    /// decided.
    func merge(
        _ form: Form, since original: Form, preserving previous: FormState?, into path: String,
        lockTimeout: Duration = FormEnvironment.lockTimeout
    ) throws(FormError) -> StateMerge {
        let current = state(of: form, preserving: previous)
        let edits = StateEdits(from: state(of: original, preserving: previous), to: current)
        let url = URL(fileURLWithPath: path)
        switch self {
        case .native: return try FormState.merge(edits, into: url, newFile: current, lockTimeout: lockTimeout)
        case .settings:
            return try DefaultsFile.merge(
                edits, into: url, newFile: Self.defaults(current.values), lockTimeout: lockTimeout)
        }
    }

    /// Sets a row from text; a Settings bundle also takes a picker's `Values` entry and a
    /// switch's `TrueValue`/`FalseValue`.
    func set(_ key: RowKey, text: String, in form: inout Form) throws(FormError) -> FormChange {
        switch self {
        case .native: return try form.apply(.setText(key, text))
        case .settings(let bundle): return try bundle.set(key.rawValue, text: text, in: &form)
        }
    }

    /// Taps a row; in a Settings bundle every row sharing the tapped row's `Key` follows.
    func tap(_ key: RowKey, in form: inout Form) throws(FormError) {
        switch self {
        case .native: try form.apply(.tap(key))
        case .settings(let bundle):
            let before = bundle.sharedRows(of: form)
            try form.apply(.tap(key))
            bundle.synchronize(&form, since: before)
        }
    }

    /// `--dump --json`: the visible rows and the values — a form's answers, as a walk's `--json`
    /// prints them (without password fields, masked in the rows too, unless `reveal`), or a
    /// Settings bundle's defaults dictionary.
    func dumpJSON(_ form: Form, reveal: Bool = false) -> String {
        switch self {
        case .native:
            return JSONDump.render(form, answers: form.answers(includingSecure: reveal), reveal: reveal)
        case .settings(let bundle): return SettingsJSON.render(form, bundle: bundle)
        }
    }

    /// The final values after a walk with `--json`.
    func valuesJSON(_ form: Form) -> String {
        switch self {
        case .native: return WalkValuesJSON.render(form)
        case .settings(let bundle): return "{\"values\":" + PlistJSON.object(bundle.values(of: form)) + "}\n"
        }
    }
}
