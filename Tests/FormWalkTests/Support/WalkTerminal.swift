import FormEngine
import FormWalk
import Foundation
import Glibc
import TestSupport
import Testing

/// A pseudo-terminal whose slave side the walk runs on, on a thread of its own.
final class WalkTerminal: @unchecked Sendable {
    let master: Int32
    let slave: Int32
    /// The terminal's size, which ``screen`` is drawn at.
    let rows: Int
    let columns: Int
    private var bytes: [UInt8] = []
    private let done = DispatchSemaphore(value: 0)
    private var outcome: Result<FormWalkResult, FormWalkError>?

    init(rows: UInt16 = 24, columns: UInt16 = 80) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        try #require(openpty(&master, &slave, nil, nil, &size) == 0)
        self.master = master
        self.slave = slave
        self.rows = Int(rows)
        self.columns = Int(columns)
    }

    deinit {
        close(master)
        close(slave)
    }

    /// Starts `walk` on the slave side, once no other walk on a terminal runs in this process.
    func start(_ walk: FormWalk) {
        let box = WalkBox(walk)
        let held = TerminalLock.acquire()
        Thread {
            var walk = box.walk
            do throws(FormWalkError) {
                self.outcome = .success(
                    try walk.run(input: self.slave, output: self.slave, errors: self.slave))
            } catch {
                self.outcome = .failure(error)
            }
            if held { TerminalLock.release() }
            self.done.signal()
        }.start()
    }

    func send(_ text: String) {
        _ = Array(text.utf8).withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// What the screen shows, from everything drawn so far.
    var screen: ScreenGrid {
        var grid = ScreenGrid(rows: rows, columns: columns)
        grid.feed(String(decoding: bytes, as: UTF8.self))
        return grid
    }

    /// Everything the walk wrote.
    var written: String { String(decoding: bytes, as: UTF8.self) }

    /// Reads until the screen shows `text`, for up to 30 s.
    @discardableResult
    func wait(for text: String) -> Bool {
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if screen.text.contains(text) { return true }
            read(milliseconds: 50)
        }
        return false
    }

    /// Reads until the walk has written `text`, wherever the screen shows it (line mode's
    /// output scrolls, which ``screen`` does not), for up to 30 s.
    @discardableResult
    func wait(written text: String) -> Bool {
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if written.contains(text) { return true }
            read(milliseconds: 50)
        }
        return false
    }

    /// The walk's result, once it returns (reading what it draws meanwhile).
    func result() -> Result<FormWalkResult, FormWalkError>? {
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            read(milliseconds: 20)
            if done.wait(timeout: .now()) == .success {
                read(milliseconds: 20)
                return outcome
            }
        }
        return nil
    }

    private func read(milliseconds: Int32) {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, milliseconds) > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
        if count > 0 { bytes += buffer.prefix(count) }
    }
}

final class WalkBox: @unchecked Sendable {
    let walk: FormWalk
    init(_ walk: FormWalk) { self.walk = walk }
}

/// One walk on a terminal at a time in this process: a walk that puts a terminal in raw mode
/// keeps the terminal it restores on a signal, and its signal flags, process-wide
/// (`TerminalSignals`), so two at once would restore or redraw each other's. Suites apart run in
/// parallel, so `.serialized` alone does not keep them apart.
enum TerminalLock {
    private static let semaphore = DispatchSemaphore(value: 1)

    /// Waits for the terminal, for up to 60 s (a walk a failed test left running gives way);
    /// returns whether it was taken, and so must be released.
    static func acquire() -> Bool {
        semaphore.wait(timeout: .now() + 60) == .success
    }

    static func release() {
        semaphore.signal()
    }

    /// Runs `body` holding the terminal.
    static func holding<T>(_ body: () throws -> T) rethrows -> T {
        let held = acquire()
        defer { if held { release() } }
        return try body()
    }
}
