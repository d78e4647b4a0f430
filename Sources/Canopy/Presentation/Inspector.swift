/// An inspector beside the modified view, shown while its binding says so: a trailing column in
/// a regular horizontal size class (a Mac window, a full-width iPad), a sheet in a compact one
/// (an iPhone), as SwiftUI adapts it. Its content reads the environment where the modifier is
/// (values flow **down** into it); `inspectorColumnWidth` inside it flows **up** to the column.
nonisolated struct _InspectorModifier<Inspector: View>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let isPresented: Binding<Bool>
    let inspector: Inspector

    /// Mounts the content, and the inspector while it is presented.
    @MainActor public static func _makeModifiedNode<Wrapped: View>(
        _ view: ModifiedContent<Wrapped, Self>
    ) -> _ViewNode {
        InspectorNode(view)
    }
}

@MainActor
final class InspectorNode<Wrapped: View, Inspector: View>:
    TypedNode<ModifiedContent<Wrapped, _InspectorModifier<Inspector>>>, Dismissible,
    PresentationKindNaming, InspectorShowing, InspectorToggling, PreferenceFacet, DisplayFacet,
    ReachLimiting
{

    /// Whether the inspector is a sheet (a compact width) rather than a column.
    private(set) var isSheet = false
    /// The width its content asked for with `inspectorColumnWidth`, as of the last preference
    /// pass.
    private(set) var requestedWidth: InspectorColumnWidth?
    private var published: InspectorToggle?
    private lazy var dismissValue = DismissAction(
        action: { [weak self] in
            guard let self, self.isMounted else { return }
            self.dismissPresentation()
        }, isPresentation: true)

    private var widthKey: AnyPreferenceKey { AnyPreferenceKey.of(InspectorColumnWidthKey.self) }

    override func evaluate() {
        isSheet = readEnvironment { $0.horizontalSizeClass } == .compact
        let presented = graph.evaluatingBody(of: self, countingEvaluation: false) {
            view.modifier.isPresented.wrappedValue
        }
        let old = children
        var new = [reconcile(old.first, with: view.content)]
        if presented {
            let existing = old.count > 1 ? old[1] : nil
            let inspector = view.modifier.inspector
            new.append(
                isSheet
                    ? reconcile(
                        existing, with: PresentationRoot(dismiss: dismissValue, content: inspector))
                    : reconcile(
                        existing, with: InspectorColumn(dismiss: dismissValue, content: inspector)))
        } else if old.count > 1 {
            graph.unmount(old[1])
        }
        children = ChildList(new)
        publish()
    }

    var isShown: Bool { children.count > 1 }

    /// Publishes the inspector for `InspectorCommands`, shown or not, as a focused scene value.
    private func publish() {
        publishSceneValue(
            InspectorToggleKey.self, InspectorToggle(isShown: isShown, inspector: handle),
            published: &published)
    }

    override func willUnmount() {
        graph.focus.unpublish(self)
        super.willUnmount()
    }

    func toggleInspector() {
        guard isMounted else { return }
        view.modifier.isPresented.wrappedValue.toggle()
    }

    // A sheet is a presentation a tap outside dismisses; a column is part of the window.
    var isPresenting: Bool { isSheet && isShown }
    func dismissPresentation() {
        guard isShown else { return }
        view.modifier.isPresented.wrappedValue = false
    }
    var presentationTitle: String { "Sheet" }
    /// A compact inspector is a sheet, modal as every sheet is (D104); a column is not.
    var reachableFront: _ViewNode? { isPresenting ? children[1] : nil }
    var showsColumn: Bool { !isSheet && isShown }

    // MARK: Preferences

    var readsPreferences: Bool { true }
    var childRequestedPreferences: PreferenceKeySet { requestedPreferences.adding(widthKey) }

    /// The inspector's width request stops here: it is this inspector's.
    func computePreferences() -> PreferenceValues {
        var values = combinedChildPreferences()
        if !requestedPreferences.contains(widthKey) { values[widthKey] = nil }
        return values
    }

    func preferencesDidUpdate() {
        let observed =
            children.count > 1
            ? children[1].preferenceOutputs[widthKey] as? InspectorColumnWidth : nil
        guard observed != requestedWidth else { return }
        requestedWidth = observed
        if isLaidOut { graph.layout.invalidate(self) }
    }

    // MARK: Rendering

    override var renderRole: RenderRole { .attribute }
    var decoration: DecorationStyle? { DecorationStyle(label: "inspector", isSection: true) }
    override var pathComponent: String? { nil }
}

/// The inspector's content as a trailing column: its `dismiss` closes the inspector, as in a
/// sheet. Only the content shows in renderings.
struct InspectorColumn<Content: View>: View {
    typealias Body = Never
    let dismiss: DismissAction
    let content: Content

    @MainActor static func _makeNode(_ view: Self) -> _ViewNode { InspectorColumnNode(view) }
}

@MainActor
final class InspectorColumnNode<Content: View>: TypedNode<InspectorColumn<Content>> {
    override func evaluate() {
        let dismiss = view.dismiss
        provideEnvironment { $0.dismiss = dismiss }
        reconcileSingleChild(view.content)
    }
    override var renderRole: RenderRole { .transparent }
    override var pathComponent: String? { nil }
}

/// A node that may show an inspector column beside its content (the screen renderer draws the
/// column after the content, under a rule).
@MainActor
protocol InspectorShowing: _ViewNode {
    var showsColumn: Bool { get }
}

extension View {
    /// Shows the inspector `content` builds beside this view while `isPresented` is true: a
    /// trailing column in a regular width, a sheet in a compact one. `InspectorCommands` toggle
    /// the key window's inspector (⌃⌘I).
    public func inspector<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder content: () -> V
    ) -> some View {
        modifier(_InspectorModifier(isPresented: isPresented, inspector: content()))
    }
}
