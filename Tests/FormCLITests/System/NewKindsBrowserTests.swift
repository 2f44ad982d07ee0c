import Foundation
import TestSupport
import Testing

/// The every-kind form's `--html` page in Chromium: the controls of the new kinds are in the DOM
/// the browser built, and the page is drawn.
@Suite(
    "every kind's --html in Chromium (skipped without chromium: apt-get install chromium)",
    .systemTest, .enabled(if: Repository.chromium != nil && Repository.tool("python3") != nil))
struct NewKindsBrowserTests {
    @Test("check box, segmented control, buttons, link, text area and a masked password")
    func everyKind() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let arguments = [
            Fixtures.everyKindURL.path, "--tap", "terms", "--set", "size=L", "--set", "password=hunter22",
            "--set", "bio=one\ntwo",
        ]
        let rendered = try BrowserTests.render(arguments, name: "every-kind", in: directory)
        BrowserTests.expectDrawn(rendered)
        #expect(rendered.dom.contains(#"<span class="checkbox on" role="checkbox" aria-checked="true">"#))
        #expect(rendered.count(#"role="radio""#) == 3)
        #expect(rendered.dom.contains(#"aria-checked="true" data-choice="L">Large</span>"#))
        #expect(rendered.count(#"role="button""#) == 2)
        #expect(rendered.dom.contains(#"href="https://example.com/help""#))
        #expect(rendered.dom.contains("one\ntwo"))
        #expect(!rendered.dom.contains("hunter22"))
        #expect(rendered.count(" data-kind=") == 24, "every row of the form")
    }
}
