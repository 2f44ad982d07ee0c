import FormEngine

/// The full-screen walk without the terminal: the form, the body lines, the cursor, the scroll
/// position, the field being edited and the status line. Keys go in (``handle(_:)``), frames
/// come out (``frame(noColor:)``), so the whole walk can be tested without a terminal.
struct ScreenState {
    /// The form, its state file and what was saved.
    var session: WalkSession
    /// The body lines; rebuilt only when an edit shows or hides rows.
    private(set) var items: [ScreenItem]
    /// The index in `items` of the row under the cursor (`nil` when the form has no rows).
    private(set) var cursor: Int?
    /// The index in `items` of the first body line on screen.
    private(set) var top = 0
    /// The section shown alone when the form is walked a page at a time (``startPages()``);
    /// `nil` shows every section.
    private(set) var page: Int?
    /// Whether ^D on a page goes back to the review (a row was chosen on it to change).
    var returnsToReview = false
    /// Screen size.
    private(set) var height: Int
    private(set) var width: Int
    /// The editor of the text or date row under the cursor.
    var field: FieldEdit?
    /// The status line: the last change or problem.
    var status = Status(text: "", isError: false)
    /// Set while asking save / discard / stay.
    var askingToLeave = false
    /// The question on the status line (an item's title, a delete to confirm), if any.
    var prompt: ScreenPrompt?
    /// The title of the top line, instead of the form's.
    var title: String?
    /// The styles drawn with.
    var theme = FormWalkTheme.default
    /// Required rows, length limits, and the problems marked.
    var checks: ScreenChecks
    /// What covers the body: the help screen, the problem list, an option filter or a picker's
    /// page.
    var overlay: ScreenOverlay?
    /// The actions of the buttons pressed other than `submit` and `reset`, in order; the result
    /// carries them.
    var actions: [ButtonAction] = []
    /// Whether a `link` row's address is drawn as an OSC 8 hyperlink (the output is a terminal
    /// that is not `dumb`).
    var hyperlinks = false
    /// How many body lines the last frame dropped from its top so a second status or hint line
    /// left the cursor's row on screen (a click's row is counted from there).
    var droppedTopLines = 0
    /// The nested form open over this one (``NestedLevel``): empty, or the one level, which may
    /// have one of its own. Keys and frames go to the innermost.
    var nestedLevel: [NestedLevel] = []
    /// What this state walks when it is a nested form: its name in the trail (`Step 2`), `nil`
    /// for the walk's own form.
    var nestedName: String?
    /// Whether the row under the cursor offers a nested form, worked out once for its key and
    /// value (``updateNestedOffer()``): the hint bar asks on every frame.
    var nestedOffer: NestedOffer?

    /// A message on the status line.
    struct Status: Equatable {
        /// The text.
        var text: String
        /// Whether it reports a problem (drawn in red, or with a ✗ without colour).
        var isError: Bool
    }

    /// Whether the form has `note` rows, laid out over several lines (``ScreenItem/note``).
    let hasNotes: Bool

    /// The width a note's text wraps to, when the form has notes.
    var noteWidth: Int? { hasNotes ? max(width - 4, 10) : nil }

    /// Starts with the cursor on the first row.
    init(session: WalkSession, height: Int, width: Int) {
        self.session = session
        self.height = height
        self.width = width
        hasNotes = ScreenItem.hasNotes(session.form)
        items = ScreenItem.lines(of: session.form, noteWidth: hasNotes ? max(width - 4, 10) : nil)
        cursor = items.firstIndex { $0.isSelectable }
        status = Status(text: "", isError: false)
        checks = ScreenChecks(form: session.form)
        syncField()
    }

    /// Body lines on screen: all but the title, status and hint lines.
    var bodyHeight: Int { max(height - 3, 1) }

    /// The section of the row under the cursor.
    var cursorSection: Int? {
        cursor.flatMap { Self.section(of: items[$0]) }
    }

    /// The section a row line or an empty list's stand-in belongs to.
    static func section(of item: ScreenItem) -> Int? {
        switch item {
        case .row(let section, _, _), .emptyList(let section): return section
        default: return nil
        }
    }

    /// The row under the cursor.
    var cursorRow: Row? {
        guard let cursor, case .row(let section, let position, _) = items[cursor] else { return nil }
        return session.form.visibleRow(section: section, position: position)
    }

    /// Records a new screen size and keeps the cursor in view.
    mutating func resize(height: Int, width: Int) {
        if !nestedLevel.isEmpty { nestedLevel[0].state.resize(height: height, width: width) }
        let wrapsAgain = hasNotes && width != self.width
        self.height = height
        self.width = width
        if wrapsAgain {
            // Notes wrap to the new width: the lines again, the cursor on the same row.
            let key = cursor.flatMap { items[$0].key }
            items = ScreenItem.lines(of: session.form, page: page, noteWidth: noteWidth)
            cursor = key.flatMap { lineIndex(of: $0) } ?? items.firstIndex { $0.isSelectable }
        }
        scrollToCursor()
    }

    /// The index in `items` of the row `key`, `nil` when it has no line: counted in O(s + log n)
    /// (``ScreenItem/index(of:in:page:)``), or looked up when notes take several lines.
    func lineIndex(of key: RowKey) -> Int? {
        guard hasNotes else { return ScreenItem.index(of: key, in: session.form, page: page) }
        guard (try? session.form.isVisible(key)) == true else { return nil }
        return items.firstIndex { $0.key == key }
    }

    /// Puts the cursor on the row line at `index` (or the nearest row line) and scrolls to it.
    mutating func moveCursor(to index: Int, forward: Bool) {
        guard !items.isEmpty else { return }
        var target = min(max(index, 0), items.count - 1)
        let step = forward ? 1 : -1
        while !items[target].isSelectable {
            let next = target + step
            guard next >= 0, next < items.count else {
                // Nothing that way: look the other way.
                return moveCursorBack(from: target, step: -step)
            }
            target = next
        }
        cursor = target
        scrollToCursor()
        syncField()
    }

    private mutating func moveCursorBack(from index: Int, step: Int) {
        var target = index
        while target >= 0, target < items.count, !items[target].isSelectable { target += step }
        guard target >= 0, target < items.count else { return }
        cursor = target
        scrollToCursor()
        syncField()
    }

    /// Puts the cursor on the row `key` when it is visible; returns whether it did.
    @discardableResult
    mutating func placeCursor(on key: RowKey) -> Bool {
        if let page, let path = try? session.form.indexPath(of: key), path.count == 2, path[0] != page {
            // A row on another page: that page.
            guard session.form.isSectionShown(path[0]) else { return false }
            show(page: path[0], atEnd: false)
        }
        guard let index = lineIndex(of: key) else { return false }
        cursor = index
        scrollToCursor()
        syncField()
        return true
    }

    /// Scrolls so the cursor is on screen (with its section header when it is the first row),
    /// and never past the end of the body.
    mutating func scrollToCursor() {
        let maximumTop = max(items.count - bodyHeight, 0)
        guard let cursor else {
            top = min(top, maximumTop)
            return
        }
        if cursor < top {
            top = cursor
            if top > 0, case .header = items[top - 1] { top -= 1 }
        } else if cursor >= top + bodyHeight {
            top = cursor - bodyHeight + 1
        }
        top = min(max(top, 0), maximumTop)
        if cursor < top { top = cursor }
    }

    /// Scrolls so the rows under the cursor's row (its children, just shown) are in view as far
    /// as the screen allows, keeping the cursor on screen.
    mutating func scrollToChildren(count: Int) {
        guard let cursor, count > 0 else { return }
        let last = min(cursor + count, items.count - 1)
        if last >= top + bodyHeight { top = min(last - bodyHeight + 1, cursor) }
        let maximumTop = max(items.count - bodyHeight, 0)
        top = min(max(top, 0), maximumTop)
        if cursor < top { top = cursor }
    }

    /// Scrolls so that `lines` more lines under the cursor's row are on screen too (a text
    /// area's box, a description), the cursor's row staying on screen.
    mutating func makeRoom(below lines: Int) {
        guard let cursor else { return }
        top = min(max(top, cursor + 1 + lines - bodyHeight), cursor)
    }

    /// Scrolls by `lines` and keeps the cursor on screen.
    mutating func scroll(by lines: Int) {
        let maximumTop = max(items.count - bodyHeight, 0)
        top = min(max(top + lines, 0), maximumTop)
    }

    /// Makes a fresh editor when the cursor is on a text or date row, or drops it.
    mutating func syncField() {
        // In edit mode an item is moved, selected and deleted rather than typed into.
        guard let row = cursorRow, !(session.form.isEditing && row.isItem) else {
            field = nil
            return
        }
        if field?.key == row.key { return }
        field = makeField(row)
    }

    /// A field for `row`, limited to its `maxLength`.
    func makeField(_ row: Row) -> FieldEdit? {
        FieldEdit(row: row, maxLength: checks.maxLength(row.key, section: cursorSection))
    }

    /// Applies what an edit did: rebuilds the body when rows or sections appeared or vanished
    /// and keeps the cursor on the same row, or on the nearest row above that owns it when it
    /// was hidden.
    mutating func absorb(_ change: FormChange) {
        let structural = change.sections.contains(where: \.changesRows)
        if structural {
            let old = items
            if let page, !session.form.isSectionShown(page) {
                // The page's section was hidden: the next page shown, else the one before.
                let shown = pageSections
                self.page = shown.first { $0 > page } ?? shown.last
            }
            items = ScreenItem.lines(of: session.form, page: page, noteWidth: noteWidth)
            if let cursor, old.indices.contains(cursor) {
                let wanted = Self.survivor(of: cursor, in: old, form: session.form)
                let index = wanted.flatMap { lineIndex(of: $0) }
                // A list whose last item went: stay in it, on its stand-in row.
                let emptied = Self.section(of: old[cursor]).flatMap {
                    items.firstIndex(of: .emptyList(section: $0))
                }
                self.cursor = index ?? emptied ?? items.firstIndex { $0.isSelectable }
            }
            scrollToCursor()
        }
        checks.update(session.form, after: change)
        if let row = cursorRow, let field, field.key == row.key {
            self.field = makeField(row)
        } else {
            field = nil
            syncField()
        }
    }

    /// The sections shown, in order: the pages when the form is walked a page at a time.
    var pageSections: [Int] {
        (0..<session.form.sectionCount).filter { session.form.isSectionShown($0) }
    }

    /// Walks the form a page at a time: one section shown, from the first shown one.
    mutating func startPages() {
        guard let first = pageSections.first else { return }
        show(page: first, atEnd: false)
    }

    /// Shows `section` alone, the cursor on its first row (its last when `atEnd`).
    mutating func show(page section: Int, atEnd: Bool) {
        page = section
        items = ScreenItem.lines(of: session.form, page: section, noteWidth: noteWidth)
        top = 0
        cursor = atEnd ? items.lastIndex { $0.isSelectable } : items.firstIndex { $0.isSelectable }
        field = nil
        syncField()
        scrollToCursor()
    }

    /// Shows the page `delta` pages on (back when negative); returns whether there was one.
    @discardableResult
    mutating func turnPage(by delta: Int) -> Bool {
        guard let page else { return false }
        let sections = pageSections
        guard let here = sections.firstIndex(of: page), sections.indices.contains(here + delta) else {
            return false
        }
        show(page: sections[here + delta], atEnd: delta < 0)
        // What the last page's status said is not this page's; a problem stays.
        if !status.isError { status = Status(text: "", isError: false) }
        return true
    }

    /// The key of the line at `index` in `old`, or of the closest owner above it, that is still
    /// visible in `form`. Depths are read from the form: a row's depth never changes.
    static func survivor(of index: Int, in old: [ScreenItem], form: Form) -> RowKey? {
        guard let key = old[index].key, let row = try? form.row(key) else { return nil }
        func isVisible(_ key: RowKey) -> Bool { (try? form.isVisible(key)) ?? false }
        if isVisible(key) { return key }
        var depth = row.depth
        var probe = index - 1
        while probe >= 0, depth > 0, let candidate = old[probe].key {
            if let owner = try? form.row(candidate), owner.depth < depth {
                if isVisible(candidate) { return candidate }
                depth = owner.depth
            }
            probe -= 1
        }
        return nil
    }
}
