import FormEngine

/// The buttons pressed during a walk, added to the answers `--json` prints when the walk ends
/// with done, as an `actions` array in press order before the answers:
///
/// ```
/// {"actions":[{"name":"share","key":"shareButton"}],"values":{…}}
/// ```
///
/// `submit` and `reset` are not listed (`formcli` carries them out); with no other button
/// pressed the document is unchanged.
enum WalkActionsJSON {
    /// `document`, a JSON object, with `actions` added as its first member.
    static func adding(_ actions: [ButtonAction], to document: String) -> String {
        guard !actions.isEmpty, document.first == "{" else { return document }
        let list = actions.map { action in
            "{\"name\":\(JSONWriter.quoted(action.name)),\"key\":\(JSONWriter.quoted(action.key.rawValue))}"
        }
        let rest = document.dropFirst().drop { $0 == " " || $0 == "\n" }
        let separator = rest.first == "}" ? "" : ","
        return "{\"actions\":[" + list.joined(separator: ",") + "]" + separator + rest
    }
}
