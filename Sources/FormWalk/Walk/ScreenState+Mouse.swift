/// The mouse in the full-screen walk (SGR 1006 reports, off with `--no-mouse`): a click on a
/// row moves the cursor there and taps it; the wheel scrolls three lines.
extension ScreenState {
    /// Handles a mouse report (a click on a button may finish the walk).
    mutating func click(_ event: MouseEvent) -> Step {
        switch event.action {
        case .wheelUp, .wheelDown:
            scroll(by: event.action == .wheelUp ? -3 : 3)
            // Keep the cursor on screen, on the nearest row.
            if let cursor, cursor < top {
                moveCursor(to: top, forward: true)
            } else if let cursor, cursor >= top + bodyHeight {
                moveCursor(to: top + bodyHeight - 1, forward: false)
            }
        case .press:
            // Screen row 0 is the title; the body follows.
            let index = top + droppedTopLines + event.row - 1
            guard event.row >= 1, event.row <= bodyHeight, index < items.count, items[index].isSelectable
            else {
                return .stay
            }
            guard commitField() else { return .stay }
            if index != cursor, let cursor, let key = items[cursor].key { checks.leave(key) }
            moveCursor(to: index, forward: true)
            // A click on a text, date or slider row puts the caret there; elsewhere it taps.
            if role == .other { return tap() }
        case .other:
            break
        }
        return .stay
    }
}
