import Foundation

/// A byte-level check that runs before Foundation parses a property list.
///
/// Foundation's readers are not safe on hostile input on every platform: they can overflow the
/// stack on deep nesting, recurse forever on self-referencing binary objects, crash on binary
/// sets and take exponential time on shared subobjects. `check` refuses all of those in linear
/// time, without recursion and without parsing anything with Foundation, so that whatever it
/// accepts is safe to hand to `PropertyListSerialization` or `PropertyListDecoder`.
package enum PlistGuard {
    /// Throws a ``PlistError`` saying why, if `data` is not a property list that is safe to parse
    /// within `limits`.
    package static func check(_ data: Data, limits: PlistLimits) throws(PlistError) {
        try checkSize(data, limits: limits)
        let problem: PlistError? = data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> PlistError? in
            do throws(PlistError) {
                if hasBinaryHeader(bytes) {
                    try checkBinary(bytes, limits: limits)
                } else if let start = xmlStart(bytes) {
                    try checkUTF8(bytes, from: start)
                    try checkXML(bytes, from: start, limits: limits)
                } else {
                    throw failure("not a property list (expected XML or binary)")
                }
                return nil
            } catch {
                return error
            }
        }
        if let problem { throw problem }
    }

    /// Throws unless `data` holds at least one byte and at most `limits.maxBytes` (the check
    /// every reader of a file's bytes starts with, JSON's too).
    package static func checkSize(_ data: Data, limits: PlistLimits) throws(PlistError) {
        guard !data.isEmpty else { throw failure("empty file") }
        guard data.count <= limits.maxBytes else {
            throw failure(
                "file is \(sizeText(data.count)), more than the \(sizeText(limits.maxBytes)) limit")
        }
    }

    /// The error for `reason`.
    static func failure(_ reason: String) -> PlistError {
        PlistError(reason)
    }

    /// `300 MB`, `256.5 MB` or `1000 bytes`.
    package static func sizeText(_ bytes: Int) -> String {
        let mebibyte = 1 << 20
        if bytes < mebibyte { return bytes == 1 ? "1 byte" : "\(bytes) bytes" }
        if bytes % mebibyte == 0 { return "\(bytes / mebibyte) MB" }
        let tenths = bytes / (mebibyte / 10)
        return "\(tenths / 10).\(tenths % 10) MB"
    }

    private static let binaryMagic = Array("bplist00".utf8)

    /// Whether the bytes start with `bplist00`.
    private static func hasBinaryHeader(_ bytes: UnsafeRawBufferPointer) -> Bool {
        matches(bytes, at: 0, binaryMagic)
    }

    /// Whether `pattern` occurs in `bytes` at `offset`.
    static func matches(_ bytes: UnsafeRawBufferPointer, at offset: Int, _ pattern: [UInt8]) -> Bool {
        guard offset >= 0, bytes.count - offset >= pattern.count else { return false }
        for (index, byte) in pattern.enumerated() where bytes[offset + index] != byte {
            return false
        }
        return true
    }
}
