import FormEngine
import Foundation

/// The questions mkproject asks, built in code: the rows, the licence picker (its options the
/// files of a licences folder, `Licenses`), the switches, the email's format, the features to
/// choose, and what computes — the author's name, read from `git config user.name` (or `$USER`)
/// when the form is made; a name refused while a directory of that name exists here; and the
/// CI provider picker, shown only while CI is on, whose options follow the chosen host.
enum ProjectForm {
    static func descriptor(
        licenses: [(key: RowKey, title: String)] = Licenses.builtIn
    ) throws(DescriptorProblems) -> FormDescriptor {
        try FormDescriptor(title: "New project") {
            FormSection("Project") {
                Cell.text("name", "Name").required().maxLength(40).placeholder("my-tool")
                    .validate { value, _ in
                        guard case .text(let name)? = value, !name.isEmpty,
                            FileManager.default.fileExists(atPath: name)
                        else { return nil }
                        return "'\(name)' exists here already; choose another name"
                    }
                Cell.text("author", "Author").value(computed: { authorName().map(Value.text) })
                Cell.picker("license", "Choose", options: licenses).subtitle("Licence").required()
                Cell.email("email", "Maintainer's email").required()
                    .message("Enter an email address like name@example.com", for: .format)
            }
            FormSection("Set-up") {
                Cell.toggle("git", "Initialise git").value(.bool(true))
                Cell.toggle("tests", "Add a test target").value(.bool(true))
                Cell.toggle("ci", "Continuous integration").value(.bool(false))
                Cell.picker(
                    "host", "Choose",
                    options: [("github", "GitHub"), ("gitlab", "GitLab"), ("other", "Elsewhere")]
                )
                .subtitle("Host").value(.choice("github"))
                .visible(when: .equals("ci", .bool(true)))
                Cell.picker("ciProvider", "Choose").subtitle("CI provider").required()
                    .options(reading: "host") { answers in providers[answers.text("host") ?? ""] ?? [] }
                    .visible(when: .equals("ci", .bool(true)))
                Cell.picker(
                    "features", "Choose",
                    options: [
                        ("cli", "Command-line tool"), ("library", "Library"), ("docs", "Documentation"),
                    ],
                    selection: .multiple()
                )
                .subtitle("Features")
            }
        }
    }

    /// The CI providers each host offers.
    static let providers: [String: [(key: RowKey, title: String)]] = [
        "github": [("github-actions", "GitHub Actions"), ("circleci", "CircleCI")],
        "gitlab": [("gitlab-ci", "GitLab CI"), ("circleci", "CircleCI")],
        "other": [("jenkins", "Jenkins"), ("buildkite", "Buildkite")],
    ]

    /// `git config user.name`, or `$USER` when git has none.
    static func authorName() -> String? {
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "config", "user.name"]
        let output = Pipe()
        git.standardOutput = output
        git.standardError = FileHandle.nullDevice
        if (try? git.run()) != nil {
            let data = output.fileHandleForReading.readDataToEndOfFile()
            git.waitUntilExit()
            let name = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            if git.terminationStatus == 0, !name.isEmpty { return name }
        }
        return ProcessInfo.processInfo.environment["USER"]
    }
}
