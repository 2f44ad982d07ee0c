import FormEngine
import Foundation

/// What the app keeps of a sign-up: filled by `form.decode(SignUpAnswers.self)`, keyed by the
/// descriptor's row keys. Optional properties are rows a person may leave empty (or that are
/// hidden, such as `topics` while the newsletter is off).
struct SignUpAnswers: Decodable, Equatable {
    enum Level: String, Decodable { case beginner, regular, expert }

    struct Phone: Decodable, Equatable {
        var key: String
        var title: String
        var order: Int
    }

    var fullName: String
    var username: String
    var email: String
    var password: String
    var website: URL?
    var dateOfBirth: CalendarDate
    var country: String
    var height: Double?
    var experience: Int?
    var level: Level
    var bestTime: Int?
    var about: String?
    var daysPerWeek: Int
    var trainingTime: String
    var welcomeSession: String?
    var guests: Int
    var phone: [Phone]
    var newsletter: Bool
    var topics: [String]?
    var acceptTerms: Bool
}
