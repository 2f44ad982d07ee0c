/// Checking the invariants after every mutation, in builds made with
/// `-Xswiftc -DFORMENGINE_CHECK_INVARIANTS` (`.ci/run`'s sanitizer runs): every test and every
/// walk then recomputes the derived state from scratch after each edit. Other builds compile
/// the check away.
extension Form {
    /// Whether this build checks the invariants after every mutation.
    static var checksInvariants: Bool {
        #if FORMENGINE_CHECK_INVARIANTS
            return true
        #else
            return false
        #endif
    }

    /// Stops with a precondition failure naming every violation of ``invariantViolations()``,
    /// when the build checks invariants; does nothing otherwise. Called by every public
    /// mutating method, on success and on a throw alike (a refused edit must change nothing).
    @inline(__always)
    func checkInvariants(after operation: StaticString = #function) {
        #if FORMENGINE_CHECK_INVARIANTS
            let violations = invariantViolations()
            precondition(
                violations.isEmpty,
                "Form invariant broken after \(operation): \(violations.joined(separator: "; "))")
        #endif
    }
}
