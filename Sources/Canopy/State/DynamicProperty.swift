/// A stored property of a view that the runtime updates before each evaluation of `body`:
/// ``State``, ``Binding``, ``Environment`` and your own wrappers built from them.
///
/// A struct that conforms and holds other dynamic properties works like a built-in: Canopy
/// installs the nested properties (each keeps its own storage in the view's node) and then
/// calls ``update()``.
///
///     @propertyWrapper struct Doubled: DynamicProperty {
///         @State private var base = 1
///         var wrappedValue: Int { base * 2 }
///     }
public protocol DynamicProperty {
    /// Called on the main actor before the owning view's body is evaluated, after nested
    /// properties are installed.
    @MainActor mutating func update()
}

extension DynamicProperty {
    /// Does nothing by default.
    @MainActor public mutating func update() {}
}

/// A built-in dynamic property (`@State`, `@Environment`, …) that attaches itself to its
/// node's storage. A user's `DynamicProperty` is installed by installing the properties it
/// contains, then calling its `update()`.
@MainActor
protocol InstalledProperty: DynamicProperty {
    mutating func install(_ context: inout PropertyInstallContext)
    /// Whether ``install(_:)`` reads ``PropertyInstallContext/propertyName`` (state does: a
    /// binding to it prints by that name); the others are not handed it.
    static var wantsPropertyName: Bool { get }
    /// A type that installs this property where it is stored (see ``InPlaceInstalling``),
    /// found once per view type's field; `nil` (the default) installs through ``install(_:)``.
    /// Only for a property whose ``update()`` does nothing: it is not called on this path.
    static var inPlaceInstaller: (any InPlaceInstalling.Type)? { get }
}

extension InstalledProperty {
    static var wantsPropertyName: Bool { false }
    static var inPlaceInstaller: (any InPlaceInstalling.Type)? { nil }
}

/// Installs a built-in property at its address in a view value. Called through an existential
/// metatype kept per field (``InstalledProperty/inPlaceInstaller``), which hands the callee the
/// metadata it was made from: code generic over the property's type instead asks the runtime
/// for the metadata of each generic type it touches (`Environment<Value>.Content`: a
/// hash-table lookup of about 230 instructions), on every install of every view.
@MainActor
protocol InPlaceInstalling: SendableMetatype {
    static func install(
        at address: UnsafeMutableRawPointer, _ context: inout PropertyInstallContext)
}

/// What a dynamic property sees while it is installed: the node it belongs to and the next
/// storage slot. Slots are numbered in declaration order, which is fixed per type, so a
/// property finds the same slot on every evaluation.
@MainActor
struct PropertyInstallContext {
    let node: _ViewNode
    var nextSlot = 0
    /// The name of the property being installed, as its view declares it (`count`): what a
    /// binding to its state is printed as (`$count`).
    var propertyName: PropertyName?
    /// Why the view cannot be evaluated (a missing environment object), if it cannot.
    private(set) var failure: String?

    init(node: _ViewNode) { self.node = node }

    /// Records that the view cannot be evaluated: its body is skipped and it renders as an
    /// error node (E11).
    mutating func fail(_ message: String) {
        if failure == nil { failure = message }
    }

    /// Invalidates the node whenever `object` announces a change.
    func subscribe(toChangesOf object: some ObservableObject) {
        node.subscribe(toChangesOf: object)
    }

    /// Returns this property's slot, creating it with `make` on first use.
    mutating func slot<T: AnyObject>(_ make: () -> T) -> T {
        let index = nextSlot
        nextSlot += 1
        return node.slot(at: index, make)
    }

    /// Evaluates `read` on the node's environment and registers the node as a reader of every
    /// key the read touched.
    func readEnvironment<T>(_ read: (EnvironmentValues) -> T) -> T {
        node.readEnvironment(read)
    }

    /// Reads the value at `keyPath` in the node's environment and registers the node as a
    /// reader of every key the read touched (by key, when the key path's read is remembered).
    func readEnvironment<T>(at keyPath: KeyPath<EnvironmentValues, T>) -> T {
        node.readEnvironment(at: keyPath)
    }
}
