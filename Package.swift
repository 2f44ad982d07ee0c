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
        .library(name: "FormWalk", targets: ["FormWalk"]),
        .library(name: "FormEngineSettings", targets: ["FormEngineSettings"]),
        .library(name: "FormStateFiles", targets: ["FormStateFiles"]),
        .library(name: "FormExamples", targets: ["FormExamples"]),
        .library(name: "FormSchemaForms", targets: ["FormSchemaForms"]),
        .executable(name: "formcli", targets: ["formcli"]),
    ],
    // The layers, each on those below it only (docs/DESIGN.md; LayerTests checks the arrows).
    targets: [
        // Bytes to plist events: the guard, the byte readers, their cursors. Knows nothing of forms;
        // `package` access for the core's loader.
        .target(name: "FormPlist"),
        // Configuration files (JSON and JSON with comments, so far) read into one value
        // model, `JSONValue`, with the place of every value, and edited by splicing only the edited
        // member's bytes. A leaf: bytes in, documents out, no knowledge of forms.
        .target(name: "FormDocuments"),
        // The core an app embeds: descriptors, the form, validation, answers, state as values.
        .target(name: "FormEngine", dependencies: ["FormPlist"]),
        // Saving a form's state to a file that other processes save too: locking and merging.
        .target(name: "FormStateFiles", dependencies: ["FormEngine"]),
        // Apple Settings bundles: reading, lint, localisation, defaults files and their saving.
        .target(name: "FormEngineSettings", dependencies: ["FormEngine", "FormStateFiles"]),
        // The example forms formcli ships (the default form, the sign-up form), compiled in.
        .target(name: "FormExamples", dependencies: ["FormEngine"]),
        // The output formats: the text listing, the JSON listing (docs/OUTPUT-FORMATS.md) and the
        // HTML page, behind `package` access: formcli and the walk's line mode use them.
        .target(name: "FormRendering", dependencies: ["FormEngine"]),
        // JSON Schema (drafts 4 to 2020-12): its JSON value model and parser, schema loading with
        // `$ref` among a catalogue folder's files (never the network), and validation. On nothing:
        // issue #36's schema forms will stand on it, behind `package` access for now.
        .target(name: "FormSchema", dependencies: ["FormDocuments"]),
        // JSON Schema as a form (issue #36): a schema mapped to the typed descriptor, the rows
        // that hold each member of the instance, an instance read into a form and written back.
        // On the core and FormSchema. A library product: its public API is `JSONSchemaForm`
        // (a schema to the typed descriptor, an instance to a form and back); the rest is
        // `package` access, for formcli, as FormSchema's validator is.
        .target(name: "FormSchemaForms", dependencies: ["FormDocuments", "FormEngine", "FormSchema"]),
        // The walk (full screen and line mode) and its terminal layer, on injected descriptors.
        .target(name: "FormWalk", dependencies: ["FormEngine", "FormRendering"]),
        .executableTarget(
            name: "formcli",
            dependencies: [
                "FormDocuments", "FormEngine", "FormEngineSettings", "FormExamples", "FormRendering",
                "FormSchema", "FormSchemaForms", "FormStateFiles", "FormWalk",
            ]),
        // formbench shares the tests' SeededGenerator (TestSupport imports no testing framework).
        // Its generated forms are data (Forms/*.plist), so its code names no row kind.
        .executableTarget(
            name: "formbench",
            dependencies: ["FormDocuments", "FormEngine", "FormRendering", "FormSchema", "TestSupport"],
            resources: [.copy("Forms")]),
        // What the test targets share: seeded randomness, descriptor builders, the formcli runner,
        // repository paths, the VT100 screen model and the Settings bundle fixtures (read by
        // path, not as resources).
        .target(
            name: "TestSupport",
            dependencies: ["FormEngine", "FormExamples", "FormWalk"],
            path: "Tests/TestSupport",
            exclude: ["Fixtures"]
        ),
        // A test target for each library target, named after it. The core's tests read the
        // example forms of FormExamples.
        // The document layer: its readers, edits in place, hostile input.
        .testTarget(name: "FormDocumentsTests", dependencies: ["FormDocuments", "TestSupport"]),
        // The guard is checked as the loader calls it too, with FormEngine's limits and errors.
        .testTarget(name: "FormPlistTests", dependencies: ["FormEngine", "FormPlist", "TestSupport"]),
        .testTarget(name: "FormEngineTests", dependencies: ["FormEngine", "FormExamples", "TestSupport"]),
        .testTarget(
            name: "FormStateFilesTests", dependencies: ["FormEngine", "FormStateFiles", "TestSupport"]),
        .testTarget(
            name: "FormEngineSettingsTests",
            dependencies: ["FormEngine", "FormEngineSettings", "TestSupport"]),
        .testTarget(name: "FormExamplesTests", dependencies: ["FormEngine", "FormExamples", "TestSupport"]),
        .testTarget(
            name: "FormRenderingTests",
            dependencies: ["FormEngine", "FormEngineSettings", "FormRendering", "TestSupport"]),
        // The walk's tests: FormWalk's public API on a pseudo-terminal and pipes, its internals
        // (keys, line editing, frames) with @testable.
        .testTarget(
            name: "FormWalkTests", dependencies: ["FormEngine", "FormExamples", "FormWalk", "TestSupport"]),
        // The JSON Schema validator: its own cases, the official JSON Schema Test Suite and the
        // SchemaStore corpus (both in ../shared, skipped when absent); the schema forms' mapping.
        .testTarget(
            name: "FormSchemaTests",
            dependencies: ["FormDocuments", "FormEngine", "FormSchema", "FormSchemaForms", "TestSupport"]),
        // CLI tests: formcli as a subprocess, on a pseudo-terminal or in tmux, and its internal types.
        .testTarget(
            name: "FormCLITests",
            dependencies: [
                "FormEngine", "FormEngineSettings", "FormExamples", "FormPlist", "FormRendering",
                "FormStateFiles", "FormWalk", "formcli", "TestSupport",
            ],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
