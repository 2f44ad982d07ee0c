import Foundation
import TestSupport
import Testing

@testable import FormEngine
@testable import FormExamples

/// The XML and binary fast paths must give exactly what `PropertyListDecoder` gives: the same
/// descriptor and the same problems, or decline (and leave the file to Foundation).
@Suite("XML and binary fast paths")
struct ByteReaderTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var xml: String
        var testDescription: String { name }
    }

    static func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        \(body)
        </plist>
        """
    }

    /// Every value type in every field FormEngine knows, plus an unknown field.
    static let fieldCases: [Case] = {
        let values = [
            "<string>2</string>", "<string>true</string>", "<string/>",
            "<string>a &amp; b &lt;c&gt; é</string>",
            "<integer>1</integer>", "<integer>0</integer>", "<integer>-3</integer>", "<integer>7</integer>",
            "<real>2.0</real>", "<real>2.5</real>", "<real>-0.5</real>", "<true/>", "<false/>",
            "<array/>", "<array><string>x</string></array>", "<dict/>", "<dict><key>k</key><true/></dict>",
        ]
        let fields = [
            "key", "kind", "identifier", "cellIdentifier", "expandable", "isExpandable", "expanded",
            "visible", "value", "firstTitle", "secondaryTitle", "additionalRows", "minimum", "maximum",
            "step",
            "minimumDate", "maximumDate", "onTitle", "offTitle", "somethingElse", "required", "minLength",
            "maxLength", "pattern", "selection", "minimumSelections", "maximumSelections", "message",
            "visibleWhen",
        ]
        return fields.flatMap { field in
            values.enumerated().map { index, value in
                let parent =
                    "<dict><key>kind</key><string>normal</string><key>expandable</key><true/>"
                    + "<key>additionalRows</key><integer>1</integer><key>\(field)</key>\(value)</dict>"
                let child = "<dict><key>kind</key><string>slider</string><key>\(field)</key>\(value)</dict>"
                return Case(
                    name: "\(field) = value \(index)",
                    xml: plist("<array><array>\(parent)\(child)</array></array>"))
            }
        }
    }()

    static let shapeCases: [Case] = [
        Case(
            name: "editable section with a template",
            xml: plist(
                "<dict><key>sections</key><array><dict><key>editable</key><true/><key>template</key>"
                    + "<dict><key>kind</key><string>text</string></dict><key>rows</key><array/></dict>"
                    + "<dict><key>editable</key><string>yes</string></dict></array></dict>")),
        Case(
            name: "editable section",
            xml: plist(
                "<dict><key>sections</key><array><dict><key>editable</key><true/><key>rows</key><array>"
                    + "<dict><key>kind</key><string>text</string></dict></array></dict></array></dict>")),
        Case(name: "empty root array", xml: plist("<array/>")),
        Case(name: "empty section", xml: plist("<array><array/></array>")),
        Case(name: "empty cell", xml: plist("<array><array><dict/></array></array>")),
        Case(
            name: "dictionary root",
            xml: plist(
                "<dict><key>title</key><string>T</string><key>other</key><array><integer>1</integer></array>"
                    + "<key>sections</key><array><dict><key>title</key><string>S</string>"
                    + "<key>footer</key><string>F</string><key>note</key><true/><key>rows</key><array>"
                    + "<dict><key>key</key><string>a</string></dict></array></dict><dict/></array></dict>")),
        Case(
            name: "several unknown keys",
            xml: plist(
                "<array><array><dict><key>zeta</key><true/><key>alpha</key><string>x</string>"
                    + "<key>mid</key><integer>3</integer><key>kind</key><string>text</string></dict></array></array>"
            )),
        Case(
            name: "root dictionary without sections",
            xml: plist("<dict><key>title</key><string>T</string></dict>")),
        Case(name: "section that is not an array", xml: plist("<array><string>x</string></array>")),
        Case(name: "cell that is not a dictionary", xml: plist("<array><array><true/></array></array>")),
        Case(
            name: "title that is not a string",
            xml: plist("<dict><key>title</key><true/><key>sections</key><array/></dict>")),
        Case(
            name: "rows that are not an array",
            xml: plist("<dict><key>sections</key><array><dict><key>rows</key><true/></dict></array></dict>")),
        Case(
            name: "malformed markup",
            xml: plist("<array><array><dict><key>kind</key><string>text</dict></array></array>")),
        Case(name: "truncated", xml: "<?xml version=\"1.0\"?><plist version=\"1.0\"><array><array>"),
        Case(
            name: "both spellings",
            xml: plist(
                "<array><array><dict><key>identifier</key><string>idCellSwitch</string><key>cellIdentifier</key><string>idCellSlider</string></dict></array></array>"
            )),
        Case(name: "comment", xml: plist("<!-- c --><array><array><dict/></array></array>")),
        Case(
            name: "date",
            xml: plist(
                "<array><array><dict><key>kind</key><string>date</string><key>value</key><date>2001-07-04T00:00:00Z</date></dict></array></array>"
            )),
        Case(
            name: "hex integer",
            xml: plist(
                "<array><array><dict><key>additionalRows</key><integer>0x1</integer></dict></array></array>")),
        Case(
            name: "numeric character reference",
            xml: plist(
                "<array><array><dict><key>firstTitle</key><string>&#65;</string></dict></array></array>")),
        Case(
            name: "without prolog",
            xml: "<plist version=\"1.0\"><array><array><dict/></array></array></plist>"),
        Case(name: "trailing garbage", xml: plist("<array/>") + "<array/>"),
        Case(
            name: "empty plist element, then a root",
            xml: "<?xml version=\"1.0\"?><plist version=\"1.0\"/><array><array><dict/></array></array>"
                + "</plist>"),
        Case(name: "empty plist element", xml: "<?xml version=\"1.0\"?><plist version=\"1.0\"/>"),
        Case(
            name: "cells read one after another forget the one before",
            xml: plist(
                "<array><array><dict><key>zeta</key><true/><key>kind</key><string>text</string>"
                    + "<key>value</key><integer>3</integer></dict><dict><key>firstTitle</key><string>B</string>"
                    + "</dict><dict/><dict><key>alpha</key><string>x</string><key>zeta</key><false/></dict>"
                    + "<dict><key>kind</key><string>bogus</string></dict></array><array><dict><key>kind</key>"
                    + "<string>slider</string><key>minimum</key><string>x</string></dict></array></array>")),
        Case(
            name: "problems in rows and sections of several sections",
            xml: plist(
                "<dict><key>sections</key><array><dict><key>rows</key><array><dict><key>kind</key>"
                    + "<string>bogus</string></dict></array><key>editable</key><string>maybe</string></dict>"
                    + "<dict/><dict><key>editable</key><integer>2</integer><key>rows</key><array><dict>"
                    + "<key>expanded</key><string>no way</string><key>key</key><string>a b</string></dict>"
                    + "</array></dict></array></dict>")),
    ]

    /// Integers the reader parses from the bytes, and text that only looks like one.
    static let integerCases: [Case] = [
        "0", "-0", "007", "-12", "123456789012345678", "-123456789012345678", "1234567890123456789",
        "--1", "-", "", "+1", " 1", "1 ", "1.0", "1e3", "&#49;", "1&amp;", "١", "0x1", "9223372036854775807",
    ].map { text in
        Case(
            name: "integer '\(text)'",
            xml: plist(
                "<array><array><dict><key>kind</key><string>normal</string><key>expandable</key><true/>"
                    + "<key>additionalRows</key><integer>\(text)</integer></dict><dict/></array></array>"))
    }

    /// XML declarations: Foundation reads UTF-8 however the rest is written, and refuses other
    /// encodings, misspelled ones included.
    static let declarationCases: [Case] = [
        "version=\"1.0\" encoding=\"UTF-8\"", "version=\"1.0\" encoding=\"utf-8\"",
        "version='1.0' encoding='UTF-8'",
        "version=\"1.0\"", "version = \"1.0\" encoding = \"UTF-8\" ", "version=\"1.0\" encoding=\"UTF8\"",
        "version=\"1.0\" encoding=\"UTF-8B\"", "version=\"1.0\" encoding=\"UTF-8'",
        "version=\"1.0\" encoding=UTF-8",
        "version=\"1.0\" encoding=\"UTF-16\"", "version=\"1.0\" encoding=\"UTF-8\" encoding=\"UTF-16\"", "",
        "version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"",
    ].map { declaration in
        Case(
            name: "declaration <?xml \(declaration)?>",
            xml:
                "<?xml \(declaration)?>\n<plist version=\"1.0\"><array><array><dict/></array></array></plist>"
        )
    }

    /// Keys the reader matches by their bytes: entities, near misses, an empty key.
    static let keyCases: [Case] = [
        "<key>k&amp;ind</key>", "<key>&#107;ind</key>", "<key>kind </key>", "<key>Kind</key>",
        "<key>kińd</key>", "<key>cellIdentifier</key>",
        "<key>kind</key><string>slider</string><key>kind</key>",
    ].map { key in
        Case(
            name: "key \(key)",
            xml: plist(
                "<array><array><dict><key>firstTitle</key><string>T</string>\(key)<string>text</string>"
                    + "</dict></array></array>"))
    }

    @Test(
        "gives what PropertyListDecoder gives",
        arguments: fieldCases + shapeCases + integerCases + keyCases + declarationCases)
    func sameAsFoundation(_ example: Case) {
        Self.expectSame(Data(example.xml.utf8))
    }

    @Test(
        "binary: gives what PropertyListDecoder gives",
        arguments: fieldCases + shapeCases + integerCases + keyCases)
    func binarySameAsFoundation(_ example: Case) throws {
        // Cases Foundation cannot read as XML have no binary twin.
        guard let data = Self.binary(example.xml) else { return }
        Self.expectSame(data)
    }

    @Test("binary: every case Foundation reads has a binary twin, and most are read by the fast path")
    func binaryCasesEngage() {
        let cases = Self.fieldCases + Self.shapeCases
        let twins = cases.compactMap { Self.binary($0.xml) }
        #expect(twins.count >= cases.count - 5)
        let read = twins.filter { DescriptorFile.readsBinary($0) }
        // Dates, a field given in both spellings and shapes DescriptorFile rejects are left to
        // Foundation (24 of 512 today).
        #expect(read.count >= twins.count * 9 / 10)
    }

    @Test("binary: reads the tutorial layout itself, with shared strings and large counts")
    func binaryEngagesOnCommonFiles() throws {
        var rows: [[String: Any]] = []
        for index in 0..<40 {
            rows.append([
                "expandable": false, "visible": true, "value": "v\(index % 3)",
                "firstTitle": "Row é \(index)",
                "identifier": "idCellTextfield", "additionalRows": 0, "minimum": 2.0, "maximum": 70000,
                "step": -2.5, "key": "k\(index)",
            ])
        }
        let data = try Fixtures.data(
            ["title": "T", "sections": [["rows": rows], [String: Any]()]] as [String: Any], format: .binary)
        #expect(DescriptorFile.readsBinary(data))
        Self.expectSame(data)
        let list = try Fixtures.data([rows, rows.prefix(3).map { $0 }], format: .binary)
        #expect(DescriptorFile.readsBinary(list))
        Self.expectSame(list)
        Self.expectSame(try Fixtures.data([[String: Any]](), format: .binary))
    }

    @Test(
        "binary: declines what it does not read",
        arguments: ["date"])
    func binaryDeclines(_ name: String) throws {
        let example = try #require(Self.shapeCases.first { $0.name == name })
        let data = try #require(Self.binary(example.xml))
        #expect(!DescriptorFile.readsBinary(data))
    }

    @Test("binary: declines XML, and XML declines binary")
    func formatsStayApart() throws {
        let xml = Data(Self.plist("<array><array><dict/></array></array>").utf8)
        let data = try #require(Self.binary(Self.plist("<array><array><dict/></array></array>")))
        #expect(!DescriptorFile.readsBinary(xml))
        #expect(!DescriptorFile.readsXML(data))
        #expect(DescriptorFile.readsBinary(data))
    }

    /// The same property list in binary, or nil when Foundation cannot read the XML.
    static func binary(_ xml: String) -> Data? {
        guard let root = try? PropertyListSerialization.propertyList(from: Data(xml.utf8), format: nil)
        else { return nil }
        return try? PropertyListSerialization.data(fromPropertyList: root, format: .binary, options: 0)
    }

    @Test("reads the tutorial layout itself; the bundled form loads the same either way")
    func engagesOnCommonFiles() throws {
        // The bundled form, with its visibleWhen and template: ByteReaderNestedTests.
        Self.expectSame(Data(DefaultForm.xml.utf8))
        let group: [[String: Any]] = [
            [
                "expandable": true, "expanded": false, "visible": true, "value": "", "firstTitle": "",
                "secondTitle": "Name 0", "identifier": "idCellNormal", "additionalRows": 2,
            ],
            [
                "expandable": false, "expanded": false, "visible": false, "value": "",
                "firstTitle": "First name",
                "secondTitle": "", "identifier": "idCellTextfield", "additionalRows": 0,
            ],
            [
                "expandable": false, "expanded": false, "visible": false, "value": "", "firstTitle": "Last",
                "secondTitle": "", "identifier": "idCellTextfield", "additionalRows": 0,
            ],
        ]
        let data = try Fixtures.data([group])
        #expect(DescriptorFile.readsXML(data))
        Self.expectSame(data)
    }

    @Test(
        "reads cells one after another, sections of several kinds, and their problems",
        arguments: [
            "cells read one after another forget the one before",
            "problems in rows and sections of several sections",
        ])
    func readsSequences(_ name: String) throws {
        let example = try #require(Self.shapeCases.first { $0.name == name })
        #expect(DescriptorFile.readsXML(Data(example.xml.utf8)))
        #expect(DescriptorFile.readsBinary(try #require(Self.binary(example.xml))))
        let problems = DescriptorLoader().diagnose(data: Data(example.xml.utf8), file: "t.plist").problems
        #expect(problems.count >= 2)
    }

    @Test(
        "declines what it does not read",
        arguments: ["comment", "date", "hex integer", "numeric character reference"])
    func declines(_ name: String) throws {
        let example = try #require(Self.shapeCases.first { $0.name == name })
        #expect(!DescriptorFile.readsXML(Data(example.xml.utf8)))
    }

    static func expectSame(_ data: Data, sourceLocation: SourceLocation = #_sourceLocation) {
        let loader = DescriptorLoader()
        let fast = loader.analyse(data: data, file: "t.plist", useFastPath: true)
        let slow = loader.analyse(data: data, file: "t.plist", useFastPath: false)
        #expect(fast.descriptor == slow.descriptor, sourceLocation: sourceLocation)
        #expect(
            fast.problems.map(\.description) == slow.problems.map(\.description),
            sourceLocation: sourceLocation)
    }
}
