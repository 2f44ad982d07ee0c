import Foundation

/// Forms in the tutorial's layout, built in memory the way `../shared/bench/gen_form.py` writes
/// them: groups of one expandable normal row and its children (two text rows; four options; a
/// switch; a slider; a date), in one section, with the tutorial's key names.
enum TutorialLayout {
    /// The cells of a form of at least `rows` rows (whole groups, as gen_form.py makes them).
    static func cells(rows: Int) -> [[String: Any]] {
        var cells: [[String: Any]] = []
        cells.reserveCapacity(rows + 4)
        var group = 0
        while cells.count < rows {
            cells += self.group(group)
            group += 1
        }
        return cells
    }

    /// A form's bytes in one format.
    typealias File = (name: String, format: PropertyListSerialization.PropertyListFormat, data: Data)

    /// The form of `rows` rows as XML and as binary.
    static func files(rows: Int) throws -> [File] {
        let root = [cells(rows: rows)]
        return try [("xml", .xml), ("binary", .binary)].map { name, format in
            (
                name, format,
                try PropertyListSerialization.data(fromPropertyList: root, format: format, options: 0)
            )
        }
    }

    private static func group(_ g: Int) -> [[String: Any]] {
        switch g % 5 {
        case 0:
            return [
                cell("idCellNormal", "", "Name \(g)", expandable: true, visible: true, add: 2),
                cell("idCellTextfield", "First name"), cell("idCellTextfield", "Last name"),
            ]
        case 1:
            return [cell("idCellNormal", "Football", "Sport \(g)", expandable: true, visible: true, add: 4)]
                + ["Football", "Basketball", "Baseball", "Volleyball"].map { cell("idCellValuePicker", $0) }
        case 2:
            return [
                cell("idCellNormal", "Single", "Status \(g)", expandable: true, visible: true, add: 1),
                cell("idCellSwitch", "Married", value: "false"),
            ]
        case 3:
            return [
                cell("idCellNormal", "0", "Level \(g)", expandable: true, visible: true, add: 1),
                cell("idCellSlider", "0", value: "0"),
            ]
        default:
            return [
                cell("idCellNormal", "", "Date \(g)", expandable: true, visible: true, add: 1),
                cell("idCellDatePicker", ""),
            ]
        }
    }

    private static func cell(
        _ identifier: String, _ first: String, _ second: String = "", expandable: Bool = false,
        visible: Bool = false, add: Int = 0, value: String = ""
    ) -> [String: Any] {
        [
            "expandable": expandable, "expanded": false, "visible": visible, "value": value,
            "firstTitle": first, "secondTitle": second, "identifier": identifier, "additionalRows": add,
        ]
    }
}
