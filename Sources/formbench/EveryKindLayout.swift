import Foundation

/// Forms of the same row count as ``TutorialLayout``'s that use every row kind and rule of the
/// vocabulary, in the tutorial's layout (one section; groups of an expandable row and its
/// children): text with a content type and `required`, email, url, phone, password and a
/// confirmation that `matches` it, textArea with `maxLength`; integer, decimal, stepper and
/// duration with ranges; date with a relative bound and a message, time with a range, dateTime
/// with a time zone; check, segmented with `{key, title}` options, switch, slider; a picker
/// presented as a page; info, link and button rows; and a `visibleWhen` on a check.
enum EveryKindLayout {
    /// The cells of a form of at least `rows` rows (whole groups).
    static func cells(rows: Int) -> [[String: Any]] {
        var cells: [[String: Any]] = []
        cells.reserveCapacity(rows + 8)
        var group = 0
        while cells.count < rows {
            cells += self.group(group)
            group += 1
        }
        return cells
    }

    /// The form of `rows` rows as XML and as binary.
    static func files(rows: Int) throws -> [TutorialLayout.File] {
        let root = [cells(rows: rows)]
        return try [("xml", .xml), ("binary", .binary)].map { name, format in
            (
                name, format,
                try PropertyListSerialization.data(fromPropertyList: root, format: format, options: 0)
            )
        }
    }

    private static func group(_ g: Int) -> [[String: Any]] {
        let k = { (name: String) in "g\(g)\(name)" }
        switch g % 6 {
        case 0:
            return [
                parent(k(""), "Account \(g)", children: 4),
                cell(k("name"), "text", "Name", ["contentType": "name", "required": true, "maxLength": 80]),
                cell(k("email"), "email", "Email", ["required": true]),
                cell(k("password"), "password", "Password", ["minLength": 8]),
                cell(
                    k("confirm"), "password", "Confirm",
                    ["matches": k("password"), "message": ["matches": "The passwords differ"]]),
            ]
        case 1:
            return [
                parent(k(""), "Numbers \(g)", children: 4),
                cell(k("count"), "integer", "Count", ["minimum": 0, "maximum": 100]),
                cell(
                    k("height"), "decimal", "Height", ["fractionDigits": 2, "minimum": 0.5, "maximum": 2.5]),
                cell(k("guests"), "stepper", "Guests", ["minimum": 1, "maximum": 10, "value": 2]),
                cell(k("run"), "duration", "Run", ["value": "1:30"]),
            ]
        case 2:
            return [
                parent(k(""), "Times \(g)", children: 3),
                cell(
                    k("born"), "date", "Born",
                    ["maximumDate": "today-18y", "message": ["maximum": "You must be 18 or over"]]),
                cell(
                    k("wake"), "time", "Wake",
                    ["minimumTime": "05:00", "maximumTime": "11:00", "value": "07:30"]),
                cell(k("meeting"), "dateTime", "Meeting", ["timeZone": "Europe/Paris"]),
            ]
        case 3:
            return [
                parent(k(""), "Choices \(g)", children: 4),
                cell(k("news"), "check", "Newsletter", [:]),
                cell(
                    k("size"), "segmented", "Size",
                    ["options": ["S", "M", ["key": "L", "title": "Large"]], "value": "M"]),
                cell(k("married"), "switch", "Married", ["value": false]),
                cell(k("level"), "slider", "Level", ["minimum": 0, "maximum": 10, "step": 1]),
            ]
        case 4:
            var picker = parent(k(""), "Country \(g)", children: 4)
            picker["presentation"] = "page"
            return [picker]
                + ["France", "Germany", "Japan", "Peru"].map { cell(k($0), "option", $0, [:]) }
        default:
            return [
                parent(k(""), "More \(g)", children: 6),
                cell(k("site"), "url", "Website", ["visibleWhen": ["key": "g\(g - 2)news", "equals": true]]),
                cell(k("phone"), "phone", "Phone", [:]),
                cell(k("bio"), "textArea", "About", ["maxLength": 200]),
                cell(k("version"), "info", "Version", ["value": "2.0"]),
                cell(k("help"), "link", "Help", ["value": "https://example.com/help"]),
                cell(k("send"), "button", "Send", ["action": "submit"]),
            ]
        }
    }

    private static func parent(_ key: String, _ title: String, children: Int) -> [String: Any] {
        [
            "key": key, "kind": "normal", "expandable": true, "expanded": false, "secondTitle": title,
            "additionalRows": children,
        ]
    }

    private static func cell(_ key: String, _ kind: String, _ title: String, _ extra: [String: Any])
        -> [String: Any]
    {
        var cell: [String: Any] = ["key": key, "kind": kind, "firstTitle": title]
        cell.merge(extra) { _, new in new }
        return cell
    }
}
