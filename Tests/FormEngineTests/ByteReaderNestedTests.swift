import Foundation
import Testing

@testable import FormEngine
@testable import FormExamples

/// The fast paths on a cell's nested dictionaries (`visibleWhen`, `message`) and a section's
/// `template`: they must read them, and give exactly what `PropertyListDecoder` gives.
@Suite("XML and binary fast paths: visibleWhen, message and template")
struct ByteReaderNestedTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var xml: String
        /// Whether the XML fast path leaves the file to Foundation (a key given twice).
        var declines = false
        var testDescription: String { name }
    }

    /// A value of every type the readers know, with the texts conditions compare.
    static let values = [
        "<string>x</string>", "<string>true</string>", "<string>yes</string>", "<string>2</string>",
        "<string>o1</string>", "<string>Two</string>", "<string>2001-07-04</string>", "<string/>",
        "<string>a &amp; b</string>", "<integer>1</integer>", "<integer>0</integer>", "<integer>-3</integer>",
        "<real>2.0</real>", "<real>2.5</real>", "<true/>", "<false/>", "<array/>",
        "<array><string>x</string><integer>1</integer></array>", "<dict/>",
        "<dict><key>k</key><true/></dict>",
        "<dict><key>required</key><string>v</string></dict>",
    ]

    /// `oneOf` lists: empty, every element type, nested collections.
    static let lists = [
        "<array/>", "<array><string>o1</string><string>Two</string></array>",
        "<array><true/><false/><integer>1</integer><integer>0</integer></array>",
        "<array><real>2.0</real><real>2.5</real><integer>3</integer><string>3</string></array>",
        "<array><string>2001-07-04</string><string/></array>",
        "<array><array/><dict/><dict><key>a</key><string>b</string></dict><array><string>x</string></array>"
            + "</array>",
    ]

    /// A form with a row of every kind a condition reads, then `subject`, whose `visibleWhen` or
    /// `message` is the case, in a section whose `template` may be the case too.
    static func form(subject: String, section: String = "") -> String {
        ByteReaderTests.plist(
            "<dict><key>sections</key><array><dict><key>rows</key><array>"
                + "<dict><key>key</key><string>sw</string><key>kind</key><string>switch</string></dict>"
                + "<dict><key>key</key><string>tx</string><key>kind</key><string>text</string></dict>"
                + "<dict><key>key</key><string>sl</string><key>kind</key><string>slider</string>"
                + "<key>minimum</key><integer>0</integer><key>maximum</key><integer>10</integer></dict>"
                + "<dict><key>key</key><string>dt</string><key>kind</key><string>date</string></dict>"
                + "<dict><key>key</key><string>pk</string><key>expandable</key><true/>"
                + "<key>additionalRows</key><integer>2</integer></dict>"
                + "<dict><key>key</key><string>o1</string><key>kind</key><string>option</string>"
                + "<key>firstTitle</key><string>One</string></dict>"
                + "<dict><key>key</key><string>o2</string><key>kind</key><string>option</string>"
                + "<key>firstTitle</key><string>Two</string></dict>"
                + "<dict><key>key</key><string>subject</string><key>kind</key><string>text</string>"
                + "<key>required</key><true/><key>minLength</key><integer>2</integer>\(subject)</dict>"
                + "</array></dict><dict><key>editable</key><true/>\(section)<key>rows</key><array>"
                + "<dict><key>key</key><string>item</string><key>kind</key><string>text</string></dict>"
                + "</array></dict></array></dict>")
    }

    static func visibleWhen(_ body: String, _ name: String, declines: Bool = false) -> Case {
        Case(
            name: "visibleWhen \(name)",
            xml: form(subject: "<key>visibleWhen</key><dict>\(body)</dict>"), declines: declines)
    }

    /// Every test against every kind of row, with every type of value.
    static let conditionCases: [Case] = ["sw", "tx", "sl", "dt", "pk", "o1", "nowhere"].flatMap { target in
        let key = "<key>key</key><string>\(target)</string>"
        let tests = ["equals", "notEquals", "isSet", "oneOf"].flatMap { test in
            values.enumerated().map { index, value in
                visibleWhen("\(key)<key>\(test)</key>\(value)", "\(target) \(test) value \(index)")
            }
        }
        let oneOf = lists.enumerated().map { index, list in
            visibleWhen("\(key)<key>oneOf</key>\(list)", "\(target) oneOf list \(index)")
        }
        return tests + oneOf
    }

    static let conditionShapes: [Case] =
        values.enumerated().map { index, value in
            Case(
                name: "visibleWhen is value \(index)", xml: form(subject: "<key>visibleWhen</key>\(value)"))
        }
        + values.enumerated().map { index, value in
            visibleWhen("<key>key</key>\(value)<key>isSet</key><true/>", "key is value \(index)")
        } + [
            Case(name: "visibleWhen empty", xml: form(subject: "<key>visibleWhen</key><dict/>")),
            Case(
                name: "visibleWhen empty, open and closed",
                xml: form(subject: "<key>visibleWhen</key><dict></dict>")),
            visibleWhen("<key>key</key><string>sw</string>", "without a test"),
            visibleWhen("<key>equals</key><true/>", "without a key"),
            visibleWhen(
                "<key>key</key><string>sw</string><key>equals</key><true/><key>isSet</key><true/>",
                "two tests"),
            visibleWhen(
                "<key>key</key><string>sw</string><key>zeta</key><true/><key>matches</key><string>x</string>"
                    + "<key>omega</key><dict/><key>beta</key><array/><key>kappa</key><integer>1</integer>",
                "several unknown tests"),
            visibleWhen(
                "<key>zeta</key><true/><key>key</key><string>sw</string><key>equals</key><true/>",
                "an unknown test and a known one"),
            visibleWhen(
                "<key>ke&amp;y</key><string>sw</string><key>isSet</key><true/>", "key with an entity"),
            visibleWhen("<key>key</key><string>subject</string><key>isSet</key><true/>", "on itself"),
            visibleWhen("<key>key</key><string>item</string><key>isSet</key><true/>", "on a list item"),
            visibleWhen(
                "<key>key</key><string>sw</string><key>equals</key><true/><key>equals</key><false/>",
                "equals given twice", declines: true),
            visibleWhen(
                "<key>zeta</key><true/><key>key</key><string>sw</string><key>zeta</key><true/>",
                "unknown test given twice", declines: true),
            Case(
                name: "visibleWhen given twice",
                xml: form(
                    subject: "<key>visibleWhen</key><dict/><key>visibleWhen</key><dict/>"),
                declines: true),
            Case(
                name: "visibleWhen on a list item",
                xml: form(
                    subject: "",
                    section: "<key>title</key><string>S</string><key>footer</key><string>F</string>"
                )
                .replacingOccurrences(
                    of: "<string>item</string>",
                    with: "<string>item</string><key>visibleWhen</key><dict><key>key</key>"
                        + "<string>sw</string><key>isSet</key><true/></dict>")),
            Case(
                name: "visibleWhen in a loop",
                xml: form(
                    subject:
                        "<key>visibleWhen</key><dict><key>key</key><string>subject</string><key>isSet</key>"
                        + "<true/></dict>")),
        ]

    static let messageCases: [Case] =
        values.enumerated().map { index, value in
            Case(name: "message is value \(index)", xml: form(subject: "<key>message</key>\(value)"))
        }
        + values.enumerated().map { index, value in
            Case(
                name: "message required is value \(index)",
                xml: form(
                    subject: "<key>message</key><dict><key>minLength</key><string>M</string>"
                        + "<key>required</key>\(value)</dict>"))
        }
        + [
            ("by rule", "<key>required</key><string>R</string><key>minLength</key><string>M</string>"),
            ("naming rules that are not", "<key>zeta</key><string>Z</string><key>alpha</key><string/>"),
            ("with entities", "<key>req&amp;uired</key><string>&lt;R&gt;</string>"),
            (
                "every rule",
                "<key>required</key><string>a</string><key>minLength</key><string>b</string>"
                    + "<key>maxLength</key><string>c</string><key>pattern</key><string>d</string>"
                    + "<key>minimumSelections</key><string>e</string><key>maximumSelections</key><string>f</string>"
            ),
            ("nested wrong type", "<key>required</key><dict><key>a</key><string>b</string></dict>"),
        ].map { name, body in
            Case(name: "message \(name)", xml: form(subject: "<key>message</key><dict>\(body)</dict>"))
        }
        + [
            (
                "a rule given twice",
                "<key>required</key><string>a</string><key>required</key><string>b</string>"
            ),
            (
                "a rule given twice after a wrong type",
                "<key>required</key><true/><key>minLength</key><string>M</string><key>required</key><true/>"
            ),
        ].map { name, body in
            Case(
                name: "message \(name)", xml: form(subject: "<key>message</key><dict>\(body)</dict>"),
                declines: true)
        } + [
            Case(
                name: "message given twice",
                xml: form(
                    subject: "<key>message</key><string>a</string><key>message</key><string>b</string>"),
                declines: true),
            Case(
                name: "message and visibleWhen",
                xml: form(
                    subject: "<key>message</key><string>m</string><key>visibleWhen</key><dict><key>key</key>"
                        + "<string>sw</string><key>equals</key><true/></dict>")),
        ]

    static func template(_ body: String, _ name: String, declines: Bool = false) -> Case {
        Case(
            name: "template \(name)", xml: form(subject: "", section: "<key>template</key>\(body)"),
            declines: declines)
    }

    static let templateCases: [Case] =
        values.enumerated().map { index, value in template(value, "is value \(index)") }
        + [
            ("empty, open and closed", "<dict></dict>"),
            (
                "a slider",
                "<dict><key>key</key><string>skill</string><key>kind</key><string>slider</string>"
                    + "<key>firstTitle</key><string>Skill</string><key>minimum</key><integer>0</integer>"
                    + "<key>maximum</key><integer>5</integer><key>step</key><integer>1</integer></dict>"
            ),
            (
                "in the tutorial's spelling",
                "<dict><key>cellIdentifier</key><string>idCellSwitch</string>"
                    + "<key>primaryTitle</key><string>On</string><key>zeta</key><true/></dict>"
            ),
            (
                "with problems",
                "<dict><key>key</key><string>a b</string><key>kind</key><string>bogus</string>"
                    + "<key>expandable</key><string>maybe</string></dict>"
            ),
            (
                "expandable",
                "<dict><key>kind</key><string>normal</string><key>expandable</key><true/>"
                    + "<key>additionalRows</key><integer>1</integer></dict>"
            ),
            (
                "with visibleWhen",
                "<dict><key>key</key><string>t</string><key>visibleWhen</key><dict>"
                    + "<key>key</key><string>sw</string><key>equals</key><true/></dict></dict>"
            ),
            (
                "with a message",
                "<dict><key>kind</key><string>text</string><key>required</key><true/>"
                    + "<key>message</key><dict><key>required</key><string>R</string><key>bogus</key>"
                    + "<string>B</string></dict></dict>"
            ),
            (
                "with a wrong message",
                "<dict><key>kind</key><string>text</string><key>message</key>"
                    + "<dict><key>required</key><integer>1</integer></dict></dict>"
            ),
        ].map { name, body in template(body, name) } + [
            template(
                "<dict><key>kind</key><string>text</string><key>kind</key><string>text</string></dict>",
                "with a key given twice", declines: true),
            Case(
                name: "template given twice",
                xml: form(subject: "", section: "<key>template</key><dict/><key>template</key><dict/>"),
                declines: true),
            Case(
                name: "template in a section that is not editable",
                xml: form(subject: "", section: "<key>template</key><dict/>").replacingOccurrences(
                    of: "<key>editable</key><true/>", with: "")),
            Case(
                name: "template after the rows",
                xml: form(subject: "").replacingOccurrences(
                    of: "</array></dict></array></dict>",
                    with: "</array><key>template</key><dict><key>kind</key><string>date</string>"
                        + "</dict></dict></array></dict>")),
        ]

    static let allCases = conditionCases + conditionShapes + messageCases + templateCases

    @Test("XML: reads them, and gives what PropertyListDecoder gives", arguments: allCases)
    func xmlSameAsFoundation(_ example: Case) {
        let data = Data(example.xml.utf8)
        #expect(DescriptorFile.readsXML(data) == !example.declines)
        ByteReaderTests.expectSame(data)
    }

    @Test("binary: reads them, and gives what PropertyListDecoder gives", arguments: allCases)
    func binarySameAsFoundation(_ example: Case) throws {
        let data = try #require(ByteReaderTests.binary(example.xml))
        #expect(DescriptorFile.readsBinary(data))
        ByteReaderTests.expectSame(data)
    }

    /// Binary files with a key given twice in a nested dictionary: written with a stand-in key
    /// of the same length, which is then overwritten in place. Which of the two Foundation keeps
    /// changes from one decode to the next (it follows a dictionary's hash order), so the fast
    /// path must decline, and the two paths cannot be compared.
    @Test(
        "binary: declines a key given twice in visibleWhen, message or template",
        arguments: [
            (
                "<key>visibleWhen</key><dict><key>key</key><string>sw</string><key>equals</key><true/>"
                    + "<key>equalz</key><false/></dict>", "", "equalz", "equals"
            ),
            (
                "<key>message</key><dict><key>required</key><string>a</string><key>requirez</key>"
                    + "<string>b</string></dict>", "", "requirez", "required"
            ),
            (
                "<key>message</key><dict><key>required</key><true/><key>requirez</key><string>b</string>"
                    + "</dict>", "", "requirez", "required"
            ),
            (
                "",
                "<key>template</key><dict><key>kind</key><string>text</string><key>kinz</key>"
                    + "<string>date</string></dict>", "kinz", "kind"
            ),
        ])
    func binaryDeclinesKeysGivenTwice(_ subject: String, _ section: String, _ stand: String, _ key: String)
        throws
    {
        try Self.expectBinaryTwiceDeclines(Self.form(subject: subject, section: section), (stand, key))
    }

    /// Overwrites the stand-in key `stand.0` with `stand.1` in the binary twin of `xml`.
    static func expectBinaryTwiceDeclines(_ xml: String, _ stand: (String, String)) throws {
        var bytes = Array(try #require(ByteReaderTests.binary(xml)))
        let needle = Array(stand.0.utf8)
        let at = try #require(
            (0...(bytes.count - needle.count)).first { Array(bytes[$0..<$0 + needle.count]) == needle })
        bytes.replaceSubrange(at..<at + needle.count, with: Array(stand.1.utf8))
        let data = Data(bytes)
        #expect(!DescriptorFile.readsBinary(data))
        #expect(DescriptorLoader().analyse(data: data, file: nil).descriptor != nil)
    }

    @Test("the bundled form is read by the fast paths, in XML and in binary")
    func bundledForm() throws {
        let xml = DefaultForm.xml
        #expect(DescriptorFile.readsXML(Data(xml.utf8)))
        ByteReaderTests.expectSame(Data(xml.utf8))
        let binary = try #require(ByteReaderTests.binary(xml))
        #expect(DescriptorFile.readsBinary(binary))
        ByteReaderTests.expectSame(binary)
        let descriptor = DescriptorLoader.bundledDefault()
        #expect(descriptor.sections.contains { $0.template != nil })
        #expect(descriptor.sections.contains { $0.rows.contains { $0.visibleWhen != nil } })
    }
}
