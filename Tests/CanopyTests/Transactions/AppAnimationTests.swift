import Canopy
import Testing

private struct FadingApp: App {
    var body: some Scene {
        WindowGroup { AnimationClockTests.Lamp() }
    }
}

@MainActor
@Suite("D30: an app's windows animate on the app's one clock")
struct AppAnimationTests {
    @Test("D30/D31/D38: AppHost.advanceTime runs frames in every window; isAnimating is the app's")
    func appFrames() throws {
        let host = AppHost(FadingApp())
        _ = try host.openWindow()
        try host.windows[0].host.tap("On")
        #expect(host.isAnimating)
        host.advanceTime(by: 0.5)
        #expect(host.windows[0].host.render().contains(".opacity(0.5)  animating opacity"))
        #expect(!host.windows[1].host.render().contains("animating"))
        host.advanceTime(by: 0.6)
        #expect(!host.isAnimating)
    }
}
