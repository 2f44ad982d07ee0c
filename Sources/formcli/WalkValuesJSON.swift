import FormEngine

/// The answers a walk prints with `--json` when it ends with done, in form order — the same
/// answers document `--dump --json` ends with as its `"values"` member (``Form/answers(includingSecure:)``
/// and ``Answers/json``):
///
/// ```
/// {"values":{
/// "firstName":"Ada",
/// "skill":[{"key":"skill-4","title":"Python","order":0,"value":5},
/// {"key":"skill-1","title":"Swift","order":1,"value":3}]}}
/// ```
///
/// The items of an editable list are one array under the list's key (the key its template has,
/// as in a state file's `items`), each with its key, title, 0-based order and value (when it
/// holds one), so a script reads what a person sees instead of bare `skill-4` keys. Rows hidden
/// by their conditions, and rows with no value (unset or empty text), are left out.
enum WalkValuesJSON {
    /// The JSON for `form`.
    static func render(_ form: Form) -> String {
        "{\"values\":" + form.answers().json + "}\n"
    }
}
