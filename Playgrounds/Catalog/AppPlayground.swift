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
    /// The platforms the app is written for (a UIKit delegate's app: iOS and iPadOS). On the
    /// others it still runs, with diagnostics saying what the platform lacks (D4).
    public let platforms: [Platform]
    private let launch: @MainActor @Sendable (Platform) -> AppHost

    /// The app's name.
    public var id: String { name }

    /// An app playground named `name` that `launch` starts on a platform.
    public init(
        name: String, summary: String, platform: Platform = .macOS,
        platforms: [Platform] = Platform.allCases,
        launch: @escaping @MainActor @Sendable (Platform) -> AppHost
    ) {
        self.name = name
        self.summary = summary
        self.platform = platform
        self.platforms = platforms
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
            name: "movie-hunter-storage",
            summary:
                "Seed 000 with @SceneStorage (the tab, per window, restored on relaunch) and @AppStorage (the hits, shared) (try: open; tap 'Next Tab'; tap 'Hit Me'; quit; relaunch)."
        ) { AppHost(StoredMovieHunterApp(), platform: $0) },
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
        AppPlayground(
            name: "focused-commands",
            summary:
                "Seed 004 §3: Action > Empty clears the text of the key window's DataModel, published with focusedSceneObject (try: open; type 'hello' into 'TextEditor' in 1; command 'Action/Empty')."
        ) { AppHost(FocusedSceneObjectDemoApp(), platform: $0) },
        AppPlayground(
            name: "focused-object-commands",
            summary:
                "Seed 004 §3: the same command with focusedObject on the editor: it acts only while the editor has focus (try: focus 'TextEditor'; command 'Action/Empty')."
        ) { AppHost(FocusedObjectDemoApp(), platform: $0) },
        AppPlayground(
            name: "scribe",
            summary:
                "S4: a Format menu built like any view: a checkable item, a submenu, a picker's choices as a submenu and inline, beside the app menu (try: command 'Format/Bold'; command 'Format/Size/Bigger'; command 'Format/Theme/Night'; command 'Format/Centre')."
        ) { AppHost(ScribeApp(), platform: $0) },
        AppPlayground(
            name: "delegates",
            summary:
                "Seed 004 §1 with Observation: an @Observable app delegate launched once and a scene delegate per window, each in the environment (try: open; phase 1 background; phase 1 active).",
            platform: .iPadOS, platforms: [.iPadOS, .iOS]
        ) { AppHost(PropertyWrapperApp(), platform: $0) },
        AppPlayground(
            name: "delegates-published",
            summary:
                "Seed 004 §1 with ObservableObject: the app delegate injected with environmentObject, and an observable scene delegate the window gets by itself.",
            platform: .iOS, platforms: [.iOS, .iPadOS]
        ) { AppHost(SceneDelegateDemo(), platform: $0, viewFailures: .errorNode) },
        AppPlayground(
            name: "health-notes",
            summary:
                "Seed 001 as written: Device asks UIDevice; the iPad fakes two columns, the iPhone pushes through a hidden isActive link (try: tap Item1; longpress click; tap del; --platform iOS).",
            platform: .iPadOS, platforms: [.iPadOS, .iOS]
        ) { AppHost(HealthNotesApp(), platform: $0) },
    ]

    /// The app playground named `name`.
    public static func app(named name: String) -> AppPlayground? {
        apps.first { $0.name == name }
    }
}
