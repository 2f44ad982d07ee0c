import FormEngine
import Foundation
import Testing

@testable import FormWalk

/// Guided mode on a terminal breaks a row's description and a note between words at the
/// terminal's width, each line indented; on a pipe (no width) each stays one line.
@Suite struct GuidedParagraphTests {
    private static let json = #"""
        [[{"key": "root", "kind": "text", "firstTitle": "tree-root",
           "description": "The root directory from which treefmt will start walking the filesystem. Defaults to the root of the current git worktree."},
          {"key": "about", "kind": "note", "firstTitle": "A note long enough to need more than one line at forty columns wide"}]]
        """#

    /// What a guided walk answering `root` printed, on a terminal `width` columns wide.
    private func output(width: Int?) throws -> String {
        let form = try Form(DescriptorLoader().load(data: Data(Self.json.utf8), file: "form.json"))
        final class Box: @unchecked Sendable {
            var output = ""
            var lines = ["/src", ""]
        }
        let box = Box()
        var walk = LineWalk(
            session: WalkSession(form: form), interactive: false,
            report: { box.output += $0 }, problem: { _ in },
            readLine: {
                guard !box.lines.isEmpty else { return .end }
                return .line(box.lines.removeFirst())
            })
        walk.guided = true
        walk.width = width
        _ = try walk.run()
        return box.output
    }

    @Test func descriptionsAndNotesWrapBetweenWords() throws {
        let text = try output(width: 40)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains("  The root directory from which treefmt"))
        #expect(lines.contains("  will start walking the filesystem."))
        #expect(lines.contains("  A note long enough to need more than"))
        for line in lines where !line.contains(":") { #expect(line.count <= 40, "\(line)") }
    }

    @Test func aPipeGetsEachOnOneLine() throws {
        let text = try output(width: nil)
        #expect(
            text.contains(
                "  The root directory from which treefmt will start walking the filesystem. Defaults to the root of the current git worktree.\n"
            ))
    }
}
