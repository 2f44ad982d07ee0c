import FormEngine
import FormEngineSettings
import FormExamples
import FormWalk

/// formcli's command line, parsed.
struct Options {
    /// What to do.
    enum Mode: Equatable {
        case walk
        case dump
        case check
        case checkValues
        case defaults
        case html
        case completions
        case keys
        /// `--example` without a name: list the bundled examples.
        case examples
        case help
        case version
    }

    var mode: Mode = .walk
    var forms: [String] = []
    /// `--example NAME`: the bundled form to use instead of FORM.
    var example: BundledExample?
    var json = false
    /// `--reveal`: password values appear in `--dump --json` output.
    var reveal = false
    var edits: [(flag: String, text: String)] = []
    var expandAll = false
    /// `--check --strict`: warnings fail the check.
    var strict = false
    /// `--check-formats`: a JSON Schema's `format` asserts (a problem), not only annotates.
    var checkFormats = false
    var statePath: String?
    /// `--schema FILE`: FORM is a config file and FILE its JSON Schema.
    var schemaPath: String?
    /// `--catalog DIR`: the SchemaStore catalogue folder a config file's schema is found in.
    var cataloguePath: String?
    var plain = false
    /// `--guided`: one question at a time (FormWalkOptions.Mode.guided).
    var guided = false
    /// `--pages`: the full-screen walk shows one section at a time (FormWalkOptions.pages).
    var pages = false
    var mouse = true
    /// `--theme NAME`: the full-screen walk's named theme (checked when parsed).
    var theme: String?
    var locale: String?
    var language: String?
    var idiom = SettingsIdiom.phone
    /// The shell `--completions` writes a script for.
    var shell: Shell?
    var limits = LoadLimits()
    /// `--example` without a name: list the examples (checked once the mode is known).
    var listsExamples = false
    /// The flags given (their ``OptionSpec/name``), for the checks of ``refuseIgnoredFlags()``.
    var given: Set<String> = []

    /// The usage lines: ``OptionTable/synopsis``, then the limits any mode takes.
    static let usage = OptionTable.usage

    static let help = """
        formcli — walk, fill, dump and check plist forms.

        \(usage)

        With no FORM, the bundled default form (CellDescriptor.plist) is used. --example NAME uses
        a form bundled in the binary instead, in every mode that takes a FORM; the examples are:
        \(Options.exampleList)
        A FORM ending in .json, or starting with [ or {, is read as JSON (the same keys and layout).
        A FORM that is a JSON Schema (a "$schema" member, or "properties" without "sections") is
        read as a form: its properties are the rows, --state FILE is the JSON instance (read, and
        written back by --set/--tap and the walk, members kept in their order, undescribed ones
        untouched),
        --dump --json's "values" is the instance, --check-values checks it with the schema's
        validator (each problem as JSON pointer: the schema's words), and --check warns once per
        schema location about what it keeps without showing. $ref by URL resolves among the .json
        files of the schema's folder (the current one for -) by their $id, never the network.
        A FORM that is a config file is the instance of its schema, as SCHEMA --state CONFIG: a
        .jsonc file (or tsconfig*.json, jsconfig*.json, devcontainer.json, *.code-workspace,
        .vscode/*.json: JSON with comments), or a .json file whose "$schema" names a schema, not
        a metaschema. Its schema is --schema FILE, else its "$schema" (a path from the file's
        folder, or a URL: the --catalog folder's file of the URL's last part), else the first
        entry of the --catalog folder's catalog.json whose fileMatch matches it.
        A FORM that is a directory ending in .bundle, or a .plist inside one, is read as an Apple
        Settings bundle; its state is the flat defaults dictionary (Key -> value) and --state reads
        and writes that. A FORM of - is read from standard input (named <stdin> in messages) by
        --dump, --html, --check, --check-values and --set/--tap with --state; a walk of - reads
        the form from stdin and the answers from /dev/tty (without one: 74). A FIFO or <(...)
        reads as a file.

        Modes:
          (none)              walk the form: full screen on a terminal, one command a line otherwise
        \(OptionTable.helpEntries(.mode))

        Options:
        \(OptionTable.helpEntries(.option))

        Limits (every form, state and Settings bundle file read is held to them; a file over a
        limit is refused with status 65 before it is parsed):
        \(OptionTable.helpEntries(.limit))

        Full-screen walk (stdin a terminal; drawn on /dev/tty when stdout is redirected):
          ↑/↓ k/j Tab/Shift-Tab move · Enter/Space expand, collapse, choose, flip · on a text
          or date row, type to edit (←/→ Home/End Backspace Delete ^U; stops at maxLength);
          Enter keeps it and goes to the next row, Esc undoes it, a second Esc leaves (? and q
          are typed there: F1 is help); typing into a masked field replaces its hidden value ·
          ←/→ or -/+ move a slider by its step, a date by a day (Shift-←/→ or m/M a month,
          y/Y a year, within its range; an empty date starts inside it); digits on a slider
          type a number (refused outside its range) · letters (or /) on a picker filter its
          options by those letters in order, best match first (also on its page) · PgUp/PgDn, Home/End · a (or ^N) add an item to the list under the
          cursor · Enter (nothing typed) or ^O on JSON text: fill it field by field in its form
          (^D back with it, Esc asks before losing changes) · e (or ^E, not in a text area) edit mode:
          K/J or Shift-↑/↓ move the item,
          Space select it, d delete it or the selected items (y/n) · ? or F1 help (the last
          message in full first) · mouse:
          click a row to tap it, the wheel scrolls · ^D done: saves to --state and leaves,
          refused while rules are broken (the problems are listed and marked ✗) · q/Esc leave
          (with unsaved changes and --state: s save, exit 65 if rules are broken; d discard,
          exit 1; Esc stay; without --state, answers given: d discard, exit 1) ·
          ^Z suspend · ^C abort, nothing saved (130). Marks: * required, ✗ a rule fails (shown
          once the row was touched; moving off a row shows its message, else the message of the
          row landed on).
          A paste is typed into the field (its first line), never read as keys.
          Other kinds: numbers, durations (90m, 1:30), times (HH:mm) and date-times are typed,
          the shape shown while empty (a wrong type is refused, a value out of range kept and
          marked ✗) · a textArea is edited in a box under its row: Enter a new line, ↑/↓
          between lines, Tab keeps it, ^E edits it in $VISUAL, $EDITOR or vi (its text kept
          whole; longer than maxLength it is marked ✗ and ^D refused) · Tab on a file
          row completes the path · the focused row's description shows under it · Enter on
          read-only text longer than its line opens a pager (↑/↓ PgUp/PgDn Home/End, q back)
          · ←/→ or -/+ step
          a stepper and change a segmented choice · Space/Enter check a [x] box · Enter on a
          link shows its address (an OSC 8 hyperlink), on a button presses it: submit is ^D,
          reset asks (y), other actions are listed with --json · a › picker opens its options
          as a page (↑/↓, Enter chooses, / filters, Esc back).

        Line mode (stdin not a terminal, --plain, or TERM=dumb), one command a line:
          show, tap KEY, set KEY VALUE, fill KEY (asks for the value after the row's
          description, showing what the row takes: HH:mm, 90m or 1:30:00, a range, a
          segmented row's or picker's choices; on a terminal Tab completes a path), NUMBER (taps row NUMBER of
          show), edit on|off, add SECTION TITLE (a list of values, as a JSON Schema array:
          add SECTION VALUE; a key-value list: add SECTION NAME=VALUE), select KEY, move KEY TO
          (1-based), delete KEY, delete selected, done (refused, listing the problems, while rules are broken), quit,
          help. In a textArea, \\n is a new line and \\\\ a backslash. After an edit the new
          value's problems are listed; the value is kept. Buttons: submit finishes as done,
          reset asks then resets every row, other actions print "action: NAME" with the
          reports (with --json they are also listed as "actions" in the answers document).
          End of input acts as done; while rules are broken it saves the progress to --state,
          lists the problems on stderr and exits 65. A failed line prints "line N: reason" on
          stderr, changes nothing, and the walk ends with status 65 (on a terminal, where the
          person saw it, a successful final done ends 0). With --json, reports go to stderr.

        Guided mode (--guided): every row a person answers is asked in order, with its
          description, what it takes and its value in [brackets] (Enter keeps it); an answer
          with a problem is refused or asked again at once; rows an answer shows are asked
          next. info, note and link rows are printed between the questions. After the last
          question, while rules are broken, it asks again from the first row with a problem;
          when every rule holds it lists every answer, numbered (Review): a number or key
          asks that question again, an empty answer is done. After a list's items it asks for
          another: its title (its value is asked next), a list of values' value, or a
          key-value list's name then value. A row of JSON text (or a new item of a list of
          them) also takes > to fill it field by field, its questions indented under the trail.
          From a pipe, one answer a line in the order asked:
          printf 'Ada\nada@example.com\n' | formcli signup.plist --guided --json
          End of input, endings and statuses are line mode's.

        Endings of a walk (stdout is what a script reads; the screen is drawn on /dev/tty
        when stdout is redirected):
          done (^D, a submit button; line mode: done, end of input) with every rule holding:
            saved to --state; with --json, or with neither --state nor --json after the full
            screen, the answers document {"values":{...}} on stdout · 0
          saved and left, or end of input, with rules broken: the progress saved · 65
          q/Esc then d discard, quit with changes, or any leaving but done under --json:
            no answers document, stdout empty · 1 (q with nothing to lose: 0)
          ^C or SIGINT; SIGHUP or a terminal that hangs up (its end of file, SIGHUP or not);
            SIGTERM: nothing saved, the terminal restored · 130, 129, 143 (without --state, a
            hang-up or SIGTERM keeps the answers typed in a recovery file, which the next walk
            of the form offers to restore; q then s saves them to a file you name)
          refused before the first screen, one line on stderr, nothing drawn: a --state file
            that cannot be written (its directory missing or not writable, the file
            read-only; not created by the check) · 73; a stdout the walk prints to that is
            closed, /dev/full or a pipe nobody reads · 74 (a disk that fills or a reader
            that goes away during the walk is found at the end: 74)
          stdin or stdout closed, a terminal that belongs to another process group (started
            in the background): one line on stderr · 74. Line mode runs only when stdin is
            not a terminal (or --plain, TERM=dumb), never after a failed screen.

        Environment: FORMCLI_TODAY=yyyy-MM-dd sets today for relative date bounds (today-18y);
        FORMCLI_THEME=NAME the full-screen theme without --theme; VISUAL, then EDITOR (else
        vi) the editor ^E opens on a text area; FORMCLI_LOCK_TIMEOUT=SECONDS how long a save waits for another process's lock on the
        state file (default 5; 0 does not wait) before it exits 75; XDG_STATE_HOME (default
        ~/.local/state) holds formcli/recovery/, a cut-off walk's answers, one file a form.

        Exit status: 0 success, 1 walk abandoned, 64 usage error,
        65 invalid descriptor/state/value, 66 input missing or unreadable,
        73 cannot create output (a walk's --state file is checked before the first screen),
        74 output write failed or the terminal or stdout cannot be read or written (a walk of
        - without /dev/tty), 75 state file busy (another process held its lock too long; nothing
        written, try again), 129 hung up (SIGHUP, or the terminal's end of file), 130
        interrupted, 143 terminated.
        """

    /// The named themes `--theme` and `FORMCLI_THEME` take, as a list: `default, high-contrast, monochrome`.
    static let themeNames = FormWalkTheme.named.map(\.name).joined(separator: ", ")

    /// The usage error for a theme name that is none of the named themes.
    static func unknownTheme(_ name: String, from source: String) -> UsageError {
        UsageError("\(source): unknown theme '\(TerminalText.visible(name))'; the themes are \(themeNames)")
    }

    /// Parses the arguments (without the program name).
    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var modes: [Mode] = []
        var rest = arguments[...]
        var onlyPositional = false
        while let argument = rest.popFirst() {
            if onlyPositional || !argument.hasPrefix("-") || argument == "-" {
                options.forms.append(argument)
                continue
            }
            var flag = argument
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                flag = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            if flag == "--" {
                onlyPositional = true
                continue
            }
            guard let spec = OptionTable.spec(named: flag) else {
                throw UsageError("unknown option '\(argument)'")
            }
            var text = inline
            if spec.value == nil {
                if inline != nil { throw UsageError("\(flag) takes no value") }
            } else if text == nil {
                if !spec.valueIsOptional {
                    guard let next = rest.popFirst() else { throw UsageError("\(flag) needs a value") }
                    text = next
                } else if let next = rest.first, !next.hasPrefix("-") {
                    text = rest.popFirst()
                }
            }
            if let mode = spec.mode { modes.append(mode) }
            options.given.insert(spec.name)
            try spec.apply(&options, text)
        }
        if modes.contains(.help) { return Options(mode: .help) }
        if modes.contains(.version) { return Options(mode: .version) }
        guard Set(modes).count <= 1 else {
            let names = OptionTable.all.filter { $0.mode != nil && $0.mode != .help && $0.mode != .version }
                .map(\.name)
            throw UsageError(
                "\(names.dropLast().joined(separator: ", ")) and \(names.last ?? "") cannot be combined")
        }
        if options.listsExamples {
            guard modes.isEmpty, options.example == nil else {
                throw UsageError(
                    "--example needs a NAME here (\(BundledExample.allCases.map(\.name).joined(separator: ", ")))"
                )
            }
            modes.append(.examples)
        }
        options.mode = modes.first ?? .walk
        if options.example != nil {
            if !options.forms.isEmpty { throw UsageError("give a FORM or --example NAME, not both") }
            if options.mode == .completions { throw UsageError("--completions takes no --example") }
            if options.mode == .defaults {
                throw UsageError("--defaults needs a Settings bundle, not --example")
            }
        }
        try options.refuseIgnoredFlags()
        switch options.mode {
        case .check:
            if options.forms.isEmpty, options.example == nil {
                throw UsageError("--check needs at least one FORM")
            }
        case .checkValues:
            if options.statePath == nil, options.forms.isEmpty {
                throw UsageError("--check-values needs --state FILE, or a config file as FORM")
            }
            if options.forms.count > 1 { throw UsageError("one FORM at most, got \(options.forms.count)") }
        case .defaults:
            if options.forms.count != 1 { throw UsageError("--defaults needs exactly one Settings bundle") }
        case .completions:
            if !options.forms.isEmpty { throw UsageError("--completions takes no FORM") }
        case .examples:
            if !options.forms.isEmpty {
                throw UsageError("--example lists the bundled examples; it takes no FORM")
            }
        default:
            if options.forms.count > 1 { throw UsageError("one FORM at most, got \(options.forms.count)") }
        }
        if options.forms.filter({ $0 == "-" }).count > 1 {
            throw UsageError("standard input (-) can be read only once")
        }
        return options
    }
}

extension Options {
    /// Refuses flags the chosen mode would silently ignore, so a script learns its mistake, and
    /// flags that cannot go together: each as its declaration in ``OptionTable`` says.
    func refuseIgnoredFlags() throws(UsageError) {
        for spec in OptionTable.all where given.contains(spec.name) {
            for other in spec.excludes where given.contains(other) {
                throw UsageError("\(spec.name) and \(other) cannot be combined")
            }
            let belongs = spec.modes?.contains(mode) ?? true
            if !belongs || spec.requires.contains(where: { !given.contains($0) }) {
                switch spec.outside {
                case .takesNo(let what): throw UsageError("\(mode.flag) takes no \(what)")
                case .onlyAppliesTo(let place): throw UsageError("\(spec.name) only applies to \(place)")
                }
            }
        }
    }

    /// A number a limit flag takes: a whole number above 0.
    static func positiveNumber(_ text: String?, for flag: String) throws(UsageError) -> Int {
        guard let text, let number = Int(text), number > 0 else {
            throw UsageError("\(flag) needs a positive whole number, got '\(text ?? "")'")
        }
        return number
    }
}

extension Options.Mode {
    /// The flag that chooses the mode, as messages name it (a walk has none).
    var flag: String {
        switch self {
        case .walk: return "a walk"
        case .examples: return "--example"
        default: return OptionTable.all.first { $0.mode == self }?.name ?? "a walk"
        }
    }
}

/// A command-line mistake, reported with the usage and exit status 64.
struct UsageError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

extension Options {
    /// The bundled examples, one a line (name and what each shows), as `--help` and `--example`
    /// list them.
    static var exampleList: String {
        BundledExample.allCases.map { example in
            "  " + example.name.padding(toLength: 10, withPad: " ", startingAt: 0) + example.summary
        }.joined(separator: "\n")
    }
}
