// swift-tools-version:6.2
import CompilerPluginSupport
import PackageDescription

// Canopy depends on the toolchain alone. Every target treats warnings as errors, so the
// README's `swift test` is also the warnings check CI relies on.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

// Combine's publishers, subscribers, subjects and operators, `ObservableObject` and
// `@Published`, for platforms without Apple's Combine, so that `import Combine` builds there and
// Canopy re-exports it as SwiftUI re-exports Apple's. On Apple platforms the module is not
// declared (its name would shadow the system's) and Canopy re-exports the system's Combine.
#if canImport(Darwin)
let combineDependency: [Target.Dependency] = []
let combineTargets: [Target] = []
#else
let combineDependency: [Target.Dependency] = ["Combine"]
let combineTargets: [Target] = [
    .target(name: "Combine", swiftSettings: strict + [.swiftLanguageMode(.v6)]),
    .testTarget(name: "CombineTests", dependencies: ["Combine"], swiftSettings: strict),
]
#endif

let package = Package(
    name: "Canopy",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Canopy", targets: ["Canopy"]),
        .library(name: "CanopyTesting", targets: ["CanopyTesting"]),
        // The `canopy` command line over a package's own apps, views and previews.
        .library(name: "CanopyCLI", targets: ["CanopyCLI"]),
        .executable(name: "canopy", targets: ["canopy"]),
        .executable(name: "canopy-bench", targets: ["canopy-bench"]),
        .executable(name: "canopy-fuzz", targets: ["canopy-fuzz"]),
    ],
    targets: [
        // Creates delegate objects the way UIKit and AppKit do: see the header for why Swift
        // alone cannot on Linux.
        .target(name: "CanopyRuntimeShims"),
        // `#Preview` and `@Entry`: a compiler plugin that speaks the plugin protocol itself,
        // so the package needs no swift-syntax.
        .macro(name: "CanopyMacros", swiftSettings: strict),
        .target(
            name: "Canopy",
            dependencies: ["CanopyRuntimeShims", "CanopyMacros"] + combineDependency,
            swiftSettings: strict),
        .target(name: "CanopyTesting", dependencies: ["Canopy"], swiftSettings: strict),
        // The seed articles' samples are Swift 5-era code and compile as written.
        .target(
            name: "CanopyPlaygrounds", dependencies: ["Canopy"], path: "Playgrounds",
            swiftSettings: strict + [.swiftLanguageMode(.v5)]),
        // The command line as a library over any catalog of views and apps, so tests can run it
        // without spawning a process and a package's own executable can run it over its app.
        // It knows no playgrounds: a tool linking them would list their previews as its own.
        .target(name: "CanopyCLI", dependencies: ["Canopy"], swiftSettings: strict),
        // Canopy's playgrounds as a catalog, for the `canopy` executable and the CLI tests.
        .target(
            name: "CanopyBuiltInCatalog", dependencies: ["CanopyCLI", "CanopyPlaygrounds"],
            swiftSettings: strict),
        .executableTarget(
            name: "canopy", dependencies: ["CanopyCLI", "CanopyBuiltInCatalog"],
            swiftSettings: strict),
        .executableTarget(name: "canopy-bench", dependencies: ["Canopy"], swiftSettings: strict),
        // The differential self-check: random trees and changes, incremental vs fresh mount.
        .target(name: "CanopyFuzz", dependencies: ["Canopy"], swiftSettings: strict),
        .executableTarget(name: "canopy-fuzz", dependencies: ["CanopyFuzz"], swiftSettings: strict),
        .testTarget(
            name: "CanopyTests", dependencies: ["Canopy", "CanopyTesting"], swiftSettings: strict),
        .testTarget(
            name: "CanopyPlaygroundsTests",
            dependencies: ["Canopy", "CanopyTesting", "CanopyPlaygrounds"], swiftSettings: strict),
        .testTarget(
            name: "CanopyFuzzTests", dependencies: ["Canopy", "CanopyFuzz"], swiftSettings: strict),
        // SwiftUI code as people write it (previews, Foundation types without importing
        // Foundation, Swift 5 mode), built with `import Canopy`, mounted and rendered.
        .testTarget(
            name: "CanopyPortedTests", dependencies: ["Canopy"],
            swiftSettings: strict + [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "CanopyCLITests",
            dependencies: ["CanopyCLI", "CanopyBuiltInCatalog", "CanopyPlaygrounds"],
            swiftSettings: strict),
    ] + combineTargets
)

