import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way the tests run another program: formcli, plutil, Python, a shell. Its stdout and
/// stderr are read at the same time, each by a thread of its own, so a child that fills one
/// pipe while the test waits on the other cannot stall; stdin is written by a third, so a child
/// that never reads it cannot stall the test either. Every wait has a timeout, after which the
/// child is killed (SIGKILL) and the result says so.
///
/// (`PseudoTerminal` and `Tmux` start their children with fork and exec instead: one needs a
/// controlling terminal, the other a server that must not inherit any descriptor.)
package enum Subprocess {
    /// How long a child may run before it is killed, unless a test says otherwise.
    package static let defaultTimeout: Double = 120

    /// A write to a child that has exited fails with EPIPE instead of killing the test process.
    private static let ignoringBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

    /// What the child reads on stdin.
    package enum Input: Sendable {
        /// `/dev/null`.
        case none
        /// These bytes, then end of file.
        case data(Data)
        /// A pipe left open: write with ``Running/send(_:)``, end it with ``Running/closeInput()``.
        case open
    }

    /// How a child ended and what it wrote.
    package struct Result: Sendable {
        /// The exit status; 128 + the signal for a child killed by one, as a shell reports it.
        package var status: Int32
        package var stdout: String
        package var stderr: String
        /// Whether the child outlived its timeout and was killed.
        package var timedOut: Bool
    }

    /// Runs `executable` with `arguments` to the end (or its timeout) and returns what it did.
    package static func run(
        _ executable: URL, _ arguments: [String], stdin: Input = .none, environment: [String: String]? = nil,
        directory: URL? = nil, timeout: Double = defaultTimeout
    ) throws -> Result {
        try start(executable, arguments, stdin: stdin, environment: environment, directory: directory)
            .wait(timeout: timeout)
    }

    /// Starts `executable` with `arguments` and returns at once, for tests that signal, kill or
    /// talk to the child while it runs.
    package static func start(
        _ executable: URL, _ arguments: [String], stdin: Input = .none, environment: [String: String]? = nil,
        directory: URL? = nil
    ) throws -> Running {
        try Running(executable, arguments, stdin: stdin, environment: environment, directory: directory)
    }

    /// A child that was started, with its output being collected.
    package final class Running: @unchecked Sendable {
        /// The child's `Process`; tests read it only to check that it is freed.
        package let process = Process()
        private let input: FileHandle?
        private let exited = DispatchSemaphore(value: 0)
        private let drained = DispatchGroup()
        private let lock = NSLock()
        private var out = Data()
        private var err = Data()
        private var result: Result?

        init(
            _ executable: URL, _ arguments: [String], stdin: Input, environment: [String: String]?,
            directory: URL?
        ) throws {
            _ = Subprocess.ignoringBrokenPipes
            process.executableURL = executable
            process.arguments = arguments
            if let environment { process.environment = environment }
            if let directory { process.currentDirectoryURL = directory }
            let outPipe = Pipe()
            let errPipe = Pipe()
            process.standardOutput = outPipe
            process.standardError = errPipe
            var inPipe: Pipe?
            switch stdin {
            case .none: process.standardInput = FileHandle.nullDevice
            case .data, .open:
                let pipe = Pipe()
                process.standardInput = pipe
                inPipe = pipe
            }
            input = inPipe?.fileHandleForWriting
            process.terminationHandler = { [exited] _ in exited.signal() }
            try process.run()
            // The parent's copies of the child's ends, closed so that end of file arrives when the
            // child (and anything it started) closes them.
            try? outPipe.fileHandleForWriting.close()
            try? errPipe.fileHandleForWriting.close()
            try? inPipe?.fileHandleForReading.close()
            collect(outPipe.fileHandleForReading) { running, data in running.out = data }
            collect(errPipe.fileHandleForReading) { running, data in running.err = data }
            if case .data(let bytes) = stdin, let input {
                // A child that exits without reading makes the write fail (EPIPE, as SIGPIPE is
                // ignored); it must not block the test.
                Thread.detachNewThread {
                    try? input.write(contentsOf: bytes)
                    try? input.close()
                }
            }
        }

        /// Reads `handle` to its end on a thread of its own, then stores the bytes with `store`.
        private func collect(_ handle: FileHandle, _ store: @escaping @Sendable (Running, Data) -> Void) {
            drained.enter()
            Thread.detachNewThread { [self] in
                let data = (try? handle.readToEnd()) ?? Data()
                lock.withLock { store(self, data) }
                try? handle.close()
                drained.leave()
            }
        }

        /// The child's process id.
        package var pid: Int32 { process.processIdentifier }

        /// Whether the child is still running.
        package var isRunning: Bool { process.isRunning }

        /// Writes `text` to the child's stdin (an `.open` input).
        package func send(_ text: String) { try? input?.write(contentsOf: Data(text.utf8)) }

        /// Ends the child's stdin (an `.open` input).
        package func closeInput() { try? input?.close() }

        /// Sends `signal` to the child.
        package func signal(_ signal: Int32) { kill(process.processIdentifier, signal) }

        /// Waits for the child to end, at most `timeout` seconds (then it is killed), and for its
        /// output.
        package func wait(timeout: Double = Subprocess.defaultTimeout) -> Result {
            if let result = lock.withLock({ result }) { return result }
            var timedOut = false
            if exited.wait(timeout: .now() + timeout) == .timedOut {
                timedOut = true
                signal(SIGKILL)
                exited.wait()
            }
            // Foundation's Process holds a run loop source that retains the Process, a cycle only
            // waitUntilExit() breaks (it sets the source to nil); a Process waited for through
            // its terminationHandler alone is never freed, which LeakSanitizer reports at exit.
            // The child has exited, so this returns at once.
            process.waitUntilExit()
            // A grandchild may still hold the pipes; give it a moment, not forever.
            _ = drained.wait(timeout: .now() + (timedOut ? 1 : timeout))
            closeInput()
            let status =
                process.terminationReason == .uncaughtSignal
                ? 128 + process.terminationStatus : process.terminationStatus
            return lock.withLock {
                let ended = Result(
                    status: status, stdout: String(decoding: out, as: UTF8.self),
                    stderr: String(decoding: err, as: UTF8.self), timedOut: timedOut)
                result = ended
                return ended
            }
        }
    }
}
