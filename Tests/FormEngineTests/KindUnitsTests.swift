import Foundation
import Testing

@testable import FormEngine

/// Issue #22: the loader's vocabulary is ``RowKind/builtIn``, each kind's prototype, and each
/// unit reads its own kind's settings; these hold the table to what the loader always took.
@Suite("Kind units")
struct KindUnitsTests {
    @Test("the built-in kinds have distinct names, listed in the order messages give them")
    func vocabulary() {
        let names = RowKind.builtIn.map(\.name)
        #expect(Set(names).count == names.count, "two prototypes share a name: \(names)")
        #expect(RowKind.builtInByName.count == names.count)
        #expect(
            names == [
                "normal", "text", "email", "url", "phone", "password", "textArea", "integer", "decimal",
                "stepper", "duration", "date", "time", "dateTime", "switch", "check", "option", "slider",
                "segmented", "info", "link", "button", "file",
            ])
        #expect(CellRecord.kindNames == names)
    }

    @Test("each kind loads by its name from a bare cell as its own prototype")
    func bareCells() {
        for prototype in RowKind.builtIn {
            var cell = CellRecord()
            _ = cell.set(.kind, .string(prototype.name))
            var problems: [String] = []
            let kind = cell.resolveKind(customKinds: [:]) { _, reason in problems.append(reason) }
            #expect(kind.name == prototype.name)
            switch prototype {
            case .segmented:
                // The one kind a bare cell cannot be: a segmented row needs its options.
                #expect(problems == ["a segmented row needs options (an array of keys or {key, title})"])
            case .toggle(let settings):
                // The tutorial's default: on shows the title (here none, so `On`), off nothing.
                #expect(problems.isEmpty)
                #expect(kind == .toggle(ToggleSettings(onTitle: "On", offTitle: "", style: settings.style)))
            default:
                #expect(problems.isEmpty, "\(prototype.name): \(problems)")
                #expect(kind == prototype)
            }
        }
    }

    @Test("the tutorial's identifiers stand for the kinds they always did")
    func tutorialIdentifiers() {
        let names = RowKind.tutorialKinds.mapValues(\.name)
        #expect(
            names == [
                "idCellNormal": "normal", "idCellTextfield": "text", "idCellDatePicker": "date",
                "idCellSwitch": "switch", "idCellValuePicker": "option", "idCellSlider": "slider",
            ])
    }

    @Test("a kind's unit reads its settings and reports a key that does not fit")
    func unitsReadSettings() {
        var cell = CellRecord()
        _ = cell.set(.kind, .string("slider"))
        _ = cell.set(.minimum, .integer(5))
        _ = cell.set(.maximum, .integer(1))
        var problems: [String] = []
        let kind = cell.resolveKind(customKinds: [:]) { _, reason in problems.append(reason) }
        #expect(kind == .slider(SliderSettings()))
        #expect(problems == ["slider range 5...1 step 1 is empty or has a negative step"])
    }
}
