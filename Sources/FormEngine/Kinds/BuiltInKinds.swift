/// The library's kinds: the vocabulary of the descriptor's `kind` key and of the tutorial's
/// cell identifiers. Adding a kind is its type, in a file of its own in `Kinds/`, and its
/// prototype here.
enum BuiltInKinds {
    /// The kinds the descriptor's `kind` key names, each with its default settings, in the order
    /// messages list them; a kind's ``BuiltInKind/loaded(from:problem:)`` reads a cell's settings
    /// into a copy.
    static let all: [any BuiltInKind] =
        [NormalKind() as any BuiltInKind] + TextFormat.allCases.map { TextKind($0) as any BuiltInKind }
        + NumberStyle.allCases.map { NumberKind(NumberSettings(style: $0)) as any BuiltInKind }
        + [
            DateKind(), TimeKind(), DateTimeKind(), ToggleKind(ToggleSettings(style: .switch)),
            ToggleKind(ToggleSettings(style: .check)), OptionKind(), SliderKind(), SegmentedKind(),
            InfoKind(), NoteKind(),
            LinkKind(), ButtonKind(), FileKind(),
        ] as [any BuiltInKind]

    /// ``all`` held once each, by name: a row whose kind has the default settings shares its
    /// prototype's.
    static let shared: [String: AnyKind] = Dictionary(
        all.map { ($0.name, AnyKind($0)) }, uniquingKeysWith: { first, _ in first })

    /// ``all`` by name: the loader's vocabulary.
    static let byName: [String: any BuiltInKind] = Dictionary(
        all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// The kinds the tutorial's cell identifiers (`identifier` / `cellIdentifier`) stand for. An
    /// identifier is the app's own name for its cell class, so one FormEngine does not know
    /// (`idItemCell`) is not an error: the row loads as a plain row and the loader warns.
    static let tutorial: [String: any BuiltInKind] = [
        "idCellNormal": NormalKind(), "idCellTextfield": TextKind(), "idCellDatePicker": DateKind(),
        "idCellSwitch": ToggleKind(), "idCellValuePicker": OptionKind(), "idCellSlider": SliderKind(),
    ]
}
