import Observation

/// Reads a value from the environment: the value written by the nearest ancestor, or the key's
/// default (E1, E4). Values flow **down**; a view cannot write through this wrapper (E7).
///
/// The view reads the environment at the place it is inserted, so modifiers applied to it from
/// outside are visible and modifiers inside its own body are not (E5). Only the views that read
/// a key are re-evaluated when it changes.
///
///     struct Badge: View {
///         @Environment(\.colorScheme) private var scheme
///         var body: some View { Text(scheme == .dark ? "🌙" : "☀️") }
///     }
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    /// What the property reads: a key path, or the object supplied for a type. One word: both
    /// payloads are references, so the enum keeps its case in their spare bits, where two
    /// optional fields took two words in every `@Environment` of every view value (a view
    /// value is stored in its node, and copied into each closure that captures `self`).
    @usableFromInline let source: Source
    /// The value installed for the current evaluation; `nil` on a view value never mounted.
    @usableFromInline var installed: Value?

    /// Where an `@Environment` property's value comes from.
    @usableFromInline enum Source {
        /// `@Environment(\.colorScheme)`.
        case keyPath(KeyPath<EnvironmentValues, Value>)
        /// `@Environment(Model.self)`: how to find the object supplied for a type.
        case object(ObjectLookup)
    }

    /// The key path the property reads, if it reads one.
    @usableFromInline var keyPath: KeyPath<EnvironmentValues, Value>? {
        if case .keyPath(let keyPath) = source { return keyPath }
        return nil
    }

    /// How to find the object the property reads, if it reads one.
    @usableFromInline var object: ObjectLookup? {
        if case .object(let object) = source { return object }
        return nil
    }
    /// A class, so that the common key-path form carries one word for it, not four.
    @usableFromInline final class ObjectLookup {
        let typeID: ObjectIdentifier
        let typeName: String
        /// `nil` when no ancestor supplied the object (never for the optional form).
        let read: (EnvironmentValues) -> Value?

        init(
            typeID: ObjectIdentifier, typeName: String,
            read: @escaping (EnvironmentValues) -> Value?
        ) {
            self.typeID = typeID
            self.typeName = typeName
            self.read = read
        }
    }

    /// Reads the value at `keyPath` in the environment of the view that declares this property.
    ///
    /// Inlinable so that a view's module builds the wrapper with its own specialised code: a
    /// view struct's initialiser runs once per evaluation of its parent.
    @inlinable public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        source = .keyPath(keyPath)
    }

    /// Reads the `@Observable` object of type `objectType` an ancestor supplied with
    /// ``View/environment(_:)``. With none, the view renders as an error node and a diagnostic
    /// names the type (a strict host traps, as SwiftUI does) (E11).
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        source = .object(
            ObjectLookup(
                typeID: ObjectIdentifier(objectType), typeName: displayName(of: objectType),
                read: { $0[EnvironmentObjectKey<Value>.self] }))
    }

    /// Reads the `@Observable` object of type `objectType` an ancestor supplied, or `nil` when
    /// none did (E11).
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        source = .object(
            ObjectLookup(
                typeID: ObjectIdentifier(objectType), typeName: displayName(of: objectType),
                read: { .some($0[EnvironmentObjectKey<T>.self]) }))
    }

    /// The current value. Outside a mounted view this is the key's default, and a diagnostic
    /// is recorded in ``UnhostedDiagnostics``.
    @inlinable public var wrappedValue: Value {
        if let installed { return installed }
        return readOutsideView()
    }

    @usableFromInline func readOutsideView() -> Value {
        UnhostedDiagnostics.record(
            Diagnostic(
                kind: .environmentReadOutsideView,
                message:
                    "Accessing Environment<\(Value.self)>'s value outside of being installed on a View. This will always read the default value."
            ))
        if let keyPath { return EnvironmentValues()[keyPath: keyPath] }
        guard let found = object?.read(EnvironmentValues()) else {
            fatalError(Self.missingObjectMessage(object?.typeName ?? "\(Value.self)"))
        }
        return found
    }

    static func missingObjectMessage(_ name: String) -> String {
        "No Observable object of type \(name) found. A View.environment(_:) for \(name) may be missing as an ancestor of this view."
    }

    /// Installs the value this node's environment holds, recording which keys it read;
    /// `@Environment(\.self)` depends on every value.
    @MainActor mutating func install(_ context: inout PropertyInstallContext) {
        switch source {
        case .object(let object):
            installed = context.readEnvironment { object.read($0) }
            if installed == nil { context.fail(Self.missingObjectMessage(object.typeName)) }
        case .keyPath(let keyPath):
            if Value.self == EnvironmentValues.self {
                installed = context.node.readWholeEnvironment() as? Value
            } else {
                installed = context.readEnvironment(at: keyPath)
            }
        }
    }
}

/// Marks `@Environment`, so a view's layout knows how many reads to make room for.
protocol EnvironmentProperty {}

extension Environment: EnvironmentProperty {}

extension Environment: _InputComparable {
    static func _inputsEqual(_ lhs: Self, _ rhs: Self) -> Bool {
        lhs.keyPath == rhs.keyPath && lhs.object?.typeID == rhs.object?.typeID
    }
}

extension Environment: @unchecked Sendable where Value: Sendable {}

extension Environment: InstalledProperty {}
