/// Registers, with the enclosing navigation container, how to show pushed values of one type.
nonisolated public struct _NavigationDestinationModifier<D: Hashable, Destination: View>:
    ViewModifier,
    PrimitiveModifier
{
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let build: (D) -> Destination

    @MainActor func didMount(_ node: ModifierNode) { register(node) }
    @MainActor func didUpdate(from old: Self, _ node: ModifierNode) { register(node) }

    @MainActor private func register(_ node: ModifierNode) {
        let context = node.graph.withoutReading { node.inheritedEnvironment.navigationContext }
        let build = self.build
        context?.register(D.self) { AnyView(build($0)) }
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
