import Foundation

/// libFuzzer entry point for Settings bundles' `.strings` tables (old-style text, UTF-8 or
/// UTF-16, or a property list), built by `Scripts/fuzz.sh strings SECONDS`.
public func stringsFuzzerTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let data = Data(bytes: start, count: count)
    let limits = LoadLimits(maxBytes: 1 << 20, maxDepth: 64, maxObjects: 100_000, maxStringLength: 1 << 16)
    _ = try? StringsFile.parse(data, file: "Root.strings", limits: limits)
    return 0
}
