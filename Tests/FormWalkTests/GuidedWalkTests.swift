import FormEngine
import FormWalk
import Foundation
import Testing

/// Guided mode through the public API on pipes: the questions in order, answers checked at
/// once and asked again, rows an answer shows asked next, notes between questions, and line
/// mode's endings.
@Suite struct GuidedWalkTests {
    /// A trip: a destination picker, a switch that shows a row, a note, a required email.
    private static func form() throws -> Form {
        let json = #"""
            {"title": "Trip", "sections": [
              {"title": "Where", "rows": [
                {"key": "city", "firstTitle": "Destination", "expandable": true, "additionalRows": 2,
                 "required": true},
                {"key": "ber", "kind": "option", "firstTitle": "Berlin"},
                {"key": "rkv", "kind": "option", "firstTitle": "Reykjavík"},
                {"key": "nights", "kind": "stepper", "firstTitle": "Nights", "minimum": 1, "maximum": 14,
                 "value": 2, "description": "How long you stay"}]},
              {"title": "Extras", "rows": [
                {"key": "car", "kind": "switch", "firstTitle": "Rent a car"},
                {"key": "licence", "kind": "text", "firstTitle": "Licence number", "required": true,
                 "visibleWhen": {"key": "car", "equals": true}},
                {"key": "note", "kind": "info", "firstTitle": "Prices", "value": "per night"},
                {"key": "email", "kind": "email", "firstTitle": "Email", "required": true}]}]}
            """#
        return try Form(DescriptorLoader().load(data: Data(json.utf8), file: "trip.json"))
    }

    /// A guided walk of `answers` on pipes: its result, what it asked and what it refused.
    private static func walk(_ answers: String) throws -> (
        result: FormWalkResult, output: String, errors: String
    ) {
        var walk = FormWalk(try form(), options: FormWalkOptions(mode: .guided))
        return try PipedWalk.run(&walk, input: answers)
    }

    @Test func answersPipedInOrderFillTheForm() throws {
        let (result, output, errors) = try Self.walk("rkv\n\nno\nada@example.com\n")
        #expect(result.ending == .submitted, "\(output)\(errors)")
        #expect(errors.isEmpty)
        #expect(try result.form.value(of: "city") == .choice("rkv"))
        #expect(try result.form.value(of: "nights") == .number(2), "Enter keeps the value")
        #expect(try result.form.value(of: "email") == .text("ada@example.com"))
        #expect(
            output == """
                Where
                    1. Berlin
                    2. Reykjavík
                Destination (required, a number or a name):
                city = Reykjavík
                  How long you stay
                Nights (a whole number, 1 to 14, step 1) [2]:
                Extras
                Rent a car (yes or no) [no]:
                no change
                  Prices: per night
                Email (required, an email address, name@example.com):
                email = ada@example.com
                Review
                  1. Destination: Reykjavík
                  2. Nights: 2
                  3. Rent a car: off
                  4. Email: ada@example.com
                Enter is done, or the number or key of an answer to change:

                """)
    }

    /// The answers of the first test, which end on the review.
    private static let filled = "rkv\n\nno\nada@example.com\n"

    @Test func theReviewListsEveryAnswerAndEnterIsDone() throws {
        let (result, output, errors) = try Self.walk(Self.filled + "\nignored\n")
        #expect(result.ending == .submitted, "\(output)\(errors)")
        #expect(errors.isEmpty)
        #expect(
            output.hasSuffix(
                "  4. Email: ada@example.com\nEnter is done, or the number or key of an answer to change:\n"))
        #expect(result.failedCommands == 0, "the line after done is not read")
    }

    @Test func aNumberInTheReviewAsksThatQuestionAgainThenReviewsAgain() throws {
        let (result, output, errors) = try Self.walk(Self.filled + "2\n5\n\n")
        #expect(result.ending == .submitted, "\(output)\(errors)")
        #expect(try result.form.value(of: "nights") == .number(5))
        #expect(output.components(separatedBy: "Review\n").count == 3, "reviewed twice: \(output)")
        #expect(output.contains("Nights (a whole number, 1 to 14, step 1) [2]:\nnights = 5\nReview\n"))
        #expect(output.contains("  2. Nights: 5\n"))
        #expect(output.components(separatedBy: "Email (").count == 2, "the rows after it not asked again")
    }

    @Test func aKeyInTheReviewWhoseAnswerShowsARequiredRowAsksThatRowToo() throws {
        let (result, output, errors) = try Self.walk(Self.filled + "car\nyes\nB-123\n\n")
        #expect(result.ending == .submitted, "\(output)\(errors)")
        #expect(try result.form.value(of: "licence") == .text("B-123"))
        #expect(output.contains("  4. Licence number: B-123\n"), "\(output)")
    }

    @Test func anAnswerTheReviewDoesNotKnowIsRefusedAndAskedAgain() throws {
        let (result, output, errors) = try Self.walk(Self.filled + "9\nnights please\n\n")
        #expect(result.ending == .submitted, "\(output)\(errors)")
        #expect(errors.isEmpty, "guided refusals are said beside their question")
        let question = "Enter is done, or the number or key of an answer to change:\n"
        #expect(
            output.contains(
                question + "  ✗ '9' is no answer (1 to 4, or a key)\n" + question
                    + "  ✗ 'nights please' is no answer (1 to 4, or a key)\n" + question),
            "\(output)")
        #expect(result.failedCommands == 2)
        #expect(output.components(separatedBy: "Review\n").count == 2, "listed once")
    }

    @Test func endOfInputAtTheReviewIsDone() throws {
        let (result, output, _) = try Self.walk(Self.filled)
        #expect(result.ending == .submitted)
        #expect(output.contains("Review\n"))
    }

    @Test func anAnswerThatShowsARowAsksItNext() throws {
        let (result, output, _) = try Self.walk("ber\n3\nyes\nB-123\nada@example.com\n")
        #expect(result.ending == .submitted)
        #expect(try result.form.value(of: "licence") == .text("B-123"))
        let asked = output.split(separator: "\n").filter {
            ($0.hasSuffix(":") || $0.hasSuffix("]:")) && !$0.hasPrefix("Enter is done")
        }
        #expect(
            asked.map { String($0.prefix(while: { $0 != " " })) } == [
                "Destination", "Nights", "Rent", "Licence", "Email",
            ])
    }

    @Test func aRefusedAnswerOrOneWithAProblemIsAskedAgain() throws {
        let (result, output, errors) = try Self.walk("paris\nber\n99\n5\nno\nada@\nada@example.com\n")
        #expect(result.ending == .submitted, "\(output)\(errors)")
        #expect(errors.isEmpty, "guided refusals are said beside their question")
        #expect(
            output.hasPrefix(
                "Where\n    1. Berlin\n    2. Reykjavík\nDestination (required, a number or a name):\n"
                    + "  ✗ city: 'paris' is none of the options (Berlin, Reykjavík)\n"
                    + "Destination (required, a number or a name):\n"),
            "refused, nothing set: \(output)")
        #expect(output.components(separatedBy: "Destination (").count == 3, "asked twice: \(output)")
        #expect(output.contains("  ✗ nights (maximum): Nights must be at most 14\n"))
        #expect(output.components(separatedBy: "How long you stay").count == 2, "the description once")
        #expect(output.components(separatedBy: "Nights (").count == 3, "asked again after its problem")
        #expect(output.contains("  ✗ email (format): "))
        #expect(output.components(separatedBy: "Email (").count == 3)
        #expect(try result.form.value(of: "nights") == .number(5))
        #expect(result.failedCommands == 1)
    }

    @Test func anEmptyAnswerToARequiredRowSaysWhyAndAsksAgain() throws {
        let (result, output, errors) = try Self.walk("\nber\n")
        #expect(errors.isEmpty, "guided refusals are said beside their question: \(errors)")
        #expect(
            output.contains(
                "Destination (required, a number or a name):\n  ✗ Destination is required\n"
                    + "Destination (required, a number or a name):\ncity = Berlin\n"),
            "\(output)")
        #expect(result.ending == .incomplete, "end of input with the email still required")
        #expect(output.contains("end of input: 1 problem remains; nothing saved"))
        #expect(result.problemsLeft == 1)
    }

    @Test func optionsAreTakenByNumberSwitchesByYesOrNoAndListsGrowByTitle() throws {
        let json = #"""
            {"sections": [
              {"title": "Kit", "rows": [
                {"key": "size", "firstTitle": "Size", "expandable": true, "additionalRows": 2},
                {"key": "s", "kind": "option", "firstTitle": "Small"},
                {"key": "l", "kind": "option", "firstTitle": "Large"},
                {"key": "extras", "firstTitle": "Extras", "expandable": true, "additionalRows": 3,
                 "selection": "multiple"},
                {"key": "cap", "kind": "option", "firstTitle": "Cap"},
                {"key": "bag", "kind": "option", "firstTitle": "Bag"},
                {"key": "3", "kind": "option", "firstTitle": "Third"},
                {"key": "gift", "kind": "switch", "firstTitle": "Gift wrap"}]},
              {"title": "Phones", "editable": true, "rows": [],
               "template": {"key": "phone", "kind": "phone", "firstTitle": "Phone"}}]}
            """#
        let form = try Form(DescriptorLoader().load(data: Data(json.utf8), file: "kit.json"))
        var walk = FormWalk(form, options: FormWalkOptions(mode: .guided))
        let (result, output, errors) = try PipedWalk.run(
            &walk, input: "2\n1, 3\nyes\nHome\n0123456789\nWork\n0987654321\n\n")
        #expect(result.ending == .submitted, "\(output)\(errors)")
        #expect(try result.form.value(of: "size") == .choice("l"), "2: the second option")
        #expect(try result.form.value(of: "extras") == .choices(["cap", "3"]), "3 names an option's key")
        #expect(try result.form.value(of: "gift") == .bool(true))
        let items = result.form.allRows(in: 1)
        #expect(items.map(\.label) == ["Home", "Work"])
        #expect(items.map(\.value) == [.text("0123456789"), .text("0987654321")])
        #expect(output.contains("    1. Small\n    2. Large\nSize (a number or a name):\n"))
        #expect(output.contains("Extras (numbers or names, separated by commas):\n"))
        #expect(output.contains("Gift wrap (yes or no) [no]:\n"))
        #expect(output.contains("Add an item to Phones? (its title, or Enter for none):\n"))
        #expect(output.components(separatedBy: "Add another item to Phones?").count == 3)
    }
}
