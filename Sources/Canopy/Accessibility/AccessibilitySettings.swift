/// The system's accessibility settings a host simulates (A18, D46): which assistive
/// technologies run and which display preferences are on. Views read them as environment
/// values; a host sets them with ``ViewHost/accessibilitySettings``. Everything is off by
/// default, whatever the machine's own settings, so every host reads the same tree.
public struct AccessibilitySettings: Sendable, Hashable {
    /// VoiceOver is running (makes `accessibilityEnabled` true).
    public var voiceOver: Bool
    /// Switch Control is running (makes `accessibilityEnabled` true).
    public var switchControl: Bool
    /// Reduce Motion is on.
    public var reduceMotion: Bool
    /// Reduce Transparency is on.
    public var reduceTransparency: Bool
    /// Differentiate Without Color is on.
    public var differentiateWithoutColor: Bool
    /// Invert Colors is on.
    public var invertColors: Bool
    /// Bold Text: `.bold` when on; `nil` leaves the environment's value alone.
    public var legibilityWeight: LegibilityWeight?
    /// The text size the person chose (Dynamic Type), flowing down as `dynamicTypeSize`;
    /// `nil` leaves the environment's value (`.large`) alone.
    public var dynamicTypeSize: DynamicTypeSize?

    /// Settings with the given technologies running and preferences on; all off by default.
    public init(
        voiceOver: Bool = false, switchControl: Bool = false, reduceMotion: Bool = false,
        reduceTransparency: Bool = false, differentiateWithoutColor: Bool = false,
        invertColors: Bool = false, legibilityWeight: LegibilityWeight? = nil,
        dynamicTypeSize: DynamicTypeSize? = nil
    ) {
        self.dynamicTypeSize = dynamicTypeSize
        self.voiceOver = voiceOver
        self.switchControl = switchControl
        self.reduceMotion = reduceMotion
        self.reduceTransparency = reduceTransparency
        self.differentiateWithoutColor = differentiateWithoutColor
        self.invertColors = invertColors
        self.legibilityWeight = legibilityWeight
    }
}

/// The weight of text the system asks for (Bold Text).
public enum LegibilityWeight: Hashable, Sendable {
    /// Text at its usual weight.
    case regular
    /// Text heavier than usual.
    case bold
}

struct AccessibilityEnabledKey: EnvironmentKey { static let defaultValue = false }
struct AccessibilityVoiceOverKey: EnvironmentKey { static let defaultValue = false }
struct AccessibilitySwitchControlKey: EnvironmentKey { static let defaultValue = false }
struct AccessibilityReduceMotionKey: EnvironmentKey { static let defaultValue = false }
struct AccessibilityReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
struct AccessibilityDifferentiateKey: EnvironmentKey { static let defaultValue = false }
struct AccessibilityInvertColorsKey: EnvironmentKey { static let defaultValue = false }
struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = nil }

/// The settings as environment values (A18): they flow down from the window like any value.
/// Those SwiftUI declares `{ get }` are read-only here too; the host writes them (D46).
extension EnvironmentValues {
    /// Whether an assistive technology is running (VoiceOver or Switch Control); the display
    /// preferences leave it `false`.
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityEnabledKey.self] }
        set { self[AccessibilityEnabledKey.self] = newValue }
    }

    /// Whether VoiceOver is running.
    public internal(set) var accessibilityVoiceOverEnabled: Bool {
        get { self[AccessibilityVoiceOverKey.self] }
        set { self[AccessibilityVoiceOverKey.self] = newValue }
    }

    /// Whether Switch Control is running.
    public internal(set) var accessibilitySwitchControlEnabled: Bool {
        get { self[AccessibilitySwitchControlKey.self] }
        set { self[AccessibilitySwitchControlKey.self] = newValue }
    }

    /// Whether the system preference for Reduce Motion is on.
    public internal(set) var accessibilityReduceMotion: Bool {
        get { self[AccessibilityReduceMotionKey.self] }
        set { self[AccessibilityReduceMotionKey.self] = newValue }
    }

    /// Whether the system preference for Reduce Transparency is on.
    public internal(set) var accessibilityReduceTransparency: Bool {
        get { self[AccessibilityReduceTransparencyKey.self] }
        set { self[AccessibilityReduceTransparencyKey.self] = newValue }
    }

    /// Whether the system preference for Differentiate Without Color is on.
    public internal(set) var accessibilityDifferentiateWithoutColor: Bool {
        get { self[AccessibilityDifferentiateKey.self] }
        set { self[AccessibilityDifferentiateKey.self] = newValue }
    }

    /// Whether the system preference for Invert Colors is on.
    public var accessibilityInvertColors: Bool {
        get { self[AccessibilityInvertColorsKey.self] }
        set { self[AccessibilityInvertColorsKey.self] = newValue }
    }

    /// The weight of text the system asks for; `nil` when it asks for none.
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }
}

/// Writes a host's accessibility settings in front of every view of its window.
struct AccessibilitySettingsFeature: WindowFeature {
    let settings: AccessibilitySettings

    func write(
        into environment: inout EnvironmentValues, window: WindowState, context: WindowContext
    ) {
        environment.accessibilityEnabled = settings.voiceOver || settings.switchControl
        environment.accessibilityVoiceOverEnabled = settings.voiceOver
        environment.accessibilitySwitchControlEnabled = settings.switchControl
        environment.accessibilityReduceMotion = settings.reduceMotion
        environment.accessibilityReduceTransparency = settings.reduceTransparency
        environment.accessibilityDifferentiateWithoutColor = settings.differentiateWithoutColor
        environment.accessibilityInvertColors = settings.invertColors
        if let weight = settings.legibilityWeight { environment.legibilityWeight = weight }
        if let size = settings.dynamicTypeSize { environment.dynamicTypeSize = size }
    }
}

extension ViewHost {
    /// The accessibility settings the window's views read (A18, D46); all off until set.
    /// Setting them updates the views that read them at the next flush.
    public var accessibilitySettings: AccessibilitySettings {
        get {
            window.features.lazy.compactMap { $0 as? AccessibilitySettingsFeature }.first?
                .settings ?? AccessibilitySettings()
        }
        set {
            var features = window.features.filter { !($0 is AccessibilitySettingsFeature) }
            features.append(AccessibilitySettingsFeature(settings: newValue))
            window.features = features
        }
    }
}
