// This file imports Canopy only, so `\.deviceStatus` here is Canopy's built-in, not the seed's
// declaration of the same name in CanopyPlaygrounds.
import Canopy
import CanopyTesting
import Testing

/// Canopy's built-in `deviceStatus` (D5), derived from the simulated platform (D4).
@MainActor
@Suite("D5: Canopy's built-in deviceStatus")
struct BuiltInDeviceStatusTests {
    @Test(
        "D4/D5: the built-in deviceStatus is .macOS on a Mac, else the window's size class",
        arguments: [
            (Platform.macOS, nil, "macOS"), (.iPadOS, nil, "regular"),
            (.iPadOS, WindowSize(width: 500, height: 800), "compact"), (.iOS, nil, "compact"),
        ] as [(Platform, WindowSize?, String)])
    func derivedFromPlatform(platform: Platform, windowSize: WindowSize?, expected: String) {
        let host = ViewHost(Reader(\.deviceStatus), platform: platform, windowSize: windowSize)
        expectRendered(
            host,
            """
            Reader
            └─ Text "\(expected)"
            """)
    }

    @Test("E7: resizing an iPad window updates the built-in deviceStatus without a task")
    func followsWindowSize() {
        let host = ViewHost(Reader(\.deviceStatus), platform: .iPadOS)
        host.windowSize = WindowSize(width: 500, height: 800)
        #expect(host.render().contains(#"Text "compact""#))
        host.windowSize = WindowSize(width: 1180, height: 820)
        #expect(host.render().contains(#"Text "regular""#))
    }

    @Test("E3: a subtree can still override the built-in deviceStatus")
    func subtreeOverride() {
        let host = ViewHost(
            VStack {
                Reader(\.deviceStatus).environment(\.deviceStatus, .compact)
                Reader(\.deviceStatus)
            },
            platform: .macOS)
        expectRendered(
            host,
            """
            VStack
            ├─ Reader .environment(\\.deviceStatus, compact)
            │  └─ Text "compact"
            └─ Reader
               └─ Text "macOS"
            """)
    }
}
