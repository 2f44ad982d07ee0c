import FormDocuments
import FormEngine
import FormEngineSettings
import FormRendering
import FormSchema
import FormSchemaForms
import FormStateFiles
import FormWalk
import Foundation

/// formcli on a FORM that is a JSON Schema (its `$schema` member, or `properties` without
/// `sections`): the schema mapped to a form (``SchemaForm``), the instance file (`--state`)
/// read into it and written back as JSON, verdicts from the schema's validator.
enum SchemaCommands {
    /// The bytes of FORM when it is a JSON Schema file, `nil` otherwise (or when it cannot be
    /// read: the descriptor loader then says why). Only regular files are looked at, so a FIFO
    /// is read once, by the loader; `-`, standard input, is read once and kept for the loader.
    static func schemaData(_ path: String, limits: LoadLimits) -> Data? {
        if path == "-" {
            guard let data = try? StandardInput.read(limits: limits) else { return nil }
            return SchemaForm.isSchema(data) ? data : nil
        }
        guard
            (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType)
                == .typeRegular,
            let data = try? DescriptorLoader.read(URL(fileURLWithPath: path), limits: limits)
        else { return nil }
        // Most descriptors say neither word: no need to parse them twice.
        guard
            data.range(of: Data("\"$schema\"".utf8)) != nil
                || data.range(of: Data("\"properties\"".utf8)) != nil
        else { return nil }
        return SchemaForm.isSchema(data) ? data : nil
    }

    /// How schemas are read: `format` asserts only when asked.
    static func schemaOptions(_ options: Options) -> SchemaOptions {
        var schemaOptions = SchemaOptions(assertFormat: options.checkFormats)
        schemaOptions.limits = DocumentOptions(maxBytes: options.limits.maxBytes, maxDepth: 512)
        return schemaOptions
    }

    /// Reads the schema at `path` (its `$ref`s by URL resolved among its folder's `.json` files).
    /// From standard input (`-`), named `<stdin>`, among the current folder's.
    static func load(_ path: String, data: Data, options: Options) throws(SchemaError) -> SchemaForm {
        try SchemaForm(
            data: data, file: path, catalogue: catalogue(of: path), options: schemaOptions(options))
    }

    /// `--check-values --state INSTANCE SCHEMA` without edits: the instance judged by the
    /// schema's validator alone, each problem a line; 0 when it is valid, 65 when not. No form
    /// is made: the verdict needs none, and a large schema maps to many rows.
    static func checkValues(_ statePath: String, schemaPath path: String, data: Data, options: Options)
        throws -> ExitStatus
    {
        let schema: JSONSchema
        do {
            schema = try JSONSchema(
                data: data, file: path, catalogue: catalogue(of: path), options: schemaOptions(options))
        } catch {
            // As the form's loading says it (SchemaForm(data:file:catalogue:options:)).
            let described =
                error as? SchemaError ?? SchemaError(file: path, pointer: nil, message: "\(error)")
            Console.error(described.description)
            return .dataError
        }
        guard FileManager.default.fileExists(atPath: statePath) else {
            throw FormError.unreadable(Location(file: statePath), reason: "no such file")
        }
        let instance = try readInstance(statePath, options: options).value
        let (problems, formats) = schema.validateNotingFormats(instance)
        // `format` is an annotation unless --check-formats asserts it: said, not counted.
        for note in formats {
            Console.warning(
                "\(statePath): \(note.description) (a format: a problem only with --check-formats)")
        }
        for problem in problems { Console.error("\(statePath): \(problem.description)") }
        guard problems.isEmpty else { return .dataError }
        Console.out("\(statePath): ok\n")
        return .success
    }

    /// The folder whose `.json` files a schema's `$ref`s by URL resolve among: the schema's own,
    /// the current one for standard input.
    static func catalogue(of path: String) -> URL {
        path == StandardInput.name
            ? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            : URL(fileURLWithPath: path).deletingLastPathComponent()
    }

    /// `--check SCHEMA`: 0 when it loads as a form (its warnings listed on stderr), 65 with the
    /// reason when it does not (or, with `--strict`, when there are warnings).
    static func check(_ path: String, data: Data, options: Options) -> ExitStatus {
        let path = path == "-" ? StandardInput.name : path
        let form: SchemaForm
        do {
            form = try load(path, data: data, options: options)
            _ = try Form(form.descriptor)
        } catch let error as SchemaError {
            Console.error(error.description)
            return .dataError
        } catch {
            Console.error("\(path): cannot be shown as a form: \(error)")
            return .dataError
        }
        for warning in form.warnings { Console.warning(warning) }
        if options.strict, !form.warnings.isEmpty {
            let count = form.warnings.count
            Console.error("\(path): \(count) warning\(count == 1 ? "" : "s") (--strict)")
            return .dataError
        }
        Console.out("\(path): ok\n")
        return .success
    }

    /// `--dump`, `--check-values`, `--html`, `--keys`, `--set`/`--tap` with `--state` and the
    /// walk on a schema form: the instance in `--state` is read in and written back.
    static func run(_ options: Options, path: String, data: Data, input: Int32 = STDIN_FILENO) throws
        -> ExitStatus
    {
        let path = path == "-" ? StandardInput.name : path
        if options.mode == .checkValues, options.edits.isEmpty, let statePath = options.statePath {
            return try checkValues(statePath, schemaPath: path, data: data, options: options)
        }
        let schemaForm: SchemaForm
        do {
            schemaForm = try load(path, data: data, options: options)
        } catch {
            Console.error(error.description)
            return .dataError
        }
        let clock = try FormEnvironment.clock(ProcessInfo.processInfo.environment)
        _ = try FormEnvironment.theme(options.theme, ProcessInfo.processInfo.environment)
        var instance: JSONValue?
        if let statePath = options.statePath {
            if FileManager.default.fileExists(atPath: statePath) {
                instance = try readInstance(statePath, options: options).value
            } else if options.mode == .checkValues {
                throw FormError.unreadable(Location(file: statePath), reason: "no such file")
            }
        }
        // What the form keeps without showing is --check's to tell. Read-only rows start at the
        // instance's values: they refuse restoring.
        var form = try Form(
            instance.map(schemaForm.descriptor(showing:)) ?? schemaForm.descriptor,
            locale: options.locale.map { Locale(identifier: $0) }, clock: clock ?? .system)
        if let instance, let statePath = options.statePath {
            for note in schemaForm.restore(instance, into: &form, file: statePath) { Console.warning(note) }
        }
        let loaded = form
        for edit in options.edits {
            let place = "\(path) (\(edit.flag) \(edit.text))"
            do throws(FormError) {
                if edit.flag == "--tap" {
                    try form.applyReporting(.tap(RowKey(edit.text)))
                } else {
                    let parts = edit.text.split(
                        separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                    _ = try form.applyReporting(
                        .setText(RowKey(String(parts[0])), parts.count > 1 ? String(parts[1]) : ""))
                }
            } catch {
                if case .unknownRow = error {
                    throw FormError.invalidValue(Location(file: place), reason: error.reason)
                }
                throw error.inFile(place)
            }
        }
        if options.expandAll { try form.apply(.expandAll) }
        let current = schemaForm.instance(of: form, since: loaded, updating: instance)
        try refuseBrokenEdits(options, path: path, schemaForm: schemaForm, before: instance, after: current)
        switch options.mode {
        case .checkValues:
            let name = options.statePath ?? "instance"
            let problems = schemaForm.schema.validate(current)
            for problem in problems { Console.error("\(name): \(problem.description)") }
            if problems.isEmpty {
                Console.out("\(name): ok\n")
                return .success
            }
            return .dataError
        case .dump:
            if options.json {
                Console.out(JSONDump.render(form, valuesJSON: current.description, reveal: options.reveal))
            } else {
                Console.out(TextDump.render(form))
            }
            return .success
        case .html:
            let language = FormTranslation.pageLanguage(options.forms.first, options: options)
            Console.out(HTMLDump.render(form, name: FormCLI.pageName(path), language: language))
            return .success
        case .keys:
            for section in 0..<form.sectionCount {
                Console.out(form.allRows(in: section).map { $0.key.rawValue + "\n" }.joined())
            }
            return .success
        default: break
        }
        if !options.edits.isEmpty {
            guard let statePath = options.statePath else {
                throw UsageError("--tap/--set without --dump need --state FILE to save the result")
            }
            // Under the file's lock, over what it holds now: another process may have saved it.
            try StateFileMerge.locked(statePath, lockTimeout: FormEnvironment.lockTimeout) {
                () throws(StateFileError) in
                let now =
                    FileManager.default.fileExists(atPath: statePath)
                    ? try SchemaInstanceSaving.read(statePath, limits: options.limits) : nil
                let merged = schemaForm.instance(of: form, since: loaded, updating: now?.value ?? instance)
                do throws(FormError) {
                    try InstanceFile.write(merged, over: now, to: statePath)
                } catch {
                    throw StateFileError(error)
                }
            }
            return .success
        }
        return try WalkCommand.run(
            form, statePath: options.statePath, saved: nil, dialect: .native, options: options, input: input,
            schema: SchemaWalk(form: schemaForm, loaded: loaded, instance: instance), formPath: path)
    }

    /// A `--set` whose value the schema refuses fails the run (65), as a value breaking a rule
    /// does on a descriptor form: a problem of the instance at (or inside) a member set on the
    /// command line that the instance did not have before the edits.
    static func refuseBrokenEdits(
        _ options: Options, path: String, schemaForm: SchemaForm, before: JSONValue?, after: JSONValue
    ) throws {
        let sets = options.edits.filter { $0.flag == "--set" }
        guard !sets.isEmpty else { return }
        let old = Set(before.map { schemaForm.schema.validate($0).map(\.description) } ?? [])
        for edit in sets {
            let key = RowKey(String(edit.text.split(separator: "=", maxSplits: 1).first ?? ""))
            guard let field = schemaForm.fields.first(where: { $0.key == key }) else { continue }
            let pointer = field.pointerText
            for problem in schemaForm.schema.validate(after)
            where !old.contains(problem.description)
                && (problem.instancePointer == pointer || problem.instancePointer.hasPrefix(pointer + "/"))
            {
                throw FormError.invalidValue(
                    Location(file: "\(path) (\(edit.flag) \(edit.text))"), reason: problem.description)
            }
        }
    }

    /// The instance file at `path`, read within the limits.
    static func readInstance(_ path: String, options: Options) throws -> Document {
        let data = try DescriptorLoader.read(URL(fileURLWithPath: path), limits: options.limits)
        return try InstanceFile.read(data, path: path, limits: options.limits)
    }
}

/// A schema form's walk: the answers printed are the instance, and the `--state` file is saved
/// as the instance (``SchemaInstanceSaving``).
struct SchemaWalk {
    /// The schema form.
    let form: SchemaForm
    /// The form as loaded, with the instance read in.
    let loaded: Form
    /// The instance read, `nil` when there was none.
    let instance: JSONValue?

    /// What the schema's validator says of the instance the form as the walk left it stands for.
    func problems(_ walked: Form) -> [SchemaProblem] {
        form.schema.validate(form.instance(of: walked, since: loaded, updating: instance))
    }

    /// `{"values":INSTANCE}` for the form as the walk left it.
    func valuesJSON(_ walked: Form) -> String {
        "{\"values\":" + form.instance(of: walked, since: loaded, updating: instance).description + "}\n"
    }
}

/// The walk's saving hook for a schema form: each save writes the instance — the members whose
/// rows changed since the last save rewritten over what the file holds now (another process may
/// have saved it meanwhile), every other member kept — atomically, under the file's lock as a
/// state file's saves are. Only the changed members' bytes change (``InstanceFile``).
final class SchemaInstanceSaving: FormWalkSaving {
    /// The instance file.
    let path: String
    private let schema: SchemaForm
    /// The limits the file is read within.
    private let limits: LoadLimits
    /// The instance last read or written.
    private var instance: JSONValue?
    /// The form when the walk began or was last saved.
    private var baseline: Form
    /// The members a save wrote over another process's change to them (`/name was also changed
    /// by another process; yours is kept`); printed when the walk ends.
    private(set) var conflicts: [String] = []

    init(path: String, form: Form, schema: SchemaWalk, limits: LoadLimits) {
        self.path = path
        self.schema = schema.form
        self.limits = limits
        instance = schema.instance
        baseline = form
    }

    /// The file's name, as the walk shows it.
    var name: String { path.split(separator: "/").last.map(String.init) ?? path }

    /// Whether the file held an instance when the walk began, or the walk saved it.
    var hasSaved: Bool { instance != nil }

    /// Writes `form`'s changes since the last save over what the file holds now.
    /// - Throws: ``StateFileError/busy(_:reason:)`` while another process saves; ``StateFileError/cannotRead(_:)``
    ///   when the file now holds something other than JSON (it is left as it is); the write's
    ///   errors.
    func save(_ form: Form) throws(StateFileError) {
        try StateFileMerge.locked(path, lockTimeout: FormEnvironment.lockTimeout) {
            () throws(StateFileError) in
            let document =
                FileManager.default.fileExists(atPath: path) ? try Self.read(path, limits: limits) : nil
            let current = document?.value ?? instance
            let next = schema.instance(of: form, since: baseline, updating: current)
            do throws(FormError) {
                try InstanceFile.write(next, over: document, to: path)
            } catch {
                throw StateFileError(error)
            }
            if current != instance {
                conflicts += schema.overwritten(base: instance, theirs: current, mine: next).map {
                    "\($0) was also changed by another process; yours is kept"
                }
            }
            instance = next
            baseline = form
        }
    }

    /// The document the file at `path` holds now, to save over.
    static func read(_ path: String, limits: LoadLimits) throws(StateFileError) -> Document {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .cannotRead(.unreadable(Location(file: path), reason: "\(error)"))
        }
        do {
            return try Document(
                data: data, format: InstanceFile.format(of: path), file: path,
                options: InstanceFile.options(limits))
        } catch {
            throw .cannotRead(InstanceFile.invalid(error, path: path, now: true))
        }
    }

    /// Only values count: which rows are expanded is not part of the instance.
    func hasUnsavedChanges(_ form: Form, since saved: Form) -> Bool {
        schema.hasChanges(form, since: saved)
    }
}
