import Canopy

/// Keys shared by the tests, named after the spec's examples.
struct MyValueKey: EnvironmentKey { static let defaultValue = "Default" }
struct KKey: EnvironmentKey { static let defaultValue = "default" }
struct OtherStringKey: EnvironmentKey { static let defaultValue = "default" }
struct NKey: EnvironmentKey { static let defaultValue = 0 }
/// A key declared the Swift 5 way, with a computed `static var`.
struct ComputedDefaultKey: EnvironmentKey {
    static var defaultValue: [String] { ["computed"] }
}

extension EnvironmentValues {
    var myValue: String {
        get { self[MyValueKey.self] }
        set { self[MyValueKey.self] = newValue }
    }
    var k: String {
        get { self[KKey.self] }
        set { self[KKey.self] = newValue }
    }
    var otherString: String {
        get { self[OtherStringKey.self] }
        set { self[OtherStringKey.self] = newValue }
    }
    var n: Int {
        get { self[NKey.self] }
        set { self[NKey.self] = newValue }
    }
    var computedDefault: [String] {
        get { self[ComputedDefaultKey.self] }
        set { self[ComputedDefaultKey.self] = newValue }
    }
}
