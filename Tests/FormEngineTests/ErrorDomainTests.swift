import FormEngine
import FormExamples
import Foundation
import Testing

/// Errors by domain in the core: loading throws a `LoadError`, saving a state file a
/// `StateFileError`, editing an `EditError` (Settings bundles' and the merging save's are in
/// their targets' tests). The `do throws(…)` blocks compile only while each API says its domain
/// in its type, and the `switch`es only while each domain has exactly its own cases; each error
/// names its place and reads as it did as a `FormError`, word for word.
@Suite("Error domains")
struct ErrorDomainTests {
    /// The case of a load error, by name; exhaustive over `LoadError`'s cases.
    static func name(_ error: LoadError) -> String {
        switch error {
        case .unreadable: return "unreadable"
        case .malformed: return "malformed"
        case .invalidDescriptor: return "invalidDescriptor"
        case .invalidState: return "invalidState"
        }
    }

    /// The case of a state-file error, by name; exhaustive over `StateFileError`'s cases.
    static func name(_ error: StateFileError) -> String {
        switch error {
        case .cannotWrite: return "cannotWrite"
        case .writeFailed: return "writeFailed"
        case .busy: return "busy"
        case .cannotRead(let error): return "cannotRead(\(name(error)))"
        }
    }

    // MARK: Loading

    @Test func aDescriptorThatDoesNotLoadIsALoadError() {
        do throws(LoadError) {
            _ = try DescriptorLoader().load(data: Data("not a plist".utf8), file: "form.plist")
            Issue.record("loaded")
        } catch {
            #expect(Self.name(error) == "malformed")
            #expect(error.location.file == "form.plist")
            #expect(!error.reason.isEmpty)
            #expect(error.description == "form.plist: \(error.reason)")
            #expect(FormError(error).description == error.description)
        }
        do throws(LoadError) {
            _ = try DescriptorLoader().load(contentsOf: URL(fileURLWithPath: "/no/such/form.plist"))
            Issue.record("loaded")
        } catch {
            #expect(error == .unreadable(Location(file: "/no/such/form.plist"), reason: "no such file"))
            #expect(error.description == "/no/such/form.plist: no such file")
        }
    }

    @Test func aDescriptorThatDoesNotCheckIsALoadErrorNamingItsRow() {
        let row = RowDescriptor(
            key: "volume", kind: .slider(SliderSettings(maximum: 10)), initialValue: .number(11))
        let descriptor = FormDescriptor(sections: [SectionDescriptor(rows: [row])])
        do throws(LoadError) {
            _ = try descriptor.validated()
            Issue.record("validated")
        } catch {
            #expect(Self.name(error) == "invalidDescriptor")
            #expect(error.location == Location(section: 1, row: 1, key: "volume"))
            #expect(
                error.description == "section 1, row 1 (volume): value 11 is outside the slider's range 0…10")
        }
        do throws(LoadError) {
            _ = try Form(descriptor)
            Issue.record("made a form")
        } catch {
            #expect(
                error.description == "section 1, row 1 (volume): value 11 is outside the slider's range 0…10")
        }
    }

    @Test func aStateThatDoesNotLoadIsALoadError() throws {
        do throws(LoadError) {
            _ = try FormState.load(data: Data("<plist><array/></plist>".utf8), file: "state.plist")
            Issue.record("loaded")
        } catch {
            #expect(
                error
                    == .invalidState(
                        Location(file: "state.plist"), reason: "a state file must hold a dictionary"))
            #expect(error.description == "state.plist: a state file must hold a dictionary")
        }
        do throws(LoadError) {
            _ = try FormState.load(contentsOf: URL(fileURLWithPath: "/no/such/state.plist"))
            Issue.record("loaded")
        } catch {
            #expect(Self.name(error) == "unreadable")
            #expect(error.location.file == "/no/such/state.plist")
        }
    }

    // MARK: Saving

    @Test func aStateFileThatCannotBeWrittenIsAStateFileError() throws {
        let path = "/no/such/directory/state.plist"
        do throws(StateFileError) {
            try FormState().write(to: URL(fileURLWithPath: path))
            Issue.record("written")
        } catch {
            #expect(Self.name(error) == "cannotWrite")
            #expect(error.location.file == path)
            #expect(error.reason.hasPrefix("cannot create a file in /no/such/directory"))
            #expect(error.description == "\(path): \(error.reason)")
            #expect(FormError(error) == .cannotWrite(error.location, reason: error.reason))
        }
    }

    // MARK: Editing

    @Test func anEditThatIsRefusedIsAnEditError() throws {
        var form = try Form(DescriptorLoader.bundledDefault())
        do throws(EditError) {
            try form.apply(.setText("experienceSlider", "lots"))
            Issue.record("applied")
        } catch {
            guard case .invalidValue(let location, let reason) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(location.key == "experienceSlider")
            #expect(reason == "'lots' is not a number")
        }
    }

    // MARK: Reporting

    @Test func everyDomainReportsAsAFormError() {
        let load = LoadError.malformed(Location(file: "f.plist"), reason: "why")
        let save = StateFileError.busy(Location(file: "s.plist"), reason: "locked")
        let edit = EditError.unknownRow("x")
        #expect(FormError(reporting: load) == .malformed(Location(file: "f.plist"), reason: "why"))
        #expect(FormError(reporting: save) == .busy(Location(file: "s.plist"), reason: "locked"))
        #expect(FormError(reporting: edit) == .unknownRow("x"))
        #expect(FormError(reporting: StateFileError.cannotRead(load)) == FormError(load))
        #expect(FormError(reporting: CocoaError(.fileNoSuchFile)) == nil)
    }
}
