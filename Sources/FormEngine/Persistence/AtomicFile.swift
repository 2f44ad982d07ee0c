import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(Darwin)
    private let systemWrite = Darwin.write
#elseif canImport(Musl)
    private let systemWrite = Musl.write
#else
    private let systemWrite = Glibc.write
#endif

/// Writes a file so that a reader — or a crash — only ever sees the old bytes or the new ones,
/// whole: a temporary file in the same directory, flushed to disk, given the old file's
/// permissions (and owner, where allowed), then renamed over the target. A symbolic link is
/// followed, not replaced; a read-only file or a directory is refused and left as it is. The
/// temporary file is named as ``TemporaryFiles`` describes, and stale ones a killed save left are
/// removed first.
package enum AtomicFile {
    package static func write(_ data: Data, to path: String) throws(FormError) {
        let location = Location(file: path)
        let target = resolvingLinks(path)
        let directory = PathText.directory(of: target)
        var info = stat()
        let exists = stat(target, &info) == 0
        try refuse(exists ? info : nil, location: location)
        TemporaryFiles.removeStale(besides: target)
        var template = Array(TemporaryFiles.template(for: target).utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard fd >= 0 else {
            throw .cannotWrite(
                location,
                reason: "cannot create a file in \(directory): \(errnoText())")
        }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var committed = false
        defer {
            if !committed { unlink(temporary) }
        }
        var mode: mode_t = 0o644
        if exists {
            mode = info.st_mode & 0o7777
            // Keep the owner too (possible for root, or for a file one already owns).
            _ = fchown(fd, info.st_uid, info.st_gid)
        } else {
            let mask = umask(0)
            umask(mask)
            mode = 0o666 & ~mask
        }
        let written = data.withUnsafeBytes { bytes -> Bool in
            var offset = 0
            while offset < bytes.count {
                guard let base = bytes.baseAddress else { return false }
                let count = systemWrite(fd, base + offset, bytes.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += count
            }
            return true
        }
        guard written, fchmod(fd, mode) == 0, fsync(fd) == 0 else {
            let reason = errnoText()
            close(fd)
            throw .writeFailed(location, reason: "cannot write: \(reason)")
        }
        guard close(fd) == 0 else { throw .writeFailed(location, reason: "cannot write: \(errnoText())") }
        guard rename(temporary, target) == 0 else {
            throw .writeFailed(location, reason: "cannot replace the file: \(errnoText())")
        }
        committed = true
        let directoryFD = open(directory, O_RDONLY)
        if directoryFD >= 0 {
            fsync(directoryFD)
            close(directoryFD)
        }
    }

    /// Checks, without writing anything that stays, that ``write(_:to:)`` could write `path`
    /// now: it is neither a directory nor a read-only file, and a temporary file can be made
    /// beside it (one is made and removed at once; the target is not created). A program that
    /// saves only at the end of a long task asks first, so the person learns it before the work.
    /// - Throws: ``FormError/cannotWrite(_:reason:)`` with the reason ``write(_:to:)`` would give.
    package static func checkWritable(_ path: String) throws(FormError) {
        let location = Location(file: path)
        let target = resolvingLinks(path)
        var info = stat()
        try refuse(stat(target, &info) == 0 ? info : nil, location: location)
        var template = Array(TemporaryFiles.template(for: target).utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard fd >= 0 else {
            throw .cannotWrite(
                location, reason: "cannot create a file in \(PathText.directory(of: target)): \(errnoText())")
        }
        close(fd)
        template.withUnsafeBufferPointer { buffer in
            if let base = buffer.baseAddress { _ = unlink(base) }
        }
    }

    /// Refuses a target that is a directory or a read-only file (`info`: its `stat`, `nil` when
    /// it does not exist yet).
    private static func refuse(_ info: stat?, location: Location) throws(FormError) {
        guard let info else { return }
        if info.st_mode & S_IFMT == S_IFDIR {
            throw .cannotWrite(location, reason: "is a directory")
        }
        if info.st_mode & 0o222 == 0 {
            throw .cannotWrite(location, reason: "the file is read-only; it was left as it is")
        }
    }

    /// The file a path names after following symbolic links, so the link itself survives.
    package static func resolvingLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<32 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else {
                return current
            }
            current =
                destination.hasPrefix("/")
                ? destination
                : PathText.join(PathText.directory(of: current), destination)
        }
        return current
    }

    private static func errnoText() -> String {
        String(cString: strerror(errno))
    }
}
