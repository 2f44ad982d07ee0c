/// Something a form does on every edit, inside ``Form/apply(_:)``: it may read an edit as
/// another before it applies, and change the form further after it, before the ``FormChange``
/// is made — so what it does is part of the same change, published once, as one edit.
///
/// A behaviour has a reducer's shape: it is given the form after the edit and the change the
/// edit made, and it edits the form through ``Form/apply(_:)`` like anything else (those edits
/// do not run the behaviours again). A Settings bundle's shared keys are one: rows that store
/// one defaults key follow each other (`SettingsBundle.sharedKeys`).
///
/// ```swift
/// struct Uppercase: FormBehavior {
///     func formDidApply(_ edit: Edit, change: FormChange, to form: inout Form) {
///         guard change.changedKeys.contains("code"),
///             case .text(let text)? = try? form.value(of: "code"), text != text.uppercased()
///         else { return }
///         _ = try? form.apply(.set("code", .text(text.uppercased())))
///     }
/// }
/// var form = try Form(descriptor, behaviors: [Uppercase()])
/// try form.apply(.setText("code", "ab"))   // the row holds "AB", in the same change
/// ```
public protocol FormBehavior: Sendable {
    /// The edit to apply for `edit` in `form`, as it is before the edit; `edit` itself unless
    /// the behaviour reads it otherwise (a Settings bundle reads a picker's `Values` entry typed
    /// as text as the option it names). The default returns `edit`.
    /// - Throws: ``EditError`` when the edit cannot apply; nothing changes then.
    func edit(for edit: Edit, in form: Form) throws(EditError) -> Edit

    /// Called after `edit` changed `form` (and before the change is published), with what it
    /// changed; edits the behaviour applies to `form` join that change. Not called for an edit
    /// that changed nothing.
    func formDidApply(_ edit: Edit, change: FormChange, to form: inout Form)
}

extension FormBehavior {
    /// Returns `edit` unchanged.
    public func edit(for edit: Edit, in form: Form) throws(EditError) -> Edit { edit }
}

extension Form {
    /// Applies `edit` and runs the behaviours on what it changed; the edits the behaviours make
    /// join the change. The behaviours are set aside meanwhile, so their own edits do not run
    /// them again, and the changes of those edits are logged to be joined.
    /// - Complexity: the edit's and the behaviours', plus O(n log n) in the rows when a
    ///   behaviour's edit showed, hid or moved rows (the change is then worked out by comparison).
    mutating func applyWithBehaviors(_ edit: Edit) throws(EditError) -> FormChange {
        let behaviors = self.behaviors
        var edit = edit
        for behavior in behaviors { edit = try behavior.edit(for: edit, in: self) }
        let before = self
        self.behaviors = []
        defer {
            self.behaviors = behaviors
            behaviorLog = nil
        }
        let first: FormChange
        do {
            first = try applyEdit(edit)
        } catch {
            throw EditError(error)
        }
        guard !first.isEmpty else { return first }
        var change = first
        var structural = first.sections.contains(where: \.changesRows)
        var furtherChanged = false
        for behavior in behaviors {
            behaviorLog = []
            behavior.formDidApply(edit, change: change, to: &self)
            for further in behaviorLog ?? [] where !further.isEmpty {
                furtherChanged = true
                structural = structural || further.sections.contains(where: \.changesRows)
                if !structural { change = change.followed(by: further) }
            }
        }
        guard structural else {
            if furtherChanged {
                change.reconfiguredKeys = inFormOrder(change.reconfiguredKeys)
                change.reloadedKeys = inFormOrder(change.reloadedKeys)
            }
            return change
        }
        guard furtherChanged else { return change }
        var whole = FormChange(from: before, to: self)
        whole.action = first.action
        return whole
    }
}

extension Form {
    /// `keys` sorted in form order.
    func inFormOrder(_ keys: [RowKey]) -> [RowKey] {
        keys.compactMap(lookup).sorted(by: Form.formOrder).map { descriptor($0).key }
    }
}

extension FormChange {
    /// This change followed by `next`, as one, for two changes that move no row (only content
    /// changed, so positions counted before either are the same): their reconfigured and
    /// reloaded rows are joined, and `next`'s changed keys follow this change's. The keys of the
    /// rows reconfigured and reloaded are put back in form order by the caller
    /// (`Form.inFormOrder(_:)`).
    package func followed(by next: FormChange) -> FormChange {
        var sections = self.sections
        for part in next.sections {
            if let index = sections.firstIndex(where: { $0.section == part.section }) {
                let reloaded = Set(sections[index].reloaded).union(part.reloaded)
                sections[index].reloaded = reloaded.sorted()
                sections[index].reconfigured = Set(sections[index].reconfigured).union(part.reconfigured)
                    .subtracting(reloaded).sorted()
            } else {
                sections.append(part)
            }
        }
        sections.sort { $0.section < $1.section }
        var result = self
        result.sections = sections
        let known = Set(changedKeys)
        result.changedKeys = changedKeys + next.changedKeys.filter { !known.contains($0) }
        let reloaded = Set(reloadedKeys).union(next.reloadedKeys)
        result.reloadedKeys = Array(reloaded)
        result.reconfiguredKeys = Array(
            Set(reconfiguredKeys).union(next.reconfiguredKeys).subtracting(reloaded))
        return result
    }
}
