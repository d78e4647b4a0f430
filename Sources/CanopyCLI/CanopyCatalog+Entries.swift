import Canopy

extension CanopyCatalog {
    /// A view the command line renders and explains by name: `render NAME`, `explain NAME`.
    ///
    ///     .view("note-list", summary: "The notes, newest first.") { NoteList() }
    public struct ViewEntry: Sendable, Identifiable {
        /// The name the command line takes: `note-list`.
        public let name: String
        /// One sentence saying what the view shows (`list` prints it); may be empty.
        public let summary: String
        /// The platform the view is simulated on unless the command line picks another.
        public let platform: Platform
        private let content: @MainActor @Sendable (Platform) -> AnyView

        /// The view's name.
        public var id: String { name }

        /// A view named `name` whose tree `content` builds for the simulated platform.
        public init(
            name: String, summary: String = "", platform: Platform = .macOS,
            content: @escaping @MainActor @Sendable (Platform) -> AnyView
        ) {
            self.name = name
            self.summary = summary
            self.platform = platform
            self.content = content
        }

        /// The root view as it is built for `platform` (the entry's own when `nil`).
        @MainActor
        public func makeView(platform: Platform? = nil) -> AnyView {
            content(platform ?? self.platform)
        }

        /// Mounts the view in a new window on `platform` (the entry's own when `nil`), sized
        /// `windowSize` (the platform's default when `nil`), and settles its tasks, so the host
        /// is ready to render.
        @MainActor
        public func makeHost(platform: Platform? = nil, windowSize: WindowSize? = nil) async
            -> ViewHost
        {
            let platform = platform ?? self.platform
            let host = ViewHost(
                makeView(platform: platform), platform: platform, windowSize: windowSize)
            await host.settle()
            return host
        }
    }

    /// An app the command line launches by name: `run NAME`.
    ///
    ///     .app("notes", NotesApp.self, summary: "A notes app with a Settings window.")
    public struct AppEntry: Sendable, Identifiable {
        /// The name the command line takes: `notes`.
        public let name: String
        /// One sentence saying what the app shows (`list` and the HTML page print it); may be
        /// empty.
        public let summary: String
        /// The platform the app runs on unless the command line picks another.
        public let platform: Platform
        private let launch: @MainActor @Sendable (Platform) -> AppHost

        /// The app's name.
        public var id: String { name }

        /// An app named `name` that `launch` starts on a platform.
        public init(
            name: String, summary: String = "", platform: Platform = .macOS,
            launch: @escaping @MainActor @Sendable (Platform) -> AppHost
        ) {
            self.name = name
            self.summary = summary
            self.platform = platform
            self.launch = launch
        }

        /// Launches the app on `platform` (the entry's own when `nil`).
        @MainActor
        public func makeHost(platform: Platform? = nil) -> AppHost {
            launch(platform ?? self.platform)
        }
    }
}

extension CanopyCatalog.ViewEntry {
    /// A view named `name`: the one `content` builds, the same on every platform.
    public static func view<Content: View>(
        _ name: String, summary: String = "", platform: Platform = .macOS,
        @ViewBuilder content: @escaping @MainActor @Sendable () -> Content
    ) -> Self {
        Self(name: name, summary: summary, platform: platform) { _ in AnyView(content()) }
    }

    /// A view named `name` that `content` builds for the simulated platform it is given.
    public static func view<Content: View>(
        _ name: String, summary: String = "", platform: Platform = .macOS,
        @ViewBuilder content: @escaping @MainActor @Sendable (Platform) -> Content
    ) -> Self {
        Self(name: name, summary: summary, platform: platform) { AnyView(content($0)) }
    }
}

extension CanopyCatalog.AppEntry {
    /// The app `type` named `name`: `run NAME` creates it (`App.init()`) and launches it, as
    /// the system does.
    public static func app<A: App>(
        _ name: String, _ type: A.Type, summary: String = "", platform: Platform = .macOS
    ) -> Self {
        Self(name: name, summary: summary, platform: platform) { AppHost(A(), platform: $0) }
    }
}
