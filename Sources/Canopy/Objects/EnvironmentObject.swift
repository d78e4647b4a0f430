/// Reads an `ObservableObject` an ancestor supplied with ``View/environmentObject(_:)``,
/// keyed by type; the nearest ancestor wins. The view is re-evaluated after the object sends.
///
/// With no ancestor supplying one, SwiftUI traps. Canopy records a diagnostic with SwiftUI's
/// words and the view's path, and renders the view as an error node, so the rest of the tree
/// keeps working; a strict host traps instead (E11).
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    var object: ObjectType?

    /// Reads the nearest supplied object of this type.
    public init() {}

    /// The object.
    @MainActor public var wrappedValue: ObjectType {
        guard let object else { fatalError(Self.missingMessage) }
        return object
    }

    /// Bindings to the object's properties.
    @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }

    static var missingMessage: String {
        let name = displayName(of: ObjectType.self)
        return
            "No ObservableObject of type \(name) found. A View.environmentObject(_:) for \(name) may be missing as an ancestor of this view."
    }

    /// Finds the object and subscribes the view to it, or fails the view when there is none.
    @MainActor mutating func install(_ context: inout PropertyInstallContext) {
        object = context.readEnvironment { $0[EnvironmentObjectKey<ObjectType>.self] }
        if let object {
            context.subscribe(toChangesOf: object)
        } else {
            context.fail(Self.missingMessage)
        }
    }
}

extension EnvironmentObject: _InputComparable {
    /// The object comes from the environment; the field itself never differs.
    static func _inputsEqual(_ lhs: Self, _ rhs: Self) -> Bool { true }
}

/// The environment slot of one object type: supplied by `environmentObject(_:)` (for
/// `ObservableObject`s) or `environment(_:)` (for `@Observable` classes).
struct EnvironmentObjectKey<ObjectType: AnyObject>: EnvironmentKey {
    static var defaultValue: ObjectType? { nil }
}

extension EnvironmentObjectKey: NamedEnvironmentKey {
    /// `environmentObject(MovieStore)`.
    static var keyName: String { "environmentObject(\(displayName(of: ObjectType.self)))" }
}

/// Supplies an object to the modified subtree, keyed by its type.
nonisolated struct _EnvironmentObjectModifier<ObjectType: AnyObject>: ViewModifier,
    PrimitiveModifier, EnvironmentWritingModifier
{
    public typealias Body = Never
    let object: ObjectType?
    let label: String

    func writeEnvironment(_ environment: inout EnvironmentValues) {
        environment[EnvironmentObjectKey<ObjectType>.self] = object
    }

    @MainActor func renderAttributes(into attributes: inout [String], node: ModifierNode) {
        attributes.append(".\(label)(\(displayName(of: ObjectType.self)))")
    }
}

extension View {
    /// Supplies `object` to this view and everything below it; views read it with
    /// ``EnvironmentObject``, the nearest supplier winning (E11).
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(_EnvironmentObjectModifier(object: object, label: "environmentObject"))
    }
}

extension EnvironmentObject: InstalledProperty {}
