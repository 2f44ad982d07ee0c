#if canImport(Observation)
    import Foundation
    import Observation
    import Testing

    @testable import FormEngine

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
                ("a typed accessor", { try model.controller.number("experienceSlider").set(4) }),
                ("a reset", { try model.controller.apply(.resetAll) }),
            ]
            for (index, (name, change)) in changes.enumerated() {
                counter.track { _ = model.form.visibleRows(in: 0) }
                try change()
                #expect(counter.count == index + 1, "\(name)")
            }
            #expect(model.lastChange != nil)
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
