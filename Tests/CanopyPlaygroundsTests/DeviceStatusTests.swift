import Canopy
import CanopyTesting
import Testing

@testable import CanopyPlaygrounds

/// Seed 000's own `DeviceStatus` key, which shadows Canopy's built-in inside the playgrounds
/// module (D5), on every simulated platform (D4).
@MainActor
@Suite("Seed 000: the article's deviceStatus on simulated platforms")
struct DeviceStatusTests {
    nonisolated static let narrowIPad = WindowSize(width: 500, height: 800)

    @Test(
        "D4: compiled on Linux, setDeviceStatus() takes its non-iOS branch and writes .macOS on every platform",
        arguments: [
            (Platform.macOS, nil), (.iPadOS, nil), (.iPadOS, narrowIPad), (.iOS, nil),
        ] as [(Platform, WindowSize?)])
    func seedSetDeviceStatus(platform: Platform, windowSize: WindowSize?) async {
        let host = ViewHost(DeviceStatusPlayground(), platform: platform, windowSize: windowSize)
        await host.settle()
        // The reader outside `setDeviceStatus()` reads the seed key's default, which is
        // `.compact` off macOS (E1, E3).
        expectRendered(
            host,
            """
            DeviceStatusPlayground
            └─ VStack
               ├─ RootView .environment(\\.deviceStatus, macOS)
               │  └─ VStack
               │     ├─ Text "Root view"
               │     └─ DeviceStatusLabel
               │        └─ Text "deviceStatus: macOS"
               └─ DeviceStatusLabel
                  └─ Text "deviceStatus: compact"
            """)
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "D4/D5: the size-class path makes deviceStatus follow the simulated window",
        arguments: [
            (Platform.macOS, nil, "regular"), (.iPadOS, nil, "regular"),
            (.iPadOS, narrowIPad, "compact"), (.iOS, nil, "compact"),
        ] as [(Platform, WindowSize?, String)])
    func sizeClassPath(platform: Platform, windowSize: WindowSize?, expected: String) async {
        let host = ViewHost(
            SizeClassDeviceStatusPlayground(), platform: platform, windowSize: windowSize)
        await host.settle()
        expectRendered(
            host,
            """
            SizeClassDeviceStatusPlayground
            └─ .modifier(SizeClassDeviceStatusModifier) .environment(\\.deviceStatus, \(expected))
               └─ RootView
                  └─ VStack
                     ├─ Text "Root view"
                     └─ DeviceStatusLabel
                        └─ Text "deviceStatus: \(expected)"
            """)
        #expect(host.diagnostics.isEmpty)
    }

    @Test("L5: until the task(id:) body runs, readers see the @State's initial .compact")
    func beforeSettle() async {
        let host = ViewHost(SizeClassDeviceStatusPlayground(), platform: .iPadOS)
        #expect(host.render().contains(#"Text "deviceStatus: compact""#))
        await host.settle()
        #expect(host.render().contains(#"Text "deviceStatus: regular""#))
    }

    @Test("L5/E7: resizing the iPad window restarts the task and the status follows")
    func resizingFollows() async {
        let host = await PlaygroundCatalog.named("device-status-size-class")!.makeHost()
        #expect(host.platform == .iPadOS)
        #expect(host.render().contains(#"Text "deviceStatus: regular""#))
        host.windowSize = Self.narrowIPad
        await host.settle()
        #expect(host.render().contains(#"Text "deviceStatus: compact""#))
        host.windowSize = Platform.iPadOS.defaultWindowSize
        await host.settle()
        #expect(host.render().contains(#"Text "deviceStatus: regular""#))
        // Mounted reading `.compact`, then `.regular`, `.compact`, `.regular`: once per change.
        #expect(host.bodyEvaluations(of: DeviceStatusLabel.self) == 4)
        #expect(host.diagnostics.isEmpty)
    }

    @Test("D5: in the playgrounds module \\.deviceStatus is the seed's key, not Canopy's built-in")
    func seedKeyShadowsBuiltIn() {
        // On a full-width iPad the built-in reads `.regular`; the seed's key, never written
        // here, reads its own Linux default.
        let host = ViewHost(DeviceStatusLabel(), platform: .iPadOS)
        expectRendered(
            host,
            """
            DeviceStatusLabel
            └─ Text "deviceStatus: compact"
            """)
    }
}
