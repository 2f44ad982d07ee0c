import Foundation
import TestSupport
import Testing

/// The README's first form and what it says `formcli` prints for it are true: the form in the
/// "A first form" section is written to a file and the console blocks' commands are run on it.
@Suite("README's first form")
struct ReadmeTests {
    /// The README's "A first form" section up to the next heading.
    static func firstFormSection() throws -> String {
        let readme = try String(contentsOfFile: Repository.path("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "## A first form\n"))
        let rest = readme[start.upperBound...]
        let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    /// The text of the first fenced block of `language` in `text`.
    static func block(_ language: String, in text: String) throws -> String {
        let open = try #require(text.range(of: "```\(language)\n"))
        let close = try #require(text[open.upperBound...].range(of: "```"))
        return String(text[open.upperBound..<close.lowerBound])
    }

    /// Splits a command line of plain words (no quoting in the README's examples).
    static func words(_ line: Substring) -> [String] { line.split(separator: " ").map(String.init) }

    @Test("the --dump example prints what the README shows")
    func dump() throws {
        let section = try Self.firstFormSection()
        let directory = try CLI.temporaryDirectory()
        try Data(Self.block("json", in: section).utf8).write(
            to: directory.appendingPathComponent("trip.json"))
        let console = try Self.block("console", in: section)
        let lines = console.split(separator: "\n", omittingEmptySubsequences: false)
        let command = try #require(lines.first)
        #expect(command.hasPrefix("$ formcli "))
        let result = try CLI.run(Self.words(command.dropFirst(10)), directory: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == lines.dropFirst().joined(separator: "\n"))
        let check = try CLI.run(["--check", "trip.json"], directory: directory)
        #expect(check.stdout == "trip.json: ok\n" && section.contains("`trip.json: ok`"))
        let bad = try CLI.run(["--dump", "trip.json", "--set", "email=ada@example"], directory: directory)
        #expect(bad.status == 65)
        #expect(bad.stderr.contains("Email must be an email address (name@example.com)"))
    }

    @Test("the --json answers are what a walk that fills the form prints")
    func answers() throws {
        let readme = try String(contentsOfFile: Repository.path("README.md"), encoding: .utf8)
        let directory = try CLI.temporaryDirectory()
        try Data(Self.block("json", in: Self.firstFormSection()).utf8).write(
            to: directory.appendingPathComponent("trip.json"))
        let start = try #require(readme.range(of: "$ formcli trip.json --json\n"))
        let close = try #require(readme[start.upperBound...].range(of: "```"))
        let shown = readme[start.upperBound..<close.lowerBound].split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
        let result = try CLI.run(
            ["trip.json", "--json"],
            stdin: "set name Ada Lovelace\nset vegetarian on\nset allergies peanuts\ndone\n",
            directory: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").map(String.init) == shown)
    }
}
