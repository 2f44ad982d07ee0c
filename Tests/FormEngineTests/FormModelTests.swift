#if canImport(Observation)
    import Foundation
    import Observation
    import Testing

    @testable import FormEngine
    import FormExamples

    /// Counts how often Observation tells a reader of `read` that it must re-render.
    @MainActor
    final class RenderCounter {
        var count = 0

        func track(_ read: @escaping @MainActor () -> Void) {
            withObservationTracking {
                read()
            } onChange: { [weak self] in
                MainActor.assumeIsolated { self?.count += 1 }
            }
        }
    }

    @MainActor
    @Suite("FormModel")
    struct FormModelTests {
        @Test func viewsReadingTheFormAreInvalidatedByEveryKindOfChange() throws {
            let model = try FormModel(Form(DescriptorLoader.bundledDefault()))
            let counter = RenderCounter()
            let changes: [(String, @MainActor () throws -> Void)] = [
                ("a tap in the view", { model.apply(.tap("fullName")) }),
                ("a value set by code", { try model.controller.apply(.set("firstName", .text("Ada"))) }),
                (
                    "a typed accessor",
                    { try model.controller.field("experienceSlider", as: Double.self).set(4) }
                ),
                ("a reset", { try model.controller.apply(.resetAll) }),
            ]
            for (index, (name, change)) in changes.enumerated() {
                counter.track { _ = model.form.visibleRows(in: 0) }
                try change()
                #expect(counter.count == index + 1, "\(name)")
            }
            #expect(model.lastChange != nil)
        }

        @Test func aViewReadingOneRowIsInvalidatedOnlyByThatRow() throws {
            let model = FormModel(try ChangeSetTests.form())
            let counter = RenderCounter()
            guard let textSize = model.row("textSize") else {
                Issue.record("no row model for textSize")
                return
            }
            #expect(model.row("textSize") === textSize && model.row("nope") == nil)
            counter.track { _ = textSize.row.value }
            model.apply(.setText("email", "ada@example.com"))
            try model.controller.apply(.set("scale", .number(2)))
            #expect(counter.count == 0, "edits of other rows")
            model.apply(.set("textSize", .number(20.0)))
            #expect(counter.count == 1)
            #expect(textSize.row.value == .number(20))
            // A value the form sets back (below the minimum, 12) reaches the view, though the
            // stored value does not change the second time.
            counter.track { _ = textSize.row.value }
            model.apply(.set("textSize", .number(4.0)))
            counter.track { _ = textSize.row.value }
            model.apply(.set("textSize", .number(2.0)))
            #expect(counter.count == 3)
            #expect(textSize.row.value == .number(12))
            // A reset reaches it too (the diff names every row that changed).
            counter.track { _ = textSize.row.value }
            try model.controller.apply(.resetAll)
            #expect(counter.count == 4 && textSize.row.value == .number(16))
        }

        @Test func modelMirrorsTheController() throws {
            let model = try FormModel(Form(DescriptorLoader.bundledDefault()))
            model.apply(.set("firstName", .text("Ada")))
            #expect(model.value("firstName", as: String.self) == "Ada")
            #expect(try model.controller.form.value(of: "firstName") == .text("Ada"))
            #expect(model.form.visibleRowCount(in: 0) == model.controller.form.visibleRowCount(in: 0))
        }

        @Test func refusedEditsAreKeptInLastError() throws {
            let model = try FormModel(Form(DescriptorLoader.bundledDefault()))
            model.apply(.setText("experienceSlider", "lots"))
            #expect(model.lastError?.location.key == "experienceSlider")
            model.apply(.tap("nope"))
            #expect(model.lastError == .unknownRow("nope"))
            model.apply(.tap("fullName"))
            #expect(model.lastError == nil)
        }

        @Test func theModelDoesNotKeepItselfAlive() throws {
            let controller = try bundledController()
            weak var weakModel: FormModel?
            do {
                let model = FormModel(controller: controller)
                weakModel = model
                #expect(controller.observerCount == 1)
            }
            #expect(weakModel == nil)
            try controller.apply(.tap("fullName"))
            #expect(controller.observerCount == 0)
        }
    }
#endif
