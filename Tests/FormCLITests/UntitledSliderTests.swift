import FormEngine
import FormEngineSettings
import Foundation
import TestSupport
import Testing

@testable import FormWalk
@testable import formcli

/// A slider without a `Title` shows its value alone, as the Settings app draws it: no label, and
/// not its key, in the full screen and the text dump.
@Suite struct UntitledSliderTests {
    @Test func theFullScreenShowsNoLabelForAnUntitledSlider() throws {
        let bundle = try Softphone.load(language: "none")
        let form = try bundle.makeForm()
        let session = WalkSession(form: form)
        var screen = ScreenState(session: session, height: 60, width: 80)
        let lines = screen.frame().lines.map { $0.spans.map(\.text).joined() }
        #expect(!lines.contains { $0.contains("volume") }, "the key is not shown as a label")
        // The slider's line holds its bar and value and nothing on the left.
        let slider = try #require(lines.first { $0.contains("■") })
        #expect(slider.trimmingCharacters(in: .whitespaces).hasPrefix("■"))
        #expect(slider.trimmingCharacters(in: .whitespaces).hasSuffix(" 1"))
    }

    @Test func theDumpShowsTheValueAloneForAnUntitledSlider() throws {
        let result = try CLI.run(["--dump", Softphone.url.path, "--lang", "none"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("\n  · 1  [volume]\n"))
        #expect(!result.stdout.contains("(untitled)"))
    }
}
