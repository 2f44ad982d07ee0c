import FormEngine

/// A nested form walked over the row whose value it edits (``Form/nestedForm(for:)``): a state
/// of its own on the nested form, drawn on the same terminal, and where its value goes.
struct NestedLevel {
    /// Where the nested form's value goes when it is done.
    enum Target: Equatable {
        /// The row `key` of the form under it.
        case row(RowKey)
        /// A new item of the list `section`, titled `title` (the template's when `nil`), added
        /// with the value only then.
        case newItem(section: Int, title: String?)
    }

    /// Where the value goes.
    var target: Target
    /// The nested form as the row offered it, which turns the edited form into the value.
    var nested: NestedForm
    /// The walk of the nested form.
    var state: ScreenState

    /// Whether leaving the nested form now would lose something typed in it.
    var hasChanges: Bool {
        var state = state
        state.keepTypedText()
        return state.session.hasChangedAnswers || state.field?.isModified == true
    }
}

/// Whether the row `key`, holding `value`, offers a nested form (cached per row and value).
struct NestedOffer: Equatable {
    /// The row.
    var key: RowKey
    /// Its value when it was asked.
    var value: Value?
    /// Whether it offers one.
    var offers: Bool
}

/// Nested forms in the full-screen walk: Enter (nothing typed) or ^O on a row whose value has
/// parts of its own (a JSON text row of a JSON Schema form) opens its form over the screen, the
/// trail of forms on the title line (`Pipeline › steps › Step 2`). ^D there goes back and sets
/// the row, as any edit does (problems and all: they show on the row, and the form's own done
/// refuses them); Esc leaves it, asking first when it would lose changes. `a` on a list whose
/// items have such a form opens it for the new item, which is added when it is done.
extension ScreenState {
    /// Whether this state walks a nested form.
    var isNested: Bool { nestedName != nil }

    /// Whether the cursor's row offers a nested form, as last worked out.
    func offersNested(_ row: Row) -> Bool {
        guard let offer = nestedOffer else { return false }
        return offer.key == row.key && offer.value == row.value && offer.offers
    }

    /// Works out again, when the cursor's row or its value changed, whether it offers a
    /// nested form.
    mutating func updateNestedOffer() {
        guard let row = cursorRow else {
            nestedOffer = nil
            return
        }
        if let offer = nestedOffer, offer.key == row.key, offer.value == row.value { return }
        nestedOffer = NestedOffer(
            key: row.key, value: row.value, offers: session.form.nestedForm(for: row.key) != nil)
    }

    /// The keys of a row that offers a nested form, for the hint bar and the help.
    var nestedHintKeys: [String] {
        let open = field?.isModified == true ? "^O keep, fill field by field" : "⏎/^O fill field by field"
        return ["type to edit", field?.isModified == true ? "⏎ keep, next" : open, "Esc undo/leave"]
            + (field?.isModified == true ? [open] : [])
    }

    /// Whether anything typed would be lost if the walk ended now: the form's unsaved changes,
    /// or changes in a nested form open over it.
    var hasUnsavedWork: Bool {
        session.hasUnsavedChanges || nestedLevel.contains { $0.hasChanges }
    }

    /// The title of the form this state walks, as the trail names it.
    var trailTitle: String { title ?? session.form.descriptor.title ?? "Form" }

    /// Enter or ^O: keeps what was typed in the row (refused: said, nothing opened), then opens
    /// its nested form, or says it has none.
    mutating func openNested() {
        guard let row = cursorRow, commitField() else { return }
        guard let nested = session.form.nestedForm(for: row.key) else {
            status = Status(
                text: TerminalText.visible(
                    "\(ScreenReport.name(row)) has no form of its own: type its value"),
                isError: true)
            return
        }
        var name = nested.title.isEmpty ? row.key.rawValue : nested.title
        if let place = ListPlace.of(row.key, in: session.form) {
            name = itemTrail(section: place.section, name: name, number: place.index + 1)
        }
        open(nested, target: .row(row.key), name: name)
    }

    /// `a` on a list whose new item has a nested form: opens it for an item titled `title` (the
    /// template's when `nil`); returns false when the item has none.
    mutating func openNewItem(section: Int, title: String?) -> Bool {
        var trial = session.form
        let template = session.form.descriptor.sections[section].template
        guard let key = try? trial.addedItem(section: section, title: title ?? template?.title ?? "").key,
            let nested = trial.nestedForm(for: key)
        else { return false }
        let count = (try? session.form.items(in: section).count) ?? 0
        let name =
            title == nil
            ? itemTrail(section: section, name: nested.title, number: count + 1)
            : itemTrail(section: section, name: nested.title, number: nil)
        open(nested, target: .newItem(section: section, title: title), name: name + " (new)")
        return true
    }

    /// `steps › Step 2`: an item's name in the trail, after its list's title when it has one.
    private func itemTrail(section: Int, name: String, number: Int?) -> String {
        let list = session.form.descriptor.sections[section].title ?? ""
        let item = number.map { "\(name) \($0)" } ?? name
        return list.isEmpty ? item : "\(list) › \(item)"
    }

    /// Opens `nested` over this form, named `name` in the trail.
    private mutating func open(_ nested: NestedForm, target: NestedLevel.Target, name: String) {
        var state = ScreenState(session: WalkSession(form: nested.form), height: height, width: width)
        state.theme = theme
        state.hyperlinks = hyperlinks
        state.nestedName = TerminalText.visible(name)
        state.title = trailTitle + " › " + name
        state.status = Status(
            text: TerminalText.visible("\(name): ^D keeps it and goes back, Esc leaves"), isError: false)
        nestedLevel = [NestedLevel(target: target, nested: nested, state: state)]
    }

    /// A key while a nested form is open: the innermost answers it; when it ends, its value is
    /// kept (done) or not (left), and ^C ends the whole walk.
    mutating func handleNested(_ key: Key) -> Step {
        let step = nestedLevel[0].state.handle(key)
        guard case .finish(let end) = step else { return step }
        let level = nestedLevel.removeFirst()
        actions += level.state.actions
        switch end.kind {
        case .interrupted: return step
        case .done, .incomplete: close(level)
        case .quit:
            let name = level.state.nestedName ?? ""
            let said = end.discardedChanges ? "closed, its changes discarded" : "closed, no change"
            status = Status(text: TerminalText.visible("\(name): \(said)"), isError: false)
        }
        return .stay
    }

    /// ^D in a nested form: its value set in the row (or the new item added with it) through
    /// the form's edit, reported as any edit; a problem the row is left with is said.
    private mutating func close(_ level: NestedLevel) {
        let value = level.nested.value(of: level.state.session.form)
        switch level.target {
        case .row(let key):
            placeCursor(on: key)
            guard perform(.set(key, value), on: key) else { return }
            checks.leave(key)
            if let problem = checks.shownProblem(key) {
                status = Status(
                    text: ScreenReport.problem(problem, key: key, in: session.form), isError: true)
            }
        case .newItem(let section, let title):
            guard let value else {
                status = Status(text: "nothing added (no value)", isError: false)
                return
            }
            do throws(LineError) {
                let added = try NewItem.add(&session, section: section, title: title, setting: value)
                for change in added.changes { absorb(change) }
                placeCursor(on: added.key)
                checks.touch(added.key)
                checks.leave(added.key)
                status = Status(
                    text: ListReport.added(added.key, in: session.form, byTitle: true), isError: false)
                if let problem = checks.shownProblem(added.key) {
                    status = Status(
                        text: ScreenReport.problem(problem, key: added.key, in: session.form), isError: true)
                }
            } catch {
                status = Status(
                    text: "\(ListReport.sectionName(section, session.form)): \(error.message)", isError: true)
            }
        }
    }

    /// A walk cut off inside nested forms: each one's value, typed text kept, set in the form
    /// under it (a new item added), so the program keeps what was typed; nothing is shown.
    mutating func keepNestedWork() {
        guard !nestedLevel.isEmpty else { return }
        nestedLevel[0].state.keepTypedText()
        let level = nestedLevel.removeFirst()
        let value = level.nested.value(of: level.state.session.form)
        switch level.target {
        case .row(let key): _ = try? session.form.apply(.set(key, value))
        case .newItem(let section, let title):
            guard let value else { return }
            _ = try? NewItem.add(&session, section: section, title: title, setting: value)
        }
    }
}
