import Canopy
import Testing

private struct Reader: View {
    let name: String
    let key: KeyPath<EnvironmentValues, Bool>
    @Environment(\.self) private var environment
    var body: some View { Text("\(name) \(environment[keyPath: key])") }
}

private struct Settings: View {
    @Environment(\.accessibilityEnabled) private var enabled
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
    @Environment(\.accessibilitySwitchControlEnabled) private var switchControl
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityReduceTransparency) private var reduceTransparency
    @Environment(\.accessibilityDifferentiateWithoutColor) private var differentiate
    @Environment(\.accessibilityInvertColors) private var invert
    @Environment(\.legibilityWeight) private var weight
    var body: some View {
        Text(
            "enabled \(enabled) voiceOver \(voiceOver) switch \(switchControl) motion \(reduceMotion) transparency \(reduceTransparency) differentiate \(differentiate) invert \(invert) weight \(weight.map { "\($0)" } ?? "nil")"
        )
    }
}

private struct VoiceOverReader: View {
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
    var body: some View { Text("voiceOver \(voiceOver)") }
}

private struct VoiceOverApp: App {
    var body: some Scene { WindowGroup { VoiceOverReader() } }
}

@MainActor
@Suite("Accessibility: settings in the environment (A18, D46)")
struct AccessibilitySettingsTests {
    @Test("A18: accessibilityEnabled flows down like any value")
    func flowsDown() {
        let host = ViewHost(
            VStack {
                Reader(name: "A", key: \.accessibilityEnabled)
                VStack {
                    Reader(name: "B", key: \.accessibilityEnabled)
                    VStack { Reader(name: "C", key: \.accessibilityEnabled) }
                }.environment(\.accessibilityEnabled, true)
            })
        #expect(host.accessibilityTree().labels == ["A false", "B true", "C true"])
    }

    @Test("D46: everything is off by default")
    func defaults() {
        let host = ViewHost(Settings())
        #expect(
            host.accessibilityTree().labels == [
                "enabled false voiceOver false switch false motion false transparency false differentiate false invert false weight nil"
            ])
    }

    @Test("D46: VoiceOver running enables accessibility; display preferences do not")
    func hostSettings() {
        let host = ViewHost(Settings())
        host.accessibilitySettings = AccessibilitySettings(reduceMotion: true, invertColors: true)
        #expect(
            host.accessibilityTree().labels == [
                "enabled false voiceOver false switch false motion true transparency false differentiate false invert true weight nil"
            ])
        host.accessibilitySettings = AccessibilitySettings(
            voiceOver: true, reduceTransparency: true, differentiateWithoutColor: true,
            legibilityWeight: .bold)
        #expect(
            host.accessibilityTree().labels == [
                "enabled true voiceOver true switch false motion false transparency true differentiate true invert false weight bold"
            ])
        #expect(host.accessibilitySettings.voiceOver)
        host.accessibilitySettings = AccessibilitySettings(switchControl: true)
        #expect(
            host.accessibilityTree().labels[0].hasPrefix("enabled true voiceOver false switch true")
        )
    }

    @Test("A18, D46: the host's Dynamic Type size flows down; a modifier below still wins")
    func dynamicType() {
        struct Sized: View {
            @Environment(\.dynamicTypeSize) private var size
            var body: some View { Text("size \(size)") }
        }
        let host = ViewHost(
            VStack {
                Sized(); Sized().dynamicTypeSize(.small)
            })
        #expect(host.accessibilityTree().labels == ["size large", "size small"])
        host.accessibilitySettings = AccessibilitySettings(dynamicTypeSize: .accessibility2)
        #expect(host.accessibilityTree().labels == ["size accessibility2", "size small"])
        #expect(host.accessibilitySettings.dynamicTypeSize == .accessibility2)
    }

    @Test("D46: an app's windows take settings one by one; a window opened later has them off")
    func appWindows() throws {
        let app = AppHost(VoiceOverApp(), platform: .macOS)
        try app.window(1).accessibilitySettings = AccessibilitySettings(voiceOver: true)
        let second = try app.openWindow()
        #expect(try app.window(1).accessibilityTree().labels == ["voiceOver true"])
        #expect(second.host.accessibilityTree().labels == ["voiceOver false"])
    }
}
