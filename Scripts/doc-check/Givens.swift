// The names the docs' Swift examples take as given, for Scripts/check-docs.py: each is what the
// surrounding prose says it is (a form, its controller, a file's URL, the app's own handler). A
// block that declares a name of its own shadows the one here. Only their types matter: nothing
// here runs.
import DocPlatform
import FormEngine
import FormEngineSettings
import FormWalk
import Foundation

private func given<Value>() -> Value { fatalError("check-docs only type-checks the examples") }

// Files.
var url: URL { given() }
var bundleURL: URL { given() }
var stateURL: URL { given() }
var defaultsURL: URL { given() }
var path: String { given() }

// A form and what it comes from or goes to.
var descriptor: FormDescriptor { given() }
var form: Form {
    get { given() }
    set {}
}
var original: Form { given() }
var state: FormState { given() }
var bundle: SettingsBundle { given() }
/// A command-line tool's form, a descriptor in a string.
var projectForm: String { given() }
/// A command-line tool's form built in code (Examples/mkproject).
enum ProjectForm { static func descriptor() throws -> FormDescriptor { given() } }
@MainActor var controller: FormController { given() }
@MainActor var model: FormModel { given() }
var walk: FormWalk {
    get { given() }
    set {}
}

/// The app's own type that answers decode into.
struct Profile: Decodable {
    var firstName: String
}

/// A command-line tool's own settings type.
struct Settings: Decodable {
    var name: String
}

// The app's own views and handlers (a method shown on its own reads its view controller's
// properties as these).
@MainActor var tableView: UITableView { given() }
@MainActor var slider: UISlider { given() }
@MainActor var nextButton: UIButton { given() }
@MainActor var isMovingRow: Bool {
    get { given() }
    set {}
}
@MainActor func apply(_ change: FormChange) {}
@MainActor func showRequiredHint() {}
