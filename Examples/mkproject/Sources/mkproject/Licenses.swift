import FormEngine
import Foundation

/// The licences mkproject offers: one option per file of a licences folder, its key the file's
/// name without the extension (`mit.txt` is `mit`) and its title the file's first line (`MIT
/// License`), sorted by title. Hidden files, folders and files whose name makes no key are
/// left out.
///
/// The folder is the one `$MKPROJECT_LICENSES` names, else the `licenses` folder mkproject ships
/// as a resource beside the program; when neither is there, the three licences it knows
/// without a folder.
enum Licenses {
    /// The environment variable that names a folder of licences.
    static let variable = "MKPROJECT_LICENSES"

    /// The licences offered when no folder is found.
    static let builtIn: [(key: RowKey, title: String)] = [
        ("apache-2.0", "Apache License 2.0"), ("gpl-3.0", "GNU GPL v3"), ("mit", "MIT License"),
    ]

    /// A folder named by `$MKPROJECT_LICENSES` that cannot serve: one line naming it and why.
    struct FolderProblem: Error, CustomStringConvertible {
        var folder: String
        var reason: String
        var description: String { "\(folder) (\(Licenses.variable)): \(reason)" }
    }

    /// The options of the licence picker.
    /// - Throws: ``FolderProblem`` when `$MKPROJECT_LICENSES` names a folder that is not there,
    ///   cannot be read or holds no licence: a folder asked for by name is not replaced in silence.
    static func options(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(FolderProblem) -> [(key: RowKey, title: String)] {
        if let named = environment[variable], !named.isEmpty {
            let folder = URL(fileURLWithPath: named, isDirectory: true)
            guard let found = read(folder) else {
                throw FolderProblem(folder: named, reason: "no such folder, or it cannot be read")
            }
            guard !found.isEmpty else {
                throw FolderProblem(
                    folder: named, reason: "no licence file in it (NAME.txt, its first line the title)")
            }
            return found
        }
        if let shipped = shippedFolder(), let found = read(shipped), !found.isEmpty { return found }
        return builtIn
    }

    /// The licences in `folder`, or `nil` when it cannot be listed.
    static func read(_ folder: URL) -> [(key: RowKey, title: String)]? {
        guard
            let names = try? FileManager.default.contentsOfDirectory(
                at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return nil }
        var found: [(key: RowKey, title: String)] = []
        for file in names {
            guard (try? file.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else {
                continue
            }
            let key = file.deletingPathExtension().lastPathComponent
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || "-_.".contains($0) }) else {
                continue
            }
            found.append((RowKey(key), firstLine(of: file) ?? key))
        }
        return found.sorted { ($0.title, $0.key.rawValue) < ($1.title, $1.key.rawValue) }
    }

    /// The first non-empty line of a file (read from its first 4 KiB), trimmed.
    static func firstLine(of file: URL) -> String? {
        guard let handle = try? FileHandle(forReadingFrom: file) else { return nil }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 4096)) ?? Data()
        return String(decoding: head, as: UTF8.self).split(whereSeparator: \.isNewline)
            .lazy.map { $0.trimmingCharacters(in: .whitespaces) }.first { !$0.isEmpty }
    }

    /// The `licenses` folder SwiftPM copied beside the program, in mkproject's resource bundle
    /// (`mkproject_mkproject.resources` on Linux, `.bundle` on Apple platforms), if it is there.
    static func shippedFolder() -> URL? {
        let beside = Bundle.main.bundleURL
        for name in ["mkproject_mkproject.resources", "mkproject_mkproject.bundle"] {
            guard let bundle = Bundle(url: beside.appendingPathComponent(name)),
                let folder = bundle.url(forResource: "licenses", withExtension: nil)
            else { continue }
            return folder
        }
        return nil
    }
}
