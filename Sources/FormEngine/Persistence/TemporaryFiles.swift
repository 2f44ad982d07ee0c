import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temporary files a save writes before renaming them over the target, named so that they
/// can be told apart as FormEngine's own — `.NAME.formengine-HOST-PID-XXXXXX` beside `NAME` —
/// and cleared when a killed save left one behind.
///
/// A save removes, before it writes, every such file beside its target that a process on this
/// host that no longer runs created, and any older than a day (a save takes milliseconds; a host
/// name other than ours may belong to a container sharing the directory, whose processes cannot be
/// seen from here). Files of any other name — another program's temporaries, or the
/// `.NAME.XXXXXX` files of earlier FormEngine versions, which cannot be told apart from
/// rsync's — are never touched.
enum TemporaryFiles {
    /// What a stale file is older than when its process cannot be checked.
    static let maximumAge: TimeInterval = 24 * 60 * 60

    /// The `mkstemp` template for a temporary file beside `target`.
    static func template(for target: String) -> String {
        PathText.join(
            PathText.directory(of: target),
            "\(prefix(for: target))\(host)-\(getpid())-XXXXXX")
    }

    /// `.NAME.formengine-`: how every temporary file of `target` begins.
    static func prefix(for target: String) -> String {
        ".\((target as NSString).lastPathComponent).formengine-"
    }

    /// This host's name, letters and digits only, at most 32 of them (`-` separates the fields).
    static let host: String = {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "host" }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let kept = String(
            name.unicodeScalars.filter {
                $0.isASCII && $0.properties.isAlphabetic || ("0"..."9").contains($0)
            }.prefix(32))
        return kept.isEmpty ? "host" : kept
    }()

    /// Removes the stale temporary files of `target` (see the type's description); returns their
    /// names. Errors are ignored: a file that cannot be removed stays for a later save.
    @discardableResult
    static func removeStale(besides target: String) -> [String] {
        let directory = PathText.directory(of: target)
        let prefix = prefix(for: target)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        var removed: [String] = []
        for name in names where name.hasPrefix(prefix) {
            guard let (host, pid) = parse(String(name.dropFirst(prefix.count))) else { continue }
            let path = PathText.join(directory, name)
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            let age = Date().timeIntervalSince1970 - Double(info.st_mtim.tv_sec)
            let ownerGone = host == self.host && pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH
            if ownerGone || age > maximumAge, unlink(path) == 0 {
                removed.append(name)
            }
        }
        return removed
    }

    /// `HOST-PID-XXXXXX` → host and process id; `nil` when the rest of a name is not of that form.
    static func parse(_ rest: String) -> (host: String, pid: pid_t)? {
        let fields = rest.split(separator: "-", omittingEmptySubsequences: false)
        guard fields.count == 3, !fields[0].isEmpty, fields[2].count == 6,
            let pid = pid_t(fields[1]), pid > 0
        else { return nil }
        return (String(fields[0]), pid)
    }
}
