import Canopy

/// Environment key `a` of the generated trees.
public struct FuzzKeyA: EnvironmentKey {
    public static let defaultValue = FuzzEnvironmentKey.a.defaultValue
}

/// Environment key `b` of the generated trees.
public struct FuzzKeyB: EnvironmentKey {
    public static let defaultValue = FuzzEnvironmentKey.b.defaultValue
}

extension EnvironmentValues {
    /// The generated trees' first environment value.
    public var fuzzA: Int {
        get { self[FuzzKeyA.self] }
        set { self[FuzzKeyA.self] = newValue }
    }
    /// The generated trees' second environment value.
    public var fuzzB: Int {
        get { self[FuzzKeyB.self] }
        set { self[FuzzKeyB.self] = newValue }
    }
}

extension FuzzEnvironmentKey {
    /// The key path the views read and write.
    public var keyPath: WritableKeyPath<EnvironmentValues, Int> {
        self == .a ? \.fuzzA : \.fuzzB
    }
}

/// A summing preference: order does not matter.
public struct FuzzSumKey: PreferenceKey {
    public static let defaultValue = 0
    public static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// A list preference: values in tree order.
public struct FuzzListKey: PreferenceKey {
    public static let defaultValue: [Int] = []
    public static func reduce(value: inout [Int], nextValue: () -> [Int]) {
        value += nextValue()
    }
}
