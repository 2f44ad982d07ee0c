import Foundation
import TestSupport
import Testing

@testable import FormEngine

/// The compile-time invariant check: `.ci/run`'s sanitizer runs build with
/// `-DFORMENGINE_CHECK_INVARIANTS`, so that every test recomputes the form's derived state after
/// each edit and stops on the first difference.
@Suite("Invariant checks after every mutation")
struct InvariantCheckTests {
    @Test("the library checks invariants exactly when the tests are built with the flag")
    func flagReachesTheLibrary() {
        #if FORMENGINE_CHECK_INVARIANTS
            #expect(Form.checksInvariants)
        #else
            #expect(!Form.checksInvariants)
        #endif
    }

    @Test("every kind of edit keeps the invariants (checked after each call when the flag is on)")
    func editsKeepInvariants() throws {
        var form = try Fixtures.defaultForm
        _ = try form.apply(.tap("fullName"))
        _ = try form.apply(.setText("firstName", "Ada"))
        _ = try form.apply(.tap("maritalStatus"))
        _ = try form.apply(.tap("married"))
        _ = try form.apply(.expandAll)
        _ = try form.apply(.setEditing(true))
        let skills = try #require((0..<form.sectionCount).first { form.descriptor.sections[$0].isEditable })
        let added = try form.addedItem(section: skills, title: "Rust")
        _ = try form.apply(.moveItem(added.key, toPosition: 1))
        _ = try form.apply(.toggleItemSelection(added.key))
        _ = try form.apply(.deleteSelectedItems)
        _ = try form.apply(.setEditing(false))
        #expect(throws: EditError.self) { try form.apply(.tap("no such row")) }
        #expect(form.invariantViolations() == [])
    }

    /// The lines of `.ci/run` that run the suite under a sanitizer.
    static func sanitizedRuns() throws -> [Substring] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let script = try String(contentsOf: root.appendingPathComponent(".ci/run"), encoding: .utf8)
        return script.split(separator: "\n").filter { $0.contains("swift test --sanitize=") }
    }

    @Test("both sanitizer runs of .ci/run turn the check on")
    func continuousIntegrationTurnsItOn() throws {
        let sanitized = try Self.sanitizedRuns()
        #expect(sanitized.count == 2)
        for line in sanitized { #expect(line.contains("-Xswiftc -DFORMENGINE_CHECK_INVARIANTS")) }
    }

    @Test(".ci/run's AddressSanitizer run detects leaks, ignoring only .ci/lsan.supp's frames")
    func continuousIntegrationDetectsLeaks() throws {
        let address = try Self.sanitizedRuns().filter { $0.contains("--sanitize=address") }
        #expect(address.count == 1)
        for line in address {
            #expect(!line.contains("detect_leaks=0"))
            #expect(line.contains("LSAN_OPTIONS=\"suppressions=$PWD/.ci/lsan.supp"))
        }
    }
}
