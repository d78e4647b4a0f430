/// Arranges views vertically.
nonisolated public struct VStack<Content: View>: View, ContainerPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Stacks the views the closure builds, top to bottom.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    var containerContent: Content { content }
    func renderTitle() -> String {
        stackTitle("VStack", alignment: alignment == .center ? nil : "\(alignment)", spacing)
    }
}

/// Arranges views horizontally.
nonisolated public struct HStack<Content: View>: View, ContainerPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Stacks the views the closure builds, leading to trailing.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    var containerContent: Content { content }
    static var screenRole: ScreenRole { .horizontal }
    func renderTitle() -> String {
        stackTitle("HStack", alignment: alignment == .center ? nil : "\(alignment)", spacing)
    }
}

/// Overlays views, back to front.
nonisolated public struct ZStack<Content: View>: View, ContainerPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let alignment: Alignment
    let content: Content

    /// Layers the views the closure builds, the first at the back.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    var containerContent: Content { content }
    func renderTitle() -> String {
        stackTitle("ZStack", alignment: alignment == .center ? nil : "\(alignment)", nil)
    }
}

private func stackTitle(_ name: String, alignment: String?, _ spacing: CGFloat?) -> String {
    var title = name
    if let alignment { title += " alignment:\(alignment)" }
    if let spacing { title += " spacing:\(ValueFormatter.format(spacing))" }
    return title
}

extension VStack {
    @MainActor func containerLayout(in context: LeafLayoutContext) -> any ContainerLayout {
        StackLayoutAlgorithm(axis: .vertical, alignment: .horizontal(alignment), spacing: spacing)
    }
}

extension HStack {
    @MainActor func containerLayout(in context: LeafLayoutContext) -> any ContainerLayout {
        StackLayoutAlgorithm(axis: .horizontal, alignment: .vertical(alignment), spacing: spacing)
    }
}

extension ZStack {
    @MainActor func containerLayout(in context: LeafLayoutContext) -> any ContainerLayout {
        ZStackLayoutAlgorithm(alignment: alignment)
    }
}
