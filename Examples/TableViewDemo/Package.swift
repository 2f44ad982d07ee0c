// swift-tools-version: 6.0
import PackageDescription

// An app's view of FormEngine: it depends on the library by path, exactly as an app would
// depend on a released version, and uses only its public API.
let package = Package(
    name: "TableViewDemo",
    // FormEngine's own minimums; the demo is a command-line program (macOS 15 like formcli).
    platforms: [.macOS(.v15), .iOS(.v16)],
    dependencies: [
        .package(name: "FormEngine", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "TableViewDemo",
            dependencies: [
                .product(name: "FormEngine", package: "FormEngine"),
                .product(name: "FormExamples", package: "FormEngine"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
