/// The public ``RowKind`` enum and the kind types, while the enum stays: each case is one kind
/// type with its settings (``BuiltInKind/rowKind`` is the way back). Rows and descriptors hold
/// the kind type; the enum is made when a caller asks for it.
extension RowKind {
    /// The kind this case stands for, with its settings.
    var definition: any BuiltInKind {
        switch self {
        case .normal: return NormalKind()
        case .text(let format): return TextKind(format)
        case .number(let settings): return NumberKind(settings)
        case .date(let settings): return DateKind(settings)
        case .time(let settings): return TimeKind(settings)
        case .dateTime(let settings): return DateTimeKind(settings)
        case .toggle(let settings): return ToggleKind(settings)
        case .option: return OptionKind()
        case .slider(let settings): return SliderKind(settings)
        case .segmented(let choices): return SegmentedKind(choices)
        case .info: return InfoKind()
        case .note: return NoteKind()
        case .link: return LinkKind()
        case .button(let action): return ButtonKind(action: action)
        case .file(let settings): return FileKind(settings)
        case .custom(let kind): return kind.adapted
        }
    }
}
