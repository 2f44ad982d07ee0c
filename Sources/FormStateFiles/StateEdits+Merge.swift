import FormEngine

extension StateEdits {
    /// Applies these edits over `state` — what the file holds now, perhaps changed by another
    /// process since the edits' baseline — and returns the result with its conflicts.
    ///
    /// Entries the edits do not touch stay as `state` has them, so two forms that changed
    /// different rows both keep their answers, and a list gets the items both added. A row both
    /// changed gets this form's value (``StateConflict/changedByBoth(key:)``); an added item whose
    /// key the other process also used is saved under the next free `LIST-N` key
    /// (``StateConflict/keyTaken(key:savedAs:)``); a change to an item the other process
    /// deleted is dropped (``StateConflict/deletedElsewhere(key:)``).
    public func applied(to state: FormState) -> StateMerge {
        var result = state
        var conflicts: [StateConflict] = []
        let renames = itemRenames(against: state)
        for (key, savedAs) in renames.sorted(by: { $0.key < $1.key }) {
            conflicts.append(.keyTaken(key: key, savedAs: savedAs))
        }
        func renamed(_ key: RowKey) -> RowKey { renames[key] ?? key }

        // Items of the baseline that another process deleted (and this form did not).
        var goneElsewhere = Set<RowKey>()
        for (list, change) in lists {
            let present = Set((state.items[list] ?? []).map(\.key))
            for key in change.baseKeys where !present.contains(key) && !change.deleted.contains(key) {
                goneElsewhere.insert(key)
            }
        }

        for (list, change) in lists.sorted(by: { $0.key < $1.key }) {
            var items = SavedItem.ordered(state.items[list] ?? [])
            for key in change.deleted.sorted() {
                items.removeAll { $0.key == key }
            }
            for (key, title) in change.retitled.sorted(by: { $0.key < $1.key }) {
                guard let index = items.firstIndex(where: { $0.key == key }) else {
                    conflicts.append(.deletedElsewhere(key: key))
                    continue
                }
                if items[index].title != title.before && items[index].title != title.after {
                    conflicts.append(.changedByBoth(key: key))
                }
                items[index].title = title.after
            }
            if let order = change.order {
                let moved = Set(order)
                let slots = items.indices.filter { moved.contains(items[$0].key) }
                let byKey = Dictionary(items.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
                let reordered = order.compactMap { byKey[$0] }
                for (slot, item) in zip(slots, reordered) { items[slot] = item }
            }
            // Each added item goes after the item before it in this form's list, and after the items
            // another process added there meanwhile (this save is the later one).
            let known = Set(change.baseKeys).union(change.added.map { renamed($0.item.key) })
            for added in change.added {
                var item = added.item
                item.key = renamed(item.key)
                var insertAt: Int
                if let after = added.after.map(renamed) {
                    insertAt = items.firstIndex(where: { $0.key == after }).map { $0 + 1 } ?? items.count
                } else {
                    insertAt = 0
                }
                while insertAt < items.count, !known.contains(items[insertAt].key) { insertAt += 1 }
                items.insert(item, at: insertAt)
            }
            for index in items.indices { items[index].order = index }
            result.items[list] = items
        }

        for (key, change) in values.sorted(by: { $0.key < $1.key }) {
            if goneElsewhere.contains(key) {
                if change.after != nil { conflicts.append(.deletedElsewhere(key: key)) }
                continue
            }
            let target = renamed(key)
            let current = state.values[target]
            if current == change.after { continue }
            if current != change.before && renames[key] == nil {
                conflicts.append(.changedByBoth(key: target))
            }
            result.values[target] = change.after
        }

        // A picker's mode goes with its value: this form's, as for a value both changed.
        for (key, change) in selectionModes.sorted(by: { $0.key < $1.key }) {
            let current = state.selectionModes[key]
            if current == change.after { continue }
            if current != change.before, values[key] == nil { conflicts.append(.changedByBoth(key: key)) }
            result.selectionModes[key] = change.after
        }

        let collapsedKeys = collapsed
        result.expanded.removeAll { collapsedKeys.contains($0) }
        var listed = Set(result.expanded)
        for key in expanded.map(renamed) where !goneElsewhere.contains(key) && listed.insert(key).inserted {
            result.expanded.append(key)
        }
        return StateMerge(state: result, conflicts: conflicts)
    }

    /// New keys for the items these edits add whose keys `state` already uses (another process
    /// added an item with the same generated key): `LIST-N` past every N in use.
    func itemRenames(against state: FormState) -> [RowKey: RowKey] {
        var used = Set(state.values.keys)
        for items in state.items.values { used.formUnion(items.map(\.key)) }
        var renames: [RowKey: RowKey] = [:]
        for (list, change) in lists.sorted(by: { $0.key < $1.key }) {
            var taken = used
            for other in lists.values {
                taken.formUnion(other.baseKeys)
                taken.formUnion(other.added.map(\.item.key))
            }
            let prefix = "\(list)-"
            for added in change.added where used.contains(added.item.key) {
                var number = 1
                for key in taken.union(renames.values) where key.rawValue.hasPrefix(prefix) {
                    if let used = Int(key.rawValue.dropFirst(prefix.count)), used < Int.max - 1 {
                        number = max(number, used + 1)
                    }
                }
                let key = RowKey("\(prefix)\(number)")
                renames[added.item.key] = key
                used.insert(key)
            }
        }
        return renames
    }
}
