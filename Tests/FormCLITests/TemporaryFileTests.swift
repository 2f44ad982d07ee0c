import Foundation
import TestSupport
import Testing

@testable import FormEngine

/// A save removes only FormEngine's own stale temporary files, never another program's. (That a
/// killed save leaves nothing the next save does not clear is a system test, in
/// ``SaveDurabilityTests``.)
@Suite("Temporary files")
struct TemporaryFileTests {
    @Test func namesAreRecognisedAndOnlyDeadOnesOfThisHostRemoved() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("a.plist").path
        let template = TemporaryFiles.template(for: target)
        #expect(template.hasSuffix("/.a.plist.formengine-\(TemporaryFiles.host)-\(getpid())-XXXXXX"))
        // A process that has exited: its pid is free (until reused, which this test does not wait for).
        let gone = try Subprocess.start(URL(fileURLWithPath: "/bin/true"), [])
        _ = gone.wait()
        let host = TemporaryFiles.host
        let names = [
            ".a.plist.formengine-\(host)-\(gone.pid)-Q1w2E3",  // dead: removed
            ".a.plist.formengine-\(host)-\(getpid())-Q1w2E3",  // this process: kept
            ".a.plist.formengine-\(host)-1-Q1w2E3",  // init, alive: kept
            ".a.plist.formengine-\(host)-x-Q1w2E3",  // not our pattern: kept
            ".a.plist.formengine-\(host)-\(gone.pid)-short",  // not our pattern: kept
            ".b.plist.formengine-\(host)-\(gone.pid)-Q1w2E3",  // another target: kept
            ".a.plist.Q1w2E3",  // rsync's, or an old FormEngine's: kept
        ]
        for name in names {
            _ = FileManager.default.createFile(
                atPath: directory.appendingPathComponent(name).path, contents: nil)
        }
        let removed = TemporaryFiles.removeStale(besides: target)
        #expect(removed == [names[0]])
        #expect(
            Set(try FileManager.default.contentsOfDirectory(atPath: directory.path)) == Set(names.dropFirst())
        )
    }
}
