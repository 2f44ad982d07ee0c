import Foundation

/// The rows of one section as they are now — descriptors and values — addressed by position.
///
/// Rows are stored by slot. In a section whose rows never move, a row's slot is its position.
/// An editable list keeps its order in an ``ItemOrder`` instead, so that moving or deleting an
/// item costs O(log n): the descriptors and values stay in their slots, and so do the slots the
/// key index holds (``slot(at:)`` and ``position(ofSlot:)`` translate).
package struct SectionRows: RandomAccessCollection, Sendable {
    private var descriptors: [RowDescriptor]
    private var values: [Value?]
    /// `nil` where slot and position are the same.
    private var order: ItemOrder?
    /// The fixed parts of the rows' `Row`s, made as rows are read.
    private(set) var sharedParts = SharedRowParts()

    /// Rows in file order with their values; `reorderable` for an editable list.
    init(_ rows: [RowDescriptor], values: [Value?], reorderable: Bool) {
        descriptors = rows
        self.values = values
        order = reorderable ? ItemOrder(count: rows.count) : nil
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { descriptors.count }

    /// The descriptor of the row at `position`.
    package subscript(position: Int) -> RowDescriptor {
        get { descriptors[slot(at: position)] }
        set {
            descriptors[slot(at: position)] = newValue
            // A picker's fixed part holds its options' titles: all are made again.
            sharedParts = SharedRowParts()
        }
    }

    /// The key of the row at `position`, without copying its descriptor.
    func key(at position: Int) -> RowKey { descriptors[slot(at: position)].key }
    /// Whether the row at `position` owns rows it can show and hide, read without copying its
    /// descriptor.
    func isExpandable(at position: Int) -> Bool { descriptors[slot(at: position)].isExpandable }

    /// Whether both hold the same values, the same pickers' selection modes and, in a list, the
    /// same items (keys and titles) in the same order: what a saved state records of a section.
    /// O(1) for sections that share their storage (a copy not changed since), O(n) at worst.
    func savesSameContent(as other: SectionRows) -> Bool {
        guard count == other.count else { return false }
        guard let order, let otherOrder = other.order else {
            return values == other.values && sameSelectionModes(as: other)
        }
        return order.slots.elementsEqual(otherOrder.slots) { mine, theirs in
            let (a, b) = (descriptors[mine], other.descriptors[theirs])
            return a.key == b.key && a.title == b.title && values[mine] == other.values[theirs]
        }
    }

    /// Whether every row has the same selection mode in both (a picker's mode switched at run
    /// time is saved): O(1) when they share their descriptors, as a copy whose modes were not
    /// switched does.
    private func sameSelectionModes(as other: SectionRows) -> Bool {
        let shared = descriptors.withUnsafeBufferPointer { mine in
            other.descriptors.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress }
        }
        return shared || descriptors.elementsEqual(other.descriptors) { $0.selection == $1.selection }
    }

    /// The value of the row at `position`.
    func value(at position: Int) -> Value? { values[slot(at: position)] }

    /// Whether validation can find nothing at `position` — no rule, no validation or
    /// requirement in code, a single selection, and no value its kind checks — read without
    /// copying the descriptor: most rows of a large form.
    func hasNothingToValidate(at position: Int) -> Bool {
        let slot = slot(at: position)
        guard descriptors[slot].rules.isEmpty, descriptors[slot].selection == .single,
            descriptors[slot].computed?.checks != true
        else { return false }
        return values[slot] == nil || !descriptors[slot].storedKind.checksValues
    }

    mutating func setValue(_ value: Value?, at position: Int) { values[slot(at: position)] = value }

    /// The slot of the row at `position`: what the key index stores.
    func slot(at position: Int) -> Int { order?.slot(at: position) ?? position }

    /// The position of the row in `slot`.
    func position(ofSlot slot: Int) -> Int { order?.position(of: slot) ?? slot }

    /// Every row in position order, in O(n) (iterating by position costs O(n log n) in a list).
    var inOrder: [RowDescriptor] {
        guard let order else { return descriptors }
        return order.slots.map { descriptors[$0] }
    }

    /// Every row's key in position order, in O(n).
    var keysInOrder: [RowKey] {
        guard let order else { return descriptors.map(\.key) }
        return order.slots.map { descriptors[$0].key }
    }

    /// Every value in position order, in O(n).
    var valuesInOrder: [Value?] {
        guard let order else { return values }
        return order.slots.map { values[$0] }
    }

    /// Adds a row at the end; its slot is the last one.
    mutating func append(_ row: RowDescriptor, value: Value?) {
        forgetSharedParts(ofSlots: [descriptors.count])
        descriptors.append(row)
        values.append(value)
        order?.append()
    }

    /// Removes the row at `position`. Returns the slot the row held and, when the last slot's
    /// row was moved into it to keep slots dense, that row's key (its slot is the freed one now).
    mutating func remove(at position: Int) -> (slot: Int, renumbered: RowKey?) {
        guard let (freed, renumbered) = order?.remove(at: position) else {
            preconditionFailure("only the items of an editable list are removed")
        }
        forgetSharedParts(ofSlots: [freed, descriptors.count - 1])
        let lastRow = descriptors.removeLast()
        let lastValue = values.removeLast()
        guard renumbered != nil else { return (freed, nil) }
        descriptors[freed] = lastRow
        values[freed] = lastValue
        return (freed, lastRow.key)
    }

    /// Forgets the fixed parts of the rows in `slots`, whose descriptors change: in the store
    /// when no other copy shares it, otherwise by starting a store of this copy's own.
    private mutating func forgetSharedParts(ofSlots slots: [Int]) {
        guard isKnownUniquelyReferenced(&sharedParts) else {
            sharedParts = SharedRowParts()
            return
        }
        sharedParts.withParts { parts in
            for slot in slots { parts.forget(slot: slot) }
        }
    }

    /// Moves the items at `offsets` (ascending) to just before the item that was at
    /// `destination`, as ``ItemOrder/move(fromOffsets:toOffset:)`` does.
    mutating func move(fromOffsets offsets: [Int], toOffset destination: Int) {
        precondition(order != nil, "only the items of an editable list are moved")
        order?.move(fromOffsets: offsets, toOffset: destination)
    }
}

/// The fixed parts of a section's rows (``Row/Shared``) by slot, each made the first time its
/// row is read and kept for every read after, so that a `Row` then costs only its state. The
/// copies of a ``SectionRows`` share one store while their descriptors are the same; a copy
/// that changes a descriptor forgets that row's part, or takes a store of its own when the
/// store is shared. Reads from several threads take turns (a lock).
final class SharedRowParts: @unchecked Sendable {
    /// The parts by slot, `nil` where none was made yet.
    struct Parts {
        fileprivate var bySlot: [Row.Shared?] = []

        /// The part of the row in `slot` (of `count` slots), made by `make` the first time.
        mutating func part(slot: Int, of count: Int, make: () -> Row.Shared) -> Row.Shared {
            if slot < bySlot.count, let part = bySlot[slot] { return part }
            if slot >= bySlot.count {
                bySlot.append(contentsOf: repeatElement(nil, count: max(count, slot + 1) - bySlot.count))
            }
            let part = make()
            bySlot[slot] = part
            return part
        }

        mutating func forget(slot: Int) {
            if slot < bySlot.count { bySlot[slot] = nil }
        }
    }

    private let lock = NSLock()
    /// Read and written under `lock` only.
    private var parts = Parts()

    /// Runs `body` on the parts, holding the lock: `body` must not read rows of the same section
    /// through the store again.
    func withParts<Result>(_ body: (inout Parts) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&parts)
    }
}
