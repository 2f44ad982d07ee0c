import Foundation
import TestSupport
import Testing

@testable import FormEngine
@testable import FormEngineSettings

@Suite("Settings bundle: size limits and repeated keys")
struct SettingsLimitsTests {
    /// 20,000 specifiers sharing one Key: each gets the next free `~N` key. Numbering used to probe
    /// from `~2` each time (quadratic, 49 s for `--check`); the time limit catches a relapse.
    @Test(.timeLimit(.minutes(1)))
    func manyDuplicateKeysAreNumberedInOrder() throws {
        let temp = try TemporaryBundle()
        defer { temp.remove() }
        let count = 20_000
        try temp.pane(
            "Root",
            [["Type": "PSTextFieldSpecifier", "Key": "k~3"]]
                + Array(repeating: ["Type": "PSTextFieldSpecifier", "Key": "k"], count: count))
        let bundle = try SettingsBundleLoader().load(contentsOf: temp.url)
        let keys = bundle.descriptor.sections.flatMap(\.rows).map(\.key.rawValue)
        #expect(keys.count == count + 1)
        #expect(Set(keys).count == keys.count)
        #expect(Array(keys.prefix(5)) == ["k~3", "k", "k~2", "k~4", "k~5"])
        #expect(keys.last == "k~\(count + 1)")
        #expect(bundle.problems.count == count - 1)
    }

    /// Numbering resumes from the last suffix handed out instead of probing from `~2` again, so
    /// n repeats of a key cost O(n), not O(n²); a key taken explicitly is still skipped.
    @Test func numberingResumesFromTheLastSuffix() throws {
        let temp = try TemporaryBundle()
        defer { temp.remove() }
        let locator = try #require(BundleLocator(root: temp.path))
        var assembler = SettingsAssembler(locator: locator, language: nil, limits: .default)
        #expect(assembler.uniqueRow("k~3") == "k~3")
        let keys = (0..<4).map { _ in assembler.uniqueRow("k").rawValue }
        #expect(keys == ["k", "k~2", "k~4", "k~5"])
        #expect(assembler.nextSuffix["k"] == 6)
    }

    /// Writes panes `P0`…`P{depth-1}`, each holding one text field and two child panes showing
    /// the next, and a Root showing `P0`: 2^depth copies of the last pane.
    static func doublingChain(_ temp: TemporaryBundle, depth: Int) throws {
        try temp.pane("Root", [["Type": "PSChildPaneSpecifier", "Title": "Start", "File": "P0"]])
        for level in 0..<depth {
            var specifiers: [[String: Any]] = [
                ["Type": "PSGroupSpecifier", "Title": "Level \(level)"],
                ["Type": "PSTextFieldSpecifier", "Key": "field\(level)"],
            ]
            if level + 1 < depth {
                let next: [String: Any] = [
                    "Type": "PSChildPaneSpecifier", "Title": "Next", "File": "P\(level + 1)",
                ]
                specifiers += [next, next]
            }
            try temp.pane("P\(level)", specifiers)
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func aDoublingPaneChainStopsAtTheRowLimit() throws {
        let temp = try TemporaryBundle()
        defer { temp.remove() }
        try Self.doublingChain(temp, depth: 30)
        let loader = SettingsBundleLoader(limits: LoadLimits(maxRows: 1000))
        let expected = "Root.plist: holds more than 1000 rows, more than the limit of 1000"
        do {
            _ = try loader.load(contentsOf: temp.url)
            Issue.record("expected the row limit to stop loading")
        } catch {
            #expect(error.description.hasSuffix(expected), "\(error)")
            guard case .malformed = error else {
                Issue.record("expected a malformed error, got \(error)")
                return
            }
        }
        let problems = loader.problems(at: temp.url).map(\.description)
        #expect(problems.contains { $0.hasSuffix(expected) })
    }

    @Test func aReusedPaneWithinTheLimitIsRepeated() throws {
        let temp = try TemporaryBundle()
        defer { temp.remove() }
        try Self.doublingChain(temp, depth: 4)
        let bundle = try SettingsBundleLoader(limits: LoadLimits(maxRows: 1000)).load(contentsOf: temp.url)
        // Root row, then per level 2^level copies of: heading, field, and (but for the last) two rows.
        let rows = bundle.descriptor.sections.flatMap(\.rows)
        #expect(rows.count == 1 + (1 * 4 + 2 * 4 + 4 * 4) + 8 * 2)
        #expect(bundle.fields.filter { $0.key == "field3" }.count == 8)
        let tight = SettingsBundleLoader(limits: LoadLimits(maxRows: rows.count))
        #expect(throws: Never.self) { try tight.load(contentsOf: temp.url) }
        let tooTight = SettingsBundleLoader(limits: LoadLimits(maxRows: rows.count - 1))
        #expect(throws: LoadError.self) { try tooTight.load(contentsOf: temp.url) }
    }
}
