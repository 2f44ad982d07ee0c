import FormDocuments
import Testing

@Suite struct SourceTextTests {
    @Test(
        arguments: [
            ([0x61, 0x0A, 0x62, 0xFF], 2, 2),  // a lone 0xFF on line 2
            ([0xC3], 1, 1),  // a sequence cut short
            ([0xED, 0xA0, 0x80], 1, 1),  // a UTF-16 surrogate
            ([0xC0, 0xAF], 1, 1),  // an overlong form
            ([0xEF, 0xBB, 0xBF, 0x78, 0xF5], 1, 2),  // after a byte-order mark
        ] as [([UInt8], Int, Int)])
    func invalidUTF8IsRefusedAtItsPlace(bytes: [UInt8], line: Int, column: Int) {
        #expect {
            _ = try SourceText(bytes: bytes, file: "f", options: DocumentOptions())
        } throws: { error in
            guard let error = error as? DocumentError else { return false }
            return error.line == line && error.column == column && error.message.hasPrefix("invalid UTF-8")
        }
    }

    @Test func placesCountCharacters() throws {
        let text = try SourceText(bytes: Array("é:\r\n  ü\n".utf8), file: "f", options: DocumentOptions())
        #expect(text.place(of: 0) == (1, 1))
        #expect(text.place(of: 2) == (1, 2))
        #expect(text.place(of: 7) == (2, 3))
        #expect(text.lineBreak == "\r\n")
        #expect(text.lineCount == 2)
    }

    @Test(arguments: [
        ("x.jsonc", DocumentFormat.jsonc), ("ci.yml", .yaml), ("a/b.YAML", .yaml), ("tsconfig.json", .jsonc),
        ("tsconfig.base.json", .jsonc),
        (".vscode/settings.json", .jsonc), ("settings.json", .json), ("package.json", .json),
        (".devcontainer/devcontainer.json", .jsonc),
    ])
    func formatsByName(path: String, format: DocumentFormat) {
        #expect(DocumentFormat.named(path) == format)
    }

    @Test func noFormatWithoutAnExtension() {
        #expect(DocumentFormat.named("Makefile") == nil)
        #expect(DocumentFormat.named("form.plist") == nil)
    }
}
