import FormEngine
import FormStateFiles
import Foundation
import Testing

/// A merging save throws a `StateFileError`: over a file that is no state, `cannotRead` with
/// the `LoadError` that says why, and the file is left as it was.
@Suite struct StateFileErrorDomainTests {
    @Test func aMergingSaveOverAFileThatIsNoStateIsAStateFileError() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "StateFileErrorDomainTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("state.plist")
        try Data("<plist><array/></plist>".utf8).write(to: url)
        let form = try Form(
            DescriptorLoader().load(
                data: Data(#"[[{"key": "name", "kind": "text"}]]"#.utf8), file: "form.json"))
        var edited = form
        try edited.apply(.set("name", .text("Ada")))
        do throws(StateFileError) {
            try edited.save(mergingInto: url, since: form)
            Issue.record("saved")
        } catch {
            guard case .cannotRead(.invalidState(let location, _)) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(location.file == url.relativePath)
            #expect(error.description == "\(url.relativePath): a state file must hold a dictionary")
            #expect(FormError(error).description == error.description)
        }
        #expect(try Data(contentsOf: url) == Data("<plist><array/></plist>".utf8))
    }
}
