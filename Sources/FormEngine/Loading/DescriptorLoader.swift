import FormPlist
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(Darwin)
    private let systemRead = Darwin.read
#elseif canImport(Musl)
    private let systemRead = Musl.read
#else
    private let systemRead = Glibc.read
#endif

/// Reads form descriptors from property lists (XML or binary) or JSON and checks them.
///
/// ```swift
/// let descriptor = try DescriptorLoader().load(contentsOf: url)
/// var form = try Form(descriptor)
/// ```
///
/// The bytes are screened by a guard before Foundation parses them, so no file — however deep,
/// large or self-referencing — crashes or hangs the program; every problem names its file,
/// section, row and key: loading throws the first as a ``LoadError``, and
/// ``diagnose(data:file:)`` lists them all as ``FormError``s.
///
/// A file whose name ends in `.json`, or whose first character is `[` or `{`, is read as JSON
/// with the same keys and layouts, by FormEngine's own reader, held to the same limits; its
/// problems name the JSON path of the value at fault (``Location/path``). What loads but looks
/// wrong — keys FormEngine does not know, the app's own cell identifiers — comes back as
/// warnings from ``diagnose(data:file:)`` and ``diagnose(contentsOf:language:)``, which give the
/// descriptor as well.
public struct DescriptorLoader: Sendable {
    /// What the loader accepts at most.
    package var limits: LoadLimits
    /// Row kinds the app adds to the vocabulary, each with the settings a cell that does not
    /// give its own starts from: a cell whose `kind` or `identifier` names one loads as a row of
    /// that kind (``AppKind/reading(_:)`` reads its settings) instead of being an unknown kind.
    public var kinds: [any AppKind] = []

    /// Creates a loader with the given limits.
    public init(limits: LoadLimits = .default) {
        self.limits = limits
    }

    /// What ``diagnose(data:file:)`` and ``diagnose(contentsOf:language:)`` find: the descriptor
    /// (`nil` unless there are no problems), the problems that keep it from loading, in file
    /// order, and the warnings that do not.
    package typealias Diagnosis = (descriptor: FormDescriptor?, problems: [FormError], warnings: [FormError])

    /// Reads a file's bytes within the size limit.
    /// - Throws: ``FormError/unreadable(_:reason:)`` or ``FormError/malformed(_:reason:)`` (too large).
    package func read(_ url: URL) throws(FormError) -> Data {
        try Self.read(url, limits: limits)
    }

    /// Loads a descriptor from bytes; `file` names them in error messages. The warnings
    /// ``diagnose(data:file:)`` lists are dropped (the bytes load all the same).
    /// - Throws: ``LoadError``: the first problem ``diagnose(data:file:)`` would list.
    public func load(data: Data, file: String? = nil) throws(LoadError) -> FormDescriptor {
        do {
            return try Self.descriptor(of: diagnose(data: data, file: file), file: file)
        } catch {
            throw LoadError(error)
        }
    }

    /// The descriptor of a diagnosis, or its first problem thrown (what ``load(data:file:)``
    /// does with ``diagnose(data:file:)``, for a caller that keeps the warnings).
    package static func descriptor(of diagnosis: Diagnosis, file: String?) throws(FormError) -> FormDescriptor
    {
        if let first = diagnosis.problems.first { throw first }
        guard let descriptor = diagnosis.descriptor else {
            throw .malformed(Location(file: file), reason: "no descriptor")
        }
        return descriptor
    }

    /// The descriptor in a descriptor's bytes, with its problems (which keep it from loading)
    /// and its warnings (which do not), like `SettingsBundleLoader.diagnose(at:)`
    /// (FormEngineSettings). A form editor lists every problem; a program that loads and tells
    /// the warnings does it in one pass.
    ///
    /// The warnings are keys FormEngine does not know, in a cell, a section or the root, each
    /// with the nearest known key when one is close (`requierd: unknown key; did you mean
    /// required?`), and cell identifiers it does not know (the app's own cells, which load as
    /// plain rows). Each distinct warning is listed once, at its first place, with the count of
    /// its other places. A file that cannot be read or parsed has that problem and no warnings.
    public func diagnose(data: Data, file: String? = nil)
        -> (descriptor: FormDescriptor?, problems: [FormError], warnings: [FormError])
    {
        let result = examine(data: data, file: file)
        return (result.problems.isEmpty ? result.descriptor : nil, result.problems, result.warnings)
    }

    /// Reads a file's bytes, refusing directories and files over the size limit before reading.
    /// The file is opened once and read to its end, so a FIFO, a process substitution
    /// (`<(cat form.plist)`, `/dev/fd/63`) or a character device reads as a file does: what is
    /// not a regular file has no size to check first and is refused once it grows past the limit.
    package static func read(_ url: URL, limits: LoadLimits) throws(FormError) -> Data {
        let location = Location(file: url.relativePath)
        let unreadable = FormError.unreadable(
            location, reason: "cannot be read (permission denied or I/O error)")
        let fd = open(url.path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            if errno == ENOENT || errno == ENOTDIR { throw .unreadable(location, reason: "no such file") }
            throw unreadable
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw unreadable }
        if info.st_mode & S_IFMT == S_IFDIR { throw .unreadable(location, reason: "is a directory") }
        let isRegular = info.st_mode & S_IFMT == S_IFREG
        let size = Int(info.st_size)
        if isRegular, size > limits.maxBytes {
            throw .malformed(
                location,
                reason:
                    "file is \(PlistGuard.sizeText(size)), more than the \(PlistGuard.sizeText(limits.maxBytes)) limit"
            )
        }
        var bytes: [UInt8] = []
        if isRegular { bytes.reserveCapacity(size) }
        var piece = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = piece.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw unreadable
            }
            if count == 0 { break }
            bytes.append(contentsOf: piece[..<count])
            if bytes.count > limits.maxBytes {
                throw .malformed(
                    location, reason: "file is more than the \(PlistGuard.sizeText(limits.maxBytes)) limit")
            }
        }
        return Data(bytes)
    }

    /// Decodes, converts and checks; returns the descriptor (when the bytes decoded at all) and
    /// every problem found, in file order.
    /// With `useFastPath` false, always reads through Foundation's parse (the tests compare).
    func analyse(data: Data, file: String?, useFastPath: Bool = true)
        -> (descriptor: FormDescriptor?, problems: [FormError])
    {
        let result = examine(data: data, file: file, useFastPath: useFastPath)
        return (result.descriptor, result.problems)
    }

    /// ``analyse(data:file:useFastPath:)`` with the warnings as well, in file order; a JSON
    /// file's places are named by their JSON path.
    func examine(data: Data, file: String?, useFastPath: Bool = true)
        -> (descriptor: FormDescriptor?, problems: [FormError], warnings: [FormError])
    {
        let decoded: DescriptorFile
        var assembler: RowAssembler
        let json = JSONDescriptor.isJSON(data, file: file)
        do {
            if json {
                (decoded, assembler) = try decodeJSON(data, file: file)
            } else {
                try PlistGuard.check(data, limits: limits)
                (decoded, assembler) = try decode(data, file: file, useFastPath: useFastPath)
            }
        } catch {
            let problem = error.inFile(file)
            return (nil, [json ? JSONDescriptor.named(problem, layout: nil) : problem], [])
        }
        guard assembler.rowCount <= limits.maxRows else {
            return (
                nil,
                [
                    .malformed(
                        Location(file: file),
                        reason: "holds \(assembler.rowCount) rows, more than the limit of \(limits.maxRows)")
                ], []
            )
        }
        var warnings = assembler.warnings
        for key in decoded.unknownKeys {
            warnings.unknownKey(key, known: DescriptorKeys.root, what: "root", at: Location(file: file))
        }
        var problems: [FormError] = []
        var sections: [SectionDescriptor] = []
        sections.reserveCapacity(decoded.sections.count)
        var sectionConditions: [Int: ConditionRecord] = [:]
        for (s, record) in decoded.sections.enumerated() {
            for key in record.unknownKeys {
                warnings.unknownKey(
                    key, known: DescriptorKeys.section, what: "section",
                    at: Location(file: file, section: s + 1))
            }
            if let condition = record.visibleWhen { sectionConditions[s] = condition }
            let assembled = assembler.take(s)
            problems += assembled.problems
            var section = SectionDescriptor(title: record.title, footer: record.footer, rows: assembled.rows)
            func sectionProblem(_ key: String?, _ reason: String) {
                let place = Location(file: file, section: s + 1, key: key)
                problems.append(.invalidDescriptor(place, reason: reason))
            }
            if let editable = record.editable {
                if let flag = editable.bool {
                    section.isEditable = flag
                } else {
                    sectionProblem(nil, "editable must be a boolean, not \(editable.typeName)")
                }
            }
            if let entry = record.itemEntry {
                if case .string(let text) = entry, let itemEntry = SectionDescriptor.ItemEntry(rawValue: text)
                {
                    section.itemEntry = itemEntry
                } else {
                    let given = if case .string(let text) = entry { "'\(text)'" } else { entry.typeName }
                    sectionProblem(nil, "itemEntry must be title, value or titleAndValue, not \(given)")
                }
            }
            if let typeName = record.templateInvalid {
                sectionProblem(nil, "template must be a cell dictionary, not \(typeName)")
            }
            if let cell = record.template {
                let template = cell.descriptor(section: s, row: -1, customKinds: assembler.customKinds) {
                    key, reason in
                    sectionProblem(key ?? cell.key?.text, "template: \(reason)")
                }
                for key in cell.unknownKeys where template.unknownKeys.contains(key) {
                    warnings.unknownKey(
                        key, known: DescriptorKeys.cell, what: "template",
                        at: Location(file: file, section: s + 1, key: "template"))
                }
                section.template = template
                if cell.visibleWhen != nil {
                    sectionProblem(cell.key?.text, "template: visibleWhen is not allowed")
                }
            }
            sections.append(section)
        }
        // Handed over, like the assembler's rows: a second reference to a section's rows would
        // make resolving one visibleWhen copy all of them.
        var descriptor = FormDescriptor(title: decoded.title, sections: consume sections)
        descriptor.pages = decoded.pages
        let (whole, structure) = Self.resolve(
            &descriptor, conditions: assembler.conditions, sectionConditions: sectionConditions, file: file)
        problems += whole
        if problems.isEmpty { descriptor.structure = structure }
        Self.sortByPlace(&problems)
        var warningList = warnings.list
        if !warningList.isEmpty {
            // Stable: the cells' warnings were noted before their sections' ones.
            warningList = warningList.enumerated().sorted {
                ($0.element.location.section ?? 0, $0.element.location.row ?? 0, $0.offset) < (
                    $1.element.location.section ?? 0, $1.element.location.row ?? 0, $1.offset
                )
            }.map(\.element)
        }
        if let summary = warnings.unlistedSummary(file: file) { warningList.append(summary) }
        if json {
            problems = problems.map { JSONDescriptor.named($0, layout: decoded.layout) }
            warningList = warningList.map { JSONDescriptor.named($0, layout: decoded.layout) }
        }
        return (descriptor, problems, warningList)
    }

    /// The checks that need the whole form, on a descriptor whose rows are made: its structure,
    /// the pickers' starting values, `matches`, and the `visibleWhen` records typed against the
    /// rows they read, with their loops. The loader runs them on a file's rows,
    /// ``FormDescriptor/validated()`` on rows made in code. The structure is derived once (the
    /// conditions' graph after they are resolved), for the caller to keep in the descriptor for
    /// `Form.init` when nothing is wrong.
    static func resolve(
        _ descriptor: inout FormDescriptor, conditions: [RowRef: ConditionRecord],
        sectionConditions: [Int: ConditionRecord], file: String?
    ) -> (problems: [FormError], structure: FormStructure) {
        var problems: [FormError] = []
        var (structure, structural) = FormStructure.build(descriptor, conditions: false)
        problems += structural.map { $0.inFile(file) }
        problems += PickerResolver.resolve(&descriptor, structure: structure).map { $0.inFile(file) }
        problems += Self.unknownMatches(in: descriptor, structure: structure).map { $0.inFile(file) }
        if !conditions.isEmpty || !sectionConditions.isEmpty {
            problems += ConditionResolver.resolve(
                conditions, sections: sectionConditions, in: &descriptor, structure: structure
            )
            .map { $0.inFile(file) }
            let (graph, loops) = ConditionGraph.build(
                descriptor, trees: structure.sections, index: structure.index)
            structure.conditions = graph
            problems += loops.map { $0.inFile(file) }
        }
        return (problems, structure)
    }

    /// Problems in the order of their places: section, then row.
    static func sortByPlace(_ problems: inout [FormError]) {
        problems.sort {
            ($0.location.section ?? 0, $0.location.row ?? 0) < (
                $1.location.section ?? 0, $1.location.row ?? 0
            )
        }
    }

    /// The file's layout and cells, read from JSON (``JSONReader``) within the limits.
    private func decodeJSON(_ data: Data, file: String?) throws(FormError) -> (DescriptorFile, RowAssembler) {
        // The same assembler as a property list's, so an app's kinds load from JSON too.
        var assembler = makeAssembler(file)
        let decoded = try DescriptorFile.readJSON(data, file: file, limits: limits.plist, into: &assembler)
        return (decoded, assembler)
    }

    private func makeAssembler(_ file: String?) -> RowAssembler {
        var assembler = RowAssembler(file: file, maxRows: limits.maxRows)
        if !kinds.isEmpty {
            assembler.customKinds = Dictionary(kinds.map { ($0.name, $0) }) { _, last in last }
        }
        return assembler
    }

    /// The file's layout, and its cells converted into rows as ``DescriptorReader`` reads them
    /// (so that a large file's cells are never all held at once): through the XML or binary byte
    /// reader when the file is in their subset, through Foundation's parse otherwise.
    /// With `useFastPath` false, always through Foundation's parse (the tests compare).
    private func decode(_ data: Data, file: String?, useFastPath: Bool) throws(FormError) -> (
        DescriptorFile, RowAssembler
    ) {
        if useFastPath {
            var assembler = makeAssembler(file)
            if let decoded = DescriptorFile.readXML(data, into: &assembler) { return (decoded, assembler) }
            assembler = makeAssembler(file)
            if let decoded = DescriptorFile.readBinary(data, into: &assembler) { return (decoded, assembler) }
        }
        var assembler = makeAssembler(file)
        let decoded = try DescriptorFile.readFoundation(data, file: file, into: &assembler)
        return (decoded, assembler)
    }
}

extension DescriptorLoader {
    /// A `matches` rule must name another row that is always there: one naming no row, its own
    /// row or an item of an editable list could never be checked, so it is a descriptor error.
    static func unknownMatches(in descriptor: FormDescriptor, structure: FormStructure) -> [FormError] {
        var problems: [FormError] = []
        for s in descriptor.sections.indices {
            let rows = descriptor.sections[s].rows
            for r in rows.indices where !rows[r].rules.isEmpty {
                for case .matches(let other) in rows[r].rules {
                    let location = Location(section: s + 1, row: r + 1, key: rows[r].key.rawValue)
                    if let target = structure.index[other] {
                        if target == RowRef(section: s, row: r) {
                            problems.append(
                                .invalidDescriptor(location, reason: "matches names the row itself"))
                        } else if descriptor.sections[target.section].isEditable {
                            problems.append(
                                .invalidDescriptor(
                                    location,
                                    reason:
                                        "matches names '\(other)', an item of an editable list, which comes and goes"
                                ))
                        }
                    } else {
                        let known = structure.index.keys.map(\.rawValue)
                        let hint = DescriptorKeys.suggestion(for: other.rawValue, in: known).map {
                            "; did you mean \($0)?"
                        }
                        problems.append(
                            .invalidDescriptor(
                                location,
                                reason: "matches names '\(other)', but no row has that key\(hint ?? "")"))
                    }
                }
            }
        }
        return problems
    }
}
