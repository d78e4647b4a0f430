import Canopy
import CanopyTesting
import Testing

@testable import CanopyPlaygrounds

@MainActor
@Suite("Seed navigation samples")
struct NavigationSeedTests {
    @Test("P11: seed 002's navigationTitle flows up to the NavigationView and the window")
    func pageOne() {
        let host = ViewHost(PageOne())
        #expect(host.windowTitle == "Page One")
        expectRendered(
            host,
            """
            PageOne
            └─ NavigationView title:"Page One"
               └─ VStack
                  ├─ Text "Welcome"
                  └─ Text "The title above comes from inside this VStack."
            """)
    }

    @Test("D4: the #if !os(macOS) branch is compiled on Linux and applies on a simulated iPhone")
    func conditionallyCompiledOnIOS() {
        let host = ViewHost(NavigationStack { ConditionallyCompiledTitle() }, platform: .iOS)
        #expect(host.render().hasPrefix(#"NavigationStack title:"Movies" displayMode:inline"#))
        #expect(host.diagnostics.isEmpty)
    }

    @Test("D4: on a simulated Mac the iOS-only modifier is ignored and reported")
    func conditionallyCompiledOnMacOS() {
        let host = ViewHost(NavigationStack { ConditionallyCompiledTitle() }, platform: .macOS)
        #expect(host.render().hasPrefix(#"NavigationStack title:"Movies""#))
        #expect(!host.render().contains("displayMode"))
        #expect(host.diagnostics.map(\.kind) == [.platformUnavailable])
        #expect(
            host.diagnostics.first?.viewPath == "NavigationStack/ConditionallyCompiledTitle/Text")
    }

    @Test(
        "D4: safeNavigationBarTitleDisplayMode leaves the view unchanged on every platform on Linux",
        arguments: Platform.allCases)
    func safeHelper(platform: Platform) {
        let host = ViewHost(NavigationStack { SafeTitle() }, platform: platform)
        #expect(host.render().hasPrefix(#"NavigationStack title:"Upcoming""#))
        #expect(!host.render().contains("displayMode"))
        #expect(host.diagnostics.isEmpty)
    }

    @Test("The title-display-mode playground shows one tab per answer")
    func playground() async throws {
        let host = try #require(await PlaygroundCatalog.named("title-display-mode")?.makeHost())
        #expect(host.render().hasPrefix(#"TitleDisplayModePlayground"#))
        try host.selectTab("safe helper")
        #expect(host.windowTitle == "Upcoming")
    }
}
