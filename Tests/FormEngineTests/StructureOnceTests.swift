import FormExamples
import Foundation
import TestSupport
import Testing

@testable import FormEngine

/// A form's structure (each section's tree, the key index, the conditions' graph) is derived once
/// per load: the loader keeps what it derived and checked in the descriptor, and `Form` takes it.
@Suite("Structure derived once per load")
struct StructureOnceTests {
    static func same(_ left: FormStructure, _ right: FormStructure) -> Bool {
        left.sections.map(\.parent) == right.sections.map(\.parent)
            && left.sections.map(\.end) == right.sections.map(\.end)
            && left.sections.map(\.depth) == right.sections.map(\.depth)
            && left.sections.map(\.isPicker) == right.sections.map(\.isPicker)
            && left.index == right.index && left.conditions.order == right.conditions.order
            && left.conditions.rank == right.conditions.rank
            && left.conditions.dependents == right.conditions.dependents
            && left.conditions.readRows == right.conditions.readRows
    }

    @Test("the loaded descriptor carries the structure Form would derive, conditions included")
    func loaderKeepsTheStructure() throws {
        let descriptor = DescriptorLoader.bundledDefault()
        let kept = try #require(descriptor.structure)
        #expect(!kept.conditions.isEmpty)
        var bare = descriptor
        bare.structure = nil
        let (derived, problems) = FormStructure.build(bare)
        #expect(problems.isEmpty)
        #expect(Self.same(kept, derived))
        let form = try Form(descriptor)
        #expect(Self.same(form.structure, derived))
        #expect(form.descriptor.structure == nil)
        #expect(form.invariantViolations() == [])
    }

    @Test("a change to the sections drops it; equality and hashing ignore it")
    func changesDropIt() throws {
        let loaded = DescriptorLoader.bundledDefault()
        var bare = loaded
        bare.structure = nil
        #expect(loaded == bare && loaded.hashValue == bare.hashValue)
        var changed = loaded
        changed.sections[0].rows[0].title = "Another"
        #expect(changed.structure == nil)
        var appended = loaded
        appended.sections.append(SectionDescriptor(title: "More", rows: []))
        #expect(appended.structure == nil)
        #expect(try Form(appended).sectionCount == loaded.sections.count + 1)
    }

    @Test("a descriptor with problems keeps none, and Form still refuses it")
    func problemsKeepNone() throws {
        let data = try Fixtures.data([[["key": "a"], ["key": "a"]]])
        let (descriptor, problems) = DescriptorLoader().analyse(data: data, file: "t.plist")
        #expect(!problems.isEmpty)
        let unchecked = try #require(descriptor)
        #expect(unchecked.structure == nil)
        #expect(throws: LoadError.self) { try Form(unchecked) }
    }
}
