/// Menu commands an app's scene adds: menus of the menu bar on macOS, the key-command HUD on
/// iPadOS (S4). They live outside every window's tree, in the app's graph, and go through the
/// same runtime as views: their buttons are ordinary buttons, their state and environment are
/// tracked, and `.disabled` greys an item out.
///
///     WindowGroup { ContentView() }
///         .commands {
///             CommandMenu("Action") { Button("Empty") { store.empty() } }
///         }
@MainActor @preconcurrency
public protocol Commands {
    /// The type of commands this value's body produces.
    associatedtype Body: Commands

    /// The commands.
    @CommandsBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// Canopy's graph hook: creates the node that mounts these commands. Do not implement it.
    @MainActor static func _makeCommandsNode(_ commands: Self) -> _ViewNode
}

extension Commands {
    /// The default hook: a node that evaluates ``body``.
    @MainActor public static func _makeCommandsNode(_ commands: Self) -> _ViewNode {
        CompositeCommandsNode(_CommandsView(commands: commands))
    }
}

extension Commands where Body == Never {
    /// Primitive commands are set up by the runtime; asking for their body is a programming
    /// error.
    public var body: Never { fatalError("\(Self.self) are primitive commands and have no body") }
}

extension Never: Commands {}

/// Commands carried through the view graph's machinery in the app's graph.
nonisolated struct _CommandsView<Content: Commands>: View {
    /// Mounted by the runtime through the commands' own hook.
    public typealias Body = Never
    let commands: Content

    /// Mounts the commands with their own hook.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode {
        Content._makeCommandsNode(view.commands)
    }
}

@MainActor
final class CompositeCommandsNode<C: Commands>: TypedNode<_CommandsView<C>> {
    override func evaluate() {
        evaluateBody(of: view.commands) { _CommandsView(commands: $0.body) }
    }

    override var renderRole: RenderRole { .transparent }
}

/// Builds commands from the statements of a block.
@resultBuilder
public enum CommandsBuilder {
    /// One group of commands.
    public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }

    /// Several groups side by side, in order.
    public static func buildBlock<each Content: Commands>(_ content: repeat each Content)
        -> some Commands
    {
        _TupleCommands(repeat each content)
    }

    /// A commands expression.
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }

    /// An `if` without `else`: the commands while the condition holds.
    public static func buildIf<Content: Commands>(_ content: Content?) -> Content? { content }

    /// The first branch of an `if`/`else`.
    public static func buildEither<TrueContent: Commands, FalseContent: Commands>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else`.
    public static func buildEither<TrueContent: Commands, FalseContent: Commands>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
}

/// Several groups of commands, built by ``CommandsBuilder``.
nonisolated struct _TupleCommands<each Content: Commands>: Commands {
    /// Expanded by the runtime.
    public typealias Body = Never
    let value: (repeat each Content)

    init(_ value: repeat each Content) { self.value = (repeat each value) }

    /// Mounts each group by position.
    @MainActor public static func _makeCommandsNode(_ commands: Self) -> _ViewNode {
        StructuralNode(_CommandsView(commands: commands))
    }
}

/// Commands ``CommandsBuilder`` made of commands (a block, an `if`/`else`, an `if`): mounted by
/// the structural layer that mounts views' (see ``StructuralContent``), each element wrapped
/// as commands.
@MainActor
protocol StructuralCommands: Commands {
    /// Reconciles the current elements, wrapped as commands, as `node`'s children.
    @MainActor func reconcileStructure(in node: _ViewNode, branch: inout Bool?)
}

extension _CommandsView: StructuralContent where Content: StructuralCommands {
    @MainActor func reconcileStructure(in node: StructuralNode<Self>) {
        commands.reconcileStructure(in: node, branch: &node.branch)
    }
}

extension _TupleCommands: StructuralCommands {
    @MainActor func reconcileStructure(in node: _ViewNode, branch: inout Bool?) {
        node.reconcilePositions(repeat _CommandsView(commands: each value))
    }
}

extension _ConditionalContent: Commands where TrueContent: Commands, FalseContent: Commands {
    /// Mounts the current branch.
    @MainActor public static func _makeCommandsNode(_ commands: Self) -> _ViewNode {
        StructuralNode(_CommandsView(commands: commands))
    }
}

extension _ConditionalContent: StructuralCommands
where TrueContent: Commands, FalseContent: Commands {
    @MainActor func reconcileStructure(in node: _ViewNode, branch: inout Bool?) {
        switch storage {
        case .trueContent(let commands):
            node.show(_CommandsView(commands: commands), branch: true, current: &branch)
        case .falseContent(let commands):
            node.show(_CommandsView(commands: commands), branch: false, current: &branch)
        }
    }
}

extension Optional: Commands where Wrapped: Commands {
    /// Mounts the wrapped commands while they are present.
    @MainActor public static func _makeCommandsNode(_ commands: Self) -> _ViewNode {
        StructuralNode(_CommandsView(commands: commands))
    }
}

extension Optional: StructuralCommands where Wrapped: Commands {
    @MainActor func reconcileStructure(in node: _ViewNode, branch: inout Bool?) {
        node.showIfPresent(map { _CommandsView(commands: $0) })
    }
}

/// A menu of its own in the menu bar, after the standard View menu. Its content is built like
/// any view: every button in it, however nested in views, groups and `ForEach`es, is an item;
/// a ``Toggle`` is an item with a checkmark, a ``Menu`` a submenu, a ``Picker`` a submenu of
/// its choices (inline with `.pickerStyle(.inline)`), a ``Divider`` a separator, a ``Text`` a
/// greyed-out label.
///
///     CommandMenu("Format") {
///         Toggle("Bold", isOn: $bold).keyboardShortcut("b")
///         Divider()
///         Menu("Size") {
///             Button("Bigger") { … }
///             Button("Smaller") { … }
///         }
///     }
///     // Format: [ ] Bold ⌘B, —, Size ▸ {Bigger, Smaller}
nonisolated public struct CommandMenu<Content: View>: Commands {
    /// Set up by the runtime.
    public typealias Body = Never
    let name: String
    let content: Content

    /// A menu named `name` showing `content`'s items.
    @preconcurrency public init(_ name: String, @ViewBuilder content: () -> Content) {
        self.name = name
        self.content = content()
    }

    /// Mounts the menu's items.
    @MainActor public static func _makeCommandsNode(_ commands: Self) -> _ViewNode {
        MenuCommandsNode(
            _CommandsView(commands: commands),
            describe: { (menu: $0.name, placement: nil, content: $0.content) })
    }
}

/// Items placed relative to a standard menu group: after it, before it, or replacing it.
nonisolated public struct CommandGroup<Content: View>: Commands {
    /// Set up by the runtime.
    public typealias Body = Never
    let placement: CommandGroupPlacement
    let position: CommandGroupPosition
    let content: Content

    /// Items after the standard group `placement`.
    @preconcurrency public init(
        after placement: CommandGroupPlacement, @ViewBuilder addition: () -> Content
    ) {
        self.placement = placement
        position = .after
        content = addition()
    }

    /// Items before the standard group `placement`.
    @preconcurrency public init(
        before placement: CommandGroupPlacement, @ViewBuilder addition: () -> Content
    ) {
        self.placement = placement
        position = .before
        content = addition()
    }

    /// Items in place of the standard group `placement`.
    @preconcurrency public init(
        replacing placement: CommandGroupPlacement, @ViewBuilder addition: () -> Content
    ) {
        self.placement = placement
        position = .replacing
        content = addition()
    }

    /// Mounts the group's items.
    @MainActor public static func _makeCommandsNode(_ commands: Self) -> _ViewNode {
        MenuCommandsNode(_CommandsView(commands: commands)) {
            (menu: "", placement: ($0.placement, $0.position), content: $0.content)
        }
    }
}

/// Where a ``CommandGroup``'s items go relative to its placement.
enum CommandGroupPosition: Sendable, Hashable {
    case before, after, replacing
}

/// A node contributing items to the menu bar: a ``CommandMenu`` or a ``CommandGroup``. Its
/// child is its content; `AppHost` reads the items from it (`MenuBarReader`).
@MainActor
protocol MenuContributor: _ViewNode {
    /// A ``CommandMenu``'s name; empty for a ``CommandGroup``.
    var menuName: String { get }
    var groupPlacement: (CommandGroupPlacement, CommandGroupPosition)? { get }
}

@MainActor
final class MenuCommandsNode<C: Commands, Content: View>: TypedNode<_CommandsView<C>>,
    MenuContributor
{
    let describe:
        @MainActor (C) -> (
            menu: String, placement: (CommandGroupPlacement, CommandGroupPosition)?,
            content: Content
        )
    private(set) var menuName = ""
    private(set) var groupPlacement: (CommandGroupPlacement, CommandGroupPosition)?

    init(
        _ commands: _CommandsView<C>,
        describe:
            @escaping @MainActor (C) -> (
                menu: String, placement: (CommandGroupPlacement, CommandGroupPosition)?,
                content: Content
            )
    ) {
        self.describe = describe
        super.init(commands)
    }

    override func evaluate() {
        let description = describe(view.commands)
        menuName = description.menu
        groupPlacement = description.placement
        reconcileSingleChild(description.content.environment(\.isMenuBarContent, true))
    }

    override var renderRole: RenderRole { .transparent }
}

/// A scene with commands: the scene, and its commands beside it in the app's graph.
nonisolated struct _CommandsScene<Content: Scene, C: Commands>: Scene {
    /// Set up by the runtime.
    public typealias Body = Never
    let content: Content
    let commands: C

    /// Mounts the scene and its commands.
    @MainActor public static func _makeSceneNode(_ scene: Self) -> _ViewNode {
        CommandsSceneNode(_SceneView(scene: scene))
    }
}

@MainActor
final class CommandsSceneNode<Content: Scene, C: Commands>: TypedNode<
    _SceneView<_CommandsScene<Content, C>>
>
{
    override func evaluate() {
        let old = children
        children = [
            reconcile(old.first, with: _SceneView(scene: view.scene.content)),
            reconcile(
                old.count > 1 ? old[1] : nil, with: _CommandsView(commands: view.scene.commands)),
        ]
    }

    override var renderRole: RenderRole { .transparent }
}

extension Scene {
    /// Adds `content`'s menus and menu items to the app (S4): the menu bar on macOS, the
    /// key-command HUD on iPadOS.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        _CommandsScene(content: self, commands: content())
    }
}

struct MenuBarContentKey: EnvironmentKey, RuntimeEnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether these views are menu-bar items (a command's content): a ``Menu`` there is a
    /// submenu whose items are always present, not a button that opens them.
    var isMenuBarContent: Bool {
        get { self[MenuBarContentKey.self] }
        set { self[MenuBarContentKey.self] = newValue }
    }
}

/// Commands that add nothing: a placeholder where a commands builder needs a value.
public struct EmptyCommands: Commands {
    /// Creates the empty commands.
    public init() {}

    /// No menus and no items.
    public var body: some Commands { CommandsBuilder.buildBlock() }
}
