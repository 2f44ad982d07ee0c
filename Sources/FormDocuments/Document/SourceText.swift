import Foundation

/// A document's bytes as readers see them: checked to be UTF-8 within the size limit, with the
/// start of every line, so any byte offset turns into a line and column.
package struct SourceText: Sendable {
    /// The file's name in messages.
    package let file: String
    /// The bytes, a byte-order mark included.
    package let bytes: [UInt8]
    /// Where the text starts: 3 after a UTF-8 byte-order mark, else 0.
    package let start: Int
    /// The offset of the first byte of each line; line 1 starts at 0.
    private let lineStarts: [Int]

    /// Checks `bytes`: at most `options.maxBytes`, UTF-8 throughout (an invalid byte is an error
    /// at its place, never replaced).
    package init(bytes: [UInt8], file: String, options: DocumentOptions) throws(DocumentError) {
        self.file = file
        self.bytes = bytes
        start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard bytes.count <= options.maxBytes else {
            throw DocumentError(
                file: file, message: "the file is \(bytes.count) bytes, over the limit of \(options.maxBytes)"
            )
        }
        var lineStarts = [0]
        let invalid: Int? = bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            let count = buffer.count
            while index < count {
                let byte = buffer[index]
                if byte < 0x80 {
                    if byte == 0x0A { lineStarts.append(index + 1) }
                    index += 1
                    continue
                }
                let length: Int
                var lowest: UInt8 = 0x80
                var highest: UInt8 = 0xBF
                switch byte {
                case 0xC2...0xDF: length = 2
                case 0xE0:
                    length = 3
                    lowest = 0xA0
                case 0xE1...0xEC, 0xEE...0xEF: length = 3
                case 0xED:
                    length = 3
                    highest = 0x9F
                case 0xF0:
                    length = 4
                    lowest = 0x90
                case 0xF1...0xF3: length = 4
                case 0xF4:
                    length = 4
                    highest = 0x8F
                default: return index
                }
                guard index + length <= count else { return index }
                let second = buffer[index + 1]
                guard second >= lowest, second <= highest else { return index }
                for next in 2..<length where buffer[index + next] & 0xC0 != 0x80 { return index }
                index += length
            }
            return nil
        }
        self.lineStarts = lineStarts
        if let invalid {
            let (line, column) = Self.place(of: invalid, bytes: bytes, lineStarts: lineStarts, start: start)
            throw DocumentError(
                file: file, line: line, column: column,
                message: String(format: "invalid UTF-8 (byte 0x%02X at offset %d)", bytes[invalid], invalid))
        }
    }

    /// Text already known to be UTF-8 (a string's bytes).
    package init(_ text: String, file: String) {
        let bytes = Array(text.utf8)
        self.file = file
        self.bytes = bytes
        start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var lineStarts = [0]
        for (index, byte) in bytes.enumerated() where byte == 0x0A { lineStarts.append(index + 1) }
        self.lineStarts = lineStarts
    }

    /// The line and column (from 1, the column in characters) of byte `offset`.
    package func place(of offset: Int) -> (line: Int, column: Int) {
        Self.place(of: min(max(offset, 0), bytes.count), bytes: bytes, lineStarts: lineStarts, start: start)
    }

    /// An error at byte `offset`.
    package func error(_ message: String, at offset: Int) -> DocumentError {
        let (line, column) = place(of: offset)
        return DocumentError(file: file, line: line, column: column, message: message)
    }

    /// The offset of the first byte of line `line` (from 1).
    package func lineStart(_ line: Int) -> Int { lineStarts[min(max(line - 1, 0), lineStarts.count - 1)] }

    /// The number of lines (a final newline ends the last line; it does not start one more).
    package var lineCount: Int {
        lineStarts.count - (lineStarts.last == bytes.count && bytes.count > 0 ? 1 : 0)
    }

    /// The line break the text uses: `\r\n` when its first line ends so, else `\n`.
    package var lineBreak: String {
        guard let end = bytes.firstIndex(of: 0x0A) else { return "\n" }
        return end > 0 && bytes[end - 1] == 0x0D ? "\r\n" : "\n"
    }

    /// The text of `range`, decoded (the bytes are UTF-8).
    package func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    private static func place(of offset: Int, bytes: [UInt8], lineStarts: [Int], start: Int) -> (Int, Int) {
        // The last line start at or before `offset`.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let lineStart = max(lineStarts[low], low == 0 ? start : 0)
        let end = max(offset, lineStart)
        let column = String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1
        return (low + 1, column)
    }
}

extension Array {
    /// The element at `index`, or `nil` outside the array: for readers that look ahead.
    package subscript(ifPresent index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
