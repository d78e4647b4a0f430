/// A key for a value that flows **up** the view tree: views below write it with
/// ``View/preference(key:value:)``, and an ancestor reads the combination with
/// ``View/onPreferenceChange(_:perform:)`` (P1).
///
/// Siblings are combined in view-tree order: the first writer's value is the accumulator, and
/// ``reduce(value:nextValue:)`` is called once for each further writer (P2). Dynamic content
/// (`if`, `ForEach`) may feed ``defaultValue`` into `reduce`, so it must act as an identity
/// (P3).
///
///     struct TotalKey: PreferenceKey {
///         static let defaultValue = 0
///         static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
///     }
///     VStack { Text("a").preference(key: TotalKey.self, value: 1)
///              Text("b").preference(key: TotalKey.self, value: 2) }
///         .onPreferenceChange(TotalKey.self) { print($0) }   // prints 3
public protocol PreferenceKey {
    /// The type of value the key carries.
    associatedtype Value

    /// The value of a view that writes nothing. When `Value` is optional it may be left out
    /// and is `nil`.
    static var defaultValue: Value { get }

    /// Combines `value` (the accumulation so far, in tree order) with the next sibling's value.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// `nil`: an optional key's default may be left out (P1).
    public static var defaultValue: Value { nil }
}

/// A preference key, type-erased so the runtime can combine, compare and print its values.
@MainActor
class AnyPreferenceKey {
    let keyType: Any.Type
    let id: ObjectIdentifier
    let name: String
    /// Whether windows read the key from their content (see ``WindowPreferenceKey``).
    let isReadByWindows: Bool

    init(keyType: Any.Type, name: String) {
        self.keyType = keyType
        id = ObjectIdentifier(keyType)
        self.name = name
        isReadByWindows = keyType is any WindowPreferenceKey.Type
    }

    /// The last key sets this key was added to and removed from, and the results: every
    /// writer of a key below the same readers asks for the same edit, and sharing one result
    /// spares each of them a list (and lets the one-child preference path compare lists by
    /// their keys alone).
    var lastAddition: (to: PreferenceKeySet, result: PreferenceKeySet)?
    var lastRemoval: (from: PreferenceKeySet, result: PreferenceKeySet)?

    func defaultValue() -> Any { fatalError("abstract") }
    func reduce(_ value: inout Any, _ next: Any) {}

    /// The combination of what `children` produced for this key, in tree order, or `nil` when
    /// none of them produced a value (P2: a child that produced nothing is skipped).
    func combine(_ children: ChildList, outputs: NodeStore<PreferenceValues>) -> Any? { nil }
    func isEqual(_ lhs: Any, _ rhs: Any) -> Bool { false }
    /// An empty array for this key's folded writers' values (see ``FoldedPreferenceWrites``).
    func makeFoldedValues() -> AnyFoldedValues { fatalError("abstract") }
    /// Moves the staged value of a folded write into `values`, this key's array, answering
    /// its index there (see ``FoldedPreferenceWrite/stage(_:of:for:)``).
    func addStaged(to values: AnyFoldedValues) -> Int { fatalError("abstract") }
    /// Lets go of a staged value whose node never attached.
    func dropStaged() {}

    /// Not checked for exclusive access at run time: every `.preference` a body makes looks
    /// its key up here.
    @exclusivity(unchecked) private static var registry = TypeTable<AnyPreferenceKey>()

    /// The one erased key for `key`.
    static func of<K: PreferenceKey>(_ key: K.Type) -> AnyPreferenceKey {
        if let known = registry[key] { return known }
        let made = TypedPreferenceKey<K>()
        registry[key] = made
        return made
    }
}

@MainActor
final class TypedPreferenceKey<K: PreferenceKey>: AnyPreferenceKey {
    /// How two values compare, decided once per key: `==` for `Equatable` values, identity
    /// for class instances, otherwise never equal. Deciding it per comparison (an existential
    /// cast each time) dominated the preference pass.
    private let equality: (Any, Any) -> Bool

    init() {
        equality = Self.makeEquality()
        super.init(keyType: K.self, name: preferenceKeyName(K.self))
    }

    private static func makeEquality() -> (Any, Any) -> Bool {
        if let equatable = K.Value.self as? any Equatable.Type {
            return equalityComparing(equatable)
        }
        if K.Value.self is AnyObject.Type {
            return { ($0 as AnyObject) === ($1 as AnyObject) }
        }
        return { _, _ in false }
    }

    private static func equalityComparing<E: Equatable>(_: E.Type) -> (Any, Any) -> Bool {
        { lhs, rhs in
            guard let left = lhs as? E, let right = rhs as? E else { return false }
            return left == right
        }
    }

    override func defaultValue() -> Any { K.defaultValue }

    override func reduce(_ value: inout Any, _ next: Any) {
        var typed = value as! K.Value
        K.reduce(value: &typed) { next as! K.Value }
        value = typed
    }

    override func isEqual(_ lhs: Any, _ rhs: Any) -> Bool { equality(lhs, rhs) }

    override func makeFoldedValues() -> AnyFoldedValues { FoldedValues<K>(key: self) }

    /// The value of a write folded into a node made but not attached yet, typed: it waits here
    /// (one per key, as one write at a time is pending) until the node attaches and the
    /// preference feature moves it into the graph's array for this key. In memory allocated
    /// once for the key, beside a flag, not in a `K.Value?`: code generic over the key asked
    /// for `Optional<K.Value>`'s metadata at each access (about 330 instructions, twice a
    /// write). Only touched on the main actor, within one mount.
    nonisolated(unsafe) private let stagedValue = UnsafeMutablePointer<K.Value>.allocate(
        capacity: 1)
    /// Whether ``stagedValue`` holds a value.
    @exclusivity(unchecked) nonisolated(unsafe) private var hasStaged = false

    /// Holds `value` until ``addStaged(to:)`` or ``dropStaged()``.
    func stage(_ value: K.Value) {
        if hasStaged { stagedValue.deinitialize(count: 1) }
        stagedValue.initialize(to: value)
        hasStaged = true
    }

    override func addStaged(to values: AnyFoldedValues) -> Int {
        precondition(hasStaged, "no staged value for \(name)")
        hasStaged = false
        // The caller found `values` by this key: it is this key's typed array.
        return unsafeDowncast(values, to: FoldedValues<K>.self).add(stagedValue.move())
    }

    override func dropStaged() {
        guard hasStaged else { return }
        stagedValue.deinitialize(count: 1)
        hasStaged = false
    }

    deinit {
        if hasStaged { stagedValue.deinitialize(count: 1) }
        stagedValue.deallocate()
    }

    /// Folds with a typed accumulator: each child's value is cast once, and the result is boxed
    /// once, where folding through ``reduce(_:_:)`` cast and boxed the accumulator per child.
    /// The first value found starts the accumulator, which is not an optional: this code runs
    /// unspecialised, and a `K.Value?` is copied and tested through the runtime's generic enum
    /// witnesses. Each child's value is read where the store keeps it (see
    /// ``NodeStore/value(of:for:)``).
    override func combine(_ children: ChildList, outputs: NodeStore<PreferenceValues>) -> Any? {
        var index = 0
        var found: Any?
        while index < children.count {
            found = outputs.value(of: children[index], for: self)
            index += 1
            if found != nil { break }
        }
        guard let found else { return nil }
        var accumulated = castExactly(found, to: K.Value.self)
        while index < children.count {
            if let value = outputs.value(of: children[index], for: self) {
                let next = castExactly(value, to: K.Value.self)
                K.reduce(value: &accumulated) { next }
            }
            index += 1
        }
        return accumulated
    }
}

/// `NavigationTitleKey` → `navigationTitle`, `SumPreferenceKey` → `sum`.
func preferenceKeyName(_ keyType: Any.Type) -> String {
    var name = displayName(of: keyType)
    for suffix in ["PreferenceKey", "Key"] where name.hasSuffix(suffix) && name.count > suffix.count
    {
        name.removeLast(suffix.count)
        break
    }
    guard let first = name.first else { return name }
    return first.lowercased() + name.dropFirst()
}

/// A key a window reads from its content once some view writes it: its title, its preferred
/// colour scheme. Declared by the feature that owns the key, so the runtime names none.
protocol WindowPreferenceKey: PreferenceKey {}
