import FormDocuments
import Foundation
import TestSupport
import Testing

/// Where the shared corpora are: the folder `FORMENGINE_CORPUS` names, else `shared/corpus`
/// beside the checkout or beside a folder above it (a worktree's).
enum TOMLCorpus {
    static let root: URL? = {
        if let corpus = ProcessInfo.processInfo.environment["FORMENGINE_CORPUS"] {
            return URL(fileURLWithPath: corpus)
        }
        var folder = Repository.root
        for _ in 0..<3 {
            folder = folder.deletingLastPathComponent()
            let candidate = folder.appendingPathComponent("shared/corpus")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        }
        return nil
    }()
    static var suite: URL? { root?.appendingPathComponent("toml-test") }
    static var hasSuite: Bool {
        suite.map {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("files-toml-1.0.0").path)
        }
            ?? false
    }
    static var configFiles: URL? { root?.appendingPathComponent("config-files") }
}

/// toml-test (`../shared/corpus/toml-test`), the TOML 1.0 cases its `files-toml-1.0.0` lists:
/// every valid file reads to the value of its tagged JSON (a float JSON cannot hold is refused
/// with its place instead), every invalid one is refused with its line and column.
@Suite(
    "toml-test", .enabled(if: TOMLCorpus.hasSuite, "no toml-test at ../shared/corpus/toml-test"))
struct TOMLTestSuiteTests {
    /// Valid cases with `inf` or `nan`: JSON cannot hold them, so they are refused at their place.
    static let infinities: Set<String> = [
        "valid/comment/after-literal-no-ws.toml", "valid/float/inf-and-nan.toml",
        "valid/spec-1.0.0/float-2.toml",
    ]

    static func files() throws -> [String] {
        guard let suite = TOMLCorpus.suite else { return [] }
        let list = try String(contentsOf: suite.appendingPathComponent("files-toml-1.0.0"), encoding: .utf8)
        return list.split(separator: "\n").map(String.init).filter { $0.hasSuffix(".toml") }
    }

    static func read(_ relative: String) throws -> Document {
        guard let suite = TOMLCorpus.suite else { throw CocoaError(.fileNoSuchFile) }
        let data = try Data(contentsOf: suite.appendingPathComponent(relative))
        return try Document(data: data, format: .toml, file: relative)
    }

    /// A date or time as toml-test writes it: `T`, `Z`, and no trailing zeros in a fraction.
    static func normalised(_ text: String) -> String {
        var characters = Array(text)
        if characters.count > 10, characters[10] == " " || characters[10] == "t" { characters[10] = "T" }
        var result = String(characters).replacingOccurrences(of: "z", with: "Z")
        if let dot = result.firstIndex(of: ".") {
            var end = result.index(after: dot)
            while end < result.endIndex, result[end].isNumber { end = result.index(after: end) }
            var fraction = String(result[result.index(after: dot)..<end])
            while fraction.hasSuffix("0") { fraction.removeLast() }
            result = String(result[..<dot]) + (fraction.isEmpty ? "" : "." + fraction) + result[end...]
        }
        return result
    }

    /// Whether `value` is what the tagged JSON `expected` says.
    static func matches(_ value: JSONValue, _ expected: JSONValue) -> Bool {
        switch expected {
        case .object(let object):
            if object.count == 2, case .string(let type)? = object["type"],
                case .string(let text)? = object["value"]
            {
                switch (type, value) {
                case ("string", .string(let string)): return string.utf8.elementsEqual(text.utf8)
                case ("integer", .number(let number)): return number == JSONNumber(literal: text)
                case ("float", .number(let number)):
                    return number == JSONNumber(literal: text) || number.double == Double(text)
                case ("bool", .bool(let bool)): return (bool ? "true" : "false") == text
                case ("datetime", .string(let string)), ("datetime-local", .string(let string)),
                    ("date-local", .string(let string)), ("time-local", .string(let string)):
                    return normalised(string) == normalised(text)
                default: return false
                }
            }
            guard case .object(let mine) = value, mine.count == object.count else { return false }
            return object.members.allSatisfy { member in
                mine[member.key].map { matches($0, member.value) } ?? false
            }
        case .array(let items):
            guard case .array(let mine) = value, mine.count == items.count else { return false }
            return zip(mine, items).allSatisfy { matches($0, $1) }
        default: return false
        }
    }

    @Test func validCasesReadToTheirJSON() throws {
        guard let suite = TOMLCorpus.suite else { return }
        var passed = 0
        var total = 0
        var failures: [String] = []
        for file in try Self.files() where file.hasPrefix("valid/") {
            total += 1
            if Self.infinities.contains(file) {
                do {
                    _ = try Self.read(file)
                    failures.append("\(file): read, though JSON cannot hold inf or nan")
                } catch let error as DocumentError {
                    if error.line > 0, error.message.contains("JSON cannot hold") {
                        passed += 1
                    } else {
                        failures.append("\(error)")
                    }
                }
                continue
            }
            let jsonFile = suite.appendingPathComponent(String(file.dropLast(5)) + ".json")
            let expected = try JSONValue.parse(try Data(contentsOf: jsonFile), file: jsonFile.path)
            do {
                let document = try Self.read(file)
                if Self.matches(document.value, expected) {
                    passed += 1
                } else {
                    failures.append("\(file): read as \(document.value)")
                }
            } catch {
                failures.append("\(error)")
            }
        }
        print("toml-test valid: \(passed)/\(total)")
        for failure in failures { print("  \(failure)") }
        #expect(passed == total)
        #expect(total > 200)
    }

    @Test func invalidCasesAreRefusedAtTheirPlace() throws {
        var refused = 0
        var total = 0
        var failures: [String] = []
        for file in try Self.files() where file.hasPrefix("invalid/") {
            total += 1
            do {
                let document = try Self.read(file)
                failures.append("\(file): read as \(document.value)")
            } catch let error as DocumentError {
                if error.line > 0 { refused += 1 } else { failures.append("\(error) (no place)") }
            }
        }
        print("toml-test invalid: \(refused)/\(total) refused")
        for failure in failures { print("  \(failure)") }
        #expect(refused == total)
        #expect(total > 400)
    }

    /// Every valid file written back with no edit is the same bytes, and `update(to:)` its own
    /// value changes nothing.
    @Test func unchangedDocumentsAreTheirBytes() throws {
        for file in try Self.files() where file.hasPrefix("valid/") && !Self.infinities.contains(file) {
            guard var document = try? Self.read(file) else { continue }
            let before = document.bytes
            try document.update(to: document.value)
            #expect(document.bytes == before, "\(file)")
            #expect(!document.isChanged, "\(file)")
        }
    }

    /// The TOML files of the config-file corpus (pyproject, Cargo and tool configs) all read, and
    /// a save that changes nothing leaves every byte.
    @Test func configFilesRead() throws {
        guard let folder = TOMLCorpus.configFiles,
            let enumerator = FileManager.default.enumerator(atPath: folder.path)
        else { return }
        var count = 0
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".toml") else { continue }
            count += 1
            let data = try Data(contentsOf: folder.appendingPathComponent(path))
            var document = try Document(data: data, format: .toml, file: path)
            try document.update(to: document.value)
            #expect(document.data == data, "\(path)")
            #expect(!document.isChanged, "\(path)")
        }
        print("config-files: \(count) TOML files read")
        #expect(count > 0)
    }
}

/// Every edit kind on every file of toml-test and the config-file corpus: each scalar changed,
/// each table given a member, each member removed, renamed and set to a table, each array given an item at its end and start. Each edit must be
/// written (``Document/apply(_:)`` reads the result again and checks it holds the edited value),
/// and a scalar's edit must change only the scalar's own bytes.
@Suite(
    "TOML edits on the corpora",
    .enabled(if: TOMLCorpus.hasSuite, "no toml-test at ../shared/corpus/toml-test"))
struct TOMLCorpusEditTests {
    static func documents() throws -> [Document] {
        var documents: [Document] = []
        for file in try TOMLTestSuiteTests.files() where file.hasPrefix("valid/") {
            if let document = try? TOMLTestSuiteTests.read(file) { documents.append(document) }
        }
        if let folder = TOMLCorpus.configFiles,
            let enumerator = FileManager.default.enumerator(atPath: folder.path)
        {
            while let path = enumerator.nextObject() as? String {
                guard path.hasSuffix(".toml") else { continue }
                let data = try Data(contentsOf: folder.appendingPathComponent(path))
                documents.append(try Document(data: data, format: .toml, file: path))
            }
        }
        return documents
    }

    /// Every pointer of `value`, with the value there.
    static func pointers(_ value: JSONValue, _ pointer: JSONPointer = JSONPointer()) -> [(
        JSONPointer, JSONValue
    )] {
        var result = [(pointer, value)]
        switch value {
        case .object(let object):
            for member in object.members { result += pointers(member.value, pointer.appending(member.key)) }
        case .array(let array):
            for (index, item) in array.enumerated() { result += pointers(item, pointer.appending(index)) }
        default: break
        }
        return result
    }

    static func changed(_ value: JSONValue) -> JSONValue? {
        switch value {
        case .string(let string): .string(string + "-x")
        case .bool(let bool): .bool(!bool)
        case .number(let number):
            number.isIntegerLiteral
                ? Int64(number.literal).flatMap { $0 < Int64.max ? .number(JSONNumber(Int($0) + 1)) : nil }
                : .number(JSONNumber(literal: "1.5"))
        default: nil
        }
    }

    @Test func everyEditIsWritten() throws {
        var tried = 0
        var failures: [String] = []
        for document in try Self.documents() {
            for (pointer, value) in Self.pointers(document.value) {
                var edits: [DocumentEdit] = []
                if let new = Self.changed(value) { edits.append(.set(pointer, new)) }
                if case .object = value { edits.append(.set(pointer.appending("zz new"), .string("n"))) }
                if case .array(let array) = value {
                    edits.append(.set(pointer.appending("-"), array.first ?? .number(JSONNumber(1))))
                }
                if !pointer.isRoot { edits.append(.remove(pointer)) }
                if let parent = pointer.parent, case .object = document.value[pointer: parent] {
                    edits.append(.rename(pointer, to: "renamed x"))
                    edits.append(
                        .set(
                            pointer,
                            .object(
                                JSONObject([
                                    ("k", .string("v")),
                                    ("t", .object(JSONObject([("n", .number(JSONNumber(1)))]))),
                                ]))))
                }
                if let parent = pointer.parent, case .array = document.value[pointer: parent] {
                    edits.append(.set(pointer, .object(JSONObject([("k", .string("v"))]))))
                }
                if case .array(let array) = value, let first = array.first {
                    edits.append(.insert(pointer.appending(0), first))
                }
                for edit in edits {
                    tried += 1
                    var copy = document
                    do {
                        try copy.apply(edit)
                    } catch {
                        failures.append("\(document.file): \(edit): \(error)")
                        continue
                    }
                    if case .set(let at, let new) = edit, Self.changed(value) == new,
                        let range = document.range(of: at)
                    {
                        let old = document.bytes
                        let now = copy.bytes
                        let suffix = old.count - range.upperBound
                        if !(now.starts(with: old[..<range.lowerBound])
                            && now.suffix(suffix).elementsEqual(old.suffix(suffix)))
                        {
                            failures.append("\(document.file): \(edit): bytes outside the value changed")
                        }
                    }
                }
            }
        }
        print("TOML edits: \(tried - failures.count)/\(tried) written")
        for failure in failures.prefix(60) { print("  \(failure)") }
        #expect(failures.isEmpty)
    }
}
