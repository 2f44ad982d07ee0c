import FormEngine
import FormExamples
import Foundation

// TableViewDemo [FORM.plist]: drives forms through code and a person's gestures, applies each
// change set to a table view and a diffable data source only through the recipes of the DocC
// article "Updating a Table or a List" (Recipes.swift), with UIKit's consistency rules, and
// checks both against the form after every step. Exits 1 when they differ.

print("== README embedding example")
do {
    try embeddingExample()
} catch {
    print("✗ \(error)")
    exit(1)
}

print("\n== Bundled form, driven by code and by a person")
let demo = Demo(try Form(DescriptorLoader.bundledDefault()))
let controller = demo.controller
var saved = FormState()
demo.step("tap fullName") { try controller.apply(.tap("fullName")) }
demo.step("type \"Ada\" into firstName (its own row is not reloaded)") { demo.type("Ada", into: "firstName") }
demo.step("set lastName by code") { try controller.apply(.set("lastName", .text("Lovelace"))) }
demo.step("tap favoriteSport, then basketball") {
    try controller.apply(.tap("favoriteSport"))
    try controller.apply(.tap("basketball"))
}
demo.step("drag experienceSlider below its minimum (set back)") { demo.drag("experienceSlider", to: -4) }
demo.step("choose baseball by code") {
    try controller.apply(.set("favoriteSport", .choice("baseball")))
    saved = controller.form.state()
}
demo.step("edit mode, drag the first skill to the end, move one back by code") {
    try controller.apply(.setEditing(true))
    guard
        let list = (0..<controller.form.sectionCount).first(where: {
            controller.form.descriptor.sections[$0].isEditable
        })
    else { return }
    let count = controller.form.visibleRowCount(in: list)
    demo.dragRow(at: IndexPath(indexes: [list, 0]), to: IndexPath(indexes: [list, count - 1]))
    try controller.apply(.moveItems(section: list, fromOffsets: [count - 1], toOffset: 0))
}
demo.step("expandAll") { try controller.apply(.expandAll) }
demo.step("reset") { try controller.perform { $0 = try Form($0.descriptor) } }
demo.step("restore the state saved after the choice") {
    let problems = try controller.perform { form in
        if let problem = form.restore(saved).first { throw problem }
    }
    _ = problems
}

let forms =
    [try Form(DescriptorLoader.bundledDefault()), try Form(BundledExample.signup.descriptor())]
    + (try CommandLine.arguments.dropFirst().map { path in
        try Form(DescriptorLoader().load(data: Data(contentsOf: URL(fileURLWithPath: path)), file: path))
    })
    + [try Form(DescriptorLoader().load(data: Data(inlineForm.utf8), file: "inline.plist"))]
let seeds = 0..<50
let steps = 1000
print("\n== Random edits: \(seeds.count) seeds × \(steps) steps over \(forms.count) forms")
let run = propertyRun(forms: forms, seeds: seeds, steps: steps)
let counts = run.counts
print(
    "\(counts.batches) batch updates: \(counts.deleted) deletes, \(counts.inserted) inserts, \(counts.moved) moves, "
        + "\(counts.reconfigured) reconfigures, \(counts.reloaded) reloads")

let failures = demo.failures + run.failures
if failures.isEmpty {
    print("TableViewDemo: 2 passed, 0 failed")
} else {
    print("TableViewDemo: \(failures.count) failed")
    for failure in failures.prefix(10) { print("  \(failure)") }
    exit(1)
}
