import Testing

@testable import FormEngine

/// The design's invariants, checked from scratch after every edit in the property tests.
enum Invariants {
    /// Each section's visible rows are exactly the rows whose owners are all expanded.
    static func recomputedVisible(_ form: Form) -> [[RowKey]] {
        form.descriptor.sections.enumerated().map { s, section in
            section.rows.indices.filter { r in
                form.structure.sections[s].ancestors(of: r).allSatisfy { form.expanded[s][$0] }
            }.map { section.rows[$0].key }
        }
    }

    static func check(_ form: Form, sourceLocation: SourceLocation = #_sourceLocation) {
        let visible = (0..<form.sectionCount).map { form.visibleRows(in: $0).map(\.key) }
        #expect(visible == recomputedVisible(form), sourceLocation: sourceLocation)
        for s in 0..<form.sectionCount {
            #expect(form.visibleRowCount(in: s) == visible[s].count, sourceLocation: sourceLocation)
            for (position, key) in visible[s].enumerated() {
                #expect(
                    form.visibleRow(section: s, position: position)?.key == key,
                    sourceLocation: sourceLocation)
            }
            for (r, row) in form.descriptor.sections[s].rows.enumerated() where row.isExpandable {
                let ref = RowRef(section: s, row: r)
                let expected: String
                let children = form.structure.sections[s].children(of: r).map { RowRef(section: s, row: $0) }
                if form.structure.sections[s].isPicker[r] {
                    expected =
                        PickerHandler.summary(of: form.values[s][r], titles: { form.optionTitle($0) })
                        ?? row.title
                } else if !row.summarizesChildren {
                    expected = row.title
                } else {
                    let parts = children.compactMap { form.summary($0) }
                    expected = parts.isEmpty ? row.title : parts.joined(separator: " ")
                }
                #expect(form.title(ref) == expected, sourceLocation: sourceLocation)
            }
        }
    }

    /// Applies a change to the old visible keys: deletes by old position, then inserts by new
    /// position (filled from the new list). Reloads must name rows present before and after.
    static func apply(
        _ change: FormChange, to old: [[RowKey]], new: [[RowKey]],
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> [[RowKey]] {
        var result = old
        for section in change.sections {
            let s = section.section
            #expect(section.deleted == section.deleted.sorted(), sourceLocation: sourceLocation)
            #expect(section.inserted == section.inserted.sorted(), sourceLocation: sourceLocation)
            for position in section.reloaded {
                let key = old[s][position]
                #expect(
                    new[s].contains(key) && !section.deleted.contains(position),
                    sourceLocation: sourceLocation)
            }
            for position in section.deleted.reversed() { result[s].remove(at: position) }
            for position in section.inserted { result[s].insert(new[s][position], at: position) }
        }
        return result
    }
}
