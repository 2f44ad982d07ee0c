extension CellRecord {
    /// The scalar fields FormEngine knows; both spellings of a field are one case. (`message`,
    /// `visibleWhen`, `options` and `rules` hold dictionaries or arrays and are read by
    /// `DescriptorReader` on their own.)
    enum Field: Int, CaseIterable {
        case key, kind, identifier, expandable, expanded, visible, value, firstTitle, secondTitle
        case additionalRows, minimum, maximum, step, minimumDate, maximumDate, onTitle, offTitle
        case required, minLength, maxLength, pattern, selection, minimumSelections, maximumSelections
        case contentType, persist, fractionDigits, minimumTime, maximumTime, timeZone, presentation
        case action, matches, placeholder, description, mustExist, directory

        /// The field a key names, or `nil` for a key FormEngine does not know; `alias` marks the
        /// AppCoda spellings, which lose to FormEngine's own when a cell has both.
        static func named(_ name: String) -> (field: Field, alias: Bool)? {
            var name = name
            return name.withUTF8 { named($0) }
        }

        /// The field the UTF-8 bytes of a key name. Told apart by length and first two letters,
        /// then checked in full: the fast readers match keys without building a `String` or
        /// hashing one.
        static func named(_ name: UnsafeBufferPointer<UInt8>) -> (field: Field, alias: Bool)? {
            guard name.count >= 3 else { return nil }
            typealias Spelling = (text: StaticString, field: Field, alias: Bool)
            let candidate: Spelling
            let first = name[0]
            let second = name[1]
            func either(_ test: Bool, _ yes: Spelling, _ no: Spelling) -> Spelling { test ? yes : no }
            switch name.count {
            case 3: candidate = ("key", .key, false)
            case 4:
                candidate = either(first == UInt8(ascii: "k"), ("kind", .kind, false), ("step", .step, false))
            case 5: candidate = ("value", .value, false)
            case 6: candidate = ("action", .action, false)
            case 7:
                switch first {
                case UInt8(ascii: "v"): candidate = ("visible", .visible, false)
                case UInt8(ascii: "o"): candidate = ("onTitle", .onTitle, false)
                case UInt8(ascii: "p"):
                    candidate = either(
                        second == UInt8(ascii: "a"), ("pattern", .pattern, false),
                        ("persist", .persist, false))
                default:
                    if second == UInt8(ascii: "i") {
                        candidate = ("minimum", .minimum, false)
                    } else {
                        candidate = either(
                            name[2] == UInt8(ascii: "x"), ("maximum", .maximum, false),
                            ("matches", .matches, false))
                    }
                }
            case 8:
                switch first {
                case UInt8(ascii: "e"): candidate = ("expanded", .expanded, false)
                case UInt8(ascii: "o"): candidate = ("offTitle", .offTitle, false)
                case UInt8(ascii: "t"): candidate = ("timeZone", .timeZone, false)
                default: candidate = ("required", .required, false)
                }
            case 9:
                switch first {
                case UInt8(ascii: "s"): candidate = ("selection", .selection, false)
                case UInt8(ascii: "i"): candidate = ("isVisible", .visible, true)
                case UInt8(ascii: "d"): candidate = ("directory", .directory, false)
                case UInt8(ascii: "m") where second == UInt8(ascii: "u"):
                    candidate = ("mustExist", .mustExist, false)
                default:
                    candidate = either(
                        second == UInt8(ascii: "i"), ("minLength", .minLength, false),
                        ("maxLength", .maxLength, false))
                }
            case 10:
                switch first {
                case UInt8(ascii: "e"): candidate = ("expandable", .expandable, false)
                case UInt8(ascii: "f"): candidate = ("firstTitle", .firstTitle, false)
                default:
                    candidate = either(
                        second == UInt8(ascii: "d"), ("identifier", .identifier, false),
                        ("isExpanded", .expanded, true))
                }
            case 11:
                let time = name[7] == UInt8(ascii: "T")
                switch second {
                case UInt8(ascii: "l"): candidate = ("placeholder", .placeholder, false)
                case UInt8(ascii: "e") where first == UInt8(ascii: "d"):
                    candidate = ("description", .description, false)
                case UInt8(ascii: "e"): candidate = ("secondTitle", .secondTitle, false)
                case UInt8(ascii: "o"): candidate = ("contentType", .contentType, false)
                case UInt8(ascii: "i"):
                    candidate = either(
                        time, ("minimumTime", .minimumTime, false), ("minimumDate", .minimumDate, false))
                default:
                    candidate = either(
                        time, ("maximumTime", .maximumTime, false), ("maximumDate", .maximumDate, false))
                }
            case 12:
                if first == UInt8(ascii: "i") {
                    candidate = ("isExpandable", .expandable, true)
                } else {
                    candidate = either(
                        name[2] == UInt8(ascii: "i"), ("primaryTitle", .firstTitle, true),
                        ("presentation", .presentation, false))
                }
            case 14:
                switch first {
                case UInt8(ascii: "a"): candidate = ("additionalRows", .additionalRows, false)
                case UInt8(ascii: "c"): candidate = ("cellIdentifier", .identifier, true)
                case UInt8(ascii: "f"): candidate = ("fractionDigits", .fractionDigits, false)
                default: candidate = ("secondaryTitle", .secondTitle, true)
                }
            case 17:
                candidate = either(
                    second == UInt8(ascii: "i"), ("minimumSelections", .minimumSelections, false),
                    ("maximumSelections", .maximumSelections, false))
            default: return nil
            }
            let matches = candidate.text.withUTF8Buffer { spelling in
                guard spelling.count == name.count else { return false }
                for index in 0..<name.count where spelling[index] != name[index] { return false }
                return true
            }
            return matches ? (candidate.field, candidate.alias) : nil
        }

        /// The type the field usually holds.
        var expected: PlistScalar.Expected {
            switch self {
            case .expandable, .expanded, .visible, .required, .persist, .mustExist, .directory: return .bool
            case .additionalRows, .minLength, .maxLength, .minimumSelections, .maximumSelections,
                .fractionDigits:
                return .integer
            case .minimum, .maximum, .step: return .real
            default: return .string
            }
        }
    }
}

extension CellRecord.Field {
    /// The field's own spelling (not an AppCoda alias), for messages and typo suggestions.
    var spelling: String { String(describing: self) }
}
