/// Pushes `destination` onto the enclosing navigation stack while `isPresented` is true, and
/// sets it back to `false` when the destination is popped (a back button, `dismiss`).
nonisolated struct _PresentedDestination<Content: View, Destination: View>: View {
    typealias Body = Never
    let content: Content
    let isPresented: Binding<Bool>
    let destination: () -> Destination

    @MainActor static func _makeNode(_ view: Self) -> _ViewNode { PresentedDestinationNode(view) }
}

@MainActor
final class PresentedDestinationNode<Content: View, Destination: View>:
    TypedNode<_PresentedDestination<Content, Destination>>
{
    private var pushed: (entry: NavigationContext.Entry, context: NavigationContext)?

    override func evaluate() {
        let presented = graph.evaluatingBody(of: self, countingEvaluation: false) {
            view.isPresented.wrappedValue
        }
        let context = readEnvironment { $0.navigationContext }
        if presented, pushed == nil, let context {
            let entry = context.entry(for: AnyView(view.destination()))
            let binding = view.isPresented
            context.observeRemoval(of: entry) { [weak self] in
                self?.pushed = nil
                if binding.wrappedValue { binding.wrappedValue = false }
            }
            pushed = (entry, context)
            context.push(entry)
        } else if presented, let current = pushed {
            // Still pushed: the destination shows what the view builds now.
            current.context.replaceView(of: current.entry, with: AnyView(view.destination()))
        } else if !presented, let current = pushed {
            pushed = nil
            current.context.stopObservingRemoval(of: current.entry)
            current.context.remove(current.entry)
        }
        reconcileSingleChild(view.content)
    }

    override func willUnmount() {
        if let current = pushed {
            current.context.stopObservingRemoval(of: current.entry)
            current.context.remove(current.entry)
        }
    }

    override var renderRole: RenderRole { .transparent }
}

extension View {
    /// Pushes the view `destination` builds while `isPresented` is true; popping it sets
    /// `isPresented` back to `false`.
    public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: @escaping () -> V
    ) -> some View {
        _PresentedDestination(content: self, isPresented: isPresented, destination: destination)
    }

    /// Pushes the view `destination` builds for `item` while it is non-nil, and pops it when
    /// `item` becomes `nil`; popping it sets `item` to `nil`. While pushed, the destination
    /// shows the current item.
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        _PresentedDestination(
            content: self,
            isPresented: Binding(
                get: { item.wrappedValue != nil },
                set: { presented in if !presented { item.wrappedValue = nil } }),
            destination: { item.wrappedValue.map(destination) })
    }
}
