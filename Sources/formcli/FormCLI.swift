import FormEngine
import FormEngineSettings
import FormExamples
import FormRendering
import FormWalk
import Foundation

/// formcli's commands: a thin client of FormEngine's public API.
enum FormCLI {
    static let version = "1.0.0"

    /// Runs formcli with `arguments` (without the program name) and returns its exit status.
    static func run(_ arguments: [String]) -> ExitStatus {
        // Hidden: regenerates the man page's generated parts (Scripts/generate-manual.sh).
        if arguments.first == "--generate-manual" { return ManualPage.run(Array(arguments.dropFirst())) }
        let options: Options
        do {
            options = try Options.parse(arguments)
        } catch {
            Console.error(error.message)
            try? FileHandle.standardError.write(contentsOf: Data((Options.usage + "\n").utf8))
            return .usage
        }
        switch options.mode {
        case .help:
            Console.out(Options.help + "\n")
            return .success
        case .version:
            Console.out("formcli \(version)\n")
            return .success
        case .completions:
            Console.out(options.shell?.script ?? "")
            return .success
        case .examples:
            Console.out(Options.exampleList + "\n")
            return .success
        case .check:
            if let example = options.example { return check(example, strict: options.strict) }
            return check(
                options.forms, language: SettingsCommands.language(options), idiom: options.idiom,
                limits: options.limits, strict: options.strict, options: options)
        case .dump, .walk, .defaults, .checkValues, .html, .keys:
            do {
                return try runForm(options)
            } catch let error as UsageError {
                Console.error(error.message)
                return .usage
            } catch {
                if let error = FormError(reporting: error) {
                    Console.error(error.description)
                    return ExitStatus(error)
                }
                Console.error("\(error)")
                return .dataError
            }
        }
    }

    /// `--check FORM...`: every problem of every file; 0 when all are valid. Warnings (a
    /// descriptor's unknown keys and identifiers; missing translations of a Settings bundle or of
    /// a form file with `.lproj` folders next to it, with their count) are listed and do not fail,
    /// unless `strict`: then a file with any is not ok and the status is 65.
    static func check(
        _ paths: [String], language: String?, idiom: SettingsIdiom, limits: LoadLimits, strict: Bool = false,
        options: Options? = nil
    )
        -> ExitStatus
    {
        var status = ExitStatus.success
        let loader = DescriptorLoader(limits: limits)
        for path in paths {
            if let options, let data = SchemaCommands.schemaData(path, limits: limits) {
                let schemaStatus = SchemaCommands.check(path, data: data, options: options)
                if schemaStatus.rawValue > status.rawValue { status = schemaStatus }
                continue
            }
            var problems: [FormError]
            var warnings: [FormError] = []
            var input: Data?
            if path == "-" {
                do {
                    let data = try StandardInput.read(limits: limits)
                    input = data
                    (_, problems, warnings) = loader.diagnose(data: data, file: StandardInput.name)
                } catch {
                    problems = [error]
                }
                for warning in warnings { Console.warning(warning.description) }
            } else if SettingsBundleLoader.isSettingsBundle(path) {
                (problems, warnings) = SettingsBundleLoader(language: language, limits: limits, idiom: idiom)
                    .diagnose(
                        at: URL(fileURLWithPath: path))
                FormTranslation.report(warnings, path: path, language: language)
            } else {
                // The loader's warnings, then the translation's (listed with their count). The
                // file is read once: a FIFO or `<(…)` gives its bytes only once.
                let url = URL(fileURLWithPath: path)
                do {
                    let data = try loader.read(url)
                    input = data
                    let found = loader.diagnose(data: data, at: url, language: language)
                    let loaded = language == nil ? found : loader.diagnose(data: data, at: url, language: nil)
                    let translation = found.warnings.dropFirst(loaded.warnings.count)
                    for warning in loaded.warnings { Console.warning(warning.description) }
                    FormTranslation.report(Array(translation), path: path, language: language)
                    (problems, warnings) = (found.problems, found.warnings)
                } catch {
                    problems = [error]
                }
            }
            for problem in problems { Console.error(problem.description) }
            if problems.isEmpty, !SettingsBundleLoader.isSettingsBundle(path) {
                FormEnvironment.warnUncheckedRules(at: path, input: input, loader: loader)
            }
            if let worst = problems.map(ExitStatus.init).max(by: { $0.rawValue < $1.rawValue }) {
                if worst.rawValue > status.rawValue { status = worst }
            } else if strict, !warnings.isEmpty {
                let count = warnings.count
                Console.error(
                    "\(path == "-" ? StandardInput.name : path): \(count) warning\(count == 1 ? "" : "s") (--strict)"
                )
                if ExitStatus.dataError.rawValue > status.rawValue { status = .dataError }
            } else {
                Console.out("\(path == "-" ? StandardInput.name : path): ok\n")
            }
        }
        return status
    }

    /// `--check --example NAME`: the bundled example's problems (none, as the tests hold it).
    static func check(_ example: BundledExample, strict: Bool) -> ExitStatus {
        let (_, problems, warnings) = DescriptorLoader().diagnose(data: example.data, file: example.fileName)
        for warning in warnings { Console.warning(warning.description) }
        for problem in problems { Console.error(problem.description) }
        if let worst = problems.map(ExitStatus.init).max(by: { $0.rawValue < $1.rawValue }) { return worst }
        if strict, !warnings.isEmpty {
            Console.error(
                "\(example.fileName): \(warnings.count) warning\(warnings.count == 1 ? "" : "s") (--strict)")
            return .dataError
        }
        Console.out("\(example.fileName): ok\n")
        return .success
    }

    /// `--check-values`: every rule the saved values break, one a line on stderr; 65 while any
    /// remain.
    static func checkValues(_ form: Form, statePath: String?) -> ExitStatus {
        let problems = form.validate()
        for problem in problems { Console.error(problem.inFile(statePath).description) }
        if problems.isEmpty {
            Console.out("\(statePath ?? "state"): ok\n")
            return .success
        }
        return .dataError
    }

    /// Loads the form and state, applies the edits, then dumps, saves or walks.
    static func runForm(_ options: Options) throws -> ExitStatus {
        // A walk of FORM `-` reads the form from stdin and the answers from the terminal, as gum
        // does; without one it is refused before stdin is read.
        var terminal = STDIN_FILENO
        if options.mode == .walk, options.edits.isEmpty, options.forms.first == "-" {
            switch WalkPreflight.openTerminal() {
            case .success(let opened): terminal = opened
            case .failure(let missing):
                Console.error(missing.message)
                return .ioError
            }
        }
        defer { if terminal != STDIN_FILENO { close(terminal) } }
        if options.example == nil, let path = options.forms.first,
            let found = try SchemaAssociation.find(
                for: path, options: options, environment: ProcessInfo.processInfo.environment)
        {
            // A config file is the instance of the schema found for it, as FORM --state CONFIG.
            if options.statePath != nil {
                throw UsageError(
                    "a config file FORM is its own state: give --state only with a form or a schema")
            }
            guard let data = SchemaCommands.schemaData(found.schemaPath, limits: options.limits) else {
                // A file that cannot be read: the loader says why (66); one that is read: 65.
                _ = try DescriptorLoader.read(URL(fileURLWithPath: found.schemaPath), limits: options.limits)
                throw FormError.invalidState(
                    Location(file: found.schemaPath),
                    reason: "not a JSON Schema, which \(path) names as its schema")
            }
            var options = options
            options.statePath = path
            options.forms = [found.schemaPath]
            return try SchemaCommands.run(options, path: found.schemaPath, data: data, input: terminal)
        }
        if options.mode == .checkValues, options.statePath == nil {
            throw UsageError("--check-values needs --state FILE, or a config file as FORM")
        }
        if options.example == nil, let path = options.forms.first,
            let data = SchemaCommands.schemaData(path, limits: options.limits)
        {
            return try SchemaCommands.run(options, path: path, data: data, input: terminal)
        }
        guard let (opened, dialect) = try open(options) else { return .success }
        var form = opened
        _ = try FormEnvironment.lockTimeout(ProcessInfo.processInfo.environment)
        _ = try FormEnvironment.theme(options.theme, ProcessInfo.processInfo.environment)
        FormEnvironment.warnUncheckedRules(
            form.descriptor,
            file: options.forms.first.map { $0 == "-" ? StandardInput.name : $0 } ?? "CellDescriptor.plist")
        var saved: FormState?
        if let path = options.statePath {
            if FileManager.default.fileExists(atPath: path) {
                let state = try dialect.loadState(
                    contentsOf: URL(fileURLWithPath: path), limits: options.limits)
                for problem in dialect.restore(state, into: &form, file: path) {
                    Console.warning(problem.description)
                }
                saved = state
            } else if options.mode == .checkValues {
                throw FormError.unreadable(Location(file: path), reason: "no such file")
            }
        }
        let loaded = form
        let formName =
            options.forms.first.map { $0 == "-" ? StandardInput.name : $0 } ?? options.example?.fileName
            ?? "CellDescriptor.plist"
        // A value that breaks a rule is kept by the library and reported by validation; on the
        // command line it fails the run, as a refused value does: any rule of a row set here, and
        // a `matches` rule of a row that reads one, once every edit is made (so the order of
        // `--set password=… --set confirm=…` does not matter). Problems that were there before
        // the edits, or that an edit only revealed (a required row a switch shows), do not count.
        let before =
            options.edits.contains { $0.flag == "--set" } ? Set(form.validate().map(ProblemID.init)) : []
        var setBy: [RowKey: String] = [:]
        for edit in options.edits {
            let place = "\(formName) (\(edit.flag) \(edit.text))"
            do throws(FormError) {
                if edit.flag == "--tap" {
                    try form.applyReporting(.tap(RowKey(edit.text)))
                } else {
                    let parts = edit.text.split(
                        separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                    let text = parts.count > 1 ? String(parts[1]) : ""
                    let key = RowKey(String(parts[0]))
                    // A number typed for a slider is refused outside its range, as in the walks.
                    if let row = try? form.row(key), let refusal = SliderRange.refusal(row, text: text) {
                        throw FormError.invalidValue(try form.location(of: key), reason: refusal)
                    }
                    let change = try form.applyReporting(.setText(key, text))
                    setBy[key] = place
                    for reader in change.changedKeys where setBy[reader] == nil { setBy[reader] = place }
                }
            } catch {
                if case .unknownRow = error {
                    throw FormError.invalidValue(Location(file: place), reason: error.reason)
                }
                throw error.inFile(place)
            }
        }
        if !setBy.isEmpty {
            let setKeys = Set(
                options.edits.compactMap { edit in
                    edit.flag == "--set"
                        ? edit.text.split(separator: "=", maxSplits: 1).first.map { RowKey(String($0)) } : nil
                })
            for problem in form.validate() where !before.contains(ProblemID(problem)) {
                guard setKeys.contains(problem.key) || problem.rule == .matches,
                    let place = setBy[problem.key]
                else {
                    continue
                }
                throw FormError.invalidValue(problem.location, reason: problem.message).inFile(place)
            }
        }
        if options.expandAll { try form.applyReporting(.expandAll) }
        switch options.mode {
        case .checkValues: return checkValues(form, statePath: options.statePath)
        case .dump:
            Console.out(options.json ? dialect.dumpJSON(form, reveal: options.reveal) : TextDump.render(form))
            return .success
        case .html:
            var language = FormTranslation.pageLanguage(options.forms.first, options: options)
            if case .settings = dialect { language = SettingsCommands.language(options) }
            let name = pageName(options.example?.fileName ?? options.forms.first)
            Console.out(HTMLDump.render(form, name: name, language: language))
            return .success
        case .keys:
            for section in 0..<form.sectionCount {
                Console.out(form.allRows(in: section).map { $0.key.rawValue + "\n" }.joined())
            }
            return .success
        default: break
        }
        if !options.edits.isEmpty {
            guard let path = options.statePath else {
                throw UsageError("--tap/--set without --dump need --state FILE to save the result")
            }
            let merge = try dialect.merge(
                form, since: loaded, preserving: saved, into: URL(fileURLWithPath: path),
                lockTimeout: FormEnvironment.lockTimeout)
            for conflict in merge.conflicts { Console.warning("\(path): \(conflict)") }
            return .success
        }
        return try WalkCommand.run(
            form, statePath: options.statePath, saved: saved, dialect: dialect, options: options,
            input: terminal, formPath: options.forms.first)
    }

    /// The page title `--html` uses when the form has none: the FORM's file name, without
    /// `.plist` or `.json`.
    static func pageName(_ path: String?) -> String {
        guard let path, path != "-" else { return path == nil ? "CellDescriptor" : "Form" }
        let name = URL(fileURLWithPath: path).lastPathComponent
        if name.hasSuffix(".plist") { return String(name.dropLast(6)) }
        return name.hasSuffix(".json") ? String(name.dropLast(5)) : name
    }

    /// The form FORM names (the bundled one without FORM) and its dialect; `nil` when the
    /// command was fully answered already (`--defaults`).
    static func open(_ options: Options) throws -> (Form, FormDialect)? {
        if let path = options.forms.first, SettingsBundleLoader.isSettingsBundle(path) {
            let bundle = try SettingsCommands.open(options, path: path)
            if options.mode == .defaults {
                SettingsCommands.printDefaults(bundle, json: options.json)
                return nil
            }
            return (
                try makeForm(bundle.descriptor, options, behaviors: [SettingsBundle.Behavior(bundle)]),
                .settings(bundle)
            )
        }
        if options.mode == .defaults {
            throw UsageError("--defaults needs a Settings bundle (a directory ending in .bundle)")
        }
        if let example = options.example {
            return (try makeForm(example.descriptor(), options), .native)
        }
        // The loader's warnings are told once, on stderr, and the form is used all the same.
        var warnings: [FormError] = []
        defer { for warning in warnings { Console.warning(warning.description) } }
        if options.forms.first == "-" {
            let data = try StandardInput.read(limits: options.limits)
            let found = DescriptorLoader(limits: options.limits).diagnose(
                data: data, file: StandardInput.name)
            let descriptor = try DescriptorLoader.descriptor(of: found, file: StandardInput.name)
            warnings = found.warnings
            return (try makeForm(descriptor, options), .native)
        }
        if let path = options.forms.first {
            let descriptor = try FormTranslation.load(path, options: options, warnings: &warnings)
            do {
                return (try makeForm(descriptor, options), .native)
            } catch let error as LoadError {
                // The loader checks what Form checks; should they ever differ, still name the file.
                throw FormError(error).inFile(path)
            } catch let error as FormError {
                throw error.inFile(path)
            }
        }
        // The compiled-in form is not input: the limits guard what formcli reads from files.
        return (try makeForm(DescriptorLoader.bundledDefault(), options), .native)
    }

    /// The live form of `descriptor` as formcli uses it: dates shown in `--locale`, "today" from
    /// `FORMCLI_TODAY`, and each custom rule the descriptor names passing, as formcli cannot check
    /// them (``FormEnvironment/warnUncheckedRules(_:file:)`` says so).
    /// - Throws: `UsageError` for a `FORMCLI_TODAY` that is not a date; `FormError` as `Form`'s
    ///   initialiser throws.
    static func makeForm(
        _ descriptor: FormDescriptor, _ options: Options, behaviors: [any FormBehavior] = []
    ) throws -> Form {
        let clock = try FormEnvironment.clock(ProcessInfo.processInfo.environment) ?? .system
        var rules: [RuleName: CustomRule] = [:]
        for name in FormEnvironment.customRules(of: descriptor) {
            rules[RuleName(rawValue: name)] = { _, _ in nil }
        }
        return try Form(
            descriptor, locale: options.locale.map { Locale(identifier: $0) }, clock: clock, rules: rules,
            behaviors: behaviors)
    }
}

/// A validation problem told apart from others by its row and rule, for comparing the problems
/// before and after the command line's edits.
private struct ProblemID: Hashable {
    let key: RowKey
    let rule: RuleName

    init(_ problem: ValidationProblem) {
        key = problem.key
        rule = problem.rule
    }
}
