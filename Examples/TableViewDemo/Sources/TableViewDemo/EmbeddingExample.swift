import FormEngine

/// Loads a form, shows its rows, observes changes, edits it by tap and by code, and saves and
/// restores what was entered: all an app needs to drive a table, a list or a terminal.
@MainActor
func embeddingExample() throws {
    // Load a form: the bundled one here; DescriptorLoader().load(contentsOf: url) or
    // .load(data: data) for your own.
    let controller = try FormController(DescriptorLoader.bundledDefault())

    // Observe: taps, values set by code, resets and restored states all arrive here, as the
    // rows to delete, insert and reload in each section.
    let subscription = controller.observe { change in
        for section in change.sections {
            print(
                "  section \(section.section): delete \(section.deleted)",
                "insert \(section.inserted) reload \(section.reloaded)")
        }
    }

    // Draw: what a table's data source returns.
    for row in controller.form.visibleRows(in: 0) {
        print("  \(row.label) \(row.detail)")
    }

    // Act: a tap as a person would, then typed two-way accessors as a text field and a
    // slider would use them.
    try controller.tap("fullName")
    let firstName = try controller.text("firstName")
    try firstName.set("Ada")
    let experience = try controller.number("experienceSlider")
    try experience.set(7)
    print("  \(try controller.form.row("fullName").title), level \(experience.get() ?? 0)")

    // Save and restore: a plist of values by key, written atomically with state.write(to:).
    let state = controller.form.state()
    controller.reset()
    controller.restore(state)
    subscription.cancel()
}
