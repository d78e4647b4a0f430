import Canopy
import CanopyTesting
import Foundation
import Testing

@MainActor
@Suite("Built-in environment values (E9, D4–D6)")
struct BuiltinEnvironmentTests {
    struct Builtins: View {
        @Environment(\.colorScheme) var colorScheme
        @Environment(\.locale) var locale
        @Environment(\.horizontalSizeClass) var horizontal
        @Environment(\.verticalSizeClass) var vertical
        @Environment(\.controlSize) var controlSize
        @Environment(\.scenePhase) var scenePhase
        @Environment(\.isEnabled) var isEnabled
        @Environment(\.deviceStatus) var deviceStatus
        var body: some View {
            Text(
                "\(colorScheme) \(locale.identifier) \(horizontal.map { "\($0)" } ?? "nil")/\(vertical.map { "\($0)" } ?? "nil") \(controlSize) \(scenePhase) enabled=\(isEnabled) \(deviceStatus)"
            )
        }
    }

    @Test("D6: host defaults are deterministic: light, en_US, regular, active")
    func hostDefaults() {
        expectRendered(
            ViewHost(Builtins()),
            """
            Builtins
            └─ Text "light en_US regular/regular regular active enabled=true macOS"
            """)
    }

    @Test("E9/D4: horizontalSizeClass follows the simulated platform")
    func sizeClassByPlatform() {
        #expect(ViewHost(Builtins(), platform: .macOS).render().contains("regular/regular"))
        #expect(ViewHost(Builtins(), platform: .iPadOS).render().contains("regular/regular"))
        let narrowPad = ViewHost(
            Builtins(), platform: .iPadOS, windowSize: WindowSize(width: 500, height: 800))
        #expect(narrowPad.render().contains("compact/regular"))
        #expect(ViewHost(Builtins(), platform: .iOS).render().contains("compact/regular"))
        let landscapePhone = ViewHost(
            Builtins(), platform: .iOS, windowSize: WindowSize(width: 852, height: 393))
        #expect(landscapePhone.render().contains("compact/compact"))
    }

    @Test("D5: deviceStatus is .macOS on macOS, else the window's size class")
    func deviceStatusByPlatform() {
        #expect(ViewHost(Builtins(), platform: .macOS).render().hasSuffix("macOS\""))
        #expect(ViewHost(Builtins(), platform: .iPadOS).render().hasSuffix("regular\""))
        #expect(ViewHost(Builtins(), platform: .iOS).render().hasSuffix("compact\""))
    }

    @Test("D5: resizing an iPad window updates size class and deviceStatus readers")
    func resizeUpdatesReaders() {
        let host = ViewHost(Builtins(), platform: .iPadOS)
        host.windowSize = WindowSize(width: 400, height: 800)
        #expect(host.render().contains("compact/regular"))
        #expect(host.render().hasSuffix("compact\""))
        #expect(host.bodyEvaluations(of: Builtins.self) == 2)
    }

    @Test(
        "E9: the host's color scheme and locale reach every reader; writes still override a subtree"
    )
    func hostValuesAndOverrides() {
        let host = ViewHost(
            VStack {
                Reader(\.colorScheme)
                Reader(\.colorScheme).environment(\.colorScheme, .light)
                Reader(\.locale).environment(\.locale, Locale(identifier: "zh_CN"))
            }, colorScheme: .dark)
        expectRendered(
            host,
            """
            VStack
            ├─ Reader
            │  └─ Text "dark"
            ├─ Reader .environment(\\.colorScheme, light)
            │  └─ Text "light"
            └─ Reader .environment(\\.locale, zh_CN)
               └─ Text "zh_CN"
            """)
    }

    @Test("E9: disabled() drives isEnabled, and an inner disabled(false) cannot re-enable")
    func disabledDrivesIsEnabled() throws {
        let host = ViewHost(
            VStack {
                Button("Outer") {}
                VStack {
                    Button("Inner") {}.disabled(false)
                    Reader(\.isEnabled)
                }
                .disabled(true)
            })
        expectRendered(
            host,
            """
            VStack
            ├─ Button "Outer"
            └─ VStack .disabled
               ├─ Button "Inner" disabled
               └─ Reader
                  └─ Text "false"
            """)
        #expect(try host.tap("Inner") == false)
        #expect(try host.tap("Outer") == true)
    }

    @Test("E9: controlSize defaults to regular and can be set for a subtree")
    func controlSize() {
        let host = ViewHost(
            VStack {
                Reader(\.controlSize); Reader(\.controlSize).controlSize(.large)
            })
        #expect(host.render().contains("Text \"regular\""))
        #expect(host.render().contains("Text \"large\""))
    }
}

/// Seed 001's "who am I": the idiom UIKit reports, asked while the body runs.
struct IdiomReader: View {
    var body: some View {
        let idiom = UIDevice.current.userInterfaceIdiom
        Text(idiom == .pad ? "iPad" : idiom == .phone ? "iPhone" : "Mac")
    }
}

@MainActor
@Suite("UIDevice (D4)")
struct UIDeviceTests {
    @Test(
        "D4: UIDevice.current.userInterfaceIdiom is the simulated platform of the host evaluating the view"
    )
    func idiomFollowsThePlatform() {
        #expect(
            ViewHost(IdiomReader(), platform: .iPadOS).render() == "IdiomReader\n└─ Text \"iPad\"")
        #expect(
            ViewHost(IdiomReader(), platform: .iOS).render() == "IdiomReader\n└─ Text \"iPhone\"")
        #expect(
            ViewHost(IdiomReader(), platform: .macOS).render() == "IdiomReader\n└─ Text \"Mac\"")
    }
}
