import FormEngine
import FormWalk
import Foundation
import TestSupport
import Testing

/// Guided mode's questions as questionary and InquirerPy ask them: a required question says so
/// (a row required while another answer holds, while it holds), a choice is taken by a unique
/// start or its letters in order, an answer that fits several options lists them, and a long
/// picker is listed a terminal's height at a time.
@Suite struct GuidedChoiceTests {
    /// Cities to pick one of, and several of.
    private static func cities() throws -> Form {
        let json = #"""
            {"sections": [{"title": "Where", "rows": [
              {"key": "city", "firstTitle": "City", "expandable": true, "additionalRows": 5},
              {"key": "b1", "kind": "option", "firstTitle": "Berlin"},
              {"key": "b2", "kind": "option", "firstTitle": "Bern"},
              {"key": "mtl", "kind": "option", "firstTitle": "Montréal"},
              {"key": "rkv", "kind": "option", "firstTitle": "Reykjavík"},
              {"key": "zrh", "kind": "option", "firstTitle": "Zürich"},
              {"key": "stops", "firstTitle": "Stops", "expandable": true, "additionalRows": 3,
               "selection": "multiple"},
              {"key": "s-rkv", "kind": "option", "firstTitle": "Reykjavík"},
              {"key": "s-zrh", "kind": "option", "firstTitle": "Zürich"},
              {"key": "s-mtl", "kind": "option", "firstTitle": "Montréal"}]}]}
            """#
        return try Form(DescriptorLoader().load(data: Data(json.utf8), file: "cities.json"))
    }

    @Test func aChoiceIsTakenByItsStartOrItsLettersInOrderAndAnAmbiguousOneListsTheCandidates() throws {
        var walk = FormWalk(try Self.cities(), options: FormWalkOptions(mode: .guided))
        let (result, output, errors) = try PipedWalk.run(&walk, input: "ber\nMNTRL\nreyk, ZUR\n\n")
        #expect(result.ending == .submitted, "\(output)\(errors)")
        #expect(try result.form.value(of: "city") == .choice("mtl"), "letters in order, case aside")
        #expect(try result.form.value(of: "stops") == .choices(["s-rkv", "s-zrh"]), "starts, accents aside")
        #expect(errors.isEmpty)
        #expect(
            output.contains(
                "City (a number or a name):\n"
                    + "  ✗ 'ber' fits 2 options: 1. Berlin, 2. Bern; type more of one, or its number\n"
                    + "City (a number or a name):\ncity = Montréal\n"),
            "refused beside its question, naming the options as shown: \(output)")
        #expect(result.failedCommands == 1, "the ambiguous answer")
    }

    @Test func anExactKeyOrTitleOrNumberStillWinsOverAStart() throws {
        var walk = FormWalk(try Self.cities(), options: FormWalkOptions(mode: .guided))
        // `Bern` is an option's title and the start of none other; `bern` its title, case aside.
        let (result, output, errors) = try PipedWalk.run(&walk, input: "bern\n3\n\n")
        #expect(result.ending == .submitted, "\(output)\(errors)")
        #expect(try result.form.value(of: "city") == .choice("b2"))
        #expect(try result.form.value(of: "stops") == .choices(["s-mtl"]))
        #expect(result.failedCommands == 0)
    }

    @Test func aRowRequiredWhileAnotherAnswerHoldsSaysSoWhileItHolds() throws {
        let json = #"""
            {"sections": [{"rows": [
              {"key": "target", "firstTitle": "Target", "expandable": true, "additionalRows": 2,
               "value": "local"},
              {"key": "local", "kind": "option", "firstTitle": "local"},
              {"key": "ssh", "kind": "option", "firstTitle": "ssh"},
              {"key": "host", "kind": "text", "firstTitle": "Host"},
              {"key": "run", "kind": "text", "firstTitle": "Run", "required": true}]}]}
            """#
        var descriptor = try DescriptorLoader().load(data: Data(json.utf8), file: "deploy.json")
        descriptor.sections[0].rows[3].require(
            when: .equals("target", .choice("ssh")), clause: "when Target is ssh")
        let form = try Form(descriptor)
        var ssh = FormWalk(form, options: FormWalkOptions(mode: .guided))
        let asked = try PipedWalk.run(&ssh, input: "ssh\n\nexample.org\n\nls\n\n")
        #expect(asked.result.ending == .submitted, "\(asked.output)\(asked.errors)")
        #expect(
            asked.output.contains(
                "Host (required when Target is ssh, text):\n  ✗ Host is required when Target is ssh\n"
                    + "Host (required when Target is ssh, text):\nhost = example.org\n"
                    + "Run (required, text):\n  ✗ Run is required\nRun (required, text):\nrun = ls\n"),
            "\(asked.output)")
        var local = FormWalk(form, options: FormWalkOptions(mode: .guided))
        let unasked = try PipedWalk.run(&local, input: "\n\nls\n\n")
        #expect(unasked.result.ending == .submitted, "\(unasked.output)\(unasked.errors)")
        #expect(unasked.output.contains("\nHost (text):\n"), "not required while local: \(unasked.output)")
    }

    /// A picker of 30 options.
    private static func longPicker() throws -> Form {
        let options = (1...30).map { number in
            #"{"key": "o\#(number)", "kind": "option", "firstTitle": "Option \#(number)"}"#
        }
        let json = #"""
            {"sections": [{"title": "Many", "rows": [
              {"key": "pick", "firstTitle": "Pick", "expandable": true, "additionalRows": 30},
              \#(options.joined(separator: ",\n"))]}]}
            """#
        return try Form(DescriptorLoader().load(data: Data(json.utf8), file: "many.json"))
    }

    @Test(arguments: [(rows: UInt16(24), columns: UInt16(80), page: 22), (rows: 10, columns: 40, page: 8)])
    func aLongPickerIsListedAPageAtATimeOnATerminal(size: (rows: UInt16, columns: UInt16, page: Int)) throws {
        let terminal = try WalkTerminal(rows: size.rows, columns: size.columns)
        terminal.start(FormWalk(try Self.longPicker(), options: FormWalkOptions(mode: .guided)))
        // The screen as a terminal shows it, scrolled: the page, which options it shows, the question.
        func screen() -> [String] {
            var grid = ScreenGrid(rows: Int(size.rows), columns: Int(size.columns))
            grid.scrolls = true
            grid.feed(terminal.written)
            return grid.lines
        }
        let first = "    (1 to \(size.page) of 30; + shows more)"
        #expect(terminal.wait(written: "Pick (a number or a name): "), "\(terminal.written)")
        let shown = screen()
        #expect(shown.first == "    1. Option 1", "the page whole, on one screen: \(shown)")
        #expect(shown.suffix(2) == [first, "  Pick (a number or a name):"], "\(shown)")
        #expect(!terminal.written.contains("Option \(size.page + 1)\n"), "the rest waits for +")
        terminal.send("+\r")
        let second = "(\(size.page + 1) to \(min(size.page * 2, 30)) of 30; + shows"
        #expect(terminal.wait(written: second), "\(terminal.written)")
        #expect(screen().contains("    \(size.page + 1). Option \(size.page + 1)"), "\(screen())")
        terminal.send("25\r")
        #expect(terminal.wait(written: "pick = Option 25"), "any number is taken, shown or not")
        terminal.send("\r")
        let result = try #require(try terminal.result()?.get())
        #expect(result.ending == .submitted)
        #expect(result.failedCommands == 0, "+ is no refused answer")
        #expect(try result.form.value(of: "pick") == .choice("o25"))
    }

    @Test func aPipeGetsEveryOptionAtOnce() throws {
        var walk = FormWalk(try Self.longPicker(), options: FormWalkOptions(mode: .guided))
        let (result, output, _) = try PipedWalk.run(&walk, input: "opt3\n")
        #expect(output.contains("    30. Option 30\nPick (a number or a name):\n"), "\(output)")
        #expect(!output.contains("+ shows"))
        // `opt3` is in Option 3, 13, 23 and 30: all are named, in their order.
        #expect(
            output.contains(
                "✗ 'opt3' fits 4 options: 3. Option 3, 13. Option 13, 23. Option 23, 30. Option 30;"),
            "\(output)")
        #expect(result.failedCommands == 1)
    }
}
