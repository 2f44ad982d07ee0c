extension Form {
    /// Puts the form back in the starting state its descriptor describes — starting values,
    /// expansion, list items, edit mode off, no row touched — and returns the change as if a
    /// person had undone every edit. The form's ``locale``, ``clock`` and custom rules are
    /// kept (its ``behaviors`` too: ``apply(_:)`` sets them aside while the edit runs).
    mutating func resetAll() -> FormChange {
        // The descriptor was accepted when this form was made, so it cannot be refused now.
        guard var fresh = try? Form(descriptor, locale: locale, clock: clock) else { return FormChange() }
        fresh.customRules = customRules
        let change = FormChange(from: self, to: fresh)
        self = fresh
        return change
    }

    /// Puts one row back as the descriptor starts it: its value, its expansion and (for a
    /// picker) its selection mode; it is no longer touched.
    mutating func reset(_ key: RowKey) throws(FormError) -> FormChange {
        let ref = try ref(key)
        return resetting { form in form.restart(ref) }
    }

    /// Puts every row of a section back as the descriptor starts it; an editable list gets its
    /// file's items back (items added since are deleted), and its items are no longer selected.
    mutating func reset(section: Int) throws(FormError) -> FormChange {
        guard descriptor.sections.indices.contains(section) else {
            throw .refused(Location(), reason: "the form has no section \(section + 1)")
        }
        return resetting { form in
            if form.descriptor.sections[section].isEditable {
                for key in form.layout[section].keysInOrder { form.selectedItems.remove(key) }
                let rows = form.descriptor.sections[section].rows
                form.replaceItems(section, rows: rows, values: rows.map(\.initialValue))
            }
            for row in form.layout[section].indices { form.restart(RowRef(section: section, row: row)) }
        }
    }

    /// Runs `body` on a copy, derives conditions and visibility again, takes the copy and
    /// returns the change between the two.
    /// - Complexity: O(n log n) in the number of rows.
    private mutating func resetting(_ body: (inout Form) -> Void) -> FormChange {
        var copy = self
        body(&copy)
        copy.recomputeAll()
        for node in copy.structure.conditions.order { copy.setHolds(node, copy.evaluate(node)) }
        for s in copy.structure.sections.indices {
            copy.visibility[s] = VisibleIndex(flags: copy.computedVisibility(s))
        }
        let change = FormChange(from: self, to: copy)
        self = copy
        return change
    }

    /// Restarts the row at `ref`, without deriving anything from it.
    private mutating func restart(_ ref: RowRef) {
        let row = layout[ref.section][ref.row]
        let file = descriptor.sections[ref.section].rows.first { $0.key == row.key }
        if let file, file.selection != row.selection {
            layout[ref.section][ref.row].selection = file.selection
        }
        layout[ref.section].setValue((file ?? row).initialValue, at: ref.row)
        expanded[ref.section][ref.row] = (file ?? row).startsExpanded
        touched.remove(row.key)
    }
}
