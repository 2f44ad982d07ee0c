import FormEngine
import FormEngineSettings
import Foundation
import TestSupport
import Testing

@testable import formcli

/// One hostile file and what formcli must say about it.
struct HostileCase: CustomTestStringConvertible, Sendable {
    /// The fixture's name in `Fixtures/Hostile` (written by `Scripts/make-hostile-fixtures.py`).
    var file: String
    /// A part of the one-line message, after the file name.
    var message: String

    /// State fixtures are read with `--state` against the bundled form.
    var isState: Bool { file.hasPrefix("state-") }

    var testDescription: String { file }

    init(_ file: String, _ message: String) {
        self.file = file
        self.message = message
    }
}

/// Every class of hostile descriptor and state, read as formcli reads it in each mode: exit 65
/// with a one-line message that names the file (and section, row, key where they apply), never a
/// crash. The files go through formcli's own functions in this process (``Refusal``); one file of
/// each kind goes through the formcli process in every mode, to show the process says the same.
/// Conditions on missing keys and condition cycles are issue 4's and are not covered here.
@Suite("Hostile input")
struct HostileInputTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Hostile")

    static let row1 = "section 1, row 1 (r1): "

    static let cases: [HostileCase] = [
        HostileCase("not-a-plist.plist", ": not a property list (expected XML or binary)"),
        HostileCase("empty.plist", ": empty file"),
        HostileCase("binary-garbage.plist", ": not a property list"),
        HostileCase("truncated-xml.plist", ": XML markup is not closed (truncated?)"),
        HostileCase("truncated-binary.plist", ": binary plist trailer"),
        HostileCase("invalid-utf8.plist", ": XML is not valid UTF-8 (at byte 205)"),
        HostileCase("fuzz-invalid-utf8-integer.plist", ": XML is not valid UTF-8 (at byte"),
        HostileCase("fuzz-loader-crash-06cad134.plist", ": XML is not valid UTF-8 (at byte 118)"),
        HostileCase("wrong-root-string.plist", ": the root must be an array of sections or a dictionary"),
        HostileCase("wrong-root-dict.plist", ": the root must be an array of sections or a dictionary"),
        HostileCase("wrong-sections-type.plist", ": sections: expected an array"),
        HostileCase("section-not-array.plist", ": section 1: a section: expected an array"),
        HostileCase("row-not-dictionary.plist", ": section 1, row 1: a row: expected a dictionary"),
        HostileCase("section-title-number.plist", ": section 1: title: expected a string"),
        HostileCase("wrong-type-key.plist", ": section 1, row 1: key must be a non-empty string"),
        HostileCase("wrong-type-kind.plist", row1 + "unknown kind '7'"),
        HostileCase("wrong-type-identifier.plist", row1 + "identifier must be a string, not an array"),
        HostileCase("wrong-type-expandable.plist", row1 + "expandable must be a boolean, not the string"),
        HostileCase("wrong-type-expanded.plist", row1 + "expanded must be a boolean, not a dictionary"),
        HostileCase("wrong-type-visible.plist", row1 + "visible must be a boolean"),
        HostileCase("wrong-type-firstTitle.plist", row1 + "firstTitle must be a string, not an array"),
        HostileCase("wrong-type-secondTitle.plist", row1 + "secondTitle must be a string, not a dictionary"),
        HostileCase("wrong-type-additionalRows.plist", row1 + "additionalRows must be a whole number"),
        HostileCase("wrong-type-minimum.plist", row1 + "minimum must be a number, not the string 'low'"),
        HostileCase("wrong-type-maximum.plist", row1 + "maximum must be a number, not an array"),
        HostileCase("wrong-type-step.plist", row1 + "step must be a number"),
        HostileCase("wrong-type-minimumDate.plist", row1 + "minimumDate must be a date written yyyy-MM-dd"),
        HostileCase("wrong-type-maximumDate.plist", row1 + "maximumDate must be a date written yyyy-MM-dd"),
        HostileCase("wrong-type-onTitle.plist", row1 + "onTitle must be a string, not a dictionary"),
        HostileCase("wrong-type-offTitle.plist", row1 + "offTitle must be a string, not an array"),
        HostileCase("wrong-type-value.plist", row1 + "value: 'not-a-number' is not a number"),
        HostileCase("unknown-kind.plist", row1 + "unknown kind 'checkbox'"),
        HostileCase("negative-additional-rows.plist", "(p): additionalRows must not be negative (it is -3)"),
        HostileCase("huge-additional-rows.plist", "(p): additionalRows is 9223372036854775807 but only 1"),
        HostileCase("overflowing-additional-rows.plist", "(p): additionalRows must be a whole number"),
        HostileCase("additional-rows-past-section.plist", "(p): additionalRows is 5 but only 1 rows follow"),
        HostileCase(
            "crossing-ranges.plist", "section 1, row 2 (inner): its 2 rows end after those of its parent"),
        HostileCase("option-outside-picker.plist", "section 1, row 2 (stray): an option row must be owned"),
        HostileCase("option-under-text.plist", "section 1, row 2 (o): an option row must be owned"),
        HostileCase("duplicate-keys.plist", "section 1, row 2 (same): duplicate key 'same'"),
        HostileCase("slider-nan.plist", "section 1, row 1 (s): minimum must be a number"),
        HostileCase("slider-empty-range.plist", "section 1, row 1 (s): slider range 10...1 step 1 is empty"),
        HostileCase(
            "date-range-reversed.plist", "(d): minimumDate 2020-01-01 is after maximumDate 1990-01-01"),
        HostileCase("binary-set.plist", ": binary plist holds a set, which is not supported"),
        HostileCase("binary-self-reference.plist", ": binary plist object 0 references itself"),
        HostileCase("binary-cycle.plist", ": binary plist object 0 references itself"),
        HostileCase("binary-dict-self-reference.plist", ": binary plist object 0 references itself"),
        HostileCase("binary-shared-dag.plist", ": holds more than 5000000 objects"),
        HostileCase("binary-offset-out-of-range.plist", "references object 9, which does not exist"),
        HostileCase("billion-laughs.plist", ": XML entity declarations are not allowed"),
        HostileCase("external-entity.plist", ": XML entity declarations are not allowed"),
        HostileCase("deep-xml-100.plist", ": nested deeper than 64 levels"),
        HostileCase("state-not-a-plist.plist", ": not a property list"),
        HostileCase("state-wrong-root.plist", ": a state file must hold a dictionary"),
        HostileCase("state-values-not-dict.plist", ": key values: must be a dictionary, not an array"),
        HostileCase("state-expanded-not-strings.plist", ": key expanded: must list keys as strings"),
        HostileCase("state-future-version.plist", ": key version: unsupported state version"),
        HostileCase("state-binary-set.plist", ": binary plist holds a set"),
        HostileCase("state-binary-cycle.plist", ": binary plist object 0 references itself"),
    ]

    /// The three ways a file reaches the loader: `--check`, `--dump` and a line-mode walk.
    static func modes(_ item: HostileCase) -> [[String]] {
        if item.isState {
            return [["--dump", "--state", item.file], ["--state", item.file, "--plain"]]
        }
        return [["--check", item.file], ["--dump", item.file], [item.file, "--plain"]]
    }

    /// Checks the outcome every hostile input must have: `status`, and one-line messages that
    /// are formcli's, name `file`, and one of which holds `message`.
    static func expectRefused(
        _ refusal: Refusal, _ arguments: [String], file: String, message: String, status: Int32 = 65
    ) {
        #expect(refusal.status < 128, "\(arguments): crashed (status \(refusal.status)): \(refusal.lines)")
        #expect(refusal.status == status, "\(arguments): \(refusal.lines)")
        #expect(!refusal.lines.isEmpty, "\(arguments): no message")
        for line in refusal.lines {
            #expect(
                line.hasPrefix("formcli: ") && line.contains(file) && !line.contains("\n"),
                "\(arguments): \(line)")
        }
        #expect(refusal.lines.contains { $0.contains(message) }, "\(arguments): \(refusal.lines)")
    }

    /// Runs formcli with `arguments` in `directory`, as a process, and checks the outcome.
    static func expectProcessRefuses(
        _ arguments: [String], file: String, message: String, status: Int32 = 65,
        directory: URL = directory
    ) throws {
        let result = try CLI.run(arguments, stdin: "", directory: directory)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        expectRefused(
            Refusal(status: result.status, lines: lines), arguments, file: file, message: message,
            status: status)
    }

    /// Reads `arguments`' file the way formcli does, in this process, with paths in `directory`,
    /// and checks the outcome.
    static func expectRefused(
        _ arguments: [String], file: String, message: String, status: Int32 = 65,
        directory: URL = directory
    ) {
        let absolute = arguments.map {
            $0.hasPrefix("-") || $0.hasPrefix("/") ? $0 : directory.appendingPathComponent($0).path
        }
        expectRefused(Refusal(absolute), arguments, file: file, message: message, status: status)
    }

    @Test("every fixture is covered, and every covered fixture exists")
    func fixturesMatchCases() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
        #expect(Set(files) == Set(Self.cases.map(\.file)))
    }

    @Test(
        "refused with exit 65 and a located one-line message, in --check, --dump and the walk",
        arguments: cases)
    func refused(_ item: HostileCase) throws {
        for arguments in Self.modes(item) {
            Self.expectRefused(arguments, file: item.file, message: item.message)
        }
    }

    @Test(
        "the formcli process says the same: one descriptor and one state file, in every mode",
        arguments: ["wrong-type-kind.plist", "binary-cycle.plist", "state-values-not-dict.plist"])
    func refusedByTheProcess(_ file: String) throws {
        let item = try #require(Self.cases.first { $0.file == file })
        for arguments in Self.modes(item) {
            try Self.expectProcessRefuses(arguments, file: item.file, message: item.message)
            Self.expectRefused(arguments, file: item.file, message: item.message)
        }
    }
}

/// What formcli does with a hostile file, worked out in this process by the functions the
/// formcli process runs: `--check` lists the problems of ``DescriptorLoader/diagnose(contentsOf:language:)``
/// as ``FormCLI/check(_:language:idiom:limits:strict:)`` does; `--dump` and the walk open the form
/// with ``FormCLI/open(_:)`` and read `--state` with ``FormDialect/loadState(_:limits:)``, as
/// ``FormCLI/runForm(_:)`` does before it dumps or walks. The lines are what ``Console`` writes.
struct Refusal {
    var status: Int32
    var lines: [String]

    init(status: Int32, lines: [String]) {
        self.status = status
        self.lines = lines
    }

    /// The outcome of formcli `arguments` (paths absolute).
    init(_ arguments: [String]) {
        let options: Options
        do {
            options = try Options.parse(arguments)
        } catch {
            self.init(status: ExitStatus.usage.rawValue, lines: [Console.line(error.message)])
            return
        }
        if options.mode == .check {
            let loader = DescriptorLoader(limits: options.limits)
            let problems = options.forms.flatMap {
                loader.diagnose(contentsOf: URL(fileURLWithPath: $0), language: nil).problems
            }
            let worst = problems.map { ExitStatus($0).rawValue }.max() ?? ExitStatus.success.rawValue
            self.init(status: worst, lines: problems.map { Console.line($0.description) })
            return
        }
        do {
            guard let (_, dialect) = try FormCLI.open(options) else {
                self.init(status: ExitStatus.success.rawValue, lines: [])
                return
            }
            if let path = options.statePath, FileManager.default.fileExists(atPath: path) {
                _ = try dialect.loadState(contentsOf: URL(fileURLWithPath: path), limits: options.limits)
            }
            self.init(status: ExitStatus.success.rawValue, lines: [])
        } catch let error as UsageError {
            self.init(status: ExitStatus.usage.rawValue, lines: [Console.line(error.message)])
        } catch {
            if let error = FormError(reporting: error) {
                self.init(status: ExitStatus(error).rawValue, lines: [Console.line(error.description)])
            } else {
                self.init(status: ExitStatus.dataError.rawValue, lines: [Console.line("\(error)")])
            }
        }
    }
}
