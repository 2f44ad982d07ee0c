/// The tutorial's cell identifiers (`identifier` / `cellIdentifier`), the one place a cell's
/// identifier is turned into a kind name.
///
/// An identifier is the app's own name for its cell class, so one FormEngine does not know
/// (`idItemCell`) is not an error: the row loads as a plain (`normal`) row and the loader reports
/// a warning. A `kind`, FormEngine's own vocabulary, is resolved by name in
/// `CellRecord.resolveKind`, where an unknown one stays an error.
enum CellIdentifier {
    /// The kind name the tutorial's identifier stands for, or `nil` for an identifier FormEngine
    /// does not know.
    static func kindName(_ identifier: String) -> String? {
        switch identifier {
        case "idCellNormal": return "normal"
        case "idCellTextfield": return "text"
        case "idCellDatePicker": return "date"
        case "idCellSwitch": return "switch"
        case "idCellValuePicker": return "option"
        case "idCellSlider": return "slider"
        default: return nil
        }
    }
}
