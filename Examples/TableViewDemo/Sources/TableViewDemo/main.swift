import FormEngine
import Foundation

// TableViewDemo [FORM.plist]: drives the bundled form (and one from Data) through code and
// applies each change set as UITableView.performBatchUpdates would, checking the table's array
// against form.visibleRows(in:) after every step. Exits 1 when they differ.

print("== README embedding example")
do {
    try embeddingExample()
} catch {
    print("✗ \(error)")
    exit(1)
}

print("\n== Bundled form, driven by code")
let demo = Demo(try Form(DescriptorLoader.bundledDefault()))
let controller = demo.controller
var saved = FormState()
demo.step("tap fullName") { try controller.apply(.tap("fullName")) }
demo.step("text(firstName).set(\"Ada\")") { try controller.text("firstName").set("Ada") }
demo.step("set lastName text \"Lovelace\"") { try controller.apply(.setText("lastName", "Lovelace")) }
demo.step("tap favoriteSport") { try controller.apply(.tap("favoriteSport")) }
demo.step("tap basketball (a person chooses)") { try controller.apply(.tap("basketball")) }
demo.step("tap maritalStatus, tap married") {
    try controller.apply(.tap("maritalStatus"))
    try controller.apply(.tap("married"))
}
demo.step("date(dateOfBirthPicker).set(1990-03-12) while collapsed") {
    guard let day = CalendarDate("1990-03-12") else { return }
    try controller.date("dateOfBirthPicker").set(day)
}
demo.step("number(experienceSlider).set(7.4)") { try controller.number("experienceSlider").set(7.4) }
demo.step("choice(favoriteSport).set(\"baseball\") (code chooses)") {
    try controller.choice("favoriteSport").set("baseball")
    saved = controller.form.state()
}
demo.step("expandAll") { try controller.apply(.expandAll) }
demo.step("tap fullName") { try controller.apply(.tap("fullName")) }
demo.step("reset") { try controller.apply(.resetAll) }
demo.step("restore the state saved after the choice") {
    try controller.apply(.restore(saved))
}
demo.step("refused: set experienceSlider text \"lots\" (nothing is published)") {
    do {
        try controller.apply(.setText("experienceSlider", "lots"))
    } catch {
        print("  refused as expected: \(error)")
    }
}

print("\n== A form from Data")
let arguments = CommandLine.arguments.dropFirst()
let data: Data
let file: String
if let path = arguments.first {
    file = path
    data = (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()
} else {
    file = "inline.plist"
    data = Data(inlineForm.utf8)
}
let other: Demo
do {
    other = Demo(try Form(DescriptorLoader().load(data: data, file: file)))
} catch {
    print("✗ \(error)")
    exit(1)
}
// Tap every expandable row (top-down, so each shows its rows), then expand all and reset.
for section in other.controller.form.descriptor.sections {
    for row in section.rows where row.isExpandable {
        other.step("tap \(row.key)") { try other.controller.apply(.tap(row.key)) }
    }
}
other.step("expandAll") { try other.controller.apply(.expandAll) }
other.step("reset") { try other.controller.apply(.resetAll) }

let failures = demo.failures + other.failures
let batch = demo.batchRows + other.batchRows
let whole = demo.sectionReloadRows + other.sectionReloadRows
print(
    "\nBatch updates drew \(batch) cells, animating the rest; reloading whole sections would draw \(whole).")
if failures.isEmpty {
    print("TableViewDemo: 1 passed, 0 failed")
} else {
    print("TableViewDemo: 0 passed, 1 failed")
    for failure in failures { print("  \(failure)") }
    exit(1)
}
