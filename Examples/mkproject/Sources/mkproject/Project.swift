/// What mkproject makes of the answers: decoded from them by the rows' keys. A row hidden by its
/// condition (the host and the CI provider while CI is off) or left empty decodes as `nil`.
struct Project: Codable {
    var name: String
    var author: String?
    var license: String
    var email: String
    var git: Bool
    var tests: Bool
    var ci: Bool
    var host: String?
    var ciProvider: String?
    var features: [String]?
}
