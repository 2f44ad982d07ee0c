import FormEngine
import FormEngineSettings
import FormStateFiles
import Foundation

/// The two kinds of form formcli opens, and how each keeps its state: a FormEngine descriptor
/// with a `FormState` file, or an Apple Settings bundle with the flat defaults dictionary
/// (`Key` → value) that `UserDefaults.register(defaults:)` takes. Edits go through
/// `Form.apply(_:)` alike: a Settings bundle's form reads text and keeps shared keys in step by
/// its behaviour (`SettingsBundle.Behavior`).
enum FormDialect: Sendable {
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

    /// Reads a saved state file: a `FormState` file, or a Settings bundle's defaults file.
    func loadState(contentsOf url: URL, limits: LoadLimits = .default) throws(FormError) -> FormState {
        do {
            switch self {
            case .native: return try FormState.load(contentsOf: url, limits: limits)
            case .settings:
                return FormState(values: Self.keyed(try DefaultsFile.load(contentsOf: url, limits: limits)))
            }
        } catch {
            throw FormError(error)
        }
    }

    /// Restores a saved state into `form`; returns what did not fit, key by key, naming `file`.
    func restore(_ state: FormState, into form: inout Form, file: String? = nil) -> [FormError] {
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

    /// Writes `state` atomically to `url`, replacing the file whole.
    func write(_ state: FormState, to url: URL) throws(FormError) {
        do {
            switch self {
            case .native: try state.write(to: url)
            case .settings: try DefaultsFile.write(Self.defaults(state.values), to: url)
            }
        } catch {
            throw FormError(error)
        }
    }

    /// Saves what `form` changed since `original` into the file at `url`, merged with what the
    /// file holds now (other processes may have saved it since it was read), under the file's
    /// lock, waiting for it at most `lockTimeout`; returns the state written and the conflicts
    /// decided. `previous` is the state last read or saved, whose entries the form cannot take
    /// are kept.
    @discardableResult
    func merge(
        _ form: Form, since original: Form, preserving previous: FormState?, into url: URL,
        lockTimeout: Duration = .seconds(5)
    ) throws(FormError) -> StateMerge {
        let current = state(of: form, preserving: previous)
        let edits = StateEdits(from: state(of: original, preserving: previous), to: current)
        do {
            switch self {
            case .native:
                return try FormState.merge(edits, into: url, newFile: current, lockTimeout: lockTimeout)
            case .settings:
                return try DefaultsFile.merge(
                    edits, into: url, newFile: Self.defaults(current.values), lockTimeout: lockTimeout)
            }
        } catch {
            throw FormError(error)
        }
    }
}
