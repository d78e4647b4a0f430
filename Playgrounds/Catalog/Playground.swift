import Canopy

/// One runnable sample: a named view tree the `canopy` CLI can render and tests can mount.
///
///     let host = await PlaygroundCatalog.named("checked-button")!.makeHost()
///     print(host.render())
public struct Playground: Sendable, Identifiable {
    /// The short kebab-case name the CLI takes: `checked-button`.
    public let name: String
    /// One sentence saying what the playground shows.
    public let summary: String
    /// The platform the playground is simulated on unless the caller picks another.
    public let platform: Platform
    /// Diagnostics the playground produces on purpose (a lesson about a platform limit, D4).
    public let expectedDiagnostics: Set<Diagnostic.Kind>
    private let content: @MainActor @Sendable (Platform) -> AnyView

    /// The playground's name.
    public var id: String { name }

    /// A playground named `name` whose tree `content` builds for the simulated platform.
    public init(
        name: String, summary: String, platform: Platform = .macOS,
        expectedDiagnostics: Set<Diagnostic.Kind> = [],
        content: @escaping @MainActor @Sendable (Platform) -> AnyView
    ) {
        self.name = name
        self.summary = summary
        self.platform = platform
        self.expectedDiagnostics = expectedDiagnostics
        self.content = content
    }

    /// The playground's root view as it is built for `platform` (the playground's own platform
    /// when `nil`).
    @MainActor
    public func makeView(platform: Platform? = nil) -> AnyView {
        content(platform ?? self.platform)
    }

    /// Mounts the playground in a new window on `platform` (the playground's own when `nil`),
    /// sized `windowSize` (the platform's default when `nil`), and settles its tasks, so the
    /// host is ready to render.
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
