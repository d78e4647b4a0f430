// swift-tools-version:6.2
import PackageDescription

// A Mac notes app written as SwiftUI sample code is, built against SwiftUI on a Mac and against
// Canopy on Linux, where its tests run and `notes-canopy` gives it the whole `canopy` command
// line. It depends on Canopy by path: this repository's own checkout.
let package = Package(
    name: "NotesApp",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Canopy", path: "../..")
    ],
    targets: [
        // The app and its views: SwiftUI where there is one, Canopy where there is not. Swift 5
        // language mode, as SwiftUI's sample code.
        .target(
            name: "NotesApp",
            dependencies: [
                .product(name: "Canopy", package: "Canopy", condition: .when(platforms: [.linux]))
            ],
            swiftSettings: [
                .swiftLanguageMode(.v5), .treatAllWarnings(as: .error),
            ]),
        // `swift run notes-canopy list`, `render`, `run notes --steps …`, `explain`, `previews`.
        .executableTarget(
            name: "notes-canopy",
            dependencies: [
                "NotesApp",
                .product(
                    name: "CanopyCLI", package: "Canopy", condition: .when(platforms: [.linux])),
            ],
            swiftSettings: [.treatAllWarnings(as: .error)]),
        .testTarget(
            name: "NotesAppTests",
            dependencies: [
                "NotesApp",
                .product(
                    name: "CanopyTesting", package: "Canopy",
                    condition: .when(platforms: [.linux])),
            ],
            swiftSettings: [.treatAllWarnings(as: .error)]),
    ]
)
