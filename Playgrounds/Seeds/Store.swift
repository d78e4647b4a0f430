// Seed 003 (QuickBird Studios, translated: 协调器、协议抽象的视图模型与深度链接), section 1.2
// "Option 2: The Store Property Wrapper": a view holds its view model typed by a protocol,
// `@Store var viewModel: SomeViewModel`, and is re-evaluated when the model announces a change.
//
// From the article, as written: `AnyObservableObject` (an `ObservableObject` stand-in with no
// associated type, so a protocol refining it can be used as a type) and the usage
// `@Store var viewModel: SomeViewModel` with `protocol SomeViewModel: AnyObservableObject`.
//
// Written here: `Store` itself. The article leaves its implementation to the XUI library; this
// one is built from Canopy's public API only. Store is a `DynamicProperty` that owns, through
// `@StateObject`, a small `ObservableObject` (`StoreObserver`). On every `update()` the observer
// subscribes (`sink`, keeping the `AnyCancellable`) to the current model's `objectWillChange`
// and forwards each send to its own publisher, which the view's node observes. So the holding
// view, and only it, is re-evaluated after the model sends; a parent passing a different model
// moves the subscription to the new one. `projectedValue` makes bindings to the model's
// settable properties (`$viewModel.tab`), as `@ObservedObject` does.

import Canopy

protocol AnyObservableObject: AnyObject {
    var objectWillChange: ObservableObjectPublisher { get }
}

/// Holds a view model typed by a protocol that refines ``AnyObservableObject`` (or any class
/// that is one) and re-evaluates the view when the model's `objectWillChange` sends. A model
/// that is not an ``AnyObservableObject`` is held but not observed.
@propertyWrapper
struct Store<Model>: DynamicProperty {
    @StateObject private var observer = StoreObserver()
    private let reference: ModelReference<Model>

    init(wrappedValue: Model) {
        reference = ModelReference(model: wrappedValue)
    }

    /// The model.
    var wrappedValue: Model { reference.model }

    /// Bindings to the model's properties: `$viewModel.tab`.
    var projectedValue: Wrapper { Wrapper(model: reference.model) }

    /// Points the observer at the model this view was created with.
    mutating func update() {
        observer.observe(reference.model as? AnyObservableObject)
    }

    /// Makes bindings to the model's settable properties.
    @dynamicMemberLookup
    struct Wrapper {
        let model: Model

        subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Model, Value>)
            -> Binding<Value>
        {
            let model = self.model
            return Binding(
                get: { model[keyPath: keyPath] },
                set: { model[keyPath: keyPath] = $0 })
        }
    }
}

/// The model, compared by identity: a parent that re-creates the view with the same model
/// leaves the view's inputs unchanged, so Canopy need not re-evaluate it.
struct ModelReference<Model>: Equatable {
    let model: Model

    static func == (lhs: Self, rhs: Self) -> Bool {
        (lhs.model as AnyObject) === (rhs.model as AnyObject)
    }
}

/// Forwards one model's `objectWillChange` to its own, which the view holding the ``Store``
/// observes (Canopy's `@StateObject` subscribes the view to it).
final class StoreObserver: ObservableObject {
    private weak var observed: AnyObject?
    private var subscription: AnyCancellable?

    /// Forwards `model`'s sends from now on, instead of the previous model's.
    func observe(_ model: AnyObservableObject?) {
        guard model !== observed else { return }
        observed = model
        let forward = objectWillChange
        subscription = model?.objectWillChange.sink { forward.send() }
    }
}
