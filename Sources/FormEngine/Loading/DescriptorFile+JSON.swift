import FormPlist
import Foundation

/// The JSON path of a descriptor's bytes through ``DescriptorReader``: ``JSONReader`` reads and
/// checks them in one pass.
extension DescriptorFile {
    /// The file's sections read from JSON, each cell handed to `assembler` as it is read.
    /// - Throws: ``FormError/malformed(_:reason:)`` when the bytes are not JSON within `limits`
    ///   (its location's ``Location/path`` the JSON path being read),
    ///   ``FormError/invalidDescriptor(_:reason:)`` when they are not a descriptor's shape.
    static func readJSON(_ data: Data, file: String?, limits: PlistLimits, into assembler: inout RowAssembler)
        throws(FormError) -> DescriptorFile
    {
        // The size first, as the property-list guard does, before a byte is read.
        do {
            try PlistGuard.checkSize(data, limits: limits)
        } catch {
            throw .malformed(Location(file: file), reason: error.reason)
        }
        let result = data.withUnsafeBytes { raw -> Result<DescriptorFile, FormError> in
            var reader = DescriptorReader(JSONReader(bytes: raw, limits: limits), into: assembler)
            assembler = RowAssembler(file: nil, maxRows: 0)
            defer { assembler = reader.assembler }
            do {
                return .success(try reader.read())
            } catch let error as JSONError {
                return .failure(.malformed(Location(file: file, path: error.path), reason: error.reason))
            } catch let error as DescriptorShapeError {
                // The path of the value the walker was looking at, which the cursor knows best.
                let path = JSONReader.text(of: reader.cursor.path)
                var reason = error.reason
                // `title: expected a string` at `title` says its field once.
                if let path, let (field, rest) = JSONDescriptor.field(in: reason), path.hasSuffix(field) {
                    reason = rest
                }
                let place = Location(
                    file: file, section: error.section.map { $0 + 1 }, row: error.row.map { $0 + 1 },
                    path: path)
                return .failure(.invalidDescriptor(place, reason: reason))
            } catch {
                return .failure(.malformed(Location(file: file), reason: "not valid JSON"))
            }
        }
        return try result.get()
    }
}
