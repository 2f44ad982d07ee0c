import FormDocuments
import Foundation
import TestSupport
import Testing

/// Where the shared corpora are: the folder `FORMENGINE_CORPUS` names (as `.ci/run` sets it),
/// where they must then be, else `../shared/corpus` next to the checkout, skipped when absent.
enum YAMLCorpus {
    static let required = ProcessInfo.processInfo.environment["FORMENGINE_CORPUS"] != nil
    static let root: URL = {
        if let corpus = ProcessInfo.processInfo.environment["FORMENGINE_CORPUS"] {
            return URL(fileURLWithPath: corpus)
        }
        return Repository.root.deletingLastPathComponent().appendingPathComponent("shared/corpus")
    }()
    static let suite = root.appendingPathComponent("yaml-test-suite")
    static let configFiles = root.appendingPathComponent("config-files")
    static var hasSuite: Bool {
        FileManager.default.fileExists(atPath: suite.appendingPathComponent("README.md").path)
    }
    static var hasConfigFiles: Bool {
        FileManager.default.fileExists(atPath: configFiles.appendingPathComponent("README.md").path)
    }

    /// The files under `folder` whose names end in one of `suffixes`, sorted.
    static func files(under folder: URL, named suffixes: [String]) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        else {
            return []
        }
        var found: [URL] = []
        for case let url as URL in enumerator
        where suffixes.contains(where: { url.lastPathComponent.hasSuffix($0) }) {
            found.append(url)
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The JSON values of a text that holds several, one after another (the suite's `in.json`).
    static func jsonStream(_ text: String) throws -> [JSONValue] {
        let bytes = Array(text.utf8)
        var values: [JSONValue] = []
        var index = 0
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
        while index < bytes.count {
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count else { break }
            let start = index
            var depth = 0
            var inString = false
            while index < bytes.count {
                let byte = bytes[index]
                if inString {
                    if byte == UInt8(ascii: "\\") {
                        index += 1
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                        if depth == 0 {
                            index += 1
                            break
                        }
                    }
                } else if byte == UInt8(ascii: "\"") {
                    inString = true
                } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                    depth += 1
                } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                    depth -= 1
                    if depth == 0 {
                        index += 1
                        break
                    }
                } else if depth == 0, isSpace(byte) {
                    break
                }
                index += 1
            }
            values.append(try JSONValue.parse(String(decoding: bytes[start..<index], as: UTF8.self)))
        }
        return values
    }
}

/// The official YAML test suite (`../shared/corpus/yaml-test-suite`): every case with `in.json`
/// reads as that JSON, document by document, and every `error` case is refused with its line
/// and column. The few cases this reader does not take are listed, each with its reason.
@Suite(
    "YAML test suite",
    .enabled(
        if: YAMLCorpus.required || YAMLCorpus.hasSuite,
        "no YAML test suite at ../shared/corpus/yaml-test-suite next to the checkout"))
struct YAMLSuiteTests {
    /// Cases read otherwise than the suite says, and why.
    static let exclusions: [String: String] = [:]

    struct Outcome {
        var passed: [String] = []
        var failed: [String: String] = [:]
        /// Cases with neither `in.json` nor `error` (a value JSON cannot hold): the ones refused.
        var unchecked = 0
        var uncheckedRefused: [String] = []
    }

    static func run() throws -> Outcome {
        var outcome = Outcome()
        for input in YAMLCorpus.files(under: YAMLCorpus.suite, named: ["in.yaml"]) {
            let folder = input.deletingLastPathComponent()
            let name = String(folder.path.dropFirst(YAMLCorpus.suite.path.count + 1))
            let bytes = [UInt8](try Data(contentsOf: input))
            let isError = FileManager.default.fileExists(atPath: folder.appendingPathComponent("error").path)
            let jsonFile = folder.appendingPathComponent("in.json")
            if isError {
                do {
                    let document = try Document(bytes: bytes, format: .yaml, file: "in.yaml")
                    outcome.failed[name] = "read, but is an error case: \(document.value)"
                } catch {
                    if error.line > 0 {
                        outcome.passed.append(name)
                    } else {
                        outcome.failed[name] = "refused without a place: \(error)"
                    }
                }
                continue
            }
            guard FileManager.default.fileExists(atPath: jsonFile.path) else {
                outcome.unchecked += 1
                do {
                    _ = try Document(bytes: bytes, format: .yaml, file: "in.yaml")
                } catch {
                    #expect(error.line > 0, "\(name): \(error)")
                    outcome.uncheckedRefused.append("\(name): \(error.message)")
                }
                continue
            }
            let expected = try YAMLCorpus.jsonStream(
                String(decoding: try Data(contentsOf: jsonFile), as: UTF8.self))
            do {
                for (index, value) in expected.enumerated() {
                    let document = try Document(
                        bytes: bytes, format: .yaml, file: "in.yaml",
                        options: DocumentOptions(documentIndex: index))
                    guard document.value == value else {
                        throw DocumentError(
                            file: name,
                            message: "document \(index + 1) reads as \(document.value), not \(value)")
                    }
                    // No edit, the same bytes.
                    guard !document.isChanged else {
                        throw DocumentError(file: name, message: "changed bytes")
                    }
                }
                if expected.isEmpty { _ = try Document(bytes: bytes, format: .yaml, file: "in.yaml") }
                outcome.passed.append(name)
            } catch {
                outcome.failed[name] = "\(error)"
            }
        }
        return outcome
    }

    /// Every third prefix of every case, and the case with that byte changed to a character YAML
    /// gives meaning to, reads or is refused at a place: never a crash or a hang.
    @Test func cutAndChangedCasesNeverCrash() throws {
        var runs = 0
        let specials = Array(" -?:,[]{}#&*!|>'\"%@\t\n".utf8)
        for input in YAMLCorpus.files(under: YAMLCorpus.suite, named: ["in.yaml"]) {
            let bytes = [UInt8](try Data(contentsOf: input))
            for cut in stride(from: 0, to: bytes.count, by: 3) {
                var variants = [Array(bytes[..<cut])]
                var changed = bytes
                changed[cut] = specials[(cut * 7 + bytes.count) % specials.count]
                variants.append(changed)
                for variant in variants {
                    runs += 1
                    do {
                        _ = try Document(bytes: variant, format: .yaml, file: "f.yaml")
                    } catch {
                        if error.line == 0 { #expect(error.message.contains("document"), "\(error)") }
                    }
                }
            }
        }
        print("YAML test suite: \(runs) cut or changed cases read or refused")
    }

    /// Each scalar of each case that reads set to a new string and removed: the edit is made
    /// (``Document/apply(_:)`` reads the result back and compares) or refused, never a crash.
    @Test func editsOfEveryCaseAreMadeOrRefused() throws {
        var made = 0
        var refused = 0
        for input in YAMLCorpus.files(under: YAMLCorpus.suite, named: ["in.yaml"]) {
            let bytes = [UInt8](try Data(contentsOf: input))
            guard let document = try? Document(bytes: bytes, format: .yaml, file: "in.yaml") else { continue }
            for (pointer, _) in YAMLConfigFileTests.leaves(of: document.value, limit: 6) {
                for edit in [DocumentEdit.set(pointer, .string("new value")), .remove(pointer)] {
                    var edited = document
                    do {
                        try edited.apply(edit)
                        made += 1
                    } catch {
                        refused += 1
                        let message = error.message
                        #expect(message.contains("alias"), "\(input.path) \(edit): \(error)")
                    }
                }
            }
        }
        print("YAML test suite: \(made) edits made, \(refused) refused")
        #expect(made > refused * 10)
    }

    @Test func casesReadAsTheSuiteSays() throws {
        let outcome = try Self.run()
        let unexpected = outcome.failed.filter { Self.exclusions[$0.key] == nil }.sorted { $0.key < $1.key }
        for (name, reason) in unexpected { Issue.record("\(name): \(reason)") }
        let fixed = Self.exclusions.keys.filter { outcome.failed[$0] == nil }.sorted()
        #expect(fixed.isEmpty, "excluded, but now read as the suite says: \(fixed)")
        print(
            "YAML test suite: \(outcome.passed.count) passed, \(outcome.failed.count) failed "
                + "(\(Self.exclusions.count) excluded), \(outcome.unchecked) with no in.json or error, "
                + "of which \(outcome.uncheckedRefused.count) refused: \(outcome.uncheckedRefused)")
        #expect(outcome.passed.count > 300)
    }
}

/// Every YAML file of the config-file corpus reads, or is refused at its line and column.
@Suite(
    "YAML config files",
    .enabled(
        if: YAMLCorpus.required || YAMLCorpus.hasConfigFiles,
        "no config-file corpus at ../shared/corpus/config-files next to the checkout"))
struct YAMLConfigFileTests {
    @Test func everyFileReadsOrIsRefusedAtItsPlace() throws {
        let files = YAMLCorpus.files(under: YAMLCorpus.configFiles, named: [".yaml", ".yml"])
        #expect(files.count > 100)
        var read = 0
        var refused: [String] = []
        for file in files {
            let bytes = [UInt8](try Data(contentsOf: file))
            do {
                let document = try Document(bytes: bytes, format: .yaml, file: file.lastPathComponent)
                #expect(!document.isChanged)
                read += 1
            } catch {
                #expect(error.line > 0, "\(error)")
                refused.append("\(error)")
            }
        }
        print("YAML config files: \(files.count) files, \(read) read, \(refused.count) refused: \(refused)")
    }

    /// Scalar leaves of a value, at most `limit`, with their pointers.
    static func leaves(of value: JSONValue, limit: Int) -> [(JSONPointer, JSONValue)] {
        var found: [(JSONPointer, JSONValue)] = []
        var stack: [(JSONPointer, JSONValue)] = [(JSONPointer(), value)]
        while let (pointer, current) = stack.popLast(), found.count < limit {
            switch current {
            case .object(let object):
                for member in object.members.reversed() {
                    stack.append((pointer.appending(member.key), member.value))
                }
            case .array(let array):
                for (index, item) in array.enumerated().reversed() {
                    stack.append((pointer.appending(index), item))
                }
            case .string, .number, .bool: if !pointer.isRoot { found.append((pointer, current)) }
            case .null: break
            }
        }
        return found
    }

    /// Every file's first scalars, each changed on its own: the file reads back as the edited
    /// value, and the bytes outside the value's lines are the old bytes.
    @Test func scalarEditsChangeOnlyTheirLines() throws {
        var edits = 0
        var refused: [String] = []
        for file in YAMLCorpus.files(under: YAMLCorpus.configFiles, named: [".yaml", ".yml"]) {
            let bytes = [UInt8](try Data(contentsOf: file))
            guard let document = try? Document(bytes: bytes, format: .yaml, file: file.lastPathComponent)
            else { continue }
            for (pointer, value) in Self.leaves(of: document.value, limit: 8) {
                let newValue: JSONValue
                switch value {
                case .string(let string): newValue = .string(string + " x")
                case .number: newValue = .number(JSONNumber(42))
                case .bool(let bool): newValue = .bool(!bool)
                default: continue
                }
                guard let range = document.range(of: pointer) else { continue }
                var edited = document
                do {
                    try edited.apply(.set(pointer, newValue))
                } catch {
                    // Only a node that aliases share, or a merged one, may be refused.
                    let message = error.message
                    #expect(message.contains("alias") || message.contains("merge"), "\(error)")
                    refused.append("\(error)")
                    continue
                }
                edits += 1
                #expect(edited.value[pointer: pointer] == newValue)
                var lineStart = range.lowerBound
                while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
                var lineEnd = range.upperBound
                while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
                let after = edited.bytes
                let suffix = bytes.count - lineEnd
                #expect(
                    after.count >= lineStart + suffix
                        && Array(after.prefix(lineStart)) == Array(bytes.prefix(lineStart))
                        && Array(after.suffix(suffix)) == Array(bytes.suffix(suffix)),
                    "\(file.lastPathComponent) \(pointer): more than the value's lines changed")
            }
        }
        print("YAML config files: \(edits) scalar edits in place, \(refused.count) refused as shared")
        #expect(refused.count < edits / 10)
        #expect(edits > 500)
    }

    /// In every file, a member added to and one removed from each mapping of the first levels,
    /// and an item added to and removed from each list: the file reads back as the edited value
    /// (``Document/apply(_:)`` checks it) or the edit is refused as one of a shared node.
    @Test func membersAndItemsAreAddedAndRemoved() throws {
        var edits = 0
        for file in YAMLCorpus.files(under: YAMLCorpus.configFiles, named: [".yaml", ".yml"]) {
            let bytes = [UInt8](try Data(contentsOf: file))
            guard let document = try? Document(bytes: bytes, format: .yaml, file: file.lastPathComponent)
            else { continue }
            var containers: [(JSONPointer, JSONValue)] = [(JSONPointer(), document.value)]
            if case .object(let object) = document.value {
                for member in object.members.prefix(6) {
                    containers.append((JSONPointer([member.key]), member.value))
                }
            }
            for (pointer, value) in containers {
                var edit: [DocumentEdit] = []
                switch value {
                case .object(let object) where object.count > 0:
                    edit = [
                        .set(pointer.appending("added-key"), .object(JSONObject([("a", .string("b"))]))),
                        .remove(pointer.appending(object.members[object.count - 1].key)),
                        .remove(pointer.appending(object.members[0].key)),
                    ]
                case .array(let array) where !array.isEmpty:
                    edit = [
                        .set(pointer.appending("-"), .string("added")),
                        .insert(pointer.appending(0), .number(JSONNumber(1))),
                        .remove(pointer.appending(array.count - 1)), .remove(pointer.appending(0)),
                    ]
                default: continue
                }
                for change in edit {
                    var edited = document
                    do {
                        try edited.apply(change)
                        edits += 1
                    } catch {
                        let message = error.message
                        #expect(
                            message.contains("alias") || message.contains("merge"),
                            "\(file.lastPathComponent) \(change): \(error)")
                    }
                }
            }
        }
        print("YAML config files: \(edits) member and item edits")
        #expect(edits > 500)
    }
}
