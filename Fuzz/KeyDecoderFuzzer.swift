/// libFuzzer entry point for the full-screen walk's terminal key decoder (`KeyDecoder`), built by
/// `Scripts/fuzz.sh keys SECONDS` from `Sources/formcli/Terminal/Key.swift` and `KeyDecoder.swift`.
///
/// The first byte of an input chooses where the rest is cut into reads (a terminal delivers bytes
/// in arbitrary chunks). The keys decoded from the chunks must be the keys decoded from the whole
/// input in one read, before and after the pending Escape is flushed; any difference stops the run.
@_cdecl("LLVMFuzzerTestOneInput")
public func keyDecoderFuzzerTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start, count > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    let step = Int(bytes[0] % 7) + 1
    let input = Array(bytes.dropFirst())

    var whole = KeyDecoder()
    var wholeKeys = whole.feed(input)
    let wholePending = whole.hasPendingEscape
    wholeKeys += whole.flushPendingEscape()

    var chunked = KeyDecoder()
    var chunkedKeys: [Key] = []
    var index = 0
    while index < input.count {
        let end = min(index + step, input.count)
        chunkedKeys += chunked.feed(Array(input[index..<end]))
        index = end
    }
    let chunkedPending = chunked.hasPendingEscape
    chunkedKeys += chunked.flushPendingEscape()

    if wholeKeys != chunkedKeys || wholePending != chunkedPending {
        fatalError("KeyDecoder: reads of \(step) bytes decode \(chunkedKeys), one read \(wholeKeys)")
    }
    // After a flush nothing that starts with ESC may remain pending.
    if whole.hasPendingEscape || chunked.hasPendingEscape {
        fatalError("KeyDecoder: an Escape is still pending after flushPendingEscape()")
    }
    return 0
}
