import FormEngine
import Foundation

/// What a walk works on, in either mode: the live form, the state file it is saved to, and what
/// was saved last — so both modes can tell whether leaving would lose changes.
struct WalkSession {
    /// The form being filled.
    var form: Form {
        // Any change of the form (in place: `didSet` without `oldValue` does not copy it) forgets
        // whether it had unsaved changes.
        didSet {
            unsaved = UnsavedFlag()
            // Rows sharing a Settings `Key` are one entry: copy whichever the change touched.
            if let shared, case .settings(let bundle) = dialect {
                bundle.synchronize(&form, since: shared)
                self.shared = bundle.sharedRows(of: form)
            }
        }
    }
    /// What the rows of a Settings bundle's shared keys showed after the last change (`nil`
    /// when no key is shared).
    private var shared: SettingsBundle.SharedRows?
    /// Where `save()` writes, from `--state`; `nil` when the walk saves nothing.
    let statePath: String?
    /// The state loaded from or last written to `statePath`; its entries the form cannot take
    /// (unknown keys) are carried into every save.
    private(set) var saved: FormState?
    /// The form when the walk began or was last saved. A descriptor form is compared with it
    /// (``Form/hasSameState(as:)``, far cheaper than comparing states); a Settings bundle, which
    /// saves values only and is small, by the state it saved (`baselineState`).
    private var baselineForm: Form
    private var baselineState: FormState?
    /// How the state is kept: a FormEngine state file or a Settings bundle's defaults.
    let dialect: FormDialect
    /// `hasUnsavedChanges` once worked out for the form as it is; a new, empty box whenever the
    /// form changes or is saved. A box, so that reading the flag can fill it; copies of a
    /// session share it only while their forms are the same.
    private var unsaved = UnsavedFlag()
    /// What the saves so far decided because another process changed the file too; printed on
    /// stderr when the walk ends (not during a full-screen walk, which owns the terminal).
    private(set) var conflicts: [StateConflict] = []

    private final class UnsavedFlag {
        var value: Bool?
    }

    /// Starts a walk on `form`, which already holds the state `saved` loaded from `statePath`.
    init(form: Form, statePath: String?, saved: FormState?, dialect: FormDialect = .native) {
        self.form = form
        self.statePath = statePath
        self.saved = saved
        self.dialect = dialect
        baselineForm = form
        if case .settings(let bundle) = dialect {
            baselineState = dialect.state(of: form, preserving: saved)
            if !bundle.sharedFields.isEmpty { shared = bundle.sharedRows(of: form) }
        }
    }

    /// Whether the form differs from what was loaded or last saved (what the state file holds).
    /// - Complexity: O(n) in the rows the first time after a change (O(1) for sections the edit
    ///   did not touch), then O(1) — the screen asks on every frame.
    var hasUnsavedChanges: Bool {
        if let known = unsaved.value { return known }
        let value: Bool
        if let baselineState {
            value = dialect.state(of: form, preserving: saved) != baselineState
        } else {
            value = !form.hasSameState(as: baselineForm)
        }
        unsaved.value = value
        return value
    }

    /// Whether answers (values or list items) differ from what was loaded or last saved; unlike
    /// ``hasUnsavedChanges`` it ignores which rows are expanded — what leaving without
    /// `--state` loses. O(n); asked only on leaving.
    var hasChangedAnswers: Bool {
        guard hasUnsavedChanges else { return false }
        let now = dialect.state(of: form, preserving: saved)
        let then = dialect.state(of: baselineForm, preserving: saved)
        return now.values != then.values || now.items != then.items
    }

    /// Sets a row from text, in the form's dialect.
    @discardableResult
    mutating func set(_ key: RowKey, text: String) throws(FormError) -> FormChange {
        try dialect.set(key, text: text, in: &form)
    }

    /// Saves the form's changes since the walk began or last saved into `statePath`, merged with
    /// what the file holds now (another process may have saved it meanwhile) under the file's
    /// lock, held only while saving; does nothing without a state file. The conflicts decided go
    /// to `conflicts`.
    /// - Throws: ``FormError/cannotWrite(_:reason:)``, ``FormError/writeFailed(_:reason:)`` or
    ///   ``FormError/busy(_:reason:)``; the old file is then untouched.
    mutating func save() throws(FormError) {
        guard let statePath else { return }
        let merge = try dialect.merge(form, since: baselineForm, preserving: saved, into: statePath)
        conflicts += merge.conflicts
        let state = merge.state
        saved = state
        baselineForm = form
        if baselineState != nil { baselineState = dialect.state(of: form, preserving: state) }
        unsaved = UnsavedFlag()
    }

    /// The row keys in the order `TextDump.render(form, numbered: true)` numbers them: the key of
    /// 1-based `number`, or `nil` when no visible row has that number.
    /// - Complexity: O(s + log n) for s sections.
    func key(numbered number: Int) -> RowKey? {
        guard number >= 1 else { return nil }
        var rest = number - 1
        for section in 0..<form.sectionCount {
            let count = form.visibleRowCount(in: section)
            if rest < count { return form.visibleRow(section: section, position: rest)?.key }
            rest -= count
        }
        return nil
    }

    /// How many rows are visible in the whole form (the highest number `show` prints).
    var visibleRowCount: Int {
        (0..<form.sectionCount).reduce(0) { $0 + form.visibleRowCount(in: $1) }
    }
}

/// How a walk ended, in either mode; `FormCLI` turns it into output and an exit status.
struct WalkEnd: Equatable {
    /// The way out.
    enum Kind: Equatable {
        /// `done`, end of input, or a confirmed save: the values stand (and were saved if asked).
        case done
        /// `quit`, or "discard" at the full-screen prompt: nothing more was saved.
        case quit
        /// Ctrl-C: left at once, nothing saved.
        case interrupted
        /// Line mode's input ended while rules were broken: progress saved, status 65.
        case incomplete
    }

    /// The way out.
    var kind: Kind
    /// How many line-mode commands failed (each reported as `line N: …`).
    var failedCommands = 0
    /// Whether leaving threw away changes that had not been saved.
    var discardedChanges = false
    /// The state file the walk saved to at the end, reported on stderr (`saved to FILE`).
    var savedTo: String?
    /// How many problems remained when the walk saved and ended.
    var problemsLeft = 0
    /// The actions of the buttons pressed (other than `submit` and `reset`), which `--json`
    /// prints with the answers.
    var actions: [ButtonAction] = []

    /// The exit status: 130 interrupted, 65 when a command failed or rules are still broken,
    /// 1 when changes were discarded, 0 otherwise.
    var status: ExitStatus {
        if kind == .interrupted { return .interrupted }
        if failedCommands > 0 || kind == .incomplete { return .dataError }
        if discardedChanges { return .discarded }
        return .success
    }

    /// Whether `--json` prints the final values: only when the walk finished with `done`.
    var printsValues: Bool { kind == .done }
}
