/// A decoded key press, independent of how the terminal encoded it.
///
/// The space bar is reported as `.char(" ")`; there is no separate case for it.
enum Key: Equatable, Hashable, Sendable {
    /// Cursor up (`ESC [ A` or `ESC O A`).
    case up
    /// Cursor down (`ESC [ B` or `ESC O B`).
    case down
    /// Cursor left (`ESC [ D` or `ESC O D`).
    case left
    /// Cursor right (`ESC [ C` or `ESC O C`).
    case right
    /// Home (`ESC [ H`, `ESC O H`, `ESC [ 1 ~`, `ESC [ 7 ~`).
    case home
    /// End (`ESC [ F`, `ESC O F`, `ESC [ 4 ~`, `ESC [ 8 ~`).
    case end
    /// Page up (`ESC [ 5 ~`).
    case pageUp
    /// Page down (`ESC [ 6 ~`).
    case pageDown
    /// Return / Enter (CR or LF).
    case enter
    /// Horizontal tab (0x09).
    case tab
    /// Backspace (DEL 0x7f or BS 0x08).
    case backspace
    /// Forward delete (`ESC [ 3 ~`).
    case delete
    /// A lone Escape key press (reported only after the decoder's escape timeout is flushed).
    case escape
    /// Ctrl-C (0x03); raw mode disables ISIG so it arrives as a key, not as SIGINT.
    case ctrlC
    /// Ctrl-U (0x15): conventionally "delete to start of line".
    case ctrlU
    /// Ctrl-D (0x04): conventionally end of input.
    case ctrlD
    /// Ctrl-E (0x05): edit mode on or off, on any row (letters are typed on text rows).
    case ctrlE
    /// Ctrl-N (0x0E): a new item, on any row of a list.
    case ctrlN
    /// Ctrl-O (0x0F): open the row's nested form, on any row that has one.
    case ctrlO
    /// Ctrl-Z (0x1A): suspend, as the shell's job control expects.
    case ctrlZ
    /// Shift-Tab (`ESC [ Z`): back one field.
    case shiftTab
    /// F1 (`ESC O P`, `ESC [ 1 1 ~`): help.
    case f1
    /// A bracketed paste (`ESC [ 200 ~` … `ESC [ 201 ~`): the pasted text, never read as keys.
    case paste(String)
    /// A mouse report in SGR 1006 form (`ESC [ < b ; x ; y M`).
    case mouse(MouseEvent)
    /// Shift + cursor up (`ESC [ 1 ; 2 A`).
    case shiftUp
    /// Shift + cursor down (`ESC [ 1 ; 2 B`).
    case shiftDown
    /// Shift + cursor left (`ESC [ 1 ; 2 D`).
    case shiftLeft
    /// Shift + cursor right (`ESC [ 1 ; 2 C`).
    case shiftRight
    /// A printable character (one Unicode scalar as typed, including space).
    case char(Character)
    /// Bytes that were not understood: an unsupported sequence, a control byte, or invalid UTF-8.
    case unknown([UInt8])
}

/// A mouse report: what happened and where, 0-based in screen cells.
struct MouseEvent: Equatable, Hashable, Sendable {
    /// What the mouse did.
    enum Action: Equatable, Hashable, Sendable {
        /// The left button was pressed.
        case press
        /// The wheel turned up / down.
        case wheelUp, wheelDown
        /// Anything else (other buttons, releases, motion): ignored by the walk.
        case other
    }

    /// What the mouse did.
    var action: Action
    /// The screen row, from 0 at the top.
    var row: Int
    /// The screen column, from 0 at the left.
    var column: Int
}
