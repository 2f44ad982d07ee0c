import FormEngine

/// The problems an edit in line mode leaves on the row it edited and on the rows it reloaded (a
/// `matches` rule reading it): the value typed is kept, and what is wrong with it is shown under
/// the report, one a line:
///
/// ```
/// age = 200
///   ✗ age (maximum): Age must be at most 130
/// ```
///
/// `required` is left to `done` and the end of the walk: an emptied row says so already.
enum EditProblems {
    /// The lines, each starting with a newline, for the rows `change` touched.
    static func lines(after change: FormChange, edited: RowKey, in form: Form) -> String {
        var keys = [edited]
        for key in change.changedKeys where key != edited { keys.append(key) }
        var out = ""
        for key in keys {
            for problem in (try? form.problems(of: key)) ?? [] where problem.rule != .required {
                out += "\n  ✗ " + TerminalText.visible("\(key) (\(problem.rule)): \(problem.message)")
            }
        }
        return out
    }
}
