/// The order of an editable list's items, apart from where they are stored.
///
/// Items live in slots `0..<count` that do not move when the list is reordered; this type says
/// which slot shows at each position and at which position each slot shows, both in O(log n).
/// It is a treap: a binary tree in position order (a node's position is the size of everything
/// left of it), kept balanced by random heap-ordered priorities, with parent links so that a
/// slot's position is found by walking up. Moving an item or deleting one touches O(log n)
/// nodes, whatever the distance it moves or the number of items after it.
struct ItemOrder: Sendable {
    /// One slot's node. Kept together so that visiting a node touches one cache line.
    private struct Node {
        var left: Int32 = -1
        var right: Int32 = -1
        var parent: Int32 = -1
        var size: Int32 = 1
        var priority: UInt32
    }

    private var nodes: [Node] = []
    private var root: Int32 = -1
    /// SplitMix64 state for priorities: fixed, so that a form behaves the same on every run.
    private var seed: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// `count` slots in their own order (slot `i` at position `i`), built in O(n).
    init(count: Int) {
        nodes.reserveCapacity(count)
        // The Cartesian tree of the priorities: a stack holds the right spine; a node leaves it
        // when its subtree is complete, which is when its size can be summed.
        var spine: [Int32] = []
        for slot in 0..<Int32(count) {
            nodes.append(Node(priority: nextPriority()))
            var popped: Int32 = -1
            while let top = spine.last, nodes[Int(top)].priority < nodes[Int(slot)].priority {
                spine.removeLast()
                finish(top)
                popped = top
            }
            link(slot, left: popped)
            if let top = spine.last { link(top, right: slot) }
            spine.append(slot)
        }
        root = spine.first ?? -1
        while let top = spine.popLast() { finish(top) }
    }

    /// The number of items.
    var count: Int { nodes.count }

    /// The slot shown at `position` (`0..<count`).
    func slot(at position: Int) -> Int {
        var node = root
        var remaining = Int32(position)
        while node >= 0 {
            let before = sizeOf(nodes[Int(node)].left)
            if remaining < before {
                node = nodes[Int(node)].left
            } else if remaining == before {
                return Int(node)
            } else {
                remaining -= before + 1
                node = nodes[Int(node)].right
            }
        }
        preconditionFailure("position \(position) is outside 0..<\(count)")
    }

    /// The position `slot` shows at.
    func position(of slot: Int) -> Int {
        var node = Int32(slot)
        var position = sizeOf(nodes[slot].left)
        while nodes[Int(node)].parent >= 0 {
            let up = nodes[Int(node)].parent
            if nodes[Int(up)].right == node { position += sizeOf(nodes[Int(up)].left) + 1 }
            node = up
        }
        return Int(position)
    }

    /// Every slot in position order, in O(n).
    var slots: [Int] {
        var result: [Int] = []
        result.reserveCapacity(count)
        var pending: [Int32] = []
        var node = root
        while node >= 0 || !pending.isEmpty {
            while node >= 0 {
                pending.append(node)
                node = nodes[Int(node)].left
            }
            guard let next = pending.popLast() else { break }
            result.append(Int(next))
            node = nodes[Int(next)].right
        }
        return result
    }

    /// Adds slot `count` at the end.
    mutating func append() {
        let slot = Int32(count)
        nodes.append(Node(priority: nextPriority()))
        insert(slot, at: count - 1)
    }

    /// Moves the items at `offsets` (ascending), in their order, to just before the item that
    /// was at `destination` (`count` for the end): `Array.move(fromOffsets:toOffset:)`.
    /// - Complexity: O(k log n) for k offsets.
    mutating func move(fromOffsets offsets: [Int], toOffset destination: Int) {
        let insertion = destination - offsets.count { $0 < destination }
        let moving = offsets.map { Int32(slot(at: $0)) }
        for slot in moving { unlink(slot) }
        for (index, slot) in moving.enumerated() { insert(slot, at: insertion + index) }
    }

    /// Removes the item at `position`. Slots stay `0..<count`: the last slot takes the freed
    /// number. Returns the freed slot and, when another slot was renumbered into it, its old
    /// number (whatever the caller stores by slot must move the same way).
    mutating func remove(at position: Int) -> (freed: Int, renumbered: Int?) {
        let freed = Int32(slot(at: position))
        unlink(freed)
        let last = Int32(count - 1)
        var renumbered: Int?
        if freed != last {
            renumber(last, as: freed)
            renumbered = Int(last)
        }
        nodes.removeLast()
        return (Int(freed), renumbered)
    }

    // MARK: - Treap operations

    /// Takes `node` out of the tree: its two subtrees are merged into its place, and the sizes
    /// above it shrink by one.
    private mutating func unlink(_ node: Int32) {
        let n = Int(node)
        let merged = merge(nodes[n].left, nodes[n].right)
        let up = nodes[n].parent
        replace(node, under: up, with: merged)
        var above = up
        while above >= 0 {
            nodes[Int(above)].size -= 1
            above = nodes[Int(above)].parent
        }
        nodes[n].left = -1
        nodes[n].right = -1
        nodes[n].parent = -1
        nodes[n].size = 1
    }

    /// Puts the unlinked `node` at `position`: down from the root while the nodes passed have
    /// higher priority (each grows by one), then the subtree found is split around it.
    private mutating func insert(_ node: Int32, at position: Int) {
        var up: Int32 = -1
        var onLeft = false
        var current = root
        var remaining = Int32(position)
        while current >= 0, nodes[Int(current)].priority >= nodes[Int(node)].priority {
            let c = Int(current)
            nodes[c].size += 1
            up = current
            let before = sizeOf(nodes[c].left)
            onLeft = remaining <= before
            if onLeft {
                current = nodes[c].left
            } else {
                remaining -= before + 1
                current = nodes[c].right
            }
        }
        let (first, rest) = split(current, remaining)
        link(node, left: first)
        link(node, right: rest)
        finish(node)
        attach(node, under: up, onLeft: onLeft)
    }

    /// Makes `new` the child of `up` (the root when `up` is -1) where `old` was.
    private mutating func replace(_ old: Int32, under up: Int32, with new: Int32) {
        attach(new, under: up, onLeft: up >= 0 && nodes[Int(up)].left == old)
    }

    /// Makes `node` the left or right child of `up`, or the root when `up` is -1.
    private mutating func attach(_ node: Int32, under up: Int32, onLeft: Bool) {
        if up < 0 {
            root = node
        } else if onLeft {
            nodes[Int(up)].left = node
        } else {
            nodes[Int(up)].right = node
        }
        if node >= 0 { nodes[Int(node)].parent = up }
    }

    /// Splits the tree at `node` into its first `count` nodes and the rest.
    private mutating func split(_ node: Int32, _ count: Int32) -> (Int32, Int32) {
        guard node >= 0 else { return (-1, -1) }
        let n = Int(node)
        if count <= sizeOf(nodes[n].left) {
            let (first, rest) = split(nodes[n].left, count)
            link(node, left: rest)
            finish(node)
            return (first, node)
        }
        let (first, rest) = split(nodes[n].right, count - sizeOf(nodes[n].left) - 1)
        link(node, right: first)
        finish(node)
        return (node, rest)
    }

    /// Joins two trees, every node of `first` before every node of `second`.
    private mutating func merge(_ first: Int32, _ second: Int32) -> Int32 {
        guard first >= 0 else { return second }
        guard second >= 0 else { return first }
        if nodes[Int(first)].priority > nodes[Int(second)].priority {
            link(first, right: merge(nodes[Int(first)].right, second))
            finish(first)
            return first
        }
        link(second, left: merge(first, nodes[Int(second)].left))
        finish(second)
        return second
    }

    /// Gives node `old` (in the tree) the number `new` (an unlinked node's).
    private mutating func renumber(_ old: Int32, as new: Int32) {
        let moved = nodes[Int(old)]
        nodes[Int(new)] = moved
        replace(old, under: moved.parent, with: new)
        if moved.left >= 0 { nodes[Int(moved.left)].parent = new }
        if moved.right >= 0 { nodes[Int(moved.right)].parent = new }
    }

    private mutating func link(_ node: Int32, left child: Int32) {
        nodes[Int(node)].left = child
        if child >= 0 { nodes[Int(child)].parent = node }
    }

    private mutating func link(_ node: Int32, right child: Int32) {
        nodes[Int(node)].right = child
        if child >= 0 { nodes[Int(child)].parent = node }
    }

    /// Recomputes the size of `node` from its children's.
    private mutating func finish(_ node: Int32) {
        let n = Int(node)
        nodes[n].size = 1 + sizeOf(nodes[n].left) + sizeOf(nodes[n].right)
    }

    private func sizeOf(_ node: Int32) -> Int32 { node >= 0 ? nodes[Int(node)].size : 0 }

    private mutating func nextPriority() -> UInt32 {
        seed &+= 0x9E37_79B9_7F4A_7C15
        var z = seed
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return UInt32(truncatingIfNeeded: z ^ (z >> 31))
    }
}
