// swift-tools-version: 6.0
import PackageDescription

// The sign-up form as an app writes it: the bundled sign-up descriptor says every rule, format
// and message, and `decode` fills the app's struct, so the view model holds none of them. It
// depends on FormEngine by path, as an app would on a released version, and uses only its
// public API.
let package = Package(
    name: "SignUp",
    platforms: [.macOS(.v15), .iOS(.v16)],
    dependencies: [
        .package(name: "FormEngine", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "SignUp",
            dependencies: [
                .product(name: "FormEngine", package: "FormEngine"),
                .product(name: "FormExamples", package: "FormEngine"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
