import FormEngine
import FormEngineSettings
import FormExamples
import FormWalk

/// formcli's options, each declared once: its name, its value, the modes it belongs to, its
/// `--help` text and man-page entry, the flags it cannot go with, and what completion offers
/// after it. The parser (`Options.parse`), `--help`, the completion scripts and the SYNOPSIS and
/// option lists of man/formcli.1 (`Scripts/generate-manual.sh`) are all made from this table, so
/// adding a flag is one entry here and the property of ``Options`` its `apply` sets.
///
/// The order is `--help`'s: the modes, then the options, then the limits.
enum OptionTable {
    static let all: [OptionSpec] = [
        OptionSpec(
            "--dump", mode: .dump, summary: "print the visible rows",
            docs: [
                .mode(
                    #"""
                    print the visible rows of every section and exit
                    """#,
                    manual: #"""
                        Print the visible rows of every section and exit: one line a row, an empty
                        field's placeholder as
                        .Li ‹...› ,
                        a row's description after its key
                        .Pq Li [email] \(em Where receipts go .
                        A
                        .Li file
                        row holds a path; one that is missing while
                        .Li mustExist ,
                        of the wrong type
                        .Pq Li directory
                        or without one of its
                        .Li extensions
                        is a problem, reported as validation problems are, never a refusal.
                        """#)
            ]),
        OptionSpec(
            "--check", mode: .check, summary: "validate descriptor files",
            docs: [
                .mode(
                    label: "--check FORM...", manLabel: "Fl -check Ar FORM ...",
                    #"""
                    validate descriptor files only; list every problem, and warnings
                    (unknown keys with a suggestion, the app's own cell identifiers,
                    missing translations of a Settings bundle or a localised form),
                    which do not fail
                    """#,
                    manual: #"""
                        Validate descriptor files only; list every problem, and warnings on standard
                        error as
                        .Sq warning\&:
                        lines: keys FormEngine does not know, with the nearest known key as a
                        suggestion, cell identifiers that are the app's own (those rows load as plain
                        rows) and missing translations of a Settings bundle or of a localised form (a
                        malformed strings table is a problem, named with its line).
                        Warnings do not fail the check unless
                        .Fl -strict
                        is given.
                        Loading a form for a walk,
                        .Fl -dump
                        or
                        .Fl -html
                        prints its warnings once and goes on.
                        """#)
            ]),
        OptionSpec(
            "--check-values", mode: .checkValues, summary: "check saved values",
            docs: [
                .mode(
                    #"""
                    check the values saved in --state FILE against the form's rules;
                    list every problem and exit 65 while any remain
                    """#,
                    manual: #"""
                        Check the values saved in
                        .Fl -state Ar FILE
                        against the form's rules; list every problem and exit 65 while any remain.
                        """#)
            ]),
        OptionSpec(
            "--defaults", mode: .defaults, summary: "print registered defaults",
            docs: [
                .mode(
                    label: "--defaults BUNDLE", manLabel: "Fl -defaults Ar BUNDLE",
                    #"""
                    print a Settings bundle's registered defaults (each Key's DefaultValue)
                    as an XML plist, or JSON with --json
                    """#,
                    manual: #"""
                        Print a Settings bundle's registered defaults (each Key's DefaultValue) as an
                        XML plist, or JSON with
                        .Fl -json .
                        """#)
            ]),
        OptionSpec(
            "--html", mode: .html, summary: "print an HTML page",
            docs: [
                .mode(
                    #"""
                    print the form as one self-contained HTML page (inline CSS, no script):
                    a grouped iOS table whose expandable rows are <details> elements
                    """#,
                    manual: #"""
                        Print the form as one self-contained HTML page (inline CSS, no network, no
                        script): a grouped iOS table whose expandable rows are
                        .Li <details>
                        elements, open as the state says; child panes of a Settings bundle are
                        sections reached by links.
                        """#)
            ]),
        OptionSpec(
            "--keys", mode: .keys, summary: "print every row key",
            docs: [
                .mode(
                    #"""
                    print the key of every row, one a line (what completion offers)
                    """#,
                    manual: #"""
                        Print the key of every row, one a line (what completion offers).
                        """#)
            ]),
        OptionSpec(
            "--example", value: "NAME", valueIsOptional: true, completion: .words(CompletionScripts.examples),
            summary: "use a bundled example form",
            docs: [
                .mode(
                    label: "--example", manLabel: "Fl -example",
                    #"""
                    list the bundled examples (name and what each shows)
                    """#,
                    manual: #"""
                        Without a
                        .Ar NAME ,
                        list the bundled examples: each name and what it shows.
                        """#),
                .option(
                    #"""
                    use the bundled example NAME as the FORM (tutorial, signup)
                    """#,
                    manual: #"""
                        Use the bundled example
                        .Ar NAME
                        .Pq Cm tutorial , Cm signup
                        as the
                        .Ar FORM ;
                        an unknown name is a usage error (64) that lists the examples.
                        """#),
            ]
        ) { options, name throws(UsageError) in
            // The name is optional: `--example` alone (or before another flag) lists them.
            guard let name else {
                options.listsExamples = true
                return
            }
            guard options.example == nil else { throw UsageError("--example is given twice") }
            guard let example = BundledExample(named: name) else {
                throw UsageError(
                    "unknown example '\(name)'; the bundled examples are "
                        + BundledExample.allCases.map(\.name).joined(separator: ", "))
            }
            options.example = example
        },
        OptionSpec(
            "--completions", value: "SHELL", mode: .completions, completion: .words(CompletionScripts.shells),
            summary: "print a completion script",
            docs: [
                .mode(
                    #"""
                    print a completion script for bash, zsh or fish
                    """#,
                    manual: #"""
                        Print a completion script for
                        .Cm bash ,
                        .Cm zsh
                        or
                        .Cm fish .
                        After
                        .Fl -set
                        or
                        .Fl -tap
                        it completes the row keys of the
                        .Ar FORM
                        on the command line.
                        """#)
            ]
        ) { options, name throws(UsageError) in
            guard let shell = Shell(rawValue: name ?? "") else {
                throw UsageError("--completions needs bash, zsh or fish, got '\(name ?? "")'")
            }
            options.shell = shell
        },
        OptionSpec(
            "--help", alias: "-h", mode: .help, summary: "show help",
            docs: [
                .mode(
                    label: "--help, -h", manLabel: "Fl -help , Fl h",
                    #"""
                    show this help
                    """#,
                    manual: #"""
                        Show the help.
                        """#)
            ]),
        OptionSpec(
            "--version", mode: .version, summary: "show the version",
            docs: [
                .mode(
                    #"""
                    show the version
                    """#,
                    manual: #"""
                        Show the version.
                        """#)
            ]),
        OptionSpec(
            "--strict", modes: [.check], outside: .onlyAppliesTo("--check"),
            summary: "with --check, warnings fail",
            docs: [
                .option(
                    #"""
                    with --check, warnings fail too (exit 65)
                    """#,
                    manual: #"""
                        With
                        .Fl -check ,
                        a file with warnings fails too (exit status 65).
                        """#)
            ]
        ) { options, _ in options.strict = true },
        OptionSpec(
            "--check-formats", summary: "a JSON Schema form: format is checked too",
            docs: [
                .option(
                    #"""
                    a JSON Schema's "format" is checked too (date, email, uri, ...);
                    otherwise it only chooses the row's kind, as JSON Schema says
                    """#,
                    manual: #"""
                        For a JSON Schema form, check
                        .Li format
                        too
                        .Pq Li date , Li email , Li uri , No ...
                        as a problem of the instance; otherwise it only chooses the row's kind, as JSON
                        Schema says (an annotation), and
                        .Fl -check-values
                        warns about a string that breaks it.
                        """#)
            ]
        ) { options, _ in options.checkFormats = true },
        OptionSpec(
            "--json", modes: [.walk, .dump, .defaults, .checkValues], outside: .takesNo("--json"),
            summary: "JSON output",
            docs: [
                .option(
                    #"""
                    with --dump, print JSON; after a walk, print the answers as JSON
                    ({"values":{...}}, the same as --dump --json's "values")
                    """#,
                    manual: #"""
                        With
                        .Fl -dump ,
                        print JSON: each row with what a view needs
                        .Po
                        .Li view ,
                        .Li required ,
                        .Li placeholder ,
                        .Li description ,
                        a picker's
                        .Li selection ,
                        .Li minimumSelections ,
                        .Li maximumSelections
                        and
                        .Li options ,
                        a file row's
                        .Li mustExist ,
                        .Li directory
                        and
                        .Li extensions
                        .Pc ;
                        after a walk that ends with done, print the answers as JSON:
                        .Li {"values":{...}} ,
                        the same answers as the
                        .Li values
                        member of
                        .Fl -dump Fl -json ,
                        with the actions of the buttons pressed as
                        .Li actions ;
                        leaving any other way prints nothing and exits 1.
                        Standard output holds the answers alone: line mode's reports go, with or
                        without this option, to the terminal the walk is typed on, or to standard
                        error from a pipe.
                        """#)
            ]
        ) { options, _ in options.json = true },
        OptionSpec(
            "--reveal", modes: [.dump], requires: ["--json"], outside: .onlyAppliesTo("--dump --json"),
            summary: "password values in JSON",
            docs: [
                .option(
                    #"""
                    with --dump --json, include the values of password rows (left out
                    otherwise; a walk's answers always hold them)
                    """#,
                    manual: #"""
                        With
                        .Fl -dump Fl -json ,
                        include the values of password rows, which are left out otherwise.
                        """#)
            ]
        ) { options, _ in options.reveal = true },
        OptionSpec(
            "--tap", value: "KEY", modes: [.walk, .dump, .html], outside: .takesNo("--tap or --set"),
            completion: .rowKeys(suffix: ""), summary: "tap a row",
            docs: [
                .option(
                    #"""
                    tap the row KEY (expand/collapse, choose an option, flip a switch); repeatable
                    """#,
                    manual: #"""
                        Tap the row
                        .Ar KEY
                        (expand or collapse, choose an option, flip a switch); repeatable.
                        """#)
            ]
        ) { options, key throws(UsageError) in
            guard let key, !key.isEmpty else { throw UsageError("--tap needs a KEY") }
            options.edits.append(("--tap", key))
        },
        OptionSpec(
            "--set", value: "KEY=VALUE", modes: [.walk, .dump, .html], outside: .takesNo("--tap or --set"),
            completion: .rowKeys(suffix: "="), summary: "set a row",
            docs: [
                .option(
                    #"""
                    set the row KEY from text, visible or not; repeatable, applied in order;
                    a value breaking a rule (its row's, or a matches rule reading it) or
                    outside a slider's range exits 65
                    """#,
                    manual: #"""
                        Set the row
                        .Ar KEY
                        from text, visible or not; repeatable, applied in order.
                        A value that breaks a rule of the row set, or the
                        .Ic matches
                        rule of a row that reads it, or a number outside a slider's range (refused, not
                        clamped, as in the walks), fails with status 65 and saves nothing;
                        problems that were there before, or that an edit only revealed, do not.
                        """#)
            ]
        ) { options, text throws(UsageError) in
            guard let text, let equals = text.firstIndex(of: "="), equals != text.startIndex else {
                throw UsageError("--set needs KEY=VALUE, got '\(text ?? "")'")
            }
            options.edits.append(("--set", text))
        },
        OptionSpec(
            "--expand-all", modes: [.dump, .html], outside: .onlyAppliesTo("--dump and --html"),
            summary: "expand every row",
            docs: [
                .option(
                    #"""
                    expand every expandable row before --dump or --html
                    """#,
                    manual: #"""
                        Expand every expandable row before
                        .Fl -dump
                        or
                        .Fl -html .
                        """#)
            ]
        ) { options, _ in options.expandAll = true },
        OptionSpec(
            "--state", value: "FILE", modes: [.walk, .dump, .html, .checkValues],
            outside: .takesNo("--state"),
            completion: .files, summary: "saved values",
            docs: [
                .option(
                    #"""
                    load saved values from FILE (missing = empty); with --set/--tap and no
                    --dump, or at the end of a walk, save them back atomically,
                    merged with what other processes saved meanwhile (FILE is
                    locked only while saving; see docs/SAVED-STATE.md)
                    """#,
                    manual: #"""
                        Load saved values from
                        .Ar FILE
                        (a missing file is an empty state); with
                        .Fl -set Ns / Ns Fl -tap
                        and no
                        .Fl -dump ,
                        or at the end of a walk, save them back atomically, merged with what other
                        processes saved meanwhile: only the rows, expansions and list items this run
                        changed are written over the file as it is then, under a lock on
                        .Pa .FILE.lock
                        held only while saving.
                        When another process saved the same row, the later save wins and says so on
                        standard error.
                        """#)
            ]
        ) { options, path throws(UsageError) in
            guard options.statePath == nil else { throw UsageError("--state is given twice") }
            options.statePath = path
        },
        OptionSpec(
            "--schema", value: "FILE", modes: [.walk, .dump, .html, .checkValues, .keys],
            outside: .takesNo("--schema"), completion: .files,
            summary: "the schema of a config file",
            docs: [
                .option(
                    #"""
                    FORM is a config file (JSON, or JSON with comments) and FILE the JSON
                    Schema it is read, edited and checked with; without it the file's own
                    "$schema" or the catalogue's fileMatch says
                    """#,
                    manual: #"""
                        FORM is a config file (JSON, or JSON with comments) and
                        .Ar FILE
                        the JSON Schema it is read, edited and checked with, as
                        .Ar FORM Fl -state Ar CONFIG
                        would; without it, the config file's own
                        .Li \(dq$schema\(dq
                        or the catalogue's
                        .Li fileMatch
                        patterns name the schema (see JSON SCHEMA FORMS).
                        """#)
            ]
        ) { options, path throws(UsageError) in
            guard options.schemaPath == nil else { throw UsageError("--schema is given twice") }
            options.schemaPath = path
        },
        OptionSpec(
            "--catalog", value: "DIR", modes: [.walk, .dump, .html, .checkValues, .keys],
            outside: .takesNo("--catalog"), completion: .files, summary: "a SchemaStore catalogue folder",
            docs: [
                .option(
                    #"""
                    find a config file's schema in DIR, a SchemaStore catalogue folder
                    (catalog.json and the schema files its URLs name; default
                    $FORMCLI_CATALOG); never the network
                    """#,
                    manual: #"""
                        Find a config file's schema in
                        .Ar DIR ,
                        a SchemaStore catalogue folder: its
                        .Pa catalog.json
                        entries'
                        .Li fileMatch
                        patterns are matched against the file's path, and a schema URL is the
                        folder's file of the URL's last part (default
                        .Ev FORMCLI_CATALOG ) .
                        The network is never read.
                        """#)
            ]
        ) { options, path throws(UsageError) in
            guard options.cataloguePath == nil else { throw UsageError("--catalog is given twice") }
            options.cataloguePath = path
        },
        OptionSpec(
            "--plain", excludes: ["--guided"], summary: "line mode",
            docs: [
                .option(
                    #"""
                    walk in line mode even on a terminal (the command line is
                    edited with ←/→ Home/End, ↑/↓ recall earlier lines)
                    """#,
                    manual: #"""
                        Walk in line mode even on a terminal (the command line is edited with the
                        arrow keys, Home and End; up and down recall earlier lines).
                        """#)
            ]
        ) { options, _ in options.plain = true },
        OptionSpec(
            "--guided", modes: [.walk], outside: .onlyAppliesTo("a walk"), summary: "one question at a time",
            docs: [
                .option(
                    #"""
                    walk one question at a time, on a terminal or a pipe (below)
                    """#,
                    manual: #"""
                        Walk one question at a time, on a terminal or a pipe (see
                        .Sx Guided mode ) .
                        """#)
            ]
        ) { options, _ in options.guided = true },
        OptionSpec(
            "--pages", modes: [.walk], outside: .onlyAppliesTo("a walk"), excludes: ["--plain", "--guided"],
            summary: "one section at a time, then a review",
            docs: [
                .option(
                    #"""
                    full screen: one section at a time, ^D the next page, then a
                    review of every answer before done (a form's "pages": true too)
                    """#,
                    manual: #"""
                        Full screen: one section at a time, ^D the next page, then a review of every
                        answer before done (a form whose root has
                        .Li pages : true
                        is walked so without it; see
                        .Sx Pages ) .
                        """#)
            ]
        ) { options, _ in options.pages = true },
        OptionSpec(
            "--no-mouse", summary: "no mouse in full screen",
            docs: [
                .option(
                    #"""
                    full screen: leave the mouse to the terminal (no clicks, no wheel)
                    """#,
                    manual: #"""
                        Full screen: leave the mouse to the terminal (no clicks, no wheel).
                        """#)
            ]
        ) { options, _ in options.mouse = false },
        OptionSpec(
            "--theme", value: "NAME", completion: .words(CompletionScripts.themes),
            summary: "full-screen look",
            docs: [
                .option(
                    #"""
                    full screen: the look, one of \#(Options.themeNames) (default:
                    FORMCLI_THEME, else default); NO_COLOR still turns colours off
                    """#,
                    manual: #"""
                        Full screen: the look, one of
                        .Li default ,
                        .Li high-contrast
                        (nothing dimmed, everything bold, the cursor and hint bar black on yellow) or
                        .Li monochrome
                        (no colour).
                        Default:
                        .Ev FORMCLI_THEME ,
                        else
                        .Li default .
                        .Ev NO_COLOR
                        still turns colours off.
                        Another name is a usage error (status 64) listing the themes.
                        """#)
            ]
        ) { options, name throws(UsageError) in
            guard let name, FormWalkTheme(named: name) != nil else {
                throw Options.unknownTheme(name ?? "", from: "--theme")
            }
            options.theme = name
        },
        OptionSpec(
            "--locale", value: "ID", summary: "date locale",
            docs: [
                .option(
                    #"""
                    show dates in this locale's style (default: 12 Mar 1990 everywhere)
                    """#,
                    manual: #"""
                        Show dates in this locale's style (default: 12 Mar 1990 everywhere).
                        """#)
            ]
        ) { options, value in options.locale = value },
        OptionSpec(
            "--lang", value: "LANG", completion: .words("none"),
            summary: "language of titles (LANG.lproj strings)",
            docs: [
                .option(
                    #"""
                    translate titles with LANG.lproj strings tables: a Settings
                    bundle's, or for a form DIR/NAME.plist, DIR/LANG.lproj/NAME.strings
                    (default: the language of LC_ALL, LC_MESSAGES or LANG, else en;
                    pt_BR, pt-br and pt-BR alike, then pt, Base, en); none: as written
                    """#,
                    manual: #"""
                        Translate titles with
                        .Pa LANG.lproj
                        strings tables: a Settings bundle's, or for a form
                        .Pa DIR/NAME.plist
                        the table
                        .Pa DIR/LANG.lproj/NAME.strings
                        next to it (a form read from standard input is shown as written).
                        Default: the language of
                        .Ev LC_ALL ,
                        .Ev LC_MESSAGES
                        or
                        .Ev LANG ,
                        else en; pt_BR, pt-br and pt-BR alike, then pt, Base, en;
                        .Cm none
                        shows titles as written.
                        """#)
            ]
        ) { options, value in options.language = value },
        OptionSpec(
            "--idiom", value: "phone|pad", completion: .words("phone pad"), summary: "Settings bundle device",
            docs: [
                .option(
                    #"""
                    Settings bundles: the device shown (default phone): Root~ipad.plist
                    replaces Root.plist on pad, SupportedUserInterfaceIdioms hides rows
                    """#,
                    manual: #"""
                        Settings bundles: the device shown (default phone):
                        .Pa Root~ipad.plist
                        replaces
                        .Pa Root.plist
                        on pad, and SupportedUserInterfaceIdioms hides rows.
                        """#)
            ]
        ) { options, text throws(UsageError) in
            guard let text, let idiom = SettingsIdiom(rawValue: text) else {
                throw UsageError("--idiom needs phone or pad, got '\(text ?? "")'")
            }
            options.idiom = idiom
        },
        OptionSpec(
            "--max-bytes", value: "N", summary: "load limit",
            docs: [
                .limit(
                    #"""
                    largest file, in bytes (default 268435456 = 256 MiB)
                    """#,
                    manual: #"""
                        Largest file, in bytes (default 268435456 = 256 MiB).
                        """#)
            ]
        ) { options, value throws(UsageError) in
            options.limits.maxBytes = try Options.positiveNumber(value, for: "--max-bytes")
        },
        OptionSpec(
            "--max-depth", value: "N", summary: "load limit",
            docs: [
                .limit(
                    #"""
                    deepest nesting of arrays and dictionaries (default 64)
                    """#,
                    manual: #"""
                        Deepest nesting of arrays and dictionaries (default 64).
                        """#)
            ]
        ) { options, value throws(UsageError) in
            options.limits.maxDepth = try Options.positiveNumber(value, for: "--max-depth")
        },
        OptionSpec(
            "--max-objects", value: "N", summary: "load limit",
            docs: [
                .limit(
                    #"""
                    most property-list objects in a file (default 5000000)
                    """#,
                    manual: #"""
                        Most property-list objects in a file (default 5000000).
                        """#)
            ]
        ) { options, value throws(UsageError) in
            options.limits.maxObjects = try Options.positiveNumber(value, for: "--max-objects")
        },
        OptionSpec(
            "--max-rows", value: "N", summary: "load limit",
            docs: [
                .limit(
                    #"""
                    most rows in a form, all sections together (default 1000000)
                    """#,
                    manual: #"""
                        Most rows in a form, all sections together (default 1000000).
                        """#)
            ]
        ) { options, value throws(UsageError) in
            options.limits.maxRows = try Options.positiveNumber(value, for: "--max-rows")
        },
        OptionSpec(
            "--max-string", value: "N", summary: "load limit",
            docs: [
                .limit(
                    #"""
                    longest string or data value, in bytes (default 1048576 = 1 MiB)
                    """#,
                    manual: #"""
                        Longest string or data value, in bytes (default 1048576 = 1 MiB).
                        """#)
            ]
        ) { options, value throws(UsageError) in
            options.limits.maxStringLength = try Options.positiveNumber(value, for: "--max-string")
        },

    ]

    /// The declaration of `flag` (a name or an alias such as `-h`), or nil for an unknown flag.
    static func spec(named flag: String) -> OptionSpec? {
        all.first { $0.name == flag || $0.alias == flag }
    }
}
