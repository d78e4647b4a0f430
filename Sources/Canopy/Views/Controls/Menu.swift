/// A button that shows a list of actions. Tapping it opens the menu; tapping an item runs it
/// and closes the menu. In a command menu it is a submenu (S4): its items are always there, and
/// a menu-bar path names it (`"Edit/Sort/By Name"`).
///
///     Menu("Options") {
///         Button("Rename") { … }
///         Button("Delete", role: .destructive) { … }
///     }
nonisolated public struct Menu<Label: View, Content: View>: View {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let label: Label
    let content: Content

    /// A menu labelled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// Mounts the label, and the items while the menu is open.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { MenuNode(view) }
}

extension Menu where Label == Text {
    /// A menu with a title.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

@MainActor
final class MenuNode<Label: View, Content: View>: TypedNode<Menu<Label, Content>>, InteractiveNode,
    Dismissible, DisplayFacet
{
    private(set) var isEnabled = true
    private(set) var isOpen = false
    /// The menu this one is in: choosing an item closes every menu around it.
    private var outer: DismissOnTap?
    private lazy var close = DismissOnTap(action: { [weak self] in
        self?.setOpen(false)
        self?.outer?()
    })

    /// Whether this menu is a submenu of the menu bar (S4): its items are always present, and
    /// there is nothing to close after one runs.
    private(set) var isSubmenu = false

    /// The innermost menu style set above, if any (a menu bar's submenus have none).
    private var style: StyleBox<MenuStyleInputs>?

    /// Whether the style's `makeBody` draws the menu (a custom style).
    var drawsStyleBody: Bool { style != nil && style?.look == nil }
    var isOperable: Bool { !drawsStyleBody }

    override func evaluate() {
        let styles: StyleStack
        (isEnabled, outer, isSubmenu, styles) = readEnvironment {
            ($0.isEnabled, $0.dismissOnButtonTap, $0.isMenuBarContent, $0[MenuStyleKey.self])
        }
        style = isSubmenu ? nil : styles.innermost as? StyleBox<MenuStyleInputs>
        if let style, style.look == nil {
            let inputs = MenuStyleInputs(label: AnyView(view.label), content: AnyView(view.content))
            reconcileSingleChild(
                StyleBody<MenuStyleKey, MenuStyleInputs>(box: style, inputs: inputs))
            return
        }
        let old = children
        var new = [reconcile(old.first, with: view.label)]
        if isOpen || isSubmenu {
            let items = old.count > 1 ? old[1] : nil
            let close = isSubmenu ? nil : self.close
            new.append(
                reconcile(items, with: view.content.environment(\.dismissOnButtonTap, close)))
        }
        for node in old.dropFirst(new.count) { graph.unmount(node) }
        children = ChildList(new)
    }

    private func setOpen(_ open: Bool) {
        guard open != isOpen, isMounted else { return }
        isOpen = open
        graph.invalidate(self)
        graph.requestFlush()
    }

    var controlKind: ControlKind { .menu }

    /// An open menu is a presentation: `dismissPresentation()` closes it, as a tap outside does.
    var isPresenting: Bool { isOpen }
    var presentsMenu: Bool { true }
    func dismissPresentation() { setOpen(false) }
    var controlLabel: String { children.first.map(text(of:)) ?? "" }
    var controlValue: String? { isOpen ? "open" : nil }

    /// Opens the menu, or closes it when open.
    func tap() -> Bool {
        guard isEnabled, isOperable else { return false }
        setOpen(!isOpen)
        return true
    }

    func renderTitle() -> String {
        "Menu" + (isOpen ? " open" : "") + (isEnabled ? "" : " disabled")
    }
}

/// What a presentation of buttons (a menu, an alert) does after one of its buttons ran: close.
public struct DismissOnTap: Sendable {
    /// The action, boxed: one word, so that a button keeps it in the field it keeps its style
    /// in (the two never reach a button together), a two-reference enum with no tag byte.
    private let box: Box

    init(action: @escaping @MainActor @Sendable () -> Void) { box = Box(action: action) }

    @MainActor func callAsFunction() { box.action() }

    private final class Box: Sendable {
        let action: @MainActor @Sendable () -> Void
        init(action: @escaping @MainActor @Sendable () -> Void) { self.action = action }
    }
}

struct DismissOnTapKey: EnvironmentKey, RuntimeEnvironmentKey {
    static let defaultValue: DismissOnTap? = nil
}

extension EnvironmentValues {
    /// Closes the menu or alert whose buttons these are, after a button's action ran.
    var dismissOnButtonTap: DismissOnTap? {
        get { self[DismissOnTapKey.self] }
        set { self[DismissOnTapKey.self] = newValue }
    }
}
