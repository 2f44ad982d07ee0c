import Foundation
import TestSupport
import Testing

@testable import FormEngine
@testable import FormWalk
@testable import formcli

/// Every input a fuzzer flagged (`Fuzz/crashes/TARGET-*`) replayed as the fuzz target does, so
/// that what it found stays fixed: key decoder inputs decode the same in any chunks, state files
/// load or are refused with a message, line-mode scripts end in a documented status.
@Suite("Fuzz fixtures")
struct FuzzFixtureTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fuzz/crashes").standardized

    static func inputs(_ target: String) -> [URL] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
            .filter { $0.hasPrefix("\(target)-") }.map { directory.appendingPathComponent($0) }
    }

    @Test func keyDecoderInputsDecodeTheSameInAnyChunks() throws {
        let files = Self.inputs("keys")
        #expect(!files.isEmpty)
        for file in files {
            let input = Array(try Data(contentsOf: file))
            let started = Date()
            var whole = KeyDecoder()
            let expected = whole.feed(input) + whole.flushPendingEscape()
            for step in 1...8 {
                var chunked = KeyDecoder()
                var keys: [Key] = []
                for start in stride(from: 0, to: input.count, by: step) {
                    keys += chunked.feed(Array(input[start..<min(start + step, input.count)]))
                }
                keys += chunked.flushPendingEscape()
                #expect(keys == expected, "\(file.lastPathComponent) in reads of \(step)")
            }
            #expect(Date().timeIntervalSince(started) < 1, "\(file.lastPathComponent) decodes quickly")
        }
    }

    @Test func stateInputsLoadOrAreRefusedAndWriteBackEqual() throws {
        let files = Self.inputs("state")
        #expect(!files.isEmpty)
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in files {
            let result = try CLI.run(["--state", file.path, "--dump"])
            #expect([0, 65].contains(result.status), "\(file.lastPathComponent): \(result.stderr)")
            // The first part (before a line `%%`) as the state fuzzer reads it.
            let data = try Data(contentsOf: file)
            let first = data.range(of: Data("\n%%\n".utf8)).map { data[..<$0.lowerBound] } ?? data[...]
            guard let state = try? FormState.load(data: Data(first)) else { continue }
            let url = directory.appendingPathComponent(file.lastPathComponent)
            try state.write(to: url)
            var expected = state
            expected.items = state.items.mapValues { list in
                SavedItem.ordered(list).enumerated().map {
                    SavedItem(key: $1.key, title: $1.title, order: $0)
                }
            }
            #expect(
                try FormState.load(contentsOf: url) == expected, "\(file.lastPathComponent) loads back equal")
            #expect(try PlistReaders.plutilProblem(url) == nil)
            #expect(try PlistReaders.plistlibProblem([url]) == nil)
        }
    }

    @Test func lineModeInputsEndInADocumentedStatus() throws {
        for file in Self.inputs("lines") {
            let directory = try CLI.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let script = String(decoding: try Data(contentsOf: file), as: UTF8.self)
            let result = try CLI.run(
                ["--state", directory.appendingPathComponent("s.plist").path], stdin: script)
            #expect([0, 1, 65].contains(result.status), "\(file.lastPathComponent): \(result.stderr)")
        }
    }
}
