import FormPlist
import Foundation

/// The three paths a descriptor's bytes take through ``DescriptorReader``: the XML and binary
/// byte readers for the common subset (a file outside it makes them give `nil`, and the loader
/// takes the next path), and Foundation's parse for everything else.
extension DescriptorFile {
    /// The file's sections read by the XML byte reader, each cell handed to `assembler` as it is
    /// read; `nil` when the bytes are outside its subset or not a descriptor's shape, and
    /// `assembler` then holds whatever was read before, to be discarded.
    static func readXML(_ data: Data, into assembler: inout RowAssembler) -> DescriptorFile? {
        data.withUnsafeBytes { raw -> DescriptorFile? in
            read(XMLPlistReader(bytes: raw.bindMemory(to: UInt8.self)), into: &assembler)
        }
    }

    /// The file's sections read by the binary byte reader from a file the guard has accepted;
    /// `nil` as for ``readXML(_:into:)``.
    static func readBinary(_ data: Data, into assembler: inout RowAssembler) -> DescriptorFile? {
        data.withUnsafeBytes { raw -> DescriptorFile? in
            guard let reader = try? BinaryPlistReader(bytes: raw) else { return nil }
            return read(consume reader, into: &assembler)
        }
    }

    /// The file's sections read from Foundation's parse of bytes the guard has accepted.
    /// - Throws: ``FormError/malformed(_:reason:)`` when Foundation cannot parse the bytes,
    ///   ``FormError/invalidDescriptor(_:reason:)`` when they are not a descriptor's shape.
    static func readFoundation(_ data: Data, file: String?, into assembler: inout RowAssembler)
        throws(FormError) -> DescriptorFile
    {
        let cursor: FoundationPlistCursor
        do {
            cursor = try FoundationPlistCursor(parsing: data)
        } catch {
            throw .malformed(Location(file: file), reason: error.reason)
        }
        var reader = DescriptorReader(cursor, into: assembler)
        do {
            let decoded = try reader.read()
            assembler = reader.assembler
            return decoded
        } catch let error as DescriptorShapeError {
            let place = Location(
                file: file, section: error.section.map { $0 + 1 }, row: error.row.map { $0 + 1 })
            throw .invalidDescriptor(place, reason: error.reason)
        } catch {
            // Foundation's cursor throws nothing else.
            throw .malformed(Location(file: file), reason: "not a valid property list")
        }
    }

    /// Whether the XML byte reader reads `data` (for the tests).
    static func readsXML(_ data: Data) -> Bool {
        var assembler = RowAssembler(file: nil, maxRows: .max)
        return readXML(data, into: &assembler) != nil
    }

    /// Whether the binary byte reader reads `data` (for the tests).
    static func readsBinary(_ data: Data) -> Bool {
        var assembler = RowAssembler(file: nil, maxRows: .max)
        return readBinary(data, into: &assembler) != nil
    }

    /// The document read through `cursor`, or `nil` when the cursor or the walk gave up.
    private static func read<Cursor: PlistCursor>(
        _ cursor: consuming Cursor, into assembler: inout RowAssembler
    )
        -> DescriptorFile?
    {
        var reader = DescriptorReader(cursor, into: assembler)
        assembler = RowAssembler(file: nil, maxRows: 0)
        // What was read is handed back even on failure, so that the assembler's storage is not
        // copied; the caller discards it.
        defer { assembler = reader.assembler }
        return try? reader.read()
    }
}
