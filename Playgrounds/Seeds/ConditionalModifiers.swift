// Seed 001 (在SwiftUI下对iPad进行适配): two helpers that apply a modifier only when a condition
// holds, with `import Canopy` in place of `import SwiftUI`.
//
// The article's `Device` enum is in `IPadAdaptation.swift`, as written: it asks
// `UIDevice.current.userInterfaceIdiom`, which answers for the host whose views are being
// evaluated. `ConditionalModifiersSample` takes the device type as a property, so the catalog
// can render it for a platform without a host.

import Canopy

extension View {
    @ViewBuilder func ifIs<T>(_ condition: Bool, transform: (Self) -> T) -> some View
    where T: View {
        if condition {
            transform(self)
        } else {
            self
        }
    }

    @ViewBuilder func ifElse<T: View, V: View>(
        _ condition: Bool, isTransform: (Self) -> T, elseTransform: (Self) -> V
    ) -> some View {
        if condition {
            isTransform(self)
        } else {
            elseTransform(self)
        }
    }
}

extension Device {
    /// The device type of a host simulating `platform`, for callers outside a body (the
    /// playground catalog), where `Device.deviceType` cannot know which host is meant.
    static func deviceType(on platform: Platform) -> Devicetype {
        switch platform {
        case .macOS: return .mac
        case .iPadOS: return .ipad
        case .iOS: return .iphone
        }
    }
}

/// The article's usage example: one frame per device type, chosen with `ifIs`; plus `ifElse`
/// choosing a font.
struct ConditionalModifiersSample: View {
    let deviceType: Device.Devicetype

    var body: some View {
        VStack {
            VStack {
                Text("hello world")
            }
            .ifIs(deviceType == .iphone) {
                $0.frame(width: 150)
            }
            .ifIs(deviceType == .ipad) {
                $0.frame(width: 300)
            }
            .ifIs(deviceType == .mac) {
                $0.frame(minWidth: 200, maxWidth: 600)
            }
            Text("ifElse")
                .ifElse(
                    deviceType == .iphone,
                    isTransform: { $0.font(.caption) },
                    elseTransform: { $0.font(.title) })
        }
    }
}
