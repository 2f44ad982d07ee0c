import FormEngine
import FormWalk
import Foundation
import TestSupport
import Testing

/// Line mode on a form whose conditions combine (`all`, `any`, `not`) and whose sections have
/// `visibleWhen` (`Tests/FormCLITests/Fixtures/Conditions.plist`), run in process on pipes: the
/// sections a line shows and hides, and `done` minding only the rules of the rows shown.
@Suite struct ConditionalSectionsLineWalkTests {
    private static func form() throws -> Form {
        try Form(
            DescriptorLoader().load(
                contentsOf: Repository.root.appendingPathComponent(
                    "Tests/FormCLITests/Fixtures/Conditions.plist")))
    }

    @Test func aScriptShowsAndHidesSections() throws {
        let saves = ScriptedWalk.Saves()
        let script = """
            tap married
            set spouseWorks on
            tap pets
            set petName Rex
            show
            set country other
            set married off
            set country uk
            show
            done

            """
        let (result, output, errors) = try ScriptedWalk.run(script, on: Self.form(), saving: saves)
        #expect(result.succeeded)
        #expect(errors == "")
        #expect(
            output == """
                married = on; showed section Spouse; +2 rows
                spouseWorks = on
                pets = on; showed section Pets; +1 row
                petName = Rex; +1 row
                Household

                You
                   1   · Married: on  [married]
                   2   · Pets: on  [pets]
                   3   ▸ Country  [country]

                Spouse
                   4   · Spouse name  [spouseName]
                   5   · Spouse works: on  [spouseWorks]
                  (Only for married couples.)

                Pets
                   6   · Pet's name: Rex  [petName]
                   7   · Pet sitter  [petSitter]
                country = Elsewhere; hid section Pets; -2 rows
                married = off; hid section Spouse; -2 rows
                country = United Kingdom; showed section Pets; +2 rows
                Household

                You
                   1   · Married: off  [married]
                   2   · Pets: on  [pets]
                   3   ▸ Country: United Kingdom  [country]
                   4   · Region  [region]

                Pets
                   5   · Pet's name: Rex  [petName]

                """)
        // `done` passed although spouseName (required) is empty: its section is hidden. The
        // hidden section's values are saved all the same.
        let saved = try #require(saves.state)
        #expect(saved.values["spouseWorks"] == .bool(true))
        #expect(saved.values["petName"] == .string("Rex"))
    }

    @Test func doneIsRefusedWhileAShownSectionBreaksARule() throws {
        let (result, _, errors) = try ScriptedWalk.run("tap married\ndone\n", on: Self.form())
        #expect(result.failed)
        #expect(errors.contains("section 2, row 1 (spouseName): Spouse name is required"))
    }
}
