import Foundation
import Testing

@testable import FormEngine

@MainActor
@Suite("FormController.changes()", .timeLimit(.minutes(1)))
struct FormChangeStreamTests {
    @Test func streamDeliversTheSameChangesAsClosures() async throws {
        let controller = try bundledController()
        var closure: [FormChange] = []
        let subscription = controller.observe { closure.append($0) }
        let stream = controller.changes()
        try controller.apply(.tap("fullName"))
        try controller.field("firstName", as: String.self).set("Ada")
        try controller.apply(.resetAll)
        var streamed: [FormChange] = []
        for await change in stream {
            streamed.append(change)
            if streamed.count == 3 { break }
        }
        #expect(streamed == closure)
        #expect(streamed[2].sections.first?.deleted == [1, 2])
        withExtendedLifetime(subscription) {}
    }

    @Test func aReaderOnAnotherTaskSeesEveryChangeUntilTheControllerGoes() async throws {
        var controller: FormController? = try bundledController()
        let stream = try #require(controller).changes()
        let reader = Task {
            var keys: [[RowKey]] = []
            for await change in stream { keys.append(change.changedKeys) }
            return keys
        }
        for step in 0..<50 {
            try controller?.field("experienceSlider", as: Double.self).set(Double(step % 11))
        }
        #expect(controller?.observerCount == 1)
        controller = nil  // releasing the controller finishes its streams: the reader's loop ends
        let seen = await reader.value
        #expect(seen.count == 49)  // step 0 sets 0, the value the slider already holds: no change
        #expect(seen.allSatisfy { $0 == ["experienceLevel", "experienceSlider"] })
    }

    @Test func aCancelledReaderIsUnsubscribed() async throws {
        let controller = try bundledController()
        let reader = Task { [stream = controller.changes()] in
            for await _ in stream {}
        }
        #expect(controller.observerCount == 1)
        reader.cancel()
        await reader.value
        for _ in 0..<100 where controller.observerCount > 0 { await Task.yield() }
        #expect(controller.observerCount == 0)  // unsubscribed without waiting for a change
        try controller.apply(.tap("fullName"))
        #expect(controller.observerCount == 0)
    }
}
