// swift-tools-version: 6.0
import PackageDescription

// A kind an app defines, in one file (StarRating.swift), used as the library's own kinds are:
// named by a descriptor file, made by the builder, edited in the walk, listed and answered. It
// depends on FormEngine by path, as an app would on a released version, and uses only its
// public API.
let package = Package(
    name: "StarRating",
    platforms: [.macOS(.v15), .iOS(.v16)],
    dependencies: [
        .package(name: "FormEngine", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "StarRating",
            dependencies: [
                .product(name: "FormEngine", package: "FormEngine"),
                .product(name: "FormWalk", package: "FormEngine"),
            ],
            exclude: ["review.json"]
        )
    ],
    swiftLanguageModes: [.v6]
)
