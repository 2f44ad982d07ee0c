import Foundation
import TestSupport
import Testing

@testable import FormEngine
@testable import FormPlist

/// Inputs too big to commit, made at run time, and the limits' defaults and `--max-…` overrides,
/// read as formcli reads them (``Refusal``, in this process; `HostileInputTests` runs the process).
@Suite("Hostile input: limits")
struct HostileLimitsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let defaultForm = root.appendingPathComponent("Resources/CellDescriptor.plist").path

    /// Writes `data` as `name` in a fresh directory and checks formcli refuses it in every mode.
    private func refuse(_ data: Data, name: String, message: String) throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try data.write(to: directory.appendingPathComponent(name))
        for arguments in [["--check", name], ["--dump", name], [name, "--plain"]] {
            HostileInputTests.expectRefused(arguments, file: name, message: message, directory: directory)
        }
    }

    private func xml(_ body: String) -> Data {
        Data(
            ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">" + body + "</plist>\n").utf8
        )
    }

    @Test("XML arrays nested 100,000 deep are refused")
    func deepArrays() throws {
        let depth = 100_000
        let body = String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
        try refuse(xml(body), name: "deep-arrays.plist", message: ": nested deeper than 64 levels")
    }

    @Test("XML dictionaries nested 100,000 deep are refused")
    func deepDictionaries() throws {
        let depth = 100_000
        let body =
            String(repeating: "<dict><key>k</key>", count: depth) + "<string>x</string>"
            + String(repeating: "</dict>", count: depth)
        try refuse(xml(body), name: "deep-dicts.plist", message: ": nested deeper than 64 levels")
    }

    @Test("a binary plist of arrays nested 100,000 deep is refused")
    func deepBinary() throws {
        let count = 100_001
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for index in 0..<count {
            offsets.append(bytes.count)
            if index == count - 1 {
                bytes.append(0xA0)
            } else {
                bytes += [0xA1] + Self.bigEndian(index + 1, size: 3)
            }
        }
        let table = bytes.count
        for offset in offsets { bytes += Self.bigEndian(offset, size: 3) }
        bytes += [0, 0, 0, 0, 0, 0, 3, 3]
        bytes += Self.bigEndian(count, size: 8) + Self.bigEndian(0, size: 8) + Self.bigEndian(table, size: 8)
        try refuse(Data(bytes), name: "deep-binary.plist", message: ": nested deeper than 64 levels")
    }

    private static func bigEndian(_ value: Int, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    @Test("a 2 MiB string is refused by the 1 MiB default")
    func longString() throws {
        let text = String(repeating: "x", count: 2 << 20)
        let body = "<array><array><dict><key>key</key><string>\(text)</string></dict></array></array>"
        try refuse(
            xml(body), name: "long-string.plist",
            message: ": a string is longer than the limit of 1048576 characters")
    }

    @Test("a 300 MB (sparse) file is refused by its size before it is read")
    func hugeFile() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("huge.plist")
        #expect(FileManager.default.createFile(atPath: url.path, contents: Data("<plist>".utf8)))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 300 << 20)
        try handle.close()
        for arguments in [["--check", "huge.plist"], ["--dump", "huge.plist"], ["huge.plist", "--plain"]] {
            HostileInputTests.expectRefused(
                arguments, file: "huge.plist", message: "file is 300 MB, more than the 256 MB limit",
                directory: directory)
        }
    }

    @Test("a missing file and a directory are unreadable (66)")
    func unreadable() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("folder.plist"), withIntermediateDirectories: false)
        for (name, message) in [("missing.plist", ": no such file"), ("folder.plist", ": is a directory")] {
            for arguments in [["--check", name], ["--dump", name], [name, "--plain"]] {
                HostileInputTests.expectRefused(
                    arguments, file: name, message: message, status: 66, directory: directory)
            }
        }
    }

    @Test("the defaults are documented and admit the bundled form")
    func defaults() throws {
        let limits = LoadLimits()
        #expect(limits.maxBytes == 256 << 20)
        #expect(limits.maxDepth == 64)
        #expect(limits.maxObjects == 5_000_000)
        #expect(limits.maxRows == 1_000_000)
        #expect(limits.maxStringLength == 1 << 20)
        let result = try CLI.run(["--check", Self.defaultForm])
        #expect(result.status == 0, "\(result.stderr)")
        let help = try CLI.run(["--help"]).stdout
        for flag in ["--max-bytes N", "--max-depth N", "--max-objects N", "--max-rows N", "--max-string N"] {
            #expect(help.contains(flag))
        }
    }

    @Test(
        "each --max-… flag lowers its limit",
        arguments: [
            ("--max-bytes=1000", "more than the 1000 bytes limit"),
            ("--max-depth=2", "nested deeper than 2 levels"),
            ("--max-objects=10", "holds more than 10 objects"),
            ("--max-rows=3", "holds 27 rows, more than the limit of 3"),
            ("--max-string=4", "a string is longer than the limit of 4 characters"),
        ])
    func overrides(_ flag: String, _ message: String) throws {
        for arguments in [["--check", Self.defaultForm, flag], ["--dump", Self.defaultForm, flag]] {
            HostileInputTests.expectRefused(arguments, file: "CellDescriptor.plist", message: message)
        }
    }

    @Test("a state file is held to the same limits")
    func stateLimits() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FormState(values: ["firstName": .string("Ada Lovelace")]).write(
            to: directory.appendingPathComponent("state.plist"))
        let ok = Refusal(["--dump", "--state", directory.appendingPathComponent("state.plist").path])
        #expect(ok.status == 0, "\(ok.lines)")
        for (flag, message) in [
            ("--max-bytes=100", "more than the 100 bytes limit"),
            ("--max-string=5", "longer than the limit of 5"),
            ("--max-depth=1", "nested deeper than 1 levels"),
        ] {
            HostileInputTests.expectRefused(
                ["--dump", "--state", "state.plist", flag], file: "state.plist", message: message,
                directory: directory)
        }
    }

    @Test("a limit that is not a positive number is a usage error", arguments: ["0", "-5", "many", ""])
    func badLimit(_ text: String) throws {
        let result = Refusal(["--check", Self.defaultForm, "--max-rows=\(text)"])
        #expect(result.status == 64)
        #expect(result.lines.contains { $0.contains("--max-rows needs a positive whole number") })
    }

    @Test("the row limit counts every section and names the file")
    func rowLimitInLibrary() throws {
        let rows = (0..<5).map { Fixtures.cell("r\($0)", "text") }
        let data = try Fixtures.data([
            rows, rows.map { Fixtures.cell(($0["key"] as? String ?? "") + "b", "text") },
        ])
        let loader = DescriptorLoader(limits: LoadLimits(maxRows: 9))
        #expect(
            loader.diagnose(data: data, file: "f.plist").problems.map(\.description)
                == ["f.plist: holds 10 rows, more than the limit of 9"])
        #expect(DescriptorLoader(limits: LoadLimits(maxRows: 10)).diagnose(data: data).problems.isEmpty)
    }
}

/// The guard's UTF-8 check: every well-formed sequence passes, every ill-formed one is refused.
@Suite("Hostile input: UTF-8")
struct HostileUTF8Tests {
    private func check(_ bytes: [UInt8]) -> String? {
        let data = Data("<plist><string>".utf8) + Data(bytes) + Data("</string></plist>".utf8)
        do {
            try PlistGuard.check(data, limits: .default)
            return nil
        } catch {
            return error.reason
        }
    }

    @Test("well-formed UTF-8 of every length passes")
    func wellFormed() {
        #expect(check(Array("é – 日本 😀 \u{10FFFF} \u{E000}".utf8)) == nil)
    }

    @Test(
        "ill-formed UTF-8 is refused with its offset",
        arguments: [
            [0xFF], [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
            [0xC3], [0xE2, 0x82], [0x80], [0xF5, 0x80, 0x80, 0x80],
        ] as [[UInt8]])
    func illFormed(_ bytes: [UInt8]) {
        #expect(check(bytes) == "XML is not valid UTF-8 (at byte 15)")
    }
}
