import FormEngine
import Foundation

/// Random forms that mix the row kinds of the vocabulary (`email`, `url`, `phone`, `password`,
/// `textArea`, `integer`, `decimal`, `stepper`, `duration`, `date` with fixed and relative
/// bounds, `time`, `dateTime`, `check`, `segmented`, `info`, `link`, `button`, and `matches`
/// confirmations) with the tutorial's kinds of ``FormGenerator``, parents owning either, and
/// conditions on rows of any kind; and random edits that type valid and invalid text for each
/// kind, tap, expand and edit lists.
package enum KindFormGenerator {
    /// The sections of a random form (with an editable list now and then).
    package static func sections(_ rng: inout SeededGenerator) -> [[String: Any]] {
        var readable: [FormGenerator.Readable] = []
        var texts: [String] = []
        var counter = 0
        var sections: [[String: Any]] = []
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            var rows: [[String: Any]] = []
            for _ in 0..<Int.random(in: 2...6, using: &rng) {
                rows += node(depth: 0, rng: &rng, readable: &readable, texts: &texts, counter: &counter)
            }
            sections.append(["title": "K\(sections.count)", "rows": rows])
        }
        if Int.random(in: 0..<3, using: &rng) == 0 {
            sections.append([
                "title": "Phones", "editable": true, "rows": [] as [[String: Any]],
                "template": ["key": "tel", "kind": "phone", "required": true],
            ])
        }
        return sections
    }

    /// One row, a parent and its rows, or a picker, with a condition on an earlier row now and then.
    static func node(
        depth: Int, rng: inout SeededGenerator, readable: inout [FormGenerator.Readable],
        texts: inout [String], counter: inout Int
    ) -> [[String: Any]] {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0:
            // The tutorial's kinds, pickers and parents included.
            return FormGenerator.node(depth: depth + 1, rng: &rng, readable: &readable, counter: &counter)
        case 1 where depth < 2:
            counter += 1
            var cell: [String: Any] = [
                "key": "p\(counter)", "kind": "normal", "expandable": true,
                "expanded": Bool.random(using: &rng), "secondTitle": "Parent \(counter)",
            ]
            condition(&cell, rng: &rng, readable: readable)
            var children: [[String: Any]] = []
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                children += node(
                    depth: depth + 1, rng: &rng, readable: &readable, texts: &texts, counter: &counter)
            }
            cell["additionalRows"] = children.count
            return [cell] + children
        default:
            counter += 1
            // The condition reads only rows made before this one.
            let earlier = readable
            var cell = kindCell(key: "k\(counter)", rng: &rng, readable: &readable, texts: &texts)
            condition(&cell, rng: &rng, readable: earlier)
            return [cell]
        }
    }

    /// A `visibleWhen` on one of the rows already made, one time in three.
    static func condition(
        _ cell: inout [String: Any], rng: inout SeededGenerator, readable: [FormGenerator.Readable]
    ) {
        guard !readable.isEmpty, Int.random(in: 0..<3, using: &rng) == 0,
            let target = readable.randomElement(using: &rng)
        else { return }
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: cell["visibleWhen"] = ["key": target.key, "equals": target.values[0]]
        case 1: cell["visibleWhen"] = ["key": target.key, "notEquals": target.values[0]]
        case 2: cell["visibleWhen"] = ["key": target.key, "oneOf": target.values]
        default: cell["visibleWhen"] = ["key": target.key, "isSet": Bool.random(using: &rng)]
        }
    }

    /// A cell of one of the vocabulary's kinds, with random rules.
    static func kindCell(
        key: String, rng: inout SeededGenerator, readable: inout [FormGenerator.Readable],
        texts: inout [String]
    ) -> [String: Any] {
        var cell: [String: Any] = ["key": key, "firstTitle": "Row \(key)"]
        if Int.random(in: 0..<4, using: &rng) == 0 { cell["required"] = true }
        switch Int.random(in: 0..<19, using: &rng) {
        case 0, 1:
            let kind = ["text", "email", "url", "phone", "textArea"].randomElement(using: &rng) ?? "text"
            cell["kind"] = kind
            if kind == "text", Bool.random(using: &rng) { cell["contentType"] = "name" }
            if Bool.random(using: &rng) { cell["minLength"] = Int.random(in: 1...4, using: &rng) }
            if Bool.random(using: &rng) { cell["maxLength"] = Int.random(in: 5...12, using: &rng) }
            if kind == "text", Int.random(in: 0..<3, using: &rng) == 0 { cell["pattern"] = "[a-z ]+" }
            readable.append(.init(key: key, values: ["a", "ada@example.com"]))
            texts.append(key)
        case 2:
            cell["kind"] = "password"
            cell["minLength"] = 8
            texts.append(key)
        case 3:
            // A confirmation of an earlier text row, or a password of its own.
            cell["kind"] = "password"
            if let other = texts.randomElement(using: &rng) { cell["matches"] = other }
        case 4:
            cell["kind"] = "integer"
            cell["minimum"] = 0
            cell["maximum"] = 10
            readable.append(.init(key: key, values: [1, 2]))
        case 5:
            cell["kind"] = "decimal"
            cell["fractionDigits"] = 2
            if Bool.random(using: &rng) { cell["minimum"] = 0.5 }
            if Bool.random(using: &rng) { cell["maximum"] = 2.5 }
        case 6:
            cell["kind"] = "stepper"
            cell["minimum"] = 1
            cell["maximum"] = 5
            if Bool.random(using: &rng) { cell["value"] = 2 }
            readable.append(.init(key: key, values: [2, 3]))
        case 7:
            cell["kind"] = "duration"
            if Bool.random(using: &rng) { cell["maximum"] = 7200 }
            if Bool.random(using: &rng) { cell["value"] = "1:30" }
        case 8:
            cell["kind"] = "date"
            if Bool.random(using: &rng) { cell["minimumDate"] = "1900-01-01" }
            cell["maximumDate"] = ["today-18y", "today", "today+30d", "2030-12-31"].randomElement(using: &rng)
        case 9:
            cell["kind"] = "time"
            cell["minimumTime"] = "06:00"
            if Bool.random(using: &rng) { cell["maximumTime"] = "21:30" }
            if Bool.random(using: &rng) { cell["value"] = "07:30" }
        case 10:
            cell["kind"] = "dateTime"
            if Bool.random(using: &rng) { cell["minimumDate"] = "today-6m" }
            if Bool.random(using: &rng) { cell["timeZone"] = "Europe/Paris" }
        case 11:
            cell["kind"] = "check"
            readable.append(.init(key: key, values: [true]))
        case 12:
            cell["kind"] = "segmented"
            cell["options"] = ["s", ["key": "m", "title": "Medium"], "l"]
            if Bool.random(using: &rng) { cell["value"] = "m" }
            readable.append(.init(key: key, values: ["s", "l"]))
        case 13:
            cell["kind"] = "info"
            cell["value"] = "Version 2"
            cell["required"] = nil
        case 14:
            cell["kind"] = "link"
            cell["value"] = "https://example.com/help"
            cell["required"] = nil
        case 15:
            cell["kind"] = "button"
            cell["action"] = ["submit", "reset", "share"].randomElement(using: &rng)
            cell["required"] = nil
        case 16:
            cell["kind"] = "note"
            cell["firstTitle"] = "A note for row \(key)"
            cell["required"] = nil
        case 17:
            cell["kind"] = "file"
            if Bool.random(using: &rng) { cell["extensions"] = ["plist", "json"] }
            if Bool.random(using: &rng) {
                cell["directory"] = true
                cell["extensions"] = nil
            }
        default:
            cell["kind"] = "slider"
            cell["minimum"] = 0
            cell["maximum"] = 4
        }
        return cell
    }

    /// Texts a person might type into a row of `kind`: valid ones, ones out of range or of the
    /// wrong format (kept and reported), and ones of the wrong type (refused).
    package static func texts(for kind: RowKind) -> [String] {
        switch kind {
        case .text(let format):
            switch format {
            case .email: return ["ada@example.com", "ada@", "ada", "a@b@c.com", "ada@example", ""]
            case .url:
                return ["https://example.com/x", "http://a.b", "example.com", "ftp://x.y", "https://", ""]
            case .phone:
                return ["+33 1 23 45 67 89", "(555) 123-4567", "12", "call me", "1234567890123456789012"]
            default:
                return [
                    "", "a", "abc", "hunter22", "ada lovelace", "Ada!", "line one\nline two",
                    "abcdefghijklmn",
                ]
            }
        case .number(let settings):
            switch settings.style {
            case .duration: return ["90m", "1:30", "5400", "1:30:00", "3h", "abc", "-5", ""]
            case .decimal: return ["1.5", "0.25", "-1", "3.75", "abc", "1,5", ""]
            default: return ["0", "3", "5", "11", "-1", "2.5", "abc", ""]
            }
        case .date:
            return ["1990-03-12", "2008-12-01", "2008-12-02", "2026-12-31", "1899-12-31", "12/03/1990", ""]
        case .time: return ["06:00", "23:59", "05:59", "7:30", "21:31", "25:00", "noon", ""]
        case .dateTime:
            return ["2027-01-15T18:30", "2026-01-01T00:00", "2026-06-01T09:15", "2027-13-01T00:00", "x", ""]
        case .toggle: return ["yes", "no", "true", "maybe"]
        case .segmented: return ["s", "m", "l", "Medium", "xl", ""]
        case .slider: return ["1", "2", "4", "9", "x"]
        case .info, .link, .button, .note: return ["changed", ""]
        case .file: return ["~/a.plist", "/tmp/b.json", "notes.txt", "/", ""]
        default: return ["", "a", "b", "true", "1"]
        }
    }

    /// One random edit: mostly text for the row's kind and taps, with expansion and list edits.
    package static func edit(_ form: Form, rng: inout SeededGenerator) -> Edit {
        if Int.random(in: 0..<6, using: &rng) == 0 { return FormGenerator.edit(form, rng: &rng) }
        var rows: [Row] = []
        for section in 0..<form.sectionCount { rows += form.allRows(in: section) }
        guard let row = rows.randomElement(using: &rng) else { return .expandAll }
        switch Int.random(in: 0..<10, using: &rng) {
        case 0, 1, 2: return .tap(row.key)
        case 3: return .set(row.key, nil)
        default: return .setText(row.key, texts(for: row.kind).randomElement(using: &rng) ?? "")
        }
    }
}
