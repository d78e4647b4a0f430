/// Registers, with the enclosing navigation container, how to show pushed values of one type.
nonisolated struct _NavigationDestinationModifier<D: Hashable, Destination: View>:
    ViewModifier,
    PrimitiveModifier
{
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let build: (D) -> Destination

    @MainActor func didMount(_ node: ModifierNode) { register(node) }
    @MainActor func didUpdate(from old: Self, _ node: ModifierNode) { register(node) }

    @MainActor func willUnmount(_ node: ModifierNode) {
        context(of: node)?.unregister(D.self, by: ObjectIdentifier(node))
    }

    @MainActor private func register(_ node: ModifierNode) {
        let build = self.build
        context(of: node)?.register(D.self, by: ObjectIdentifier(node)) { AnyView(build($0)) }
    }

    @MainActor private func context(of node: ModifierNode) -> NavigationContext? {
        node.graph.withoutReading { node.inheritedEnvironment.navigationContext }
    }
}

extension View {
    /// Shows pushed values of type `data` with the view `destination` builds. Declare it inside
    /// the navigation container, outside any lazy container.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(_NavigationDestinationModifier<D, C>(build: destination))
    }
}
