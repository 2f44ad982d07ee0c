import Foundation
import Glibc
import Testing

@testable import FormWalk

/// A pipe standing in for the terminal: tests write to `writer`, the reader reads `reader`.
private final class TestPipe {
    let reader: Int32
    var writer: Int32

    init() throws {
        var fds: [Int32] = [-1, -1]
        try #require(pipe(&fds) == 0)
        reader = fds[0]
        writer = fds[1]
    }

    func send(_ text: String) {
        RawTerminal.writeAll(text, to: writer)
    }

    func closeWriter() {
        close(writer)
        writer = -1
    }

    deinit {
        close(reader)
        if writer >= 0 { close(writer) }
    }
}

/// A resize flag the test can set.
private final class ResizeFlag {
    var pending = false

    func take() -> Bool {
        defer { pending = false }
        return pending
    }
}

@Suite struct InputReaderTests {
    @Test func readsKeysInOrder() throws {
        let pipe = try TestPipe()
        var reader = InputReader(fd: pipe.reader, takeResize: { false })
        pipe.send("a\u{1b}[A日\r")
        #expect(reader.nextEvent() == .key(.char("a")))
        #expect(reader.nextEvent() == .key(.up))
        #expect(reader.nextEvent() == .key(.char("日")))
        #expect(reader.nextEvent() == .key(.enter))
    }

    @Test func loneEscapeIsReportedAfterTheTimeout() throws {
        let pipe = try TestPipe()
        var reader = InputReader(fd: pipe.reader, escapeTimeout: 50, takeResize: { false })
        pipe.send("\u{1b}")
        let start = Date()
        #expect(reader.nextEvent() == .key(.escape))
        let elapsed = Date().timeIntervalSince(start)
        #expect(elapsed >= 0.04)
        #expect(elapsed < 1)
    }

    @Test func sequenceSplitAcrossWritesIsOneKey() throws {
        let pipe = try TestPipe()
        var reader = InputReader(fd: pipe.reader, escapeTimeout: 500, takeResize: { false })
        pipe.send("\u{1b}[")
        let writer = pipe.writer
        let thread = Thread {
            usleep(20_000)
            RawTerminal.writeAll("5~", to: writer)
        }
        thread.start()
        #expect(reader.nextEvent() == .key(.pageUp))
    }

    @Test func resizeIsReported() throws {
        let pipe = try TestPipe()
        let flag = ResizeFlag()
        var reader = InputReader(fd: pipe.reader, resizeCheckInterval: 10, takeResize: flag.take)
        flag.pending = true
        #expect(reader.nextEvent() == .resize)
        pipe.send("x")
        #expect(reader.nextEvent() == .key(.char("x")))
    }

    @Test func endOfInputFlushesPendingEscapeFirst() throws {
        let pipe = try TestPipe()
        var reader = InputReader(fd: pipe.reader, escapeTimeout: 10_000, takeResize: { false })
        pipe.send("q\u{1b}")
        pipe.closeWriter()
        #expect(reader.nextEvent() == .key(.char("q")))
        #expect(reader.nextEvent() == .key(.escape))
        #expect(reader.nextEvent() == .endOfInput)
        #expect(reader.nextEvent() == .endOfInput)
    }
}
