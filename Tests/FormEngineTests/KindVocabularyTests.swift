import Foundation
import Testing

@testable import FormEngine

/// The loader's vocabulary is ``BuiltInKinds/all``, each kind type's prototype, and each kind
/// reads its own settings; these hold the table to what the loader always took.
@Suite("The kinds' vocabulary")
struct KindVocabularyTests {
    @Test("the built-in kinds have distinct names, listed in the order messages give them")
    func vocabulary() {
        let names = BuiltInKinds.all.map(\.name)
        #expect(Set(names).count == names.count, "two prototypes share a name: \(names)")
        #expect(BuiltInKinds.byName.count == names.count)
        #expect(
            names == [
                "normal", "text", "email", "url", "phone", "password", "textArea", "integer", "decimal",
                "stepper", "duration", "date", "time", "dateTime", "switch", "check", "option", "slider",
                "segmented", "info", "note", "link", "button", "file",
            ])
        #expect(CellRecord.kindNames == names)
    }

    @Test("each kind loads by its name from a bare cell as its own prototype")
    func bareCells() {
        for prototype in BuiltInKinds.all {
            var cell = CellRecord()
            _ = cell.set(.kind, .string(prototype.name))
            var problems: [String] = []
            let kind = cell.resolveKind(customKinds: [:]) { _, reason in problems.append(reason) }
            #expect(kind.base.name == prototype.name)
            if prototype is SegmentedKind {
                // The one kind a bare cell cannot be: a segmented row needs its options.
                #expect(problems == ["a segmented row needs options (an array of keys or {key, title})"])
            } else if let toggle = prototype as? ToggleKind {
                // The tutorial's default: on shows the title (here none, so `On`), off nothing.
                #expect(problems.isEmpty)
                let expected = ToggleKind(
                    ToggleSettings(onTitle: "On", offTitle: "", style: toggle.settings.style))
                #expect(kind == AnyKind(expected))
            } else {
                #expect(problems.isEmpty, "\(prototype.name): \(problems)")
                #expect(kind == AnyKind(prototype))
            }
        }
    }

    @Test("the tutorial's identifiers stand for the kinds they always did")
    func tutorialIdentifiers() {
        let names = BuiltInKinds.tutorial.mapValues(\.name)
        #expect(
            names == [
                "idCellNormal": "normal", "idCellTextfield": "text", "idCellDatePicker": "date",
                "idCellSwitch": "switch", "idCellValuePicker": "option", "idCellSlider": "slider",
            ])
    }

    @Test("each kind stands for its RowKind case and back, settings and all")
    func rowKindBridge() {
        for prototype in BuiltInKinds.all {
            #expect(AnyKind(prototype.rowKind.definition) == AnyKind(prototype))
            #expect(prototype.rowKind.name == prototype.name)
        }
    }

    @Test("a kind reads its settings and reports a key that does not fit")
    func unitsReadSettings() {
        var cell = CellRecord()
        _ = cell.set(.kind, .string("slider"))
        _ = cell.set(.minimum, .integer(5))
        _ = cell.set(.maximum, .integer(1))
        var problems: [String] = []
        let kind = cell.resolveKind(customKinds: [:]) { _, reason in problems.append(reason) }
        #expect(kind == AnyKind(SliderKind()))
        #expect(problems == ["slider range 5...1 step 1 is empty or has a negative step"])
    }

    @Test("a kind is a value holding its settings, asked through the protocol")
    func kindsAreValues() throws {
        let slider = SliderKind(SliderSettings(minimum: 0, maximum: 10, step: 0.5))
        #expect(try slider.parse("3.3") == .number(3.5))
        #expect(slider.defaultValue == .number(0))
        #expect(slider.rowPhrase == "a slider row")
        let duration = NumberKind(NumberSettings(style: .duration))
        #expect(duration.displayText(of: .number(5400), locale: nil) == "1:30:00")
        #expect(throws: FormError.self) { try NormalKind().parse("x") }
        #expect(
            TextKind(.password).isSecret
                && TextKind(.password).control == .text(content: .plain, isSecure: true, maximumLength: nil))
        #expect(ToggleKind().countsAsEmpty(.bool(false)) && !TextKind().countsAsEmpty(.text("a")))
        #expect(LinkKind().linkURL(.text("https://example.com")) == "https://example.com")
    }
}
