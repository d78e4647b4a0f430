/// Content of a toolbar: items, groups of items and spacers, built with
/// ``ToolbarContentBuilder`` and handed to `toolbar(content:)`.
///
/// Values of these types are not views: they say which views go on which bar. They flow **up**
/// from the view that declares them to the nearest container that renders a bar (C1): the
/// top level of a navigation stack on iOS and iPadOS, the window on macOS. A custom type
/// composes items in its ``body`` and may use `@State` and `@Environment` like a view.
///
///     struct EditorToolbar: ToolbarContent {
///         @Binding var isBold: Bool
///         var body: some ToolbarContent {
///             ToolbarItem(placement: .primaryAction) { Toggle("Bold", isOn: $isBold) }
///             ToolbarItem(placement: .bottomBar) { Text("Draft") }
///         }
///     }
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The type of content this value's body produces.
    associatedtype Body: ToolbarContent

    /// The content.
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// Canopy's graph hook: creates the node that mounts this content. Do not implement it.
    @MainActor static func _makeToolbarNode(_ content: Self) -> _ViewNode
}

/// Toolbar content a person may customise on macOS and iPadOS (items made with an `id`).
/// Canopy records the ids; there is no customisation to perform.
@MainActor @preconcurrency
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension ToolbarContent {
    /// The default hook: a node that evaluates ``body``.
    @MainActor public static func _makeToolbarNode(_ content: Self) -> _ViewNode {
        CompositeToolbarContentNode(_ToolbarContentView(content: content))
    }
}

extension ToolbarContent where Body == Never {
    /// Primitive toolbar content is set up by the runtime; asking for its body is a programming
    /// error.
    public var body: Never {
        fatalError("\(Self.self) is primitive toolbar content and has no body")
    }
}

extension Never: ToolbarContent, CustomizableToolbarContent {}

/// Toolbar content carried through the view graph's machinery, so the runtime reconciles,
/// updates and removes items as it does views.
nonisolated struct _ToolbarContentView<Content: ToolbarContent>: View {
    /// Mounted by the runtime through the content's own hook.
    public typealias Body = Never
    let content: Content

    /// Mounts the content with its own hook.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode {
        Content._makeToolbarNode(view.content)
    }
}

@MainActor
final class CompositeToolbarContentNode<C: ToolbarContent>: TypedNode<_ToolbarContentView<C>> {
    override func evaluate() {
        evaluateBody(of: view.content) { _ToolbarContentView(content: $0.body) }
    }

    override var renderRole: RenderRole { .transparent }
    override var pathComponent: String? { nil }
}

/// Builds toolbar content from the statements of a block: items in the order written, `if`
/// and `if`/`else` choosing items with state.
@resultBuilder
public enum ToolbarContentBuilder {
    /// One piece of content.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content {
        content
    }

    /// Several pieces side by side, in order.
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content)
        -> _TupleToolbarContent<repeat each Content>
    {
        _TupleToolbarContent(repeat each content)
    }

    /// A toolbar content expression.
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content {
        content
    }

    /// An `if` without `else`: the content while the condition holds.
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }

    /// The first branch of an `if`/`else`.
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else`.
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// Content behind an availability check.
    public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content)
        -> Content
    {
        content
    }
}

/// Several pieces of toolbar content, built by ``ToolbarContentBuilder``.
nonisolated public struct _TupleToolbarContent<each Content: ToolbarContent>: ToolbarContent {
    /// Expanded by the runtime.
    public typealias Body = Never
    let value: (repeat each Content)

    init(_ value: repeat each Content) { self.value = (repeat each value) }

    /// Mounts each piece by position.
    @MainActor public static func _makeToolbarNode(_ content: Self) -> _ViewNode {
        StructuralNode(_ToolbarContentView(content: content))
    }
}

extension _TupleToolbarContent: CustomizableToolbarContent
where repeat each Content: CustomizableToolbarContent {}

/// Toolbar content ``ToolbarContentBuilder`` made of toolbar content (a block, an `if`/`else`,
/// an `if`): mounted by the structural layer that mounts views' (see ``StructuralContent``).
@MainActor
protocol StructuralToolbarContent: ToolbarContent {
    /// Reconciles the current elements, wrapped as views, as `node`'s children.
    @MainActor func reconcileStructure(in node: _ViewNode, branch: inout Bool?)
}

extension _ToolbarContentView: StructuralContent where Content: StructuralToolbarContent {
    @MainActor func reconcileStructure(in node: StructuralNode<Self>) {
        content.reconcileStructure(in: node, branch: &node.branch)
    }
}

extension _TupleToolbarContent: StructuralToolbarContent {
    @MainActor func reconcileStructure(in node: _ViewNode, branch: inout Bool?) {
        node.reconcilePositions(repeat _ToolbarContentView(content: each value))
    }
}

extension _ConditionalContent: ToolbarContent
where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    /// Mounts the current branch.
    @MainActor public static func _makeToolbarNode(_ content: Self) -> _ViewNode {
        StructuralNode(_ToolbarContentView(content: content))
    }
}

extension _ConditionalContent: CustomizableToolbarContent
where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {}

extension _ConditionalContent: StructuralToolbarContent
where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    @MainActor func reconcileStructure(in node: _ViewNode, branch: inout Bool?) {
        switch storage {
        case .trueContent(let content):
            node.show(_ToolbarContentView(content: content), branch: true, current: &branch)
        case .falseContent(let content):
            node.show(_ToolbarContentView(content: content), branch: false, current: &branch)
        }
    }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    /// Mounts the wrapped content while it is present.
    @MainActor public static func _makeToolbarNode(_ content: Self) -> _ViewNode {
        StructuralNode(_ToolbarContentView(content: content))
    }
}

extension Optional: CustomizableToolbarContent where Wrapped: CustomizableToolbarContent {}

extension Optional: StructuralToolbarContent where Wrapped: ToolbarContent {
    @MainActor func reconcileStructure(in node: _ViewNode, branch: inout Bool?) {
        node.showIfPresent(map { _ToolbarContentView(content: $0) })
    }
}
