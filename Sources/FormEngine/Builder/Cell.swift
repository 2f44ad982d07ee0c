import Foundation

/// One row of a form built in code — with its option rows, for a picker — written as the cell
/// dictionary a descriptor file holds, so the loader checks it as it checks a file
/// (see ``FormDescriptor/init(title:loader:sections:)``).
///
/// ```swift
/// Cell.text("name", "Name").required()
/// Cell.picker("licence", "Licence", options: [("mit", "MIT"), ("bsd", "BSD")]).value(.choice("mit"))
/// Cell.toggle("news", "Newsletter")
/// Cell.text("email", "Email", kind: "email").visible(when: .equals("news", .bool(true)))
/// ```
///
/// The keys are the file's (see the descriptor format): ``setting(_:_:)`` sets any of them.
public struct Cell: Hashable, Sendable {
    /// The row's cell dictionary, then its option rows'.
    var cells: [[String: PlistValue]]

    /// A row of any kind the file format names, titled `title`. Each kind's file
    /// (`Kinds/…`) adds its own constructor (``text(_:_:kind:)``, ``slider(_:_:range:step:)``, …).
    public init(_ key: RowKey, _ title: String = "", kind: String) {
        cells = [["key": .string(key.rawValue), "kind": .string(kind)]]
        if !title.isEmpty { cells[0]["firstTitle"] = .string(title) }
    }

    /// The row must hold a value; `message` replaces the default problem message.
    public func required(_ message: String? = nil) -> Cell {
        let cell = setting("required", .bool(true))
        return message.map { cell.message($0, for: "required") } ?? cell
    }

    /// The message shown when `rule` fails, in place of the default one.
    /// `rule` is the rule's name as a descriptor's `message` dictionary keys it (`"required"`,
    /// `"format"`, `"minimum"`, a custom rule's name; see ``ValidationProblem/rule``).
    public func message(_ text: String, for rule: String) -> Cell {
        guard case .dictionary(var messages)? = cells[0]["message"] else {
            return setting("message", .dictionary([rule: .string(text)]))
        }
        messages[rule] = .string(text)
        return setting("message", .dictionary(messages))
    }

    /// The row's starting value, typed as for ``Edit/set(_:_:)``: `.choice` of an option for a
    /// picker, a number for a slider, `.bool` for a switch, a day for a date.
    public func value(_ value: Value) -> Cell {
        setting("value", Form.plist(value))
    }

    /// Shows the row only while `condition` holds.
    public func visible(when condition: Condition) -> Cell {
        setting("visibleWhen", condition.plist)
    }

    /// App data for the row's cell, carried untouched to ``Row/userInfo``.
    public func userInfo(_ info: [String: PlistValue]) -> Cell {
        setting("userInfo", .dictionary(info))
    }

    /// Sets any key of the row's cell dictionary, as a file would (`"placeholder"`,
    /// `"minLength"`, `"pattern"`, `"matches"`, `"rules"`, `"persist"` …).
    public func setting(_ key: String, _ value: PlistValue) -> Cell {
        var cell = self
        cell.cells[0][key] = value
        return cell
    }
}

extension Condition {
    /// The condition as a file's `visibleWhen` dictionary.
    var plist: PlistValue {
        switch self {
        case .equals(let key, let value):
            return .dictionary(["key": .string(key.rawValue), "equals": Form.plist(value)])
        case .notEquals(let key, let value):
            return .dictionary(["key": .string(key.rawValue), "notEquals": Form.plist(value)])
        case .oneOf(let key, let values):
            return .dictionary(["key": .string(key.rawValue), "oneOf": .array(values.map(Form.plist))])
        case .isSet(let key, let flag):
            return .dictionary(["key": .string(key.rawValue), "isSet": .bool(flag)])
        case .all(let conditions): return .dictionary(["all": .array(conditions.map(\.plist))])
        case .any(let conditions): return .dictionary(["any": .array(conditions.map(\.plist))])
        case .not(let condition): return .dictionary(["not": condition.plist])
        }
    }
}
