import FormEngine
import Foundation

/// What a walk works on, in either mode: the live form, the program's hooks, and the form as
/// last saved — so both modes can tell whether leaving would lose changes.
struct WalkSession {
    /// The form being filled.
    var form: Form {
        // Any change of the form (in place: `didSet` without `oldValue` does not copy it) forgets
        // whether it had unsaved changes. Tied rows (a Settings bundle's shared keys) are kept in
        // step by the form's behaviours, inside the edit.
        didSet { unsaved = UnsavedFlag() }
    }
    /// What keeps the answers when the person saves; `nil` when the walk saves nothing.
    private(set) var saving: (any FormWalkSaving)?
    /// Makes a hook saving to a path the person types, offered when leaving a walk without
    /// `saving`; `nil` when not offered.
    var savingToFile: ((String) -> any FormWalkSaving)?
    /// The form when the walk began or was last saved.
    private var baselineForm: Form
    /// `hasUnsavedChanges` once worked out for the form as it is; a new, empty box whenever the
    /// form changes or is saved. A box, so that reading the flag can fill it; copies of a
    /// session share it only while their forms are the same.
    private var unsaved = UnsavedFlag()

    private final class UnsavedFlag {
        var value: Bool?
    }

    /// Starts a walk on `form` with the program's hooks; leaving compares with `baseline`
    /// (`form` when `nil`).
    init(form: Form, saving: (any FormWalkSaving)? = nil, baseline: Form? = nil) {
        self.form = form
        self.saving = saving
        baselineForm = baseline ?? form
    }

    /// Whether the walk saves (a saving hook was given).
    var saves: Bool { saving != nil }

    /// Where the answers are kept, as the hook names it; `nil` without one.
    var saveName: String? { saving?.name }

    /// Whether answers were kept before (or by this walk).
    var hasSaved: Bool { saving?.hasSaved ?? false }

    /// Whether the form differs from what was loaded or last saved.
    /// - Complexity: O(n) in the rows the first time after a change (O(1) for sections the edit
    ///   did not touch), then O(1) — the screen asks on every frame.
    var hasUnsavedChanges: Bool {
        if let known = unsaved.value { return known }
        let value =
            saving?.hasUnsavedChanges(form, since: baselineForm) ?? !form.hasSameState(as: baselineForm)
        unsaved.value = value
        return value
    }

    /// Whether answers (values or list items) differ from what was loaded or last saved; unlike
    /// ``hasUnsavedChanges`` it ignores which rows are expanded — what leaving without a saving
    /// hook loses. O(n); asked only on leaving.
    var hasChangedAnswers: Bool {
        guard hasUnsavedChanges else { return false }
        let now = form.state()
        let then = baselineForm.state()
        return now.values != then.values || now.items != then.items
    }

    /// Sets a row from text (the form's behaviours read it as its kind of form does).
    @discardableResult
    mutating func set(_ key: RowKey, text: String) throws(FormError) -> FormChange {
        try form.applyReporting(.setText(key, text))
    }

    /// Hands the form to the saving hook; does nothing without one.
    /// - Throws: ``StateFileError`` from the hook; nothing counts as saved then.
    mutating func save() throws(StateFileError) {
        guard var saving else { return }
        try saving.save(form)
        self.saving = saving
        baselineForm = form
        unsaved = UnsavedFlag()
    }

    /// Saves the form to `path` through a hook ``savingToFile`` makes, which becomes the walk's
    /// saving hook; refused when `path` names something that exists (the form itself, a state
    /// another form keeps), as a save without `--state` is a new file.
    /// - Throws: ``StateFileError`` from the hook, or when `path` exists or no hook is offered.
    mutating func save(toFile path: String) throws(StateFileError) {
        guard let savingToFile else {
            throw .cannotWrite(Location(file: path), reason: "this walk does not save to a file")
        }
        let expanded = NSString(string: path).expandingTildeInPath
        if FileManager.default.fileExists(atPath: expanded) {
            throw .cannotWrite(Location(file: path), reason: "it exists already; type a new file's path")
        }
        var hook = savingToFile(expanded)
        try hook.save(form)
        saving = hook
        baselineForm = form
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

/// How a walk ended, in either mode; ``FormWalk`` turns it into a ``FormWalkResult``.
struct WalkEnd: Equatable {
    /// The way out.
    enum Kind: Equatable {
        /// `done`, end of input, or a confirmed save: the values stand (and were saved).
        case done
        /// `quit`, `q`/Esc, or "discard" at the full-screen prompt: nothing more was saved.
        case quit
        /// Ctrl-C, or a SIGTERM/SIGHUP during the full-screen walk: left at once, nothing saved.
        case interrupted(signal: Int32)
        /// Input ended, or the person saved and left, while rules were broken.
        case incomplete
    }

    /// The way out.
    var kind: Kind
    /// How many line-mode commands failed (each reported as `line N: …`).
    var failedCommands = 0
    /// Whether leaving threw away changes that had not been saved.
    var discardedChanges = false
    /// Whether the walk saved through the hook as it ended.
    var saved = false
    /// How many problems remained when the walk saved and ended.
    var problemsLeft = 0
    /// The actions of the buttons pressed (other than `submit` and `reset`).
    var actions: [ButtonAction] = []

    /// The public ending.
    var ending: FormWalkResult.Ending {
        switch kind {
        case .done: return .submitted
        case .quit: return .abandoned
        case .incomplete: return .incomplete
        case .interrupted(let signal): return .interrupted(signal: signal)
        }
    }
}
