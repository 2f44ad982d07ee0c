import Foundation
import TestSupport
import Testing

@testable import FormEngine
@testable import FormEngineSettings

@Suite("Settings bundle: specifier types and output")
struct SettingsOutputTests {
    @Test func aRadioGroupIsASectionOfItsChoicesSortedByTitle() throws {
        let bundle = try Softphone.load()
        let form = try bundle.makeForm()
        let last = try #require(bundle.descriptor.sections.last)
        #expect(last.title == "RINGTONE")
        #expect(last.footer == "RINGTONE_FOOTER")
        // DisplaySortedByTitle: Bell, Chime, Marimba; the choices show at once.
        #expect(
            form.visibleRows(in: form.sectionCount - 1).map(\.key) == [
                "ringtone", "ringtone.2", "ringtone.3", "ringtone.1",
            ])
        #expect(bundle.field("ringtone")?.traits.isRadioGroup == true)
    }

    @Test func theJSONSaysWhatAUINeedsToDrawEachRow() throws {
        let result = try CLI.run(["--dump", "--json", Softphone.url.path, "--expand-all", "--lang", "none"])
        #expect(result.status == 0, "\(result.stderr)")
        let out = result.stdout
        #expect(out.contains(#"{"title":"ACCOUNTS","footer":"ACCOUNTS_FOOTER","rows":["#))
        #expect(out.contains(#"{"title":"AUDIO","footer":null,"rows":["#))
        #expect(out.contains(#""defaultsKey":"codec","selection":"single"}"#))
        #expect(out.contains(#""defaultsKey":"ringtone","selection":"single","radioGroup":true}"#))
        #expect(
            out.contains(
                #""defaultsKey":"sip_port","secure":false,"keyboardType":"NumberPad","autocorrectionType":"No"}"#
            ))
        #expect(
            out.contains(
                #""secure":true,"defaultsKey":"account_password","keyboardType":"Alphabet"}"#))
        #expect(
            out.contains(
                #""defaultsKey":"account_user","secure":false,"keyboardType":"EmailAddress","#
                    + #""autocapitalizationType":"None","autocorrectionType":"No"}"#))
        #expect(
            out.contains(
                #""defaultsKey":"volume","minimum":0.0,"maximum":2.0,"#
                    + #""minimumValueImage":"quiet.png","maximumValueImage":"loud.png"}"#))
        // Every JSON document parses.
        #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(out.utf8)) }
    }

    @Test func cosmeticsMatchTheSettingsApp() throws {
        let result = try CLI.run(["--dump", Softphone.url.path, "--lang", "none"])
        // An untitled slider is untitled, not named by its key; a title ending in ':' gets no second.
        #expect(result.stdout.contains("\n  · 1  [volume]\n"))
        #expect(result.stdout.contains("▸ CODEC: G.711  [codec]"))
        #expect(!result.stdout.contains("::"))
        let temp = try TemporaryBundle()
        defer { temp.remove() }
        try temp.pane(
            "Root",
            [
                ["Type": "PSToggleSwitchSpecifier", "Key": "a", "Title": "A", "DefaultValue": true],
                ["Type": "PSGroupSpecifier", "Title": "Later"],
                ["Type": "PSToggleSwitchSpecifier", "Key": "b", "Title": "B", "DefaultValue": true],
            ])
        let dump = try CLI.run(["--dump", temp.path])
        #expect(dump.stdout == "Settings\n\n  · A: on  [a]\n\nLater\n  · B: on  [b]\n")
    }
}
