import Observation

/// Makes bindings to the properties of an `@Observable` object: `$model.name`.
///
///     struct Editor: View {
///         @Bindable var model: Model
///         var body: some View { TextField("Name", text: $model.name) }
///     }
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    /// The object.
    public var wrappedValue: Value

    /// Makes bindings to `wrappedValue`'s properties.
    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Makes bindings to `wrappedValue`'s properties.
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// The bindable itself, so `$model.name` works.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to the property at `keyPath`; reading it in a body makes that body depend on
    /// the property (Observation).
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
        -> Binding<Subject> where Value: AnyObject
    {
        objectBinding(wrappedValue, keyPath)
    }
}

extension View {
    /// Supplies the `@Observable` object `object` to this view and everything below it; views
    /// read it with `@Environment(Model.self)`, the nearest supplier winning (E11).
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(_EnvironmentObjectModifier(object: object, label: "environment"))
    }
}
