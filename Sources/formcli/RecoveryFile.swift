import FormEngine
import FormEngineSettings
import FormWalk
import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// What a walk without `--state` keeps when it is cut off: a hang-up (SIGHUP, or the terminal's
/// end of file or `EIO`) or SIGTERM writes the answers typed to
/// `$XDG_STATE_HOME/formcli/recovery/HASH.plist` (`~/.local/state` when `XDG_STATE_HOME` is not
/// set or not absolute), HASH the 64-bit FNV-1a of the form's absolute path in 16 hex digits,
/// mode 0600 in a directory of mode 0700, in the form's dialect (a state file, or a Settings
/// bundle's defaults). One file a form: the next walk of the same form on a terminal, without
/// `--state`, asks whether to restore it; yes restores it and deletes it once that walk ends
/// (but for another hang-up or SIGTERM, which writes it again), no deletes it at once. A walk
/// that ends with done, a save or a discard never writes one, and Ctrl-C does not either.
struct RecoveryFile {
    /// Where the file is.
    let url: URL
    /// The form's path as given, for the question.
    let formName: String

    /// The recovery file of the form at `formPath` (relative to the working directory), `nil`
    /// for a form read from stdin or a bundled example (no path to tell one from another), or
    /// when neither `XDG_STATE_HOME` nor `HOME` says where.
    init?(formPath: String?, environment: [String: String]) {
        guard let formPath, formPath != "-", !formPath.isEmpty,
            let directory = Self.directory(environment)
        else { return nil }
        let absolute = URL(fileURLWithPath: formPath).standardizedFileURL.path
        url = directory.appendingPathComponent("\(Self.hash(absolute)).plist")
        formName = formPath
    }

    /// `$XDG_STATE_HOME/formcli/recovery`, or `$HOME/.local/state/formcli/recovery` when
    /// `XDG_STATE_HOME` is unset, empty or relative (as the XDG base directory specification
    /// says to ignore it).
    static func directory(_ environment: [String: String]) -> URL? {
        let base: String
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            base = state
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            base = (home as NSString).appendingPathComponent(".local/state")
        } else {
            return nil
        }
        return URL(fileURLWithPath: base).appendingPathComponent("formcli/recovery", isDirectory: true)
    }

    /// FNV-1a, 64 bits, of the path's UTF-8 bytes, in 16 lower-case hex digits: the same on
    /// every run and every machine (Swift's `Hasher` is seeded per process).
    static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Whether a recovery file is there.
    var exists: Bool { FileManager.default.fileExists(atPath: url.path) }

    /// Writes `form`'s answers, atomically, mode 0600 (the directories made 0700 when missing).
    /// - Throws: ``FormError`` naming the file when it cannot.
    func write(_ form: Form, dialect: FormDialect) throws(FormError) {
        let directory = url.deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .cannotWrite(Location(file: url.path), reason: "cannot create \(directory)")
        }
        // A new file made 0600 by the mask (the atomic writer gives it 0666 less the mask); an
        // old one keeps its mode, put back to 0600 after. SIGINT, SIGTERM and SIGHUP wait until
        // the file is whole: a hang-up forwarded late must not cut the write short.
        var blocked = sigset_t()
        var previous = sigset_t()
        sigemptyset(&blocked)
        for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&blocked, number) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        let mask = umask(0o077)
        defer {
            umask(mask)
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        try dialect.write(dialect.state(of: form, preserving: nil), to: url)
        _ = chmod(url.path, 0o600)
    }

    /// Restores the file's answers into `form`; the problems of entries the form cannot take.
    /// - Throws: ``FormError`` when the file cannot be read.
    func restore(into form: inout Form, dialect: FormDialect) throws(FormError) -> [FormError] {
        let state = try dialect.loadState(contentsOf: url)
        return dialect.restore(state, into: &form, file: url.path)
    }

    /// Moves a file that cannot be read out of the way, beside it as `HASH.plist.unreadable`
    /// (replacing an older one), so the next walk does not ask again; the path it went to.
    func setAside() -> String {
        let aside = url.path + ".unreadable"
        _ = rename(url.path, aside)
        return aside
    }

    /// Deletes the file (nothing when it is gone already).
    func remove() {
        _ = unlink(url.path)
    }

    /// When the file was written, as `2026-12-03 15:04` in local time; `nil` when unknown.
    var written: String? {
        guard
            let date = try? FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
        else { return nil }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: date)
    }

    /// Asks on the terminal (`errors`, read from `input` in its usual line mode) whether to
    /// restore the kept answers: `true` for y or yes; anything else is no. `nil` when the input
    /// ended before an answer (the terminal hung up).
    func ask(input: Int32, errors: Int32) -> Bool? {
        let when = written.map { " on \($0)" } ?? ""
        let question =
            "formcli: a walk of \(TerminalText.visible(formName)) was cut off\(when); its answers were kept.\n"
            + "Restore them? (n deletes them) [y/n] "
        let bytes = Array(question.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(errors, $0.baseAddress, $0.count) }
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = read(input, &byte, 1)
            if count < 0, errno == EINTR { continue }
            guard count == 1 else { return nil }
            if byte == UInt8(ascii: "\n") { break }
            if line.count < 64 { line.append(byte) }
        }
        let answer = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespaces).lowercased()
        return answer == "y" || answer == "yes"
    }
}
