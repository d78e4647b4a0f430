/// A control that pushes a destination onto the enclosing navigation container when tapped:
/// a value (shown by a matching `navigationDestination(for:)`) or a view.
///
///     NavigationLink("Detail", value: movie)
///     NavigationLink(destination: Text("Detail")) { Label("Open", systemImage: "arrow.right") }
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let label: Label
    let title: String?
    let value: AnyHashable?
    let destination: Destination?
    /// With the deprecated `isActive:` initializers: the destination is pushed while it is
    /// true, tapping the link sets it, and popping the destination resets it.
    var isActive: Binding<Bool>? = nil

    /// Mounts the link with its label as content.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { NavigationLinkNode(view) }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        title = nil
        self.value = value.map { AnyHashable($0) }
        destination = nil
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    /// A link titled `title` that pushes `value`.
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        label = Text(title)
        self.title = String(title)
        self.value = value.map { AnyHashable($0) }
        destination = nil
    }
}

extension NavigationLink {
    /// A link that pushes `destination`.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        title = nil
        value = nil
        self.destination = destination
    }

    /// A link that pushes the view the first closure builds.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` that pushes `destination`.
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        label = Text(title)
        self.title = String(title)
        value = nil
        self.destination = destination
    }

    /// A link titled `title` that pushes the view the closure builds.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(title, destination: destination())
    }

    /// A link titled `title` whose destination is pushed while `isActive` is true (deprecated
    /// in SwiftUI, still there; seed 001 uses it for a hidden, programmatic link).
    public init<S: StringProtocol>(
        _ title: S, destination: Destination, isActive: Binding<Bool>
    ) {
        self.init(title, destination: destination)
        self.isActive = isActive
    }
}

extension NavigationLink {
    /// A link whose destination is pushed while `isActive` is true (deprecated in SwiftUI).
    public init(
        destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label
    ) {
        self.init(destination: destination, label: label)
        self.isActive = isActive
    }
}

@MainActor
final class NavigationLinkNode<Label: View, Destination: View>:
    TypedNode<NavigationLink<Label, Destination>>, InteractiveNode, DisplayFacet
{
    private var context: NavigationContext?
    private(set) var isEnabled = true

    override func evaluate() {
        context = readEnvironment { $0.navigationContext }
        isEnabled = readEnvironment { $0.isEnabled }
        if let isActive = view.isActive, let destination = view.destination {
            // The binding drives the push as `navigationDestination(isPresented:)` does.
            reconcileSingleChild(
                _PresentedDestination(
                    content: view.label, isPresented: isActive, destination: { destination }))
        } else {
            reconcileSingleChild(view.label)
        }
    }

    func renderTitle() -> String {
        var text = view.title.map { "NavigationLink \(quoted($0))" } ?? "NavigationLink"
        if let value = view.value {
            text += " value:" + ValueFormatter.format(value.base)
        } else if view.destination != nil {
            text += " destination:" + displayName(of: Destination.self)
        }
        return isEnabled ? text : text + " disabled"
    }

    var rendersChildren: Bool { view.title == nil }
    var controlKind: ControlKind { .button }
    var controlLabel: String { view.title ?? textContent(below: self) }

    func tap() -> Bool {
        guard isEnabled else { return false }
        guard let context else {
            graph.record(
                Diagnostic(
                    kind: .missingDestination,
                    message: "A NavigationLink outside any navigation container does nothing.",
                    viewPath: path))
            return false
        }
        if let isActive = view.isActive {
            isActive.wrappedValue = true
        } else if let value = view.value {
            context.push(.value(value))
        } else if let destination = view.destination {
            context.push(context.entry(for: AnyView(destination)))
        }
        return true
    }
}
