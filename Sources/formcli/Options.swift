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

    static let usage = """
        usage: formcli [FORM] [--state FILE] [--plain | --guided | --pages] [--json] [--no-mouse] [--theme NAME] [--lang LANG]
               formcli --example NAME [any option a FORM takes]    (formcli --example lists them)
               formcli --dump [FORM] [--json [--reveal]] [--state FILE] [--tap KEY]... [--set KEY=VALUE]... [--expand-all] [--lang LANG]
               formcli --html [FORM] [--state FILE] [--tap KEY]... [--set KEY=VALUE]... [--expand-all] [--lang LANG]
               formcli [FORM] --state FILE (--tap KEY | --set KEY=VALUE)...
               formcli --check [--strict] FORM... [--lang LANG]
               formcli --check-values [--check-formats] --state FILE [FORM]
               formcli --defaults SETTINGS.bundle [--json] [--lang LANG] [--idiom phone|pad]
               formcli --keys [FORM] | --completions bash|zsh|fish
               formcli --help | --version
        any mode:  [--max-bytes N] [--max-depth N] [--max-objects N] [--max-rows N] [--max-string N]
        """

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
        A FORM that is a directory ending in .bundle, or a .plist inside one, is read as an Apple
        Settings bundle; its state is the flat defaults dictionary (Key -> value) and --state reads
        and writes that. A FORM of - is read from standard input (named <stdin> in messages) by
        --dump, --html, --check, --check-values and --set/--tap with --state; a walk of - reads
        the form from stdin and the answers from /dev/tty (without one: 74). A FIFO or <(...)
        reads as a file.

        Modes:
          (none)              walk the form: full screen on a terminal, one command a line otherwise
          --dump              print the visible rows of every section and exit
          --check FORM...     validate descriptor files only; list every problem, and warnings
                              (unknown keys with a suggestion, the app's own cell identifiers,
                              missing translations of a Settings bundle or a localised form),
                              which do not fail
          --check-values      check the values saved in --state FILE against the form's rules;
                              list every problem and exit 65 while any remain
          --defaults BUNDLE   print a Settings bundle's registered defaults (each Key's DefaultValue)
                              as an XML plist, or JSON with --json
          --html              print the form as one self-contained HTML page (inline CSS, no script):
                              a grouped iOS table whose expandable rows are <details> elements
          --keys              print the key of every row, one a line (what completion offers)
          --example           list the bundled examples (name and what each shows)
          --completions SHELL print a completion script for bash, zsh or fish
          --help, -h          show this help
          --version           show the version

        Options:
          --example NAME      use the bundled example NAME as the FORM (tutorial, signup)
          --strict            with --check, warnings fail too (exit 65)
          --check-formats     a JSON Schema's "format" is checked too (date, email, uri, ...);
                              otherwise it only chooses the row's kind, as JSON Schema says
          --json              with --dump, print JSON; after a walk, print the answers as JSON
                              ({"values":{...}}, the same as --dump --json's "values")
          --reveal            with --dump --json, include the values of password rows (left out
                              otherwise; a walk's answers always hold them)
          --tap KEY           tap the row KEY (expand/collapse, choose an option, flip a switch); repeatable
          --set KEY=VALUE     set the row KEY from text, visible or not; repeatable, applied in order;
                              a value breaking a rule (its row's, or a matches rule reading it) or
                              outside a slider's range exits 65
          --expand-all        expand every expandable row before --dump or --html
          --state FILE        load saved values from FILE (missing = empty); with --set/--tap and no
                              --dump, or at the end of a walk, save them back atomically,
                              merged with what other processes saved meanwhile (FILE is
                              locked only while saving; see docs/SAVED-STATE.md)
          --plain             walk in line mode even on a terminal (the command line is
                              edited with ←/→ Home/End, ↑/↓ recall earlier lines)
          --guided            walk one question at a time, on a terminal or a pipe (below)
          --pages             full screen: one section at a time, ^D the next page, then a
                              review of every answer before done (a form's "pages": true too)
          --no-mouse          full screen: leave the mouse to the terminal (no clicks, no wheel)
          --theme NAME        full screen: the look, one of \(themeNames) (default:
                              FORMCLI_THEME, else default); NO_COLOR still turns colours off
          --locale ID         show dates in this locale's style (default: 12 Mar 1990 everywhere)
          --lang LANG         translate titles with LANG.lproj strings tables: a Settings
                              bundle's, or for a form DIR/NAME.plist, DIR/LANG.lproj/NAME.strings
                              (default: the language of LC_ALL, LC_MESSAGES or LANG, else en;
                              pt_BR, pt-br and pt-BR alike, then pt, Base, en); none: as written
          --idiom phone|pad   Settings bundles: the device shown (default phone): Root~ipad.plist
                              replaces Root.plist on pad, SupportedUserInterfaceIdioms hides rows

        Limits (every form, state and Settings bundle file read is held to them; a file over a
        limit is refused with status 65 before it is parsed):
          --max-bytes N       largest file, in bytes (default 268435456 = 256 MiB)
          --max-depth N       deepest nesting of arrays and dictionaries (default 64)
          --max-objects N     most property-list objects in a file (default 5000000)
          --max-rows N        most rows in a form, all sections together (default 1000000)
          --max-string N      longest string or data value, in bytes (default 1048576 = 1 MiB)

        Full-screen walk (stdin a terminal; drawn on /dev/tty when stdout is redirected):
          ↑/↓ k/j Tab/Shift-Tab move · Enter/Space expand, collapse, choose, flip · on a text
          or date row, type to edit (←/→ Home/End Backspace Delete ^U; stops at maxLength);
          Enter keeps it and goes to the next row, Esc undoes it, a second Esc leaves (? and q
          are typed there: F1 is help); typing into a masked field replaces its hidden value ·
          ←/→ or -/+ move a slider by its step, a date by a day (Shift-←/→ or m/M a month,
          y/Y a year, within its range; an empty date starts inside it); digits on a slider
          type a number (refused outside its range) · letters (or /) on a picker filter its
          options by those letters in order, best match first (also on its page) · PgUp/PgDn, Home/End · a (or ^N) add an item to the list under the
          cursor · e (or ^E, not in a text area) edit mode:
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
          show), edit on|off, add SECTION TITLE, select KEY, move KEY TO (1-based), delete KEY,
          delete selected, done (refused, listing the problems, while rules are broken), quit,
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
          asks that question again, an empty answer is done. From a pipe, one answer a line
          in the order asked:
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
        func value(for flag: String, inline: String?) throws(UsageError) -> String {
            if let inline { return inline }
            guard let next = rest.popFirst() else { throw UsageError("\(flag) needs a value") }
            return next
        }
        var onlyPositional = false
        var listExamples = false
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
            switch flag {
            case "--": onlyPositional = true
            case "--dump": modes.append(.dump)
            case "--check": modes.append(.check)
            case "--check-values": modes.append(.checkValues)
            case "--defaults": modes.append(.defaults)
            case "--html": modes.append(.html)
            case "--keys": modes.append(.keys)
            case "--completions":
                modes.append(.completions)
                let name = try value(for: flag, inline: inline)
                guard let shell = Shell(rawValue: name) else {
                    throw UsageError("--completions needs bash, zsh or fish, got '\(name)'")
                }
                options.shell = shell
            case "--help", "-h": modes.append(.help)
            case "--version": modes.append(.version)
            case "--example":
                // The name is optional: `--example` alone (or before another flag) lists them.
                var name = inline
                if name == nil, let next = rest.first, !next.hasPrefix("-") { name = rest.popFirst() }
                guard let name else {
                    listExamples = true
                    continue
                }
                guard options.example == nil else { throw UsageError("--example is given twice") }
                guard let example = BundledExample(named: name) else {
                    throw UsageError(
                        "unknown example '\(name)'; the bundled examples are "
                            + BundledExample.allCases.map(\.name).joined(separator: ", "))
                }
                options.example = example
            case "--json": options.json = true
            case "--reveal": options.reveal = true
            case "--expand-all": options.expandAll = true
            case "--strict": options.strict = true
            case "--check-formats": options.checkFormats = true
            case "--plain": options.plain = true
            case "--guided": options.guided = true
            case "--pages": options.pages = true
            case "--no-mouse": options.mouse = false
            case "--theme":
                let name = try value(for: flag, inline: inline)
                guard FormWalkTheme(named: name) != nil else { throw Self.unknownTheme(name, from: flag) }
                options.theme = name
            case "--tap":
                let key = try value(for: flag, inline: inline)
                guard !key.isEmpty else { throw UsageError("--tap needs a KEY") }
                options.edits.append(("--tap", key))
            case "--set":
                let text = try value(for: flag, inline: inline)
                guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
                    throw UsageError("--set needs KEY=VALUE, got '\(text)'")
                }
                options.edits.append(("--set", text))
            case "--state":
                guard options.statePath == nil else { throw UsageError("--state is given twice") }
                options.statePath = try value(for: flag, inline: inline)
            case "--locale": options.locale = try value(for: flag, inline: inline)
            case "--lang": options.language = try value(for: flag, inline: inline)
            case "--idiom":
                let text = try value(for: flag, inline: inline)
                guard let idiom = SettingsIdiom(rawValue: text) else {
                    throw UsageError("--idiom needs phone or pad, got '\(text)'")
                }
                options.idiom = idiom
            case "--max-bytes", "--max-depth", "--max-objects", "--max-rows", "--max-string":
                let text = try value(for: flag, inline: inline)
                guard let number = Int(text), number > 0 else {
                    throw UsageError("\(flag) needs a positive whole number, got '\(text)'")
                }
                options.limits.set(flag, number)
            default: throw UsageError("unknown option '\(argument)'")
            }
            let bare = [
                "--dump", "--check", "--check-values", "--defaults", "--help", "--version", "--json",
                "--expand-all", "--plain", "--guided", "--pages", "--html", "--keys", "--no-mouse",
                "--strict",
                "--reveal", "--check-formats",
            ]
            if inline != nil, bare.contains(flag) {
                throw UsageError("\(flag) takes no value")
            }
        }
        if modes.contains(.help) { return Options(mode: .help) }
        if modes.contains(.version) { return Options(mode: .version) }
        guard Set(modes).count <= 1 else {
            throw UsageError(
                "--dump, --html, --check, --check-values, --defaults, --keys and --completions cannot be combined"
            )
        }
        if listExamples {
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
            if options.statePath == nil { throw UsageError("--check-values needs --state FILE") }
            if options.forms.count > 1 { throw UsageError("one FORM at most, got \(options.forms.count)") }
            if !options.edits.isEmpty { throw UsageError("--check-values takes no --tap or --set") }
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

extension LoadLimits {
    /// Sets the limit a `--max-…` flag names.
    fileprivate mutating func set(_ flag: String, _ number: Int) {
        switch flag {
        case "--max-bytes": maxBytes = number
        case "--max-depth": maxDepth = number
        case "--max-objects": maxObjects = number
        case "--max-rows": maxRows = number
        default: maxStringLength = number
        }
    }
}

extension Options {
    /// Refuses flags the chosen mode would silently ignore, so a script learns its mistake.
    func refuseIgnoredFlags() throws(UsageError) {
        let name: String
        switch mode {
        case .check: name = "--check"
        case .examples: name = "--example"
        case .defaults: name = "--defaults"
        case .keys: name = "--keys"
        case .completions: name = "--completions"
        default: name = ""
        }
        if !name.isEmpty {
            if !edits.isEmpty { throw UsageError("\(name) takes no --tap or --set") }
            if statePath != nil { throw UsageError("\(name) takes no --state") }
            if expandAll { throw UsageError("\(name) takes no --expand-all") }
        }
        if mode == .check || mode == .html || mode == .keys || mode == .completions || mode == .examples, json
        {
            throw UsageError(
                "\(mode == .check ? "--check" : mode == .html ? "--html" : name) takes no --json")
        }
        if strict, mode != .check { throw UsageError("--strict only applies to --check") }
        if guided, plain { throw UsageError("--plain and --guided cannot be combined") }
        if guided, mode != .walk { throw UsageError("--guided only applies to a walk") }
        if pages, plain || guided {
            throw UsageError("--pages and --\(plain ? "plain" : "guided") cannot be combined")
        }
        if pages, mode != .walk { throw UsageError("--pages only applies to a walk") }
        if reveal, !json || mode != .dump { throw UsageError("--reveal only applies to --dump --json") }
        if expandAll, mode != .dump, mode != .html {
            throw UsageError("--expand-all only applies to --dump and --html")
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
