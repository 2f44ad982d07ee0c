/// One change to a document's value, which a format writes as a few byte splices.
package enum DocumentEdit: Sendable, Equatable {
    /// Sets the value at the pointer: replaces it, or adds the member when the object lacks it.
    /// On an array, the index of an item replaces it; the index past the last item, or `-`, adds one.
    case set(JSONPointer, JSONValue)
    /// Inserts an item before the pointer's index in its array (`-` or the count: at the end).
    case insert(JSONPointer, JSONValue)
    /// Removes the member or item at the pointer.
    case remove(JSONPointer)
    /// Renames the member at the pointer, keeping its value and place.
    case rename(JSONPointer, to: String)

    /// The pointer the edit is at.
    package var pointer: JSONPointer {
        switch self {
        case .set(let pointer, _), .insert(let pointer, _), .remove(let pointer), .rename(let pointer, _):
            pointer
        }
    }
}

/// Bytes to put in place of a range of a document's bytes.
package struct DocumentSplice: Sendable, Equatable {
    /// The byte offsets replaced (empty: an insertion at its lower bound).
    package var range: Range<Int>
    /// What goes there, UTF-8.
    package var bytes: [UInt8]

    package init(_ range: Range<Int>, _ bytes: [UInt8]) {
        self.range = range
        self.bytes = bytes
    }

    package init(_ range: Range<Int>, _ text: String) { self.init(range, Array(text.utf8)) }
}
