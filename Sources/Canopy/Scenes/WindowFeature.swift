/// One kind of value a window puts in front of every view's environment: its configuration,
/// its scene's values, its storage, its focus, its actions. The window root applies its
/// window's features in order, in one loop: adding a window value is adding a feature, not
/// editing the root.
@MainActor
protocol WindowFeature {
    /// Writes this feature's values for `window`. The root has resolved the color scheme
    /// (the content's preferred one wins over the system's, E10).
    func write(
        into environment: inout EnvironmentValues, window: WindowState, context: WindowContext)
}

/// What the root knows when it applies the features.
@MainActor
struct WindowContext {
    /// The scheme every view in the window reads.
    let colorScheme: ColorScheme
    /// The window's focused values (D8).
    let focusedValues: FocusScope
}

/// The features every window has, in the order they write: a later one wins for a key both
/// write (the scene's values win over the window's own, except the app's aggregates). Made
/// anew for each window: a feature may keep state of the window's own (its edit mode).
enum WindowFeatures {
    @MainActor static var standard: [any WindowFeature] {
        [
            URLOpening(), Storage(), Configuration(), EditModeWindowFeature(), SceneValues(),
            SceneStorageFeature(), FocusFeature(),
        ]
    }

    /// `openURL` and what `ShareLink`s offer, recorded by the window.
    struct URLOpening: WindowFeature {
        func write(
            into environment: inout EnvironmentValues, window: WindowState, context: WindowContext
        ) {
            environment.openURL = window.openURLAction
            environment.shareAction = window.shareAction
        }
    }

    /// The window's `@AppStorage` store (an app's windows get the app's from their scene).
    struct Storage: WindowFeature {
        func write(
            into environment: inout EnvironmentValues, window: WindowState, context: WindowContext
        ) {
            environment.defaultsStore = window.defaultsStore
        }
    }

    /// The scheme, locale, phase, size classes and `deviceStatus` (D4–D6).
    struct Configuration: WindowFeature {
        func write(
            into environment: inout EnvironmentValues, window: WindowState, context: WindowContext
        ) {
            window.configuration.write(into: &environment, colorScheme: context.colorScheme)
        }
    }

    /// The scene's values (scene modifiers, the app's values, E8), which win over the
    /// window's, except the app's own aggregates of values a window has itself (its phase).
    struct SceneValues: WindowFeature {
        func write(
            into environment: inout EnvironmentValues, window: WindowState, context: WindowContext
        ) {
            let windowKeys = WindowConfiguration.keys
            environment.push(latestValuesOf: window.sceneEnvironment) { entry in
                !(windowKeys.contains(entry.keyID)
                    && entry.origin.map { $0 is any AppEnvironmentRoot } ?? false)
            }
        }
    }

    /// The window's `@SceneStorage` values (S6).
    struct SceneStorageFeature: WindowFeature {
        func write(
            into environment: inout EnvironmentValues, window: WindowState, context: WindowContext
        ) {
            environment.sceneStorageValues = window.sceneStorage
        }
    }

    /// A view reads its own window's focused values (D8), not the app's mirror.
    struct FocusFeature: WindowFeature {
        func write(
            into environment: inout EnvironmentValues, window: WindowState, context: WindowContext
        ) {
            environment.focusScope = context.focusedValues
        }
    }

    /// An app's window: `dismiss` at its root and `dismissWindow()` close it.
    struct Closing: WindowFeature {
        func write(
            into environment: inout EnvironmentValues, window: WindowState, context: WindowContext
        ) {
            environment.dismiss = window.dismissAction
            environment.windowClose = window.closeAction
        }
    }

    /// The window's scene delegate, when it is observable (S7).
    struct SceneDelegate: WindowFeature {
        let write: (inout EnvironmentValues) -> Void

        func write(
            into environment: inout EnvironmentValues, window: WindowState, context: WindowContext
        ) {
            write(&environment)
        }
    }
}
