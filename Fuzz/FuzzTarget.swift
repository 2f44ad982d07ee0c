import Foundation

/// The one libFuzzer entry point of the FormEngine fuzz binary, built by `Scripts/fuzz.sh` from the
/// FormEngine sources, formcli's (all but `main.swift`) and `Fuzz/*Fuzzer.swift` as one module, so
/// that the targets share a single (slow, optimised and sanitised) build. The environment
/// variable `FORMENGINE_FUZZ_TARGET` — `loader` (the default), `strings`, `state`, `settings` or
/// `lines` or `schema` — chooses the target; the key decoder has a binary of its own.
@_cdecl("LLVMFuzzerTestOneInput")
public func formEngineFuzzerTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzTarget.current(start, count)
}

/// The target `FORMENGINE_FUZZ_TARGET` names.
enum FuzzTarget {
    /// The entry point chosen once per process.
    static let current: (UnsafePointer<UInt8>?, Int) -> CInt = {
        switch ProcessInfo.processInfo.environment["FORMENGINE_FUZZ_TARGET"] ?? "loader" {
        case "strings": return stringsFuzzerTestOneInput
        case "state": return stateFuzzerTestOneInput
        case "settings": return settingsBundleFuzzerTestOneInput
        case "lines": return lineModeFuzzerTestOneInput
        case "schema": return schemaFuzzerTestOneInput
        case "loader": return loaderFuzzerTestOneInput
        case let other:
            FileHandle.standardError.write(Data("unknown FORMENGINE_FUZZ_TARGET '\(other)'\n".utf8))
            exit(64)
        }
    }()
}
