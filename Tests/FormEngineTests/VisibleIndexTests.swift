import TestSupport
import Testing

@testable import FormEngine

@Suite("Visible index")
struct VisibleIndexTests {
    /// Positions and rows read back from the Fenwick tree equal a plain scan of the flags.
    static func expectConsistent(_ index: VisibleIndex, sourceLocation: SourceLocation = #_sourceLocation) {
        let rows = index.isVisible.indices.filter { index.isVisible[$0] }
        #expect(index.count == rows.count, sourceLocation: sourceLocation)
        for (position, row) in rows.enumerated() {
            #expect(index.position(of: row) == position, sourceLocation: sourceLocation)
            #expect(index.row(at: position) == row, sourceLocation: sourceLocation)
        }
        #expect(index.row(at: rows.count) == nil, sourceLocation: sourceLocation)
    }

    @Test("set, append and removeLast keep positions exact", arguments: 0..<20)
    func randomOperations(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed))
        var index = VisibleIndex(flags: (0..<Int(rng.next() % 40)).map { _ in rng.next() % 2 == 0 })
        Self.expectConsistent(index)
        for _ in 0..<200 {
            switch rng.next() % 4 {
            case 0: index.append(visible: rng.next() % 2 == 0)
            case 1: index.removeLast()
            default:
                guard !index.isVisible.isEmpty else { continue }
                index.set(Int(rng.next() % UInt64(index.isVisible.count)), visible: rng.next() % 2 == 0)
            }
            Self.expectConsistent(index)
        }
    }
}
