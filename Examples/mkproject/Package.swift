// swift-tools-version: 6.0
import PackageDescription

// mkproject: a command-line tool that asks for a new project's settings with FormWalk, in
// process, and prints them as JSON. The form says every question, choice and rule; the tool has
// no prompting, checking or formatting code of its own. It depends on FormEngine by path, as a
// tool would on a released version, and uses only the public API of FormEngine and FormWalk.
let package = Package(
    name: "mkproject",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "FormEngine", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "mkproject",
            dependencies: [
                .product(name: "FormEngine", package: "FormEngine"),
                .product(name: "FormWalk", package: "FormEngine"),
            ],
            // The licences the picker offers, one file each (see Licenses.swift).
            resources: [.copy("licenses")]
        )
    ],
    swiftLanguageModes: [.v6]
)
