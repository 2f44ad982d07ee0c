import Foundation
import TestSupport
import Testing

@Suite("Subprocess")
struct SubprocessTests {
    /// A child waited for leaves no `Process` behind: Foundation's keeps itself alive through its
    /// run loop source until `waitUntilExit()`, which LeakSanitizer reported at the suite's exit.
    @Test func aWaitedChildsProcessIsFreed() throws {
        weak var process: Process?
        do {
            let running = try Subprocess.start(URL(fileURLWithPath: "/bin/true"), [])
            process = running.process
            #expect(running.wait().status == 0)
        }
        // Foundation's termination-handler thread holds the Process until that handler returns.
        for _ in 0..<1000 where process != nil { usleep(10_000) }
        #expect(process == nil, "the Process of a child that was waited for is still alive")
    }
}
