import FormEngine
import FormEngineSettings
import FormRendering
import Foundation

/// What formcli does only for Apple Settings bundles: loading one with a word about what it
/// does not support, and `--defaults`. Everything else treats a bundle like any form, through
/// ``FormDialect/settings(_:)``.
enum SettingsCommands {
    /// The language whose titles to show (a Settings bundle's or a localised form's): `--lang`,
    /// else the one the environment asks for (`LC_ALL`, `LC_MESSAGES`, `LANG`, then `en`);
    /// `--lang none` shows titles as written.
    static func language(_ options: Options) -> String? {
        if options.language == "none" { return nil }
        return options.language ?? FormEnvironment.language(ProcessInfo.processInfo.environment)
    }

    /// Loads the bundle; its problems are summed up in one warning pointing at `--check`.
    static func open(_ options: Options, path: String) throws -> SettingsBundle {
        let bundle = try SettingsBundleLoader(
            language: language(options), limits: options.limits, idiom: options.idiom
        ).load(
            contentsOf: URL(fileURLWithPath: path))
        if !bundle.problems.isEmpty, options.mode != .defaults {
            let unsupported =
                bundle.unsupportedTypes.isEmpty
                ? "" : " (unsupported, shown read-only: \(bundle.unsupportedTypes.joined(separator: ", ")))"
            let count = bundle.problems.count
            Console.warning(
                "\(path): \(count) problem\(count == 1 ? "" : "s")\(unsupported); see formcli --check \(path)"
            )
        }
        return bundle
    }

    /// `--defaults`: each key's `DefaultValue`, as an XML plist or JSON.
    static func printDefaults(_ bundle: SettingsBundle, json: Bool) {
        if json {
            Console.out(PlistJSON.object(bundle.defaults) + "\n")
        } else if let data = try? DefaultsFile.data(bundle.defaults) {
            Console.out(String(decoding: data, as: UTF8.self))
        }
    }
}
