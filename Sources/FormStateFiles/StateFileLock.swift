import FormEngine
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive advisory lock (`flock`) on the lock file beside a state file, `.NAME.lock` in the
/// same directory, held while a save re-reads, merges and writes the file, so that saves by many
/// processes run one after the other. The lock file is created when missing and never removed
/// (removing it would let two processes lock different files); it stays empty.
///
/// Waiting is bounded: after `timeout` the save gives up with `FormError.busy(_:reason:)` and
/// writes nothing. The lock is advisory: a program that writes the state file without taking it
/// is not held back.
struct StateFileLock: ~Copyable {
    private let descriptor: Int32

    /// The lock file for the state file at `target` (symbolic links already followed).
    static func path(for target: String) -> String {
        PathText.join(PathText.directory(of: target), ".\((target as NSString).lastPathComponent).lock")
    }

    /// Takes the lock for the state file at `target`, waiting at most `timeout`.
    /// - Throws: `FormError.busy(_:reason:)` when another process holds it for longer,
    ///   `FormError.cannotWrite(_:reason:)` when the lock file cannot be opened or created.
    init(target: String, file: String, timeout: Duration) throws(FormError) {
        let path = Self.path(for: target)
        let mask = umask(0)
        umask(mask)
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o666 & ~mask)
        guard fd >= 0 else {
            // Where the lock file cannot be made, neither can the save's temporary file.
            throw .cannotWrite(
                Location(file: file),
                reason:
                    "cannot create a file in \(PathText.directory(of: target)): \(String(cString: strerror(errno)))"
            )
        }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        var pause = Duration.milliseconds(2)
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let reason = errno
            guard reason == EWOULDBLOCK || reason == EINTR else {
                close(fd)
                throw .cannotWrite(
                    Location(file: file),
                    reason: "cannot lock \(path): \(String(cString: strerror(reason)))")
            }
            if clock.now >= deadline {
                close(fd)
                throw .busy(
                    Location(file: file),
                    reason: "another process is saving this file and held its lock for "
                        + "\(Self.seconds(timeout)); nothing was written, try again")
            }
            Self.sleep(pause)
            // Back off up to 50 ms, with some jitter so that waiting processes do not wake together.
            pause = min(pause * 2, .milliseconds(50)) + .microseconds(Int.random(in: 0..<2000))
        }
        descriptor = fd
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    private static func sleep(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0, errno == EINTR { request = remaining }
    }

    /// `5 s`, `0.5 s`.
    static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let value = Double(seconds) + Double(attoseconds) / 1e18
        return value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}
