import FormExamples
import Foundation
import Testing

@testable import FormEngine

/// Edits throw `EditError`: a `switch` over what `apply` throws is complete with the edit's own
/// cases (no file, no lock), and each reads as it did as a `FormError`, word for word.
@MainActor
@Suite("Edit errors")
struct EditErrorTests {
    /// The case an edit's error is, by name; the `switch` compiles only while `EditError` has
    /// exactly these cases.
    static func name(_ error: EditError) -> String {
        switch error {
        case .unknownRow: return "unknownRow"
        case .invalidValue: return "invalidValue"
        case .refused: return "refused"
        }
    }

    @Test func applyThrowsTheEditsOwnCases() throws {
        var form = try Form(DescriptorLoader.bundledDefault())
        let cases: [(Edit, String, String)] = [
            (.tap("nope"), "unknownRow", "no row has the key 'nope'"),
            (
                .setText("experienceSlider", "lots"), "invalidValue",
                "section 3, row 2 (experienceSlider): 'lots' is not a number"
            ),
            (
                .setExpanded("firstName", to: true), "refused",
                "section 1, row 2 (firstName): the row owns no rows to expand or collapse"
            ),
        ]
        for (edit, expected, message) in cases {
            do throws(EditError) {
                try form.apply(edit)
                Issue.record("\(edit) did not throw")
            } catch {
                #expect(Self.name(error) == expected)
                #expect(error.description.hasPrefix(message), "\(error.description)")
                #expect(FormError(error).description == error.description)
            }
        }
    }

    @Test func theControllerAndTheAccessorThrowEditErrors() throws {
        let controller = try bundledController()
        do throws(EditError) {
            try controller.perform([.set("firstName", .text("Ada")), .tap("nope")])
        } catch {
            #expect(error == .unknownRow("nope"))
        }
        #expect(try controller.form.value(of: "firstName") == nil)
        let slider = try controller.field("experienceSlider", as: Double.self)
        do throws(EditError) {
            try slider.set(nil)
        } catch {
            #expect(Self.name(error) == "invalidValue")
            #expect(error.location.key == "experienceSlider")
        }
    }

    @Test func aRestoredStateThatDoesNotFitIsAValueRefused() throws {
        var form = try Form(DescriptorLoader.bundledDefault())
        let bad = FormState(values: ["married": .string("perhaps")])
        do throws(EditError) {
            try form.apply(.restore(bad))
        } catch {
            #expect(Self.name(error) == "invalidValue")
            #expect(error.location.key == "married")
        }
    }

    @Test func aFormErrorMadeFromAnEditErrorReadsTheSame() {
        let errors: [EditError] = [
            .unknownRow("x"), .invalidValue(Location(section: 1, row: 2, key: "k"), reason: "why"),
            .refused(Location(file: "f.plist", section: 2), reason: "not now"),
        ]
        for error in errors {
            let lifted = FormError(error)
            #expect(lifted.description == error.description)
            #expect(lifted.location == error.location)
            #expect(lifted.reason == error.reason)
            #expect(EditError(lifted) == error)
        }
    }
}
