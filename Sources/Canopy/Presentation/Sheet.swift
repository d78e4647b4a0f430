/// A sheet presented over a view: shown while its binding says so, as a subtree of its own
/// (it renders as a `.sheet` section under the presenting view's line). Views in it can
/// dismiss it with `@Environment(\.dismiss)`.
nonisolated struct _SheetPresentation<Content: View, SheetContent: View>: View {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let content: Content
    /// The identity of what is presented (`true`, or the item's id), or `nil`.
    let presentedID: @MainActor () -> AnyHashable?
    let makeSheet: @MainActor () -> SheetContent?
    let dismiss: @MainActor () -> Void
    let onDismiss: (@MainActor () -> Void)?
    /// What kind of presentation this is.
    var kind = PresentationKind.sheet

    /// Mounts the content, and the sheet while it is presented.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { SheetNode(view) }
}

@MainActor
final class SheetNode<Content: View, SheetContent: View>:
    TypedNode<_SheetPresentation<Content, SheetContent>>, Dismissible, DisplayFacet
{
    private var presentedID: AnyHashable?
    /// One action per sheet node, so readers of `dismiss` see the same value every update.
    private lazy var dismissValue = DismissAction(
        action: { [weak self] in
            guard let self, self.isMounted else { return }
            self.dismissPresentation()
        }, isPresentation: true)

    override func evaluate() {
        if view.kind == .fullScreenCover, graph.platform == .macOS {
            reportUnavailable(".fullScreenCover", fallback: "it is presented as a sheet")
        }
        let (id, sheet) = graph.evaluatingBody(of: self, countingEvaluation: false) {
            (view.presentedID(), view.makeSheet())
        }
        let content = reconcile(children.first, with: view.content)
        if let id, let sheet {
            let root = PresentationRoot(dismiss: dismissValue, content: sheet)
            if id == presentedID, children.count > 1 {
                children = [content, reconcile(children[1], with: root)]
            } else {
                if children.count > 1 { graph.unmount(children[1]) }
                children = [content, mountChild(root)]
            }
        } else {
            if children.count > 1 {
                graph.unmount(children[1])
                if let onDismiss = view.onDismiss { graph.enqueueDisappear(onDismiss) }
            }
            children = [content]
        }
        presentedID = children.count > 1 ? id : nil
    }

    var isPresenting: Bool { children.count > 1 }

    var presentsDialog: Bool { isPresenting && view.kind.isModal }

    /// An alert or dialog is modal: while it shows, a person can reach only its buttons.
    var shownChildren: ChildList {
        if isPresenting, view.kind.isModal { return [children[1]] }
        return children
    }

    func dismissPresentation() {
        guard isPresenting else { return }
        view.dismiss()
    }

    /// Where the presented sheet rests, when it is presenting a sheet (C14): an alert, a
    /// dialog, a popover or a full-screen cover has no detents to rest at or be dragged to.
    var sheetDetents: SheetDetentState? {
        guard isPresenting, presentationKind == .sheet else { return nil }
        return (children[1] as? any SheetDetentHolding)?.detents
    }

    /// Whether the content refuses a person's dismissal now (C13).
    var refusesInteractiveDismissal: Bool {
        guard isPresenting, let root = children[1] as? any InteractiveDismissRefusing else {
            return false
        }
        return root.refusesInteractiveDismissal
    }

    override var renderRole: RenderRole { .attribute }
    var decoration: DecorationStyle? {
        DecorationStyle(
            label: view.kind.sectionLabel + (sheetDetents?.label ?? "")
                + (refusesInteractiveDismissal ? " interactiveDismissDisabled" : "")
                + presentationStyleLabel,
            isSection: true)
    }

    /// What kind of presentation it is, as the screen renderer titles its box: a popover on
    /// an iPhone is shown as a sheet, as SwiftUI adapts it in a compact size class, and a
    /// full-screen cover on a Mac (which has none) as a sheet.
    var presentationKind: PresentationKind {
        switch (view.kind, graph.platform) {
        case (.popover, .iOS), (.fullScreenCover, .macOS): .sheet
        default: view.kind
        }
    }
    override var pathComponent: String? { nil }
}

/// A host can dismiss the presentation a node shows.
@MainActor
protocol Dismissible: _ViewNode {
    var isPresenting: Bool { get }
    func dismissPresentation()
    /// Whether the presentation refuses a person's dismissal now (C13).
    var refusesInteractiveDismissal: Bool { get }
    /// Whether it presents an alert or a confirmation dialog now: a dialog over its content,
    /// which stays on screen with its bars (C1, C5), rather than a presentation with bars of
    /// its own.
    var presentsDialog: Bool { get }
    /// Whether what it presents is a menu: a list of choices over the window, with no bars
    /// or detents, that is not the front presentation for them (C5, C14).
    var presentsMenu: Bool { get }
}

extension Dismissible {
    var refusesInteractiveDismissal: Bool { false }
    var presentsDialog: Bool { false }
    var presentsMenu: Bool { false }
}

/// A presentation's root, which knows whether its content refuses a person's dismissal.
@MainActor
protocol InteractiveDismissRefusing: _ViewNode {
    var refusesInteractiveDismissal: Bool { get }
}

extension PresentationRootNode: InteractiveDismissRefusing, SheetDetentHolding {}

/// A presenter whose presentation may be a sheet: where that sheet rests (C14), `nil` when it
/// presents something else.
@MainActor
protocol SheetDetentPresenting: Dismissible {
    var sheetDetents: SheetDetentState? { get }
}

extension SheetNode: SheetDetentPresenting {}

/// A presentation's root, which knows where its sheet rests (C14).
@MainActor
protocol SheetDetentHolding: _ViewNode {
    var detents: SheetDetentState { get }
}

/// The root of a presented subtree: gives it `dismiss` and `isPresented`, and is the
/// presentation a `preferredColorScheme` inside it flows up to: the sheet's resolved scheme
/// flows down to every view in the sheet, and the window is untouched (E10).
struct PresentationRoot<Content: View>: View {
    typealias Body = Never
    let dismiss: DismissAction
    let content: Content

    @MainActor static func _makeNode(_ view: Self) -> _ViewNode { PresentationRootNode(view) }
}

@MainActor
final class PresentationRootNode<Content: View>: PresentationNode<PresentationRoot<Content>> {
    override func evaluate() {
        let dismiss = view.dismiss
        provideEnvironment { environment in
            environment.dismiss = dismiss
            environment.colorScheme = resolvedScheme(over: environment.colorScheme)
        }
        reconcileSingleChild(view.content)
    }

    /// A sheet is always a presentation its content's scheme flows up to, and the refusal of
    /// a person's dismissal (C13).
    override var childRequestedPreferences: PreferenceKeySet {
        requestedPreferences.adding(schemeKey).adding(dismissRefusalKey).adding(detentsKey)
            .adding(AnyPreferenceKey.of(ToolbarVisibilityKey.self))
            .adding(AnyPreferenceKey.of(PresentationStyleKey.self))
    }

    private var detentsKey: AnyPreferenceKey { AnyPreferenceKey.of(PresentationDetentsKey.self) }

    /// Where the sheet rests (C14, D53).
    let detents = SheetDetentState()

    private var dismissRefusalKey: AnyPreferenceKey {
        AnyPreferenceKey.of(InteractiveDismissDisabledKey.self)
    }

    /// Whether a view of the content refuses a person's dismissal now (C13, D53).
    private(set) var refusesInteractiveDismissal = false

    override func preferencesDidUpdate() {
        super.preferencesDidUpdate()
        refusesInteractiveDismissal =
            children.first?.preferenceOutputs[dismissRefusalKey] as? Bool ?? false
        detents.update(
            children.first?.preferenceOutputs[detentsKey] as? SheetDetentsRequest, at: self)
    }

    /// The sheet's own preference stops here: it is the sheet's, not the window's.
    override func computePreferences() -> PreferenceValues {
        var values = combinedChildPreferences()
        values[schemeKey] = nil
        values[dismissRefusalKey] = nil
        values[detentsKey] = nil
        values[AnyPreferenceKey.of(ToolbarVisibilityKey.self)] = nil
        values[AnyPreferenceKey.of(PresentationStyleKey.self)] = nil
        return values
    }

    override var renderRole: RenderRole { .transparent }
}

extension View {
    /// Presents the view `content` builds as a sheet while `isPresented` is true.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presentation(.sheet, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents a sheet for `item` while it is non-nil; a different item (by id) presents a new
    /// sheet.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        presentation(.sheet, item: item, onDismiss: onDismiss, content: content)
    }

    /// Presents the view `content` builds over the whole window while `isPresented` is true
    /// (iOS and iPadOS; a simulated Mac shows it as a sheet, with a diagnostic).
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presentation(
            .fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents a full-screen cover for `item` while it is non-nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        presentation(.fullScreenCover, item: item, onDismiss: onDismiss, content: content)
    }

    /// Presents the view `content` builds in a popover while `isPresented` is true; on an
    /// iPhone it shows as a sheet, as SwiftUI adapts it. Where it points (`attachmentAnchor`,
    /// `arrowEdge`) is where a popover's arrow is drawn, which Canopy's renderers do not draw:
    /// they are taken and not used.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presentation(.popover, isPresented: isPresented, onDismiss: nil, content: content)
    }

    /// Presents a popover for `item` while it is non-nil; a different item (by id) presents a
    /// new one.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        presentation(.popover, item: item, onDismiss: nil, content: content)
    }

    private func presentation<Content: View>(
        _ kind: PresentationKind, isPresented: Binding<Bool>,
        onDismiss: (@MainActor () -> Void)?, content: @escaping () -> Content
    ) -> _SheetPresentation<Self, Content> {
        _SheetPresentation(
            content: self,
            presentedID: { isPresented.wrappedValue ? AnyHashable(true) : nil },
            makeSheet: { isPresented.wrappedValue ? content() : nil },
            dismiss: { isPresented.wrappedValue = false },
            onDismiss: onDismiss, kind: kind)
    }

    private func presentation<Item: Identifiable, Content: View>(
        _ kind: PresentationKind, item: Binding<Item?>, onDismiss: (@MainActor () -> Void)?,
        content: @escaping (Item) -> Content
    ) -> _SheetPresentation<Self, Content> {
        _SheetPresentation(
            content: self,
            presentedID: { item.wrappedValue.map { AnyHashable($0.id) } },
            makeSheet: { item.wrappedValue.map(content) },
            dismiss: { item.wrappedValue = nil },
            onDismiss: onDismiss, kind: kind)
    }
}

extension SheetNode: ShowsSomeChildren {}

/// Every presentation is modal (D104): while one shows, a person reaches only it, unless a
/// sheet's or popover's content enables `presentationBackgroundInteraction`.
extension SheetNode: ReachLimiting, DetentDependentReach {
    var reachableFront: _ViewNode? { isPresenting && !letsBackgroundBeUsed ? children[1] : nil }

    var reachFollowsDetent: Bool {
        if case .enabledUpThrough = presentedStyle?.backgroundInteraction?.kind { return true }
        return false
    }
}

/// A presenter whose reach limit follows where its sheet rests
/// (`presentationBackgroundInteraction(.enabled(upThrough:))`, D104): a drag evaluates it
/// again, so what depends on its reach (the accessibility tree, focus behind it) follows.
@MainActor
protocol DetentDependentReach: _ViewNode {
    var reachFollowsDetent: Bool { get }
}
