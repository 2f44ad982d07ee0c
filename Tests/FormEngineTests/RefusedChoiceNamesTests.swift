import FormEngine
import Foundation
import Testing

/// A refused choice names the options as a person reads and types them, never by internal keys.
@Suite struct RefusedChoiceNamesTests {
    static func form() throws -> Form {
        let descriptor = try FormDescriptor(title: "Export") {
            FormSection("Output") {
                Cell.picker(
                    "format", "Format",
                    options: [("format#0", "JSON"), ("format#1", "YAML"), ("format#2", "TOML")])
                Cell.picker(
                    "tags", "Tags", options: [("tags#0", "Red"), ("tags#1", "Blue")],
                    selection: .multiple(minimum: 0, maximum: nil))
                Cell.segmented("size", "Size", options: [("size#0", "Small"), ("size#1", "Large")])
            }
        }
        return try Form(descriptor)
    }

    static func reason(_ key: RowKey, _ text: String) throws -> String? {
        var form = try form()
        do {
            try form.apply(.setText(key, text))
            return nil
        } catch {
            guard case .invalidValue(_, let reason) = error else { return "\(error)" }
            return reason
        }
    }

    @Test func aSinglePickerListsTheTitles() throws {
        #expect(try Self.reason("format", "xml") == "'xml' is none of the options (JSON, YAML, TOML)")
        var form = try Self.form()
        try form.apply(.setText("format", "yaml"))
        #expect(try form.value(of: "format") == .choice("format#1"), "a title shown is a title typed")
    }

    @Test func aMultiplePickerListsTheTitles() throws {
        #expect(try Self.reason("tags", "red, green") == "'green' is none of the options (Red, Blue)")
    }

    @Test func aSegmentedRowListsTheTitles() throws {
        let reason = try Self.reason("size", "huge")
        #expect(reason?.contains("(Small, Large)") == true, "\(reason ?? "accepted")")
        #expect(reason?.contains("size#") == false)
    }
}
