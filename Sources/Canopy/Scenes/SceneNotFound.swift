extension AppHost {
    /// An interaction that named no window or scene.
    public struct SceneNotFound: Error, CustomStringConvertible {
        /// What was looked for.
        public let what: String
        /// What the app has instead.
        public let available: [String]
        /// An error saying `what` is missing and what the app has instead.
        public init(what: String, available: [String]) {
            self.what = what
            self.available = available
        }

        /// A sentence naming what is missing and what exists.
        public var description: String {
            "No \(what); the app has: "
                + (available.isEmpty ? "none" : available.joined(separator: ", "))
        }
    }
}
