/// A piece of user interface, described as a value.
///
/// A view is a cheap description: Canopy mounts it into a persistent graph node, installs its
/// dynamic properties (`@State`, `@Environment`, …) and evaluates ``body`` only when an input
/// the view read has changed.
///
///     struct Greeting: View {
///         var name: String
///         var body: some View { Text("Hello, \(name)") }
///     }
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view's body produces.
    associatedtype Body: View

    /// The content of the view, rebuilt whenever an input the view read changes.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// Canopy's graph hook: creates the node that mounts this view. Do not implement it;
    /// Canopy's primitives provide their own, and every other view gets the composite node
    /// that evaluates ``body``.
    @MainActor static func _makeNode(_ view: Self) -> _ViewNode
}

extension View {
    /// The default graph hook: a composite node that evaluates ``body``.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode {
        CompositeNodeMakers.makeNode(view)
    }
}

extension Never: View {
    /// `Never` is the body type of primitive views; it has no body of its own.
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Primitive views are drawn by the runtime, so asking for their body is a programming error.
    public var body: Never {
        fatalError("\(Self.self) is a primitive view and has no body")
    }
}
