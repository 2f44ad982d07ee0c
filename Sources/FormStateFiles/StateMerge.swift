import FormEngine

/// The outcome of applying a form's ``StateEdits`` over a state that others may have changed:
/// the state to write, and every conflict decided on the way.
public struct StateMerge: Hashable, Sendable {
    /// The merged state: what the file held, with the edits applied over it.
    public var state: FormState
    /// What both changed, in a stable order (by key); empty when the edits applied cleanly.
    public var conflicts: [StateConflict]

    /// Creates a merge outcome.
    public init(state: FormState, conflicts: [StateConflict] = []) {
        self.state = state
        self.conflicts = conflicts
    }
}
