import Foundation

extension PlistValue {
    /// Whether an XML property list can hold this value unchanged: every string and dictionary key
    /// is free of the characters XML 1.0 cannot hold (most C0 controls, U+FFFE, U+FFFF) and of
    /// carriage returns, which XML readers turn into newlines.
    var fitsXML: Bool {
        switch self {
        case .string(let text): return Self.fitsXML(text)
        case .array(let items): return items.allSatisfy(\.fitsXML)
        case .dictionary(let items): return items.allSatisfy { Self.fitsXML($0.key) && $0.value.fitsXML }
        case .integer, .real, .bool, .date, .data: return true
        }
    }

    /// Whether XML 1.0 holds `text` unchanged (see ``fitsXML``).
    static func fitsXML(_ text: String) -> Bool {
        ControlCharacters.fitsXML(text) && !text.unicodeScalars.contains("\r")
    }

    /// The property-list format to write `values` in: XML, FormEngine's format, unless a string in
    /// them cannot be XML — possible only for entries read from a file written by others (a
    /// binary plist), as input with control characters is refused — and then binary, which every
    /// plist reader takes, so the entry is kept unchanged rather than written into a file that
    /// strict readers refuse.
    package static func format(for values: [PlistValue]) -> PropertyListSerialization.PropertyListFormat {
        values.allSatisfy(\.fitsXML) ? .xml : .binary
    }
}

extension PlistValue {
    /// `xml` with each `<real>` written as the shortest text that reads back as the same number
    /// (`1.66`, not Foundation's 17 significant digits `1.6599999999999999`), so a decimal typed
    /// or rounded to `1.66` is saved as `1.66`. A real whose shortest text has an exponent is kept
    /// as Foundation wrote it. The numbers are unchanged: only their spelling is.
    package static func shortestReals(_ xml: Data) -> Data {
        let open = Array("<real>".utf8)
        let close = Array("</real>".utf8)
        let bytes = [UInt8](xml)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == open[0], bytes[index...].starts(with: open) else {
                out.append(bytes[index])
                index += 1
                continue
            }
            let start = index + open.count
            var end = start
            while end < bytes.count, bytes[end] != close[0] { end += 1 }
            out += open
            let text = String(decoding: bytes[start..<end], as: UTF8.self)
            if let number = Double(text), number.isFinite, case let short = "\(number)",
                !short.contains("e"), Double(short) == number
            {
                // `1.0` is written `1`, as Foundation writes a whole real.
                out += Array((short.hasSuffix(".0") ? String(short.dropLast(2)) : short).utf8)
            } else {
                out += bytes[start..<end]
            }
            index = end
        }
        return Data(out)
    }
}
