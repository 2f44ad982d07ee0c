import Foundation
import TestSupport
import Testing

@testable import FormEngine
@testable import FormEngineSettings

@Suite("Settings bundle: values keep their plist type")
struct ValueTypeTests {
    @Test func aRealThatIsWholeStaysAReal() throws {
        let xml =
            #"<plist version="1.0"><dict><key>r</key><real>1</real><key>i</key><integer>1</integer></dict></plist>"#
        let value = try PlistValue.parse(Data(xml.utf8), file: "x.plist", limits: .default)
        #expect(value == .dictionary(["r": .real(1), "i": .integer(1)]))
        let bundle = try Softphone.load()
        #expect(bundle.defaults["volume"] == .real(1))
        #expect(bundle.values(of: try bundle.makeForm())["volume"] == .real(1))
    }

    @Test func untouchedEntriesKeepTheirTypeAndEditedOnesTakeTheControls() throws {
        let bundle = try Softphone.load()
        var form = try bundle.makeForm()
        try bundle.set("account_user", text: "x", in: &form)
        var values = bundle.values(of: form)
        #expect(values["echo_cancel"] == .string("NO"))
        #expect(values["sip_port"] == .integer(5060))
        #expect(values["register_timeout"] == .integer(600))
        #expect(values["stun_enabled_text"] == .bool(true))
        #expect(values["codec"] == .integer(8000))
        try bundle.set("codec", text: "G.722", in: &form)
        try bundle.set("sip_port", text: "5070", in: &form)
        try form.apply(.tap("echo_cancel"))
        values = bundle.values(of: form)
        // The chosen Values entry's own type; a text field stores a string; TrueValue as given.
        #expect(values["codec"] == .integer(16000))
        #expect(values["sip_port"] == .string("5070"))
        #expect(values["echo_cancel"] == .string("YES"))
        try bundle.set("codec", text: "opus", in: &form)
        #expect(bundle.values(of: form)["codec"] == .string("opus"))
    }

    @Test func aSavedRealStaysARealAfterAnotherEdit() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let state = dir.appendingPathComponent("state.plist")
        try DefaultsFile.write(["volume": .real(2), "echo_cancel": .string("NO")], to: state)
        let result = try CLI.run([Softphone.url.path, "--state", state.path, "--set", "account_user=ann"])
        #expect(result.status == 0, "\(result.stderr)")
        let saved = try DefaultsFile.load(contentsOf: state)
        #expect(saved["volume"] == .real(2))
        #expect(saved["echo_cancel"] == .string("NO"))
        let text = String(decoding: try CLI.contents(of: state), as: UTF8.self)
        #expect(text.contains("<real>2</real>"))
    }

    @Test func nonStringTextDefaultsAreShownAndInTheJSONValues() throws {
        let result = try CLI.run(["--dump", "--json", Softphone.url.path, "--lang", "none"])
        #expect(result.status == 0 || result.status == 65, "\(result.stderr)")
        #expect(
            result.stdout.contains(
                #""key":"sip_port","kind":"text","title":"PORT","subtitle":"","label":"PORT","detail":"5060","#
                    + #""depth":0"#))
        #expect(result.stdout.contains(#""value":"5060""#))
        #expect(result.stdout.contains("\"sip_port\":5060"))
        #expect(result.stdout.contains("\"volume\":1.0"))
        let bundle = try Softphone.load()
        #expect(try bundle.makeForm().value(of: "stun_enabled_text") == .text("1"))
        #expect(!bundle.problems.contains { $0.description.contains("sip_port") })
    }
}
