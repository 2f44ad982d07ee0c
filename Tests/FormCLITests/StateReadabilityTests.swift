import Foundation
import TestSupport
import Testing

@testable import FormEngine
@testable import FormEngineSettings

/// Every file FormEngine writes parses with Foundation, `plutil -lint` and Python's `plistlib`:
/// random states are written and read back equal, or refused at input with a message.
@Suite("State files every reader takes", .serialized)
struct StateReadabilityTests {
    /// A random string: plain text, any Unicode scalar, control characters, or a huge one.
    static func randomText(_ rng: inout SeededGenerator) -> String {
        let length: Int
        switch rng.next() % 10 {
        case 0: return ""
        case 1: length = 100_000 + Int(rng.next() % 100_000)
        default: length = Int(rng.next() % 24)
        }
        var scalars = String.UnicodeScalarView()
        for _ in 0..<length {
            let pick = rng.next() % 8
            let value: UInt32
            switch pick {
            case 0: value = UInt32(rng.next() % 0x20)  // C0 controls, tab and newline among them
            case 1: value = 0x7f + UInt32(rng.next() % 0x21)  // DEL and C1
            case 2: value = [0xfffe, 0xffff, 0xfeff, 0x2028, 0x200b][Int(rng.next() % 5)]
            case 3: value = UInt32(rng.next() % 0x11_0000)
            default: value = 0x20 + UInt32(rng.next() % 0x5f)
            }
            if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
        }
        return String(scalars)
    }

    @Test("random values through the API: written files parse everywhere and load back equal, or are refused")
    func randomStatesRoundTrip() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var rng = SeededGenerator(seed: 16)
        let fresh = try Fixtures.defaultForm
        var written: [URL] = []
        var refused = 0
        for round in 0..<60 {
            var form = fresh
            let skills = try #require(form.section(named: "skill"))
            if round.isMultiple(of: 5) {
                // An empty list.
                _ = try form.apply(.setEditing(true))
                try form.apply(.deleteItems(try form.items(in: skills)))
            }
            for key in ["firstName", "lastName"] {
                let text = Self.randomText(&rng)
                do {
                    try form.apply(.setText(RowKey(key), text))
                    #expect(ControlCharacters.first(in: text) == nil, "\(key) took a control character")
                } catch {
                    refused += 1
                    #expect(error.description.contains("\(key)): "), "\(error)")
                    #expect(
                        error.reason.contains(" U+") && error.reason.hasSuffix("is not allowed"), "\(error)")
                    #expect(ControlCharacters.first(in: text) != nil, "\(error)")
                }
            }
            let title = Self.randomText(&rng)
            do {
                _ = try form.addedItem(section: skills, title: title)
            } catch {
                #expect(error.reason.contains(" U+") && error.reason.hasSuffix("is not allowed"), "\(error)")
            }
            let url = directory.appendingPathComponent("state-\(round).plist")
            try form.state().write(to: url)
            written.append(url)
            let back = try FormState.load(contentsOf: url)
            #expect(back == form.state(), "round \(round) loads back equal")
            #expect(try PlistReaders.plutilProblem(url) == nil, "round \(round)")
        }
        #expect(refused > 10, "control characters were generated and refused")
        #expect(try PlistReaders.plistlibProblem(written) == nil)
    }

    @Test("random states with any content written directly: XML when it can hold them, binary otherwise")
    func randomRawStatesParseEverywhere() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var rng = SeededGenerator(seed: 1_616)
        var written: [URL] = []
        for round in 0..<40 {
            var state = FormState()
            for _ in 0..<Int(rng.next() % 5) {
                state.values[RowKey(Self.randomText(&rng))] = .string(Self.randomText(&rng))
            }
            if rng.next() % 3 == 0 { state.items["list"] = [] }
            if rng.next() % 3 == 0 {
                state.items["skill"] = [SavedItem(key: "skill-1", title: Self.randomText(&rng), order: 0)]
            }
            state.expanded = rng.next() % 2 == 0 ? [] : [RowKey(Self.randomText(&rng))]
            let url = directory.appendingPathComponent("raw-\(round).plist")
            try state.write(to: url)
            written.append(url)
            #expect(try FormState.load(contentsOf: url) == state, "round \(round) loads back equal")
            #expect(try PlistReaders.plutilProblem(url) == nil, "round \(round)")
            let defaults = directory.appendingPathComponent("defaults-\(round).plist")
            try DefaultsFile.write(DefaultsFile.defaults(state.values), to: defaults)
            written.append(defaults)
            #expect(try DefaultsFile.load(contentsOf: defaults) == DefaultsFile.defaults(state.values))
        }
        #expect(try PlistReaders.plistlibProblem(written) == nil)
    }

    @Test("a control character in a file written by others: read, reported, kept, written as binary")
    func controlCharacterFromOthers() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("state.plist")
        let root: [String: Any] = ["version": 1, "values": ["firstName": "a\u{1}b", "lastName": "Byron"]]
        try PropertyListSerialization.data(fromPropertyList: root, format: .binary, options: 0).write(to: url)
        let result = try CLI.run(["--state", url.path, "--set", "spouseName=Charles"])
        #expect(result.status == 0)
        #expect(
            result.stderr.contains("(firstName): control character U+0001 is not allowed; the entry is kept"))
        let saved = try FormState.load(contentsOf: url)
        #expect(saved.values["firstName"] == .string("a\u{1}b"))
        #expect(saved.values["spouseName"] == .string("Charles"))
        #expect(try Data(contentsOf: url).starts(with: Data("bplist00".utf8)))
        #expect(try PlistReaders.plutilProblem(url) == nil)
        #expect(try PlistReaders.plistlibProblem([url]) == nil)
    }

    @Test("--set and line mode refuse control characters with a message naming the row")
    func refusedAtInput() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("state.plist")
        let set = try CLI.run(["--state", url.path, "--set", "firstName=a\u{1}b"])
        #expect(set.status == 65)
        #expect(set.stderr.contains("(firstName): control character U+0001 is not allowed"))
        #expect(!FileManager.default.fileExists(atPath: url.path))
        let tab = try CLI.run(["--state", url.path, "--set", "firstName=a\tb"])
        #expect(tab.status == 65)
        #expect(tab.stderr.contains("control character U+0009 is not allowed"))
        let walk = try CLI.run(
            ["--state", url.path],
            stdin: "set firstName x\u{7f}y\nadd skill Go\u{1b}[31m\nset firstName Ada\nquit\n")
        #expect(walk.stderr.contains("line 1: firstName: control character U+007F is not allowed"))
        #expect(
            walk.stderr.contains(
                "line 2: Skills (section 4): the title: control character U+001B is not allowed"))
    }
}
