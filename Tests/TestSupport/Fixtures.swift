import FormEngine
import FormExamples
import Foundation

/// Builders for descriptor plists used across the tests.
package enum Fixtures {
    /// A cell dictionary in the tutorial's spelling.
    package static func cell(
        _ key: String?, _ kind: String = "normal", title: String = "", subtitle: String = "",
        children: Int = 0, expanded: Bool = false, extra: [String: Any] = [:]
    ) -> [String: Any] {
        var cell: [String: Any] = [
            "kind": kind, "firstTitle": title, "secondTitle": subtitle,
            "expandable": children > 0, "expanded": expanded, "additionalRows": children,
        ]
        if let key { cell["key"] = key }
        cell.merge(extra) { _, new in new }
        return cell
    }

    package static func data(_ root: Any, format: PropertyListSerialization.PropertyListFormat = .xml) throws
        -> Data
    {
        try PropertyListSerialization.data(fromPropertyList: root, format: format, options: 0)
    }

    package static func descriptor(_ root: Any, format: PropertyListSerialization.PropertyListFormat = .xml)
        throws
        -> FormDescriptor
    {
        try DescriptorLoader().load(data: try data(root, format: format), file: "test.plist")
    }

    package static func form(_ root: Any) throws -> Form {
        try Form(try descriptor(root))
    }

    package static func problems(_ root: Any) throws -> [String] {
        DescriptorLoader().diagnose(data: try data(root), file: "test.plist").problems.map(\.description)
    }

    package static var defaultForm: Form {
        get throws { try Form(DescriptorLoader.bundledDefault()) }
    }

    /// The visible keys of each section.
    package static func visibleKeys(_ form: Form) -> [[String]] {
        (0..<form.sectionCount).map { form.visibleRows(in: $0).map(\.key.rawValue) }
    }
}

extension Fixtures {
    /// `Tests/TestSupport/Fixtures/EveryKind.plist`: a form with a row of every kind.
    package static let everyKindURL = Repository.root.appendingPathComponent(
        "Tests/TestSupport/Fixtures/EveryKind.plist")

    /// The every-kind form, loaded, with today fixed at 2026-12-01.
    package static func everyKindForm() throws -> Form {
        let today = CalendarDate(year: 2026, month: 12, day: 1)
        return try Form(
            try DescriptorLoader().load(contentsOf: everyKindURL),
            clock: today.map(FormClock.fixed) ?? .system)
    }
}
