import FormEngine
import FormWalk
import Foundation

/// A line-mode script run in process on pipes, as a program that keeps its answers in a file
/// runs one (`formcli --state state.plist < script`): the form, the script, what the walk
/// printed and what it asked to save.
enum ScriptedWalk {
    /// A saving hook that keeps what the walk asked it to save, under a state file's name.
    final class Saves: FormWalkSaving, @unchecked Sendable {
        /// The forms saved, first to last.
        private(set) var forms: [Form] = []
        let name: String

        init(name: String = "state.plist") {
            self.name = name
        }

        var hasSaved: Bool { !forms.isEmpty }

        func save(_ form: Form) throws(StateFileError) {
            forms.append(form)
        }

        /// The state the last save would have written, or `nil` when nothing was saved.
        var state: FormState? { forms.last?.state() }
    }

    /// The bundled default form (the tutorial's profile), as `formcli` walks it with no file.
    static func profile() throws -> Form {
        try Form(DescriptorLoader.bundledDefault())
    }

    /// `script` walked in line mode (or `mode`) on `form`, saving to `saves` when given.
    static func run(
        _ script: String, on form: Form, mode: FormWalkOptions.Mode = .line, saving saves: Saves? = nil
    ) throws -> (result: FormWalkResult, output: String, errors: String) {
        var walk = FormWalk(form, options: FormWalkOptions(mode: mode), saving: saves)
        return try PipedWalk.run(&walk, input: script)
    }

    /// `script` walked in line mode on the default form.
    static func run(_ script: String, saving saves: Saves? = nil) throws -> (
        result: FormWalkResult, output: String, errors: String
    ) {
        try run(script, on: profile(), saving: saves)
    }
}

extension FormWalkResult {
    /// The walk ended done with no refused line: a script's success.
    var succeeded: Bool { ending == .submitted && failedCommands == 0 }
    /// The walk ended with rules broken or a refused line: a script's data error.
    var failed: Bool { ending == .incomplete || failedCommands > 0 }
}
