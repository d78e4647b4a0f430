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
    /// What the property reads before it is installed (a key path, or the object supplied for
    /// a type), and the value it holds once installed: one field, as SwiftUI's `Environment`
    /// keeps it. A wrapper is installed into a fresh copy of the view value for each evaluation,
    /// so the source is never needed again on the installed copy; a separate source and
    /// `installed: Value?` took a word more in every `@Environment` of every view value (stored
    /// in its node, and copied into each closure that captures `self`), and made every install
    /// ask for `Optional<Value>`'s metadata.
    @usableFromInline var content: Content

    /// Where an `@Environment` property's value comes from, or the value itself.
    @usableFromInline enum Content {
        /// `@Environment(\.colorScheme)`, not installed.
        case keyPath(KeyPath<EnvironmentValues, Value>)
        /// `@Environment(Model.self)`, not installed: how to find the object supplied for a
        /// type.
        case object(ObjectLookup)
        /// The value installed for the current evaluation. A wrapper handed on in this state (a
        /// child view's stored `Environment` given its parent's installed one) keeps it (D103).
        case value(Value)
    }

    /// The key path the property reads, if it has not been installed and reads one.
    @usableFromInline var keyPath: KeyPath<EnvironmentValues, Value>? {
        if case .keyPath(let keyPath) = content { return keyPath }
        return nil
    }

    /// How to find the object the property reads, if it has not been installed and reads one.
    @usableFromInline var object: ObjectLookup? {
        if case .object(let object) = content { return object }
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
        content = .keyPath(keyPath)
    }

    /// Reads the `@Observable` object of type `objectType` an ancestor supplied with
    /// ``View/environment(_:)``. With none, the view renders as an error node and a diagnostic
    /// names the type (a strict host traps, as SwiftUI does) (E11).
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        content = .object(
            ObjectLookup(
                typeID: ObjectIdentifier(objectType), typeName: displayName(of: objectType),
                read: { $0[EnvironmentObjectKey<Value>.self] }))
    }

    /// Reads the `@Observable` object of type `objectType` an ancestor supplied, or `nil` when
    /// none did (E11).
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        content = .object(
            ObjectLookup(
                typeID: ObjectIdentifier(objectType), typeName: displayName(of: objectType),
                read: { .some($0[EnvironmentObjectKey<T>.self]) }))
    }

    /// The current value. Outside a mounted view this is the key's default, and a diagnostic
    /// is recorded in ``UnhostedDiagnostics``.
    @inlinable public var wrappedValue: Value {
        if case .value(let value) = content { return value }
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
    /// `@Environment(\.self)` depends on every value. A wrapper that already holds a value (one
    /// a view handed on from its own installed copy) keeps it, as SwiftUI's does (D103).
    @MainActor mutating func install(_ context: inout PropertyInstallContext) {
        switch content {
        case .keyPath(let keyPath):
            if Value.self == EnvironmentValues.self {
                installWholeEnvironment(&context)
            } else {
                content = .value(context.readEnvironment(at: keyPath))
            }
        case .object(let object):
            installObject(object, &context)
        case .value:
            return
        }
    }

    // The two rarer forms apart, so that the key path's path does not look up `Optional<Value>`'s
    // metadata (the object's read returns an optional; 215 instructions a property, on every
    // install when it was inline).
    @MainActor @inline(never)
    private mutating func installObject(
        _ object: ObjectLookup, _ context: inout PropertyInstallContext
    ) {
        guard let found = context.readEnvironment({ object.read($0) }) else {
            context.fail(Self.missingObjectMessage(object.typeName))
            return
        }
        content = .value(found)
    }

    @MainActor @inline(never)
    private mutating func installWholeEnvironment(_ context: inout PropertyInstallContext) {
        // `Value` is `EnvironmentValues` here: a cast that cannot fail, without a dynamic
        // cast's lookup.
        content = .value(unsafeBitCast(context.node.readWholeEnvironment(), to: Value.self))
    }
}

/// Marks `@Environment`, so a view's layout knows how many reads to make room for.
protocol EnvironmentProperty {}

extension Environment: EnvironmentProperty {}

extension Environment: _InputComparable {
    /// The same source is the same input. An installed value handed on (D103) is compared by
    /// nothing: it counts as changed, so the view that holds it shows its parent's new value.
    static func _inputsEqual(_ lhs: Self, _ rhs: Self) -> Bool {
        switch (lhs.content, rhs.content) {
        case (.keyPath(let left), .keyPath(let right)): left == right
        case (.object(let left), .object(let right)): left.typeID == right.typeID
        default: false
        }
    }
}

extension Environment: @unchecked Sendable where Value: Sendable {}

extension Environment: InstalledProperty {}
