import Foundation

/// libFuzzer entry point for line mode's command language, built by `Scripts/fuzz.sh lines
/// SECONDS` from the FormEngine and FormWalk sources and formcli's (all but `main.swift`) as one
/// module, saving through formcli's `--state` hook.
///
/// Each input is a script of lines (at most 256), run as `formcli --state FILE` runs a piped
/// script on the bundled form, saving to a fresh state file in a scratch directory. Every script
/// must end in one of formcli's documented statuses — 0, 1 or 65 from the walk, or the status of
/// a save that failed — never a crash or a hang (libFuzzer's `-timeout` catches those).
public func lineModeFuzzerTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(256).map(String.init)
    lines.reverse()
    guard let form = LineModeFuzz.form else { return 0 }
    let statePath = LineModeFuzz.directory + "/answers.plist"
    unlink(statePath)
    let saving = StateFileSaving(path: statePath, form: form, saved: nil, dialect: .native)
    var walk = LineWalk(
        session: WalkSession(form: form, saving: saving), interactive: false, report: { _ in },
        problem: { _ in }, readLine: { lines.popLast().map(LineInput.line) ?? .end })
    let status: ExitStatus
    do {
        let end = try walk.run()
        if end.failedCommands > 0 || end.kind == .incomplete {
            status = .dataError
        } else if end.kind == .quit, end.discardedChanges {
            status = .discarded
        } else {
            status = .success
        }
    } catch {
        if case .saveFailed(let failure) = error {
            status = ExitStatus(FormError(failure))
        } else {
            status = .ioError
        }
    }
    guard [.success, .discarded, .dataError, .cannotCreate, .ioError, .tempFail].contains(status) else {
        fatalError("line mode ended with undocumented status \(status.rawValue)")
    }
    if FileManager.default.fileExists(atPath: statePath) {
        // Whatever the walk saved must load back.
        guard (try? FormState.load(contentsOf: URL(fileURLWithPath: statePath))) != nil else {
            fatalError("line mode saved a state that does not load back")
        }
    }
    return 0
}

/// The line-mode fuzzer's bundled form and scratch directory, made once per process.
enum LineModeFuzz {
    /// The bundled form, or `nil` if it cannot be built.
    static let form: Form? = try? Form(DescriptorLoader.bundledDefault())
    /// A scratch directory on `/dev/shm` when there is one.
    static let directory: String = {
        let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        let path = base + "/formengine-lines-\(getpid())"
        mkdir(path, 0o700)
        return path
    }()
}
