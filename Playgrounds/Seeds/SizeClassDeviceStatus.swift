// The size-class path of seed 000, compiled on every platform. `SizeClassDeviceStatusModifier`
// is the article's `GetSizeClassModifier` without its `#if os(iOS)` guard, so that Canopy's
// simulated platforms (D4) drive it: on a full-width iPad the window is horizontally regular,
// on a narrow iPad window or an iPhone it is compact, and on macOS `horizontalSizeClass` is
// always `.regular` (E9), so this path reports `.regular` there, not `.macOS`.
//
// The status is written by a `task(id:)`, so it reaches readers after the host settles
// (`await host.settle()`); until then readers see the `@State`'s initial `.compact`.

import Canopy

/// Writes the seed's ``EnvironmentValues/deviceStatus`` for the modified subtree from the
/// window's horizontal size class: the article's `GetSizeClassModifier`, unguarded.
struct SizeClassDeviceStatusModifier: ViewModifier {
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

extension View {
    /// Sets the seed's ``EnvironmentValues/deviceStatus`` from the horizontal size class, on
    /// every platform: `setDeviceStatus()`'s iOS branch without the `#if`.
    public func setDeviceStatusFromSizeClass() -> some View {
        modifier(SizeClassDeviceStatusModifier())
    }
}
