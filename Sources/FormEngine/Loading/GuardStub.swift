import Foundation

// Temporary until the guard branch lands.
public struct LoadLimits: Hashable, Sendable {
    public var maxBytes = 256 << 20
    public init() {}
    public static let `default` = LoadLimits()
}
enum PlistGuard {
    static func check(_ data: Data, limits: LoadLimits) throws(FormError) {}
}
