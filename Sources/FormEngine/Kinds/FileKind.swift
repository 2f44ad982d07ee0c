import Foundation

/// What a `file` row accepts (`mustExist`, `directory`, `extensions`). The row holds a path as
/// ``Value/text(_:)``; a path that breaks a setting is kept and reported by ``Form/validate()``
/// (rules `mustExist`, `directory` and `extensions`), never refused.
///
/// ```json
/// {"key": "config", "kind": "file", "firstTitle": "Config", "mustExist": true, "extensions": ["plist", "json"]}
/// ```
public struct FileSettings: Hashable, Sendable {
    /// Whether the path must name something that exists (`mustExist`, default `false`).
    public var mustExist: Bool
    /// Whether the path names a directory (`directory: true`) or a file (the default).
    public var isDirectory: Bool
    /// The extensions a file's name may end in, without the dot and compared without case
    /// (`extensions`); empty for any.
    public var extensions: [String]

    /// Creates file settings.
    public init(mustExist: Bool = false, isDirectory: Bool = false, extensions: [String] = []) {
        self.mustExist = mustExist
        self.isDirectory = isDirectory
        self.extensions = extensions
    }
}

/// A file-system path (`file`), with what it must name (``FileSettings``): its settings read
/// from a cell, its value read from text, its checks, its JSON members and the completions a
/// walk offers. A path that breaks a setting is kept and reported by validation.
public struct FileKind: KindDefinition {
    /// What the path must name.
    public let settings: FileSettings

    /// A file row with `settings`.
    public init(_ settings: FileSettings = FileSettings()) { self.settings = settings }

    /// `file`.
    public var name: String { "file" }
    /// ``RowControl/file(_:)``.
    public var control: RowControl { .file(settings) }
    /// No.
    public var isDisplayOnly: Bool { false }
    /// No.
    public var isSecret: Bool { false }
    /// None.
    public var defaultValue: Value? { nil }
    /// A path typed in: one line; a leading `~` is kept as written and expanded when checked.
    public func parse(_ text: String) throws(FormError) -> Value { try Self.parse(text) }
    /// Yes.
    public var clearsOnEmptyText: Bool { true }
    /// Text, as ``parse(_:)`` takes it.
    public func check(_ value: Value) throws(FormError) -> Value {
        guard case .text(let text) = value else { throw cannotHold(value) }
        return try Self.parse(text)
    }
    /// Never: a path is kept as typed.
    public func normalises(_ text: String, to value: Value) -> Bool { false }
    /// No value or empty text.
    public func countsAsEmpty(_ value: Value?) -> Bool { isEmptyValue(value) }
    /// Shown as it is.
    public func displayText(of value: Value, locale: Locale?) -> String? { nil }
    /// The value as displayed.
    public func summaryText(of value: Value) -> String? { nil }
    /// None.
    public func linkURL(_ value: Value?) -> String? { nil }
    /// A saved string, as it was written.
    public func savedValue(_ saved: PlistValue) throws(FormError) -> Value? {
        guard case .string(let text) = saved else { return nil }
        return .text(text)
    }
    /// None.
    public func restoreNote(saved: PlistValue, loaded: Value?) -> String? { nil }
    /// None.
    public var localizableTexts: [String] { [] }
    /// Itself.
    public func localized(_ localize: (String) -> String) -> FileKind { self }
}

extension FileKind: BuiltInKind {
    func loaded(from cell: CellRecord, problem: (_ key: String?, _ reason: String) -> Void) -> FileKind {
        FileKind(cell.fileSettings(problem: problem)).checkedSettings { problem(nil, $0) }
    }
    /// Each extension loses a leading dot; an empty one or one holding a slash or a space is
    /// dropped; a directory row takes none.
    func checkedSettings(problem: (String) -> Void) -> FileKind {
        var checked = settings
        checked.extensions = []
        for given in settings.extensions {
            var text = given
            if text.hasPrefix(".") { text.removeFirst() }
            guard !text.isEmpty, !text.contains(where: { $0 == "/" || $0.isWhitespace }) else {
                problem(FileKind.extensionProblem(.string(given)))
                continue
            }
            checked.extensions.append(text)
        }
        if checked.isDirectory, !checked.extensions.isEmpty {
            problem("extensions apply to files, not to a directory row")
            checked.extensions = []
        }
        return checked == settings ? self : FileKind(checked)
    }
    var rowKind: RowKind { .file(settings) }
    var valueType: ValueType? { .text }
    var summarySource: SummarySource { .value }
    var tapEffect: TapEffect { .nothing }
    var takesTextRules: Bool { false }
    func initialValue(from value: PlistScalar, problem: (String) -> Void) -> Value? {
        parsedInitialValue(value, problem: problem)
    }
    func startingValue(_ value: Value, problem: (String) -> Void) -> Value? {
        checkedStartingValue(value, problem: problem)
    }
    func conditionValue(_ scalar: PlistScalar, key: RowKey) throws(FormError) -> Value? {
        try conditionFit(scalar.text.map { .text($0) }, scalar, key: key, "a text row: compare with a string")
    }
    var checksValues: Bool { true }
    /// Nothing there while `mustExist`, a file where a directory is wanted, a wrong extension.
    func problems(of value: Value, name: String, today: () -> CalendarDate, locale: Locale?)
        -> [(rule: ValidationRule, message: String)]
    {
        guard case .text(let path) = value else { return [] }
        return Self.problems(path, settings: settings, name: name)
    }
    func answer(for value: Value) -> Answer? { value.answer }
}

extension FileKind {
    /// A path typed in: one line; a leading `~` is kept as written and expanded when checked.
    static func parse(_ text: String) throws(FormError) -> Value {
        if let refusal = ControlCharacters.refusal(in: text, allowingLineBreaks: false) {
            throw .invalidValue(Location(), reason: refusal)
        }
        return .text(text)
    }

    /// The path as the file system reads it: `~` expanded.
    static func expanded(_ path: String) -> String {
        path.hasPrefix("~") ? NSString(string: path).expandingTildeInPath : path
    }

    /// What a path breaks: nothing there while `mustExist`, a file where a directory is wanted
    /// (or the other way round), a file name without one of the `extensions`.
    static func problems(_ path: String, settings: FileSettings, name: String)
        -> [(rule: ValidationRule, message: String)]
    {
        guard !path.isEmpty else { return [] }
        var problems: [(ValidationRule, String)] = []
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: expanded(path), isDirectory: &isDirectory)
        if exists, isDirectory.boolValue != settings.isDirectory {
            problems.append(
                (
                    .directory,
                    "\(name) must be \(settings.isDirectory ? "a directory" : "a file, not a directory")"
                ))
        } else if !exists, settings.mustExist {
            problems.append(
                (.mustExist, "\(name): no \(settings.isDirectory ? "directory" : "file") at \(path)"))
        }
        if !settings.isDirectory, !settings.extensions.isEmpty, !hasExtension(path, settings.extensions) {
            let names = settings.extensions.map { ".\($0)" }
            let list =
                names.count > 1
                ? names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "") : names.joined()
            problems.append((.extensions, "\(name) must end in \(list)"))
        }
        return problems
    }

    static func hasExtension(_ path: String, _ extensions: [String]) -> Bool {
        let given = (path as NSString).pathExtension.lowercased()
        return extensions.contains { $0.lowercased() == given }
    }

    /// The paths that complete `text` in the `file` row `row` (``completions(of:settings:limit:)``);
    /// none for any other row.
    package static func completions(of text: String, for row: Row, limit: Int = 200) -> [String] {
        guard case .file(let settings) = row.control else { return [] }
        return completions(of: text, settings: settings, limit: limit)
    }

    /// The paths that complete `text`: the entries of its directory whose names start with its
    /// last component, sorted, a directory's with a trailing `/`; hidden entries only when the
    /// component starts with `.`; files only when the row takes files, with one of its
    /// extensions. `text` as typed (a `~` stays), at most `limit` of them.
    package static func completions(of text: String, settings: FileSettings, limit: Int = 200) -> [String] {
        let slash = text.lastIndex(of: "/")
        let directoryPart = slash.map { String(text[...$0]) } ?? ""
        let prefix = slash.map { String(text[text.index(after: $0)...]) } ?? text
        let directory = expanded(directoryPart.isEmpty ? "." : directoryPart)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        var result: [String] = []
        for name in names.sorted() where name.hasPrefix(prefix) {
            if name.hasPrefix("."), !prefix.hasPrefix(".") { continue }
            var isDirectory: ObjCBool = false
            let full = (directory as NSString).appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                result.append(directoryPart + name + "/")
            } else if !settings.isDirectory,
                settings.extensions.isEmpty || hasExtension(name, settings.extensions)
            {
                result.append(directoryPart + name)
            }
            if result.count >= limit { break }
        }
        return result
    }
}

extension CellRecord {
    /// `mustExist`, `directory` and `extensions` of a `file` row.
    func fileSettings(problem: (_ key: String?, _ reason: String) -> Void) -> FileSettings {
        var settings = FileSettings()
        for (field, name) in [(Field.mustExist, "mustExist"), (.directory, "directory")] {
            guard let value = self[field] else { continue }
            guard let flag = value.bool else {
                problem(nil, "\(name) must be a boolean, not \(value.typeName)")
                continue
            }
            if field == .mustExist { settings.mustExist = flag } else { settings.isDirectory = flag }
        }
        switch extensions {
        case nil: break
        case .invalid(let what)?: problem(nil, "extensions must be an array of file extensions, not \(what)")
        case .list(let items)?:
            for item in items {
                guard let text = item.text else {
                    problem(nil, FileKind.extensionProblem(item))
                    continue
                }
                settings.extensions.append(text)
            }
        }
        return settings
    }
}

extension FileKind {
    /// What is wrong with an extension that cannot name one.
    static func extensionProblem(_ item: PlistScalar) -> String {
        "an extension must be a non-empty string like \"plist\", not \(item.typeName)"
    }
}

extension Cell {
    /// A file-system path (`file`): with `mustExist`, it must name something that exists;
    /// with `directory`, a directory rather than a file; with `extensions`, a file ending in
    /// one of them (`["pdf", "txt"]`).
    public static func file(
        _ key: RowKey, _ title: String, mustExist: Bool = false, directory: Bool = false,
        extensions: [String] = []
    ) -> Cell {
        Cell(
            key, title,
            kind: .file(FileSettings(mustExist: mustExist, isDirectory: directory, extensions: extensions)))
    }
}
