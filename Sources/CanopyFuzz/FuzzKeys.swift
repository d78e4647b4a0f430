import Canopy

/// Environment key `a` of the generated trees.
public struct FuzzKeyA: EnvironmentKey {
    /// 0.
    public static let defaultValue = FuzzEnvironmentKey.a.defaultValue
}

/// Environment key `b` of the generated trees.
public struct FuzzKeyB: EnvironmentKey {
    /// 100.
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
    /// 0, the sum's identity.
    public static let defaultValue = 0
    /// Adds the next value.
    public static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// A list preference: values in tree order.
public struct FuzzListKey: PreferenceKey {
    /// Empty, the list's identity.
    public static let defaultValue: [Int] = []
    /// Appends the next values.
    public static func reduce(value: inout [Int], nextValue: () -> [Int]) {
        value += nextValue()
    }
}
