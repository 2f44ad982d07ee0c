// Terminal column widths for text, computed per grapheme cluster (`Character`).
//
// Rules, applied to each grapheme:
// - emoji presentation (an emoji-presentation scalar, a flag pair, or an emoji followed by the
//   variation selector U+FE0F) is 2 columns, however many scalars the ZWJ sequence or skin-tone
//   modifier adds;
// - a grapheme whose base scalar is East Asian Wide or Fullwidth is 2 columns;
// - a grapheme made only of zero-width scalars (combining marks, ZWJ, variation selectors, format and
//   control characters) is 0 columns;
// - everything else is 1 column (so "ễ" is 1 column whether precomposed or decomposed).

/// East Asian Wide (W) and Fullwidth (F) ranges from Unicode's EastAsianWidth.txt, condensed.
private let eastAsianWideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo initial consonants
    0x2329...0x232A,  // angle brackets
    0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
    0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, CJK compatibility
    0x3400...0x4DBF,  // CJK Unified Ideographs Extension A
    0x4E00...0x9FFF,  // CJK Unified Ideographs
    0xA000...0xA4CF,  // Yi
    0xA960...0xA97F,  // Hangul Jamo Extended-A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
    0xFF00...0xFF60,  // fullwidth forms
    0xFFE0...0xFFE6,  // fullwidth signs
    0x16FE0...0x16FE4,  // ideographic symbols
    0x17000...0x18CFF,  // Tangut, Khitan
    0x1AFF0...0x1B2FF,  // Kana supplement and extensions, Nushu
    0x1F200...0x1F2FF,  // enclosed ideographic supplement
    0x20000...0x2FFFD,  // CJK Unified Ideographs Extensions B–F, compatibility supplement
    0x30000...0x3FFFD,  // CJK Unified Ideographs Extensions G–H
]

/// True when `scalar` is East Asian Wide or Fullwidth.
private func isEastAsianWide(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    guard value >= 0x1100 else { return false }
    return eastAsianWideRanges.contains { $0.contains(value) }
}

/// True when `scalar` takes no column on its own.
private func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control:
        return true
    default:
        break
    }
    let value = scalar.value
    return value == 0x200B  // zero width space (category Cf already covers ZWJ/ZWNJ)
        || (0xFE00...0xFE0F).contains(value)  // variation selectors
        || (0xE0100...0xE01EF).contains(value)  // variation selectors supplement
        || (0x1160...0x11FF).contains(value)  // Hangul medial vowels and final consonants
}

/// The number of terminal columns `character` occupies (0, 1 or 2).
package func displayWidth(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let base = scalars.first(where: { !isZeroWidth($0) }) else { return 0 }
    if base.properties.isEmojiPresentation { return 2 }
    if base.properties.isEmoji && scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
    return isEastAsianWide(base) ? 2 : 1
}

/// The number of terminal columns `string` occupies (no escape sequences expected).
package func displayWidth(of string: String) -> Int {
    var width = 0
    for character in string {
        width += displayWidth(of: character)
    }
    return width
}

/// Cuts `string` so it fits in `width` columns, ending with "…" when anything was removed.
///
/// Whole graphemes only: a wide character that would straddle the limit is dropped, so the result
/// may be one column narrower than `width`. Returns "" for a non-positive width.
func truncate(_ string: String, toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    if displayWidth(of: string) <= width { return string }
    var result = ""
    var used = 0
    for character in string {
        let next = displayWidth(of: character)
        if used + next > width - 1 { break }
        result.append(character)
        used += next
    }
    return result + "…"
}

/// Appends spaces to `string` until it is `width` columns wide; a wider string is returned unchanged.
func pad(_ string: String, toWidth width: Int) -> String {
    let missing = width - displayWidth(of: string)
    return missing > 0 ? string + String(repeating: " ", count: missing) : string
}

/// Truncates then pads `string` so it occupies exactly `width` columns.
func fit(_ string: String, toWidth width: Int) -> String {
    pad(truncate(string, toWidth: width), toWidth: width)
}
