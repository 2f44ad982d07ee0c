import FormEngine
import Foundation

/// formcli on an Apple Settings bundle: the same dump, edits and state as any form, with the
/// flat defaults dictionary as the state, and `--defaults`.
enum SettingsCommands {
    static func run(_ options: Options, path: String) throws -> ExitStatus {
        let url = URL(fileURLWithPath: path)
        let bundle = try SettingsBundleLoader(language: options.language, limits: options.limits).load(
            contentsOf: url)
        if options.mode == .defaults {
            if options.json {
                Console.out(PlistJSON.object(bundle.defaults) + "\n")
            } else {
                Console.out(String(decoding: try DefaultsFile.data(bundle.defaults), as: UTF8.self))
            }
            return .success
        }
        if !bundle.problems.isEmpty {
            let unsupported =
                bundle.unsupportedTypes.isEmpty
                ? "" : " (unsupported, shown read-only: \(bundle.unsupportedTypes.joined(separator: ", ")))"
            let count = bundle.problems.count
            Console.warning(
                "\(path): \(count) problem\(count == 1 ? "" : "s")\(unsupported); see formcli --check \(path)"
            )
        }
        var form = try bundle.makeForm()
        form.locale = options.locale.map { Locale(identifier: $0) }
        var saved: [String: PlistValue] = [:]
        if let statePath = options.statePath, FileManager.default.fileExists(atPath: statePath) {
            saved = try DefaultsFile.load(contentsOf: URL(fileURLWithPath: statePath), limits: options.limits)
            for problem in bundle.restore(saved, into: &form, file: statePath) {
                Console.warning(problem.description)
            }
        }
        for edit in options.edits {
            do {
                if edit.flag == "--tap" {
                    try form.tap(RowKey(edit.text))
                } else {
                    let parts = edit.text.split(
                        separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                    try bundle.set(String(parts[0]), text: parts.count > 1 ? String(parts[1]) : "", in: &form)
                }
            } catch {
                throw error.inFile("\(path) (\(edit.flag) \(edit.text))")
            }
        }
        if options.expandAll { form.expandAll() }
        let values = bundle.values(of: form, preserving: saved)
        if options.mode == .dump {
            Console.out(options.json ? JSONDump.render(form, values: values) : TextDump.render(form))
            return .success
        }
        if !options.edits.isEmpty {
            guard let statePath = options.statePath else {
                throw UsageError("--tap/--set without --dump need --state FILE to save the result")
            }
            try DefaultsFile.write(values, to: URL(fileURLWithPath: statePath))
            return .success
        }
        throw UsageError("the interactive walk is not available yet; use --dump")
    }
}
