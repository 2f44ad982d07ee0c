// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "FormEngine",
    products: [
        .library(name: "FormEngine", targets: ["FormEngine"]),
        .executable(name: "formcli", targets: ["formcli"]),
    ],
    targets: [
        .target(name: "FormEngine"),
        .executableTarget(name: "formcli", dependencies: ["FormEngine"]),
        .testTarget(
            name: "FormEngineTests",
            dependencies: ["FormEngine", "formcli"],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
