import Foundation
import Testing

/// Issue #22: a row kind is one unit. `Scripts/kind-files.sh` counts the source files naming
/// each kind; no kind may be named in more than ``limit`` files, and in the core only in
/// `RowKind.swift` and the units in `Kinds/`.
@Suite("Kind files")
struct KindFilesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The most source files a kind may be named in.
    static let limit = 4

    @Test("no kind is named in more source files than allowed")
    func kindsStayInTheirUnits() throws {
        let counts = try Self.counts()
        #expect(counts.count >= 22, "the script lists every kind: \(counts)")
        for (kind, files) in counts.sorted(by: { $0.key < $1.key }) {
            #expect(files <= Self.limit, "\(kind) is named in \(files) source files; at most \(Self.limit)")
        }
    }

    /// The core files that may name kinds: the enum, the one place mapping each case to its
    /// unit, and the units.
    static func isKindPlace(_ path: String) -> Bool {
        path == "Sources/FormEngine/Descriptor/RowKind.swift" || path.hasPrefix("Sources/FormEngine/Kinds/")
    }

    @Test("in the core, only RowKind.swift and the units in Kinds/ name a kind")
    func coreNamesKindsOnlyInUnits() throws {
        let named = try Self.files()
        #expect(
            named.values.contains { $0.contains(where: Self.isKindPlace) }, "the script lists files: \(named)"
        )
        for (kind, files) in named.sorted(by: { $0.key < $1.key }) {
            for file in files where file.hasPrefix("Sources/FormEngine/") {
                #expect(
                    Self.isKindPlace(file),
                    "\(file) names the kind \(kind); ask RowKind's members (Kinds/RowKind+Units.swift) instead"
                )
            }
        }
    }

    /// The script's table, kind → number of files.
    static func counts() throws -> [String: Int] {
        var counts: [String: Int] = [:]
        for line in try run([]).split(separator: "\n").dropFirst() {
            let parts = line.split(separator: " ")
            if parts.count == 2, let count = Int(parts[1]) { counts[String(parts[0])] = count }
        }
        return counts
    }

    /// The script's `--list`: kind → the files naming it.
    static func files() throws -> [String: [String]] {
        var files: [String: [String]] = [:]
        var kind = ""
        for line in try run(["--list"]).split(separator: "\n").dropFirst() {
            if line.hasPrefix("    ") {
                files[kind, default: []].append(line.trimmingCharacters(in: .whitespaces))
            } else {
                kind = String(line.split(separator: " ").first ?? "")
            }
        }
        return files
    }

    /// The script's output with `arguments`.
    static func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [root.appendingPathComponent("Scripts/kind-files.sh").path] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: output, as: UTF8.self)
    }
}
