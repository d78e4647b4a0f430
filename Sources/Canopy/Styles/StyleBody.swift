/// A control's body made by its style (`makeBody(configuration:)`), mounted in place of the
/// control's own content. The body sees the environment with its style taken off the stack
/// (see ``StyleStack``); it is transparent in rendered output, so the body's views show under
/// the control's line.
struct StyleBody<Key: EnvironmentKey, Inputs>: View where Key.Value == StyleStack {
    typealias Body = Never
    let box: StyleBox<Inputs>
    let inputs: Inputs

    @MainActor static func _makeNode(_ view: Self) -> _ViewNode { StyleBodyNode(view) }
}

@MainActor
final class StyleBodyNode<Key: EnvironmentKey, Inputs>: TypedNode<StyleBody<Key, Inputs>>
where Key.Value == StyleStack {
    override var renderRole: RenderRole { .transparent }

    override func evaluate() {
        var nesting = 0
        provideEnvironment { environment in
            environment[Key.self].popInnermost()
            nesting = environment[StyleNestingKey.self] + 1
            environment[StyleNestingKey.self] = nesting
        }
        guard nesting <= StyleNestingKey.limit else {
            let message =
                "The style \(view.box.name) was applied inside its own body \(StyleNestingKey.limit) times over and was cut off: a style's body must not set the style that draws it"
            showFailure(message, kind: .unboundedRecursion)
            return
        }
        view.box.mount(in: self, inputs: view.inputs)
    }
}

/// A view handed to a style inside its configuration (a button's label, a label's icon):
/// mounted where the style's body places it, transparent in rendered output, so the view it
/// stands for shows in its place with the body's modifiers on its line.
protocol StyleContentView: View where Body == Never {
    /// The view this one stands for.
    var content: AnyView { get }
}

extension StyleContentView {
    /// Mounts the view it stands for.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode {
        StyleContentNode(view)
    }
}

@MainActor
final class StyleContentNode<V: StyleContentView>: TypedNode<V> {
    override var renderRole: RenderRole { .transparent }
    override func evaluate() { view.content.storage.mountErased(in: self) }
}
