// Seed 000 (打造可适配多平台的 SwiftUI 应用): the article's own `DeviceStatus` environment value,
// with `import Canopy` in place of `import SwiftUI`.
//
// `DeviceStatus`, `DeviceStatusKey` and `EnvironmentValues.deviceStatus` intentionally have the
// same names as Canopy's built-ins (D5). Inside this module the declarations below shadow
// Canopy's, exactly as a SwiftUI app's own declarations would.
//
// A file elsewhere that imports both Canopy and CanopyPlaygrounds sees two `deviceStatus`
// members, and a bare `\.deviceStatus` there is ambiguous; give the key path a type to pick
// one: `let path: KeyPath<EnvironmentValues, Canopy.DeviceStatus> = \.deviceStatus`.
//
// One change from the article, in `setDeviceStatus()`: see the comment there.

import Canopy

public enum DeviceStatus: String {
    case macOS
    case compact
    case regular
}

struct DeviceStatusKey: EnvironmentKey {
    #if os(macOS)
        static var defaultValue: DeviceStatus = .macOS
    #else
        static var defaultValue: DeviceStatus = .compact
    #endif
}

extension EnvironmentValues {
    public var deviceStatus: DeviceStatus {
        get { self[DeviceStatusKey.self] }
        set { self[DeviceStatusKey.self] = newValue }
    }
}

#if os(iOS)
    struct GetSizeClassModifier: ViewModifier {
        @Environment(\.horizontalSizeClass) private var sizeClass
        @State var currentSizeClass: DeviceStatus = .compact
        func body(content: Content) -> some View {
            content
                .task(id: sizeClass) {
                    if let sizeClass {
                        switch sizeClass {
                        case .compact:
                            currentSizeClass = .compact
                        case .regular:
                            currentSizeClass = .regular
                        default:
                            currentSizeClass = .compact
                        }
                    }
                }
                .environment(\.deviceStatus, currentSizeClass)
        }
    }
#endif

extension View {
    @ViewBuilder
    public func setDeviceStatus() -> some View {
        self
            // Changed from the article's `#if os(macOS)`: Canopy compiles on Linux, where
            // neither `os(macOS)` nor `os(iOS)` holds, so the article's `#else` branch would
            // name `GetSizeClassModifier`, which exists only under `#if os(iOS)`. Testing for
            // "not iOS" keeps the article's meaning on Apple platforms and builds on Linux,
            // where it takes the macOS branch whatever platform a host simulates (D4:
            // compile-time `#if` sees the machine, not the simulated platform). See
            // `setDeviceStatusFromSizeClass()` for the size-class path.
            #if !os(iOS)
                .environment(\.deviceStatus, .macOS)
            #else
                .modifier(GetSizeClassModifier())
            #endif
    }
}
