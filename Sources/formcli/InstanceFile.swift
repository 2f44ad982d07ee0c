import FormDocuments
import FormEngine
import FormSchemaForms
import Foundation

/// A schema form's instance file (`--state`) as a document: read in the format its name says
/// (JSON when it says none) and saved by editing its bytes, so a save changes only the members
/// whose values changed and a save that changes nothing writes nothing.
enum InstanceFile {
    /// The format the file at `path` is read and written in.
    static func format(of path: String) -> DocumentFormat { DocumentFormat.named(path) ?? .json }

    /// How an instance is read: `--max-bytes` and `--max-string` apply.
    static func options(_ limits: LoadLimits) -> DocumentOptions {
        DocumentOptions(maxBytes: limits.maxBytes, maxDepth: 512, maxStringBytes: limits.maxStringLength)
    }

    /// The document `data` holds, read from `path`.
    /// - Throws: ``FormError/invalidState(_:reason:)`` naming the file, line and column.
    static func read(_ data: Data, path: String, limits: LoadLimits) throws(FormError) -> Document {
        do {
            return try Document(data: data, format: format(of: path), file: path, options: options(limits))
        } catch {
            throw FormError(invalid(error, path: path))
        }
    }

    /// The refusal of a file that is not what its name says, at the place of the problem.
    /// `now`: the file changed since it was read, and nothing was written.
    static func invalid(_ error: DocumentError, path: String, now: Bool = false) -> LoadError {
        .invalidState(
            Location(file: path),
            reason:
                "not \(format(of: path))\(now ? " now" : ""): \(error.message) (line \(error.line), column "
                + "\(error.column))\(now ? "; nothing was written" : "")")
    }

    /// Writes `value` to `path`: as the fewest edits of `document`, the bytes the file held, when
    /// there is one (nothing is written when the value is the same); when the file is new,
    /// pretty-printed JSON, or YAML or TOML as their own edits lay a new file out.
    /// - Returns: whether the file was written.
    @discardableResult
    static func write(_ value: JSONValue, over document: Document?, to path: String) throws(FormError) -> Bool
    {
        var edited: Document
        if let document {
            edited = document
        } else {
            switch format(of: path) {
            case .json, .jsonc:
                try AtomicFile.write(Data(PrettyJSON.render(value).utf8), to: path)
                return true
            case .yaml, .toml:
                do {
                    edited = try Document(bytes: [], format: format(of: path), file: path)
                } catch {
                    throw .invalidState(Location(file: path), reason: "\(error)")
                }
            }
        }
        do {
            try edited.update(to: value)
        } catch {
            throw .invalidState(
                Location(file: path), reason: "cannot be written in place: \(error); nothing was written")
        }
        guard edited.isChanged || document == nil else { return false }
        try AtomicFile.write(edited.data, to: path)
        return true
    }
}
