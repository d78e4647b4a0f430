import Foundation

struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { Locale(identifier: "en_US") }
}

extension EnvironmentValues {
    /// The locale views format for. Hosts start with `en_US`, whatever the machine's own locale
    /// (D6).
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
}
