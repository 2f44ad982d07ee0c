import FormPlist
import Foundation

/// The guard as the form layer calls it: with a loader's ``LoadLimits``, its refusal a
/// ``FormError/malformed(_:reason:)`` with no location yet (the caller names the file).
extension PlistGuard {
    /// Throws ``FormError/malformed(_:reason:)`` if `data` is not a property list that is safe to
    /// parse within `limits` (all but its row limit, which the loader checks).
    static func check(_ data: Data, limits: LoadLimits) throws(FormError) {
        do {
            try check(data, limits: limits.plist)
        } catch {
            throw .malformed(Location(), reason: error.reason)
        }
    }
}

extension LoadLimits {
    /// The limits the bytes layer checks: all but ``maxRows``.
    var plist: PlistLimits {
        PlistLimits(
            maxBytes: maxBytes, maxDepth: maxDepth, maxObjects: maxObjects, maxStringLength: maxStringLength)
    }
}
