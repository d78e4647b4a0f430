extension AppHost {
    /// One open window: its number (1, 2, … in opening order), its scene, and the host that
    /// operates it.
    @MainActor
    public final class AppWindow {
        /// The window's number, unique for the app's life.
        public let number: Int
        /// The window's content host: tap, toggle, type, render inside this window.
        public let host: ViewHost
        /// Its UIKit scene and scene delegate, when the app has a UIKit app delegate (S7).
        let connection: SceneConnection?
        let scene: ObjectIdentifier
        let kind: SceneKind
        let sceneTitle: String?
        /// When the window last became key (a serial of the app's), so closing the key window
        /// hands key status to the most recently active window left, as AppKit does.
        var lastActivation = 0

        init(
            number: Int, host: ViewHost, connection: SceneConnection?, scene: ObjectIdentifier,
            kind: SceneKind, title: String?
        ) {
            self.number = number
            self.host = host
            self.connection = connection
            self.scene = scene
            self.kind = kind
            sceneTitle = title
        }

        /// The window's title: its content's navigation title, else its scene's title (P11, D2).
        public var title: String? { host.windowTitle ?? sceneTitle }

        /// Whether this is the settings window.
        public var isSettings: Bool { kind == .settings }
    }
}
