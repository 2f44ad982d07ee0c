import FormEngine
import Foundation
import Testing

/// FormEngine's public methods throw by type: edits `EditError` (`throws(EditError)`), the others
/// `FormError` (`throws(FormError)`). These tests are
/// app code as people write it — closures stored, passed to `Result`, to the standard library's
/// `rethrows` functions, to ``FormController/perform(_:)`` and to a `throws` function — and
/// prove that typed throws cost such code nothing: each one compiles without naming an error
/// type, and the error that comes out is the one the documentation promises.
@MainActor
@Suite("Throwing closures in app code")
struct ThrowingClosureTests {
    /// A handler an app keeps, as a button's action.
    struct Action {
        var run: () throws -> Void
    }

    @Test func aPlainClosureCompilesAndThrowsFormError() throws {
        let controller = try bundledController()
        let save = { try controller.field("firstName", as: String.self).set("Ada") }
        _ = try save()
        #expect(try controller.form.value(of: "firstName") == .text("Ada"))
        let broken = { try controller.field("noSuchRow", as: String.self).set("x") }
        #expect(throws: FormError.unknownRow("noSuchRow")) { try broken() }
    }

    @Test func closuresPassedAsUntypedParametersCompile() throws {
        let controller = try bundledController()
        let action = Action { try controller.apply(.tap("fullName")) }
        try action.run()
        #expect(try controller.form.row("fullName").isExpanded)

        let result = Result { try controller.apply(.setText("lastName", "Lovelace")) }
        #expect((try? result.get()) != nil)

        _ = try ["firstName", "lastName"].map { try controller.field(RowKey($0), as: String.self).set("x") }
        let values = try ["firstName", "lastName"].map {
            try controller.field(RowKey($0), as: String.self).get()
        }
        #expect(values == ["x", "x"])
    }

    @Test func performTakesAClosureThatThrowsAnything() throws {
        let controller = try bundledController()
        struct AppError: Error {}
        #expect(throws: AppError.self) {
            try controller.perform { form in
                try form.apply(.setText("firstName", "Ada"))
                throw AppError()
            }
        }
        #expect(try controller.form.value(of: "firstName") != .text("Ada"))
        let change = try controller.perform { form in try form.apply(.setText("firstName", "Ada")) }
        #expect(change.changedKeys.contains("firstName"))
    }

    @Test func anUntypedThrowingFunctionCatchesEditErrorByCase() throws {
        let controller = try bundledController()
        func edit() throws { try controller.apply(.tap("noSuchRow")) }
        do {
            try edit()
            Issue.record("tapping an unknown row did not throw")
        } catch let error as EditError {
            #expect(error == .unknownRow("noSuchRow"))
        }
    }
}
