import Foundation
import Testing

@testable import FormEngine

/// The DocC article on the descriptor format lists exactly the keys and kinds the loader reads:
/// each table's first column is compared with the loader's own lists, so neither can drift.
@Suite("The Descriptor Format article matches the loader")
struct DescriptorFormatDocTests {
    /// The article's text.
    static let article: String = {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(
                "Sources/FormEngine/FormEngine.docc/DescriptorFormat.md")
        return (try? String(contentsOf: path, encoding: .utf8)) ?? ""
    }()

    /// The backquoted names in the first column of the table under `heading` (up to the next
    /// heading).
    static func names(under heading: String) throws -> Set<String> {
        let start = try #require(article.range(of: "\n\(heading)\n"), "no \(heading) in the article")
        let rest = article[start.upperBound...]
        let end = rest.range(of: "\n### ")?.lowerBound ?? rest.endIndex
        var names = Set<String>()
        for line in rest[..<end].split(separator: "\n") where line.hasPrefix("| `") {
            let cell = line.dropFirst(2).prefix { $0 != "|" }
            for part in cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            where part.offset % 2 == 1 {
                names.insert(String(part.element))
            }
        }
        return names
    }

    @Test("the cell table lists every cell key and its alias, and nothing else")
    func cellKeys() throws {
        let documented = try Self.names(under: "### A cell")
        let known = Set(DescriptorKeys.cell)
        #expect(known.subtracting(documented).isEmpty, "keys the article does not list")
        for name in documented.subtracting(known) {
            #expect(CellRecord.Field.named(name)?.alias == true, "'\(name)' is no key the loader reads")
        }
    }

    @Test("the section and root tables list exactly the section and root keys")
    func sectionAndRootKeys() throws {
        #expect(try Self.names(under: "### A section") == Set(DescriptorKeys.section))
        #expect(try Self.names(under: "### The root") == Set(DescriptorKeys.root))
    }

    @Test("the kinds table lists exactly the kinds a cell's kind takes")
    func kinds() throws {
        #expect(try Self.names(under: "### Kinds") == Set(CellRecord.kindNames))
    }
}
