import FormEngine

/// A new item of an editable list, as its section's ``SectionDescriptor/ItemEntry`` asks for it,
/// the same in the three walks (guided mode's question, line mode's `add`, the full screen's
/// `a`): its title (a list of named things, the item starting with the template's value), its
/// value (a list of unnamed values, the item titled with the template's title) or its name and
/// its value (a key–value list).
///
/// The item is added and its value set together or not at all: a refused title or value
/// leaves the walk's form as it was, so the person types it again and no empty item stays.
enum NewItem {
    /// What a person gives for a new item of the list `section`.
    static func entry(of section: Int, in form: Form) -> SectionDescriptor.ItemEntry {
        form.descriptor.sections[section].itemEntry
    }

    /// What an item added and set by ``add(_:section:title:value:)`` did.
    struct Added {
        /// The new item's key.
        var key: RowKey
        /// The changes, in order: the item added, then its value set (when one was given).
        var changes: [FormChange]
    }

    /// Adds an item to `section` titled `title` (the template's title when `nil`) and, when
    /// `value` is given, sets it from that text as `set KEY VALUE` sets a row. Both or neither:
    /// when the title or the value is refused, `session` is as it was.
    /// - Throws: ``LineError`` with the reason, which names no key (the item was not added).
    static func add(_ session: inout WalkSession, section: Int, title: String?, value: String?)
        throws(LineError) -> Added
    {
        // Only an item whose value is set too is tried on a copy: an add alone changes nothing
        // when it is refused, and a copy of a long list's form is not free.
        guard let value else { return try add(&session, section, title) }
        var trial = session
        var added = try add(&trial, section, title)
        do {
            added.changes.append(try LineCommand.setText(&trial, added.key, text: value))
        } catch {
            if let refusal = FormError(reporting: error) { throw LineError(refusal.reason) }
            throw LineWalk.lineError(error)
        }
        session = trial
        return added
    }

    /// Adds an item to `section` titled `title` (the template's title when `nil`) holding
    /// `value` (a nested form's), both or neither as ``add(_:section:title:value:)``.
    /// - Throws: ``LineError`` with the reason, which names no key (the item was not added).
    static func add(_ session: inout WalkSession, section: Int, title: String?, setting value: Value)
        throws(LineError) -> Added
    {
        var trial = session
        var added = try add(&trial, section, title)
        do throws(FormError) {
            added.changes.append(try trial.form.applyReporting(.set(added.key, value)))
        } catch {
            throw LineError(error.reason)
        }
        session = trial
        return added
    }

    /// Adds an item titled `title` (the template's title when `nil`), in place.
    private static func add(_ session: inout WalkSession, _ section: Int, _ title: String?) throws(LineError)
        -> Added
    {
        let template = session.form.descriptor.sections[section].template
        do throws(EditError) {
            let added = try session.form.addedItem(section: section, title: title ?? template?.title ?? "")
            return Added(key: added.key, changes: [added.change])
        } catch {
            throw LineError(error.reason)
        }
    }

    /// The row a new item of `section` would be (titled `title`, else the template's title), to
    /// tell what its value takes; `nil` when the section is no editable list.
    static func preview(section: Int, title: String? = nil, in form: Form) -> Row? {
        var trial = form
        let template = form.descriptor.sections[section].template
        guard let key = try? trial.addedItem(section: section, title: title ?? template?.title ?? "").key
        else { return nil }
        return try? trial.row(key)
    }
}
