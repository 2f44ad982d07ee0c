import FormEngine
import FormExamples

@MainActor
func embeddingExample() throws {
    let controller = try FormController(DescriptorLoader.bundledDefault())
    let subscription = controller.observe { change in print("changed:", change.changedKeys) }
    try controller.apply(.tap("fullName"))  // expands it, as a person's tap would
    try controller.field("firstName", as: String.self).set("Ada")  // what a text field's binding does
    print(try controller.form.row("fullName").title)  // "Ada": a parent's title is derived
    print(controller.form.answers().json)  // {"firstName":"Ada",…}
    subscription.cancel()
}
