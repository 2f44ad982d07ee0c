/// The questions mkproject asks, as a FormEngine descriptor: the rows, the licence picker, the
/// switches, the email's format, the features to choose and the CI provider shown only while
/// CI is on, with the rules and their messages.
let projectForm = #"""
    {"title": "New project", "sections": [
      {"title": "Project", "rows": [
        {"key": "name", "kind": "text", "firstTitle": "Name", "required": true, "maximumLength": 40,
         "placeholder": "my-tool"},
        {"key": "license", "kind": "normal", "firstTitle": "Choose", "secondTitle": "Licence",
         "expandable": true, "additionalRows": 3, "required": true},
        {"key": "mit", "kind": "option", "firstTitle": "MIT"},
        {"key": "apache-2.0", "kind": "option", "firstTitle": "Apache 2.0"},
        {"key": "gpl-3.0", "kind": "option", "firstTitle": "GPL 3.0"},
        {"key": "email", "kind": "email", "firstTitle": "Maintainer's email", "required": true,
         "message": {"format": "Enter an email address like name@example.com"}}
      ]},
      {"title": "Set-up", "rows": [
        {"key": "git", "kind": "switch", "firstTitle": "Initialise git", "value": true},
        {"key": "tests", "kind": "switch", "firstTitle": "Add a test target", "value": true},
        {"key": "ci", "kind": "switch", "firstTitle": "Continuous integration", "value": false},
        {"key": "ciProvider", "kind": "text", "firstTitle": "CI provider", "required": true,
         "placeholder": "GitHub Actions", "visibleWhen": {"key": "ci", "equals": true}},
        {"key": "features", "kind": "normal", "firstTitle": "Choose", "secondTitle": "Features",
         "expandable": true, "additionalRows": 3, "selection": "multiple"},
        {"key": "cli", "kind": "option", "firstTitle": "Command-line tool"},
        {"key": "library", "kind": "option", "firstTitle": "Library"},
        {"key": "docs", "kind": "option", "firstTitle": "Documentation"}
      ]}
    ]}
    """#
