/// Where a problem is: a file, and within it a section, a row and a key, as far as they apply.
///
/// Sections and rows are 1-based, in file order, as a person counts them.
public struct Location: Hashable, Sendable, CustomStringConvertible {
    /// The file's path as given, if the problem came from a file.
    public var file: String?
    /// The 1-based section number.
    public var section: Int?
    /// The 1-based row number within its section, in file order.
    public var row: Int?
    /// The row's key, or the key of the state entry or descriptor field at fault.
    public var key: String?
    /// The 1-based index of an entry in a file that is a flat list rather than sections of rows
    /// (a Settings bundle pane's `PreferenceSpecifiers`); printed as `specifier N`.
    public var specifier: Int?
    /// In a JSON file, the JSON path of the value at fault, indices 0-based
    /// (`sections[1].rows[3].kind`); printed in place of the section and row, which are still
    /// set.
    public var path: String?

    /// Creates a location from the parts that apply.
    public init(
        file: String? = nil, section: Int? = nil, row: Int? = nil, key: String? = nil, specifier: Int? = nil,
        path: String? = nil
    ) {
        self.file = file
        self.section = section
        self.row = row
        self.key = key
        self.specifier = specifier
        self.path = path
    }

    /// `FILE: section S, row R (KEY)`, `FILE: specifier N (KEY)` or, in a JSON file,
    /// `FILE: PATH (KEY)`, with only the parts that apply.
    public var description: String {
        var place: [String] = []
        if let path {
            place.append(path)
        } else {
            if let section { place.append("section \(section)") }
            if let row { place.append("row \(row)") }
        }
        if let specifier { place.append("specifier \(specifier)") }
        var text = place.joined(separator: ", ")
        if let key { text += text.isEmpty ? "key \(key)" : " (\(key))" }
        switch (file, text.isEmpty) {
        case (let file?, false): return "\(file): \(text)"
        case (let file?, true): return file
        case (nil, _): return text
        }
    }

    /// This location with its file set (when it has none yet).
    func inFile(_ path: String?) -> Location {
        var copy = self
        if copy.file == nil { copy.file = path }
        return copy
    }
}
