// Seed 000 (打造可适配多平台的 SwiftUI 应用): navigationBarTitleDisplayMode does not exist on
// macOS. The article's two answers, with `import Canopy` in place of `import SwiftUI` and
// otherwise as written: a `#if !os(macOS)` around the modifier, and a
// `safeNavigationBarTitleDisplayMode` helper.
//
// Compile-time `#if` sees the machine Canopy is built on (Linux: neither macOS nor iOS), while a
// host simulates a platform at run time (D4). So on Linux the `#if !os(macOS)` branch is
// compiled in, and a host simulating macOS reports the iOS-only modifier as a diagnostic; the
// helper's `#if os(iOS)` is false, so it leaves the view unchanged on every simulated platform.

import Canopy

enum MyTitleDisplayMode {
    case automatic
    case inline
    case large
    #if !os(macOS)
        var titleDisplayMode: NavigationBarItem.TitleDisplayMode {
            switch self {
            case .automatic:
                return .automatic
            case .inline:
                return .inline
            case .large:
                return .large
            }
        }
    #endif
}

extension View {
    @ViewBuilder
    func safeNavigationBarTitleDisplayMode(_ displayMode: MyTitleDisplayMode) -> some View {
        #if os(iOS)
            navigationBarTitleDisplayMode(displayMode.titleDisplayMode)
        #else
            self
        #endif
    }
}

/// The article's first answer: the modifier behind `#if !os(macOS)`.
struct ConditionallyCompiledTitle: View {
    var body: some View {
        Text("Now playing")
            .navigationTitle("Movies")
            #if !os(macOS)
                .navigationBarTitleDisplayMode(.inline)
            #endif
    }
}

/// The article's second answer: the helper.
struct SafeTitle: View {
    var body: some View {
        Text("Upcoming")
            .navigationTitle("Upcoming")
            .safeNavigationBarTitleDisplayMode(.inline)
    }
}

/// The playground: a tab for each answer.
public struct TitleDisplayModePlayground: View {
    /// Creates the playground.
    public init() {}

    /// Two navigation stacks, one per answer.
    public var body: some View {
        TabView {
            NavigationStack { ConditionallyCompiledTitle() }
                .tabItem { Label("#if !os(macOS)", systemImage: "hammer") }
            NavigationStack { SafeTitle() }
                .tabItem { Label("safe helper", systemImage: "checkmark.shield") }
        }
    }
}
