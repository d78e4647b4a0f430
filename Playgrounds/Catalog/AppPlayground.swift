import Canopy

/// One runnable app sample: an `App` the `canopy run` command launches on a simulated
/// platform, and tests can drive window by window.
public struct AppPlayground: Sendable, Identifiable {
    /// The short kebab-case name the CLI takes: `movie-hunter`.
    public let name: String
    /// One sentence saying what the app shows.
    public let summary: String
    /// The platform the app runs on unless the caller picks another.
    public let platform: Platform
    private let launch: @MainActor @Sendable (Platform) -> AppHost

    /// The app's name.
    public var id: String { name }

    /// An app playground named `name` that `launch` starts on a platform.
    public init(
        name: String, summary: String, platform: Platform = .macOS,
        launch: @escaping @MainActor @Sendable (Platform) -> AppHost
    ) {
        self.name = name
        self.summary = summary
        self.platform = platform
        self.launch = launch
    }

    /// Launches the app on `platform` (the playground's own when `nil`).
    @MainActor public func makeHost(platform: Platform? = nil) -> AppHost {
        launch(platform ?? self.platform)
    }
}

extension PlaygroundCatalog {
    /// The app playgrounds `canopy run` knows.
    public static let apps: [AppPlayground] = [
        AppPlayground(
            name: "movie-hunter",
            summary:
                "Seed 000, the bug: the store is created in the App and injected into every window, so a tap in one window changes them all (try: open; tap 'Next Tab')."
        ) { AppHost(SharedStoreMovieHunterApp(), platform: $0) },
        AppPlayground(
            name: "movie-hunter-per-scene",
            summary:
                "Seed 000, the fix: the store lives in the scene's root view, so every window keeps its own tab and hits."
        ) { AppHost(PerSceneMovieHunterApp(), platform: $0) },
        AppPlayground(
            name: "single-store",
            summary:
                "Seed 000's SingleStoreDemo: one store with a tab per scene (made onAppear, removed onDisappear) and a hit counter every window shares."
        ) { AppHost(SingleStoreApp(), platform: $0) },
        AppPlayground(
            name: "movie-settings",
            summary:
                "Seed 000 on macOS: the Settings scene is its own tree and applies the @AppStorage colour scheme and language itself (try: settings; toggle 'Dark Mode')."
        ) { AppHost(MovieSettingsApp(), platform: $0) },
    ]

    /// The app playground named `name`.
    public static func app(named name: String) -> AppPlayground? {
        apps.first { $0.name == name }
    }
}
