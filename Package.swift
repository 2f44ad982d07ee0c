// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "FormEngine",
    // The library needs `Duration` and `ContinuousClock` (the state-file lock's timeout): iOS 16,
    // tvOS 16, watchOS 9 (Swift concurrency alone would allow 13/13/6). `FormModel` needs
    // Observation and says so with `@available` (iOS 17, …), so an app with an older deployment
    // target builds and uses `FormController`. macOS 15 is what formcli needs (`Atomic` from
    // Synchronization); SwiftPM sets one minimum per platform for every target of a package.
    platforms: [.macOS(.v15), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "FormEngine", targets: ["FormEngine"]),
        .executable(name: "formcli", targets: ["formcli"]),
    ],
    targets: [
        .target(name: "FormEngine"),
        .executableTarget(name: "formcli", dependencies: ["FormEngine"]),
        // formbench shares the tests' SeededGenerator (TestSupport imports no testing framework).
        .executableTarget(name: "formbench", dependencies: ["FormEngine", "TestSupport"]),
        // What both test targets share: seeded randomness, descriptor builders, the formcli runner,
        // repository paths and the Settings bundle fixtures (read by path, not as resources).
        .target(
            name: "TestSupport",
            dependencies: ["FormEngine"],
            path: "Tests/TestSupport",
            exclude: ["Fixtures"]
        ),
        // Library tests: only the FormEngine API.
        .testTarget(name: "FormEngineTests", dependencies: ["FormEngine", "TestSupport"]),
        // CLI tests: formcli as a subprocess, on a pseudo-terminal or in tmux, and its internal types.
        .testTarget(
            name: "FormCLITests",
            dependencies: ["FormEngine", "formcli", "TestSupport"],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
