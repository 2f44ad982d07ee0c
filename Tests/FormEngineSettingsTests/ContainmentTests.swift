import Foundation
import TestSupport
import Testing

@testable import FormEngine
@testable import FormEngineSettings

@Suite("Settings bundle: child panes stay inside the bundle")
struct ContainmentTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var file: String
        var expected: String
        var testDescription: String { file }
    }

    @Test(
        arguments: [
            Case(file: "../Outside", expected: "'..' is not allowed"),
            Case(file: "sub/../../Outside", expected: "'..' is not allowed"),
            Case(file: "/etc/hosts", expected: "absolute paths are not allowed"),
            Case(file: "Escape", expected: "symbolic link leading outside the bundle"),
        ])
    func panesLeadingOutAreRefused(_ testCase: Case) throws {
        let temp = try TemporaryBundle()
        defer { temp.remove() }
        try Data(
            "<plist><dict><key>PreferenceSpecifiers</key><array/></dict></plist>".utf8
        ).write(to: temp.directory.appendingPathComponent("Outside.plist"))
        try FileManager.default.createSymbolicLink(
            atPath: temp.url.appendingPathComponent("Escape.plist").path,
            withDestinationPath: temp.directory.appendingPathComponent("Outside.plist").path)
        try temp.pane("Root", [["Type": "PSChildPaneSpecifier", "Title": "Out", "File": testCase.file]])
        do {
            _ = try SettingsBundleLoader().load(contentsOf: temp.url)
            Issue.record("expected the pane to be refused")
        } catch {
            #expect(error.description.contains("Root.plist: specifier 1: child pane File: "))
            #expect(error.description.contains(testCase.expected), "\(error)")
        }
        let problems = SettingsBundleLoader().problems(at: temp.url)
        #expect(problems.contains { $0.description.contains(testCase.expected) })
    }

    @Test func aSymbolicLinkInsideTheBundleIsFollowed() throws {
        let temp = try TemporaryBundle()
        defer { temp.remove() }
        try temp.pane("Real", [["Type": "PSTextFieldSpecifier", "Key": "inner"]])
        try FileManager.default.createSymbolicLink(
            atPath: temp.url.appendingPathComponent("Alias.plist").path, withDestinationPath: "Real.plist")
        try temp.pane("Root", [["Type": "PSChildPaneSpecifier", "Title": "In", "File": "Alias"]])
        let bundle = try SettingsBundleLoader().load(contentsOf: temp.url)
        #expect(bundle.fields.map(\.key) == ["inner"])
    }

    @Test func aPaneIncludingItselfIsAnError() throws {
        let temp = try TemporaryBundle()
        defer { temp.remove() }
        try temp.pane("Root", [["Type": "PSChildPaneSpecifier", "Title": "Me", "File": "Root"]])
        #expect(throws: LoadError.self) { try SettingsBundleLoader().load(contentsOf: temp.url) }
        let problems = SettingsBundleLoader().problems(at: temp.url).map(\.description)
        #expect(
            problems == [
                "\(temp.path)/Root.plist: specifier 1: child pane 'Root.plist' includes itself (Root.plist → Root.plist)"
            ])
    }

    @Test func aCycleThroughOtherPanesIsAnError() throws {
        let temp = try TemporaryBundle()
        defer { temp.remove() }
        try temp.pane("Root", [["Type": "PSChildPaneSpecifier", "Title": "A", "File": "A"]])
        try temp.pane("A", [["Type": "PSChildPaneSpecifier", "Title": "B", "File": "B"]])
        try temp.pane("B", [["Type": "PSChildPaneSpecifier", "Title": "A again", "File": "A"]])
        do {
            _ = try SettingsBundleLoader().load(contentsOf: temp.url)
            Issue.record("expected a cycle error")
        } catch {
            #expect(
                error.description
                    == "\(temp.path)/B.plist: specifier 1: child pane 'A.plist' includes itself (A.plist → B.plist → A.plist)"
            )
        }
    }

    @Test func theSamePaneTwiceIsNotACycle() throws {
        let temp = try TemporaryBundle()
        defer { temp.remove() }
        try temp.pane(
            "Root",
            [
                ["Type": "PSChildPaneSpecifier", "Title": "One", "File": "Shared"],
                ["Type": "PSChildPaneSpecifier", "Title": "Two", "File": "Shared"],
            ])
        try temp.pane("Shared", [["Type": "PSGroupSpecifier", "Title": "Shared"]])
        let bundle = try SettingsBundleLoader().load(contentsOf: temp.url)
        #expect(bundle.problems.isEmpty)
        #expect(bundle.descriptor.sections[0].rows.count == 4)
    }
}
