/// A lazy container a ``FuzzNode/Kind/lazyContainer(_:_:)`` node mounts its content in, kept
/// short along its axis (`extent` points) so that only some of its rows load (G29, D17).
public struct FuzzLazyContainer: Sendable, Hashable {
    /// Which container, and its parameters.
    public enum Style: Sendable, Hashable {
        /// `ScrollView { LazyVStack(spacing:pinnedViews:) { … } }`.
        case verticalStack(spacing: Int, pinsHeaders: Bool, pinsFooters: Bool)
        /// `ScrollView(.horizontal) { LazyHStack(spacing:) { … } }`.
        case horizontalStack(spacing: Int)
        /// `ScrollView { LazyVGrid(columns: [GridItem() × columns]) { … } }`.
        case verticalGrid(columns: Int)
        /// `List { … }`.
        case list
        /// `Form { … }` (which loads every row).
        case form
    }

    /// The container.
    public var style: Style
    /// Its height (its width for the horizontal stack), set with `.frame`.
    public var extent: Int

    /// A container of `style`, `extent` points long along its axis.
    public init(_ style: Style, extent: Int) {
        self.style = style
        self.extent = extent
    }

    /// Whether the container scrolls horizontally (its extent is a width).
    public var isHorizontal: Bool {
        if case .horizontalStack = style { return true }
        return false
    }

    /// Whether the container may mount only some of its rows: every one but a form.
    public var loadsLazily: Bool {
        if case .form = style { return false }
        return true
    }
}

/// How a ``FuzzNode/Kind/section(_:_:_:)`` node heads its content.
public enum FuzzSection: Sendable, Hashable, CaseIterable {
    /// `Section { … }`.
    case plain
    /// `Section("s<id>") { … }`: a title, which is not a `Text` of its own.
    case title
    /// `Section { … } header: { Text("h<id> <value>") }`.
    case header
    /// `Section { … } header: { EmptyView() } footer: { Text("f<id> <value>") }`.
    case footer
    /// `Section { … } header: { Text("h<id> <value>") } footer: { Text("f<id> <value>") }`.
    case headerAndFooter

    /// Whether the section shows a header text.
    public var hasHeader: Bool { self == .header || self == .headerAndFooter }
    /// Whether the section shows a footer text.
    public var hasFooter: Bool { self == .footer || self == .headerAndFooter }
}

extension FuzzNode.Kind {
    /// The same kind with simpler parameters, for the shrinker: a section without header or
    /// footer, a lazy stack without pinned views or spacing, a linear animation, an opacity
    /// transition, a tab view of `tabItem`s rather than `Tab`s, a menu picker.
    var simplerParameters: [FuzzNode.Kind] {
        switch self {
        case .animation(let animation?, let value, let child):
            return animation.simpler.map { [.animation($0, value, child)] } ?? []
        case .transition(let transition, let child) where transition != .opacity:
            return [.transition(.opacity, child)]
        case .container(.tabs, let value, let child):
            return [.container(.tabItems, value, child)]
        case .container(.segmentedPicker, let value, let child),
            .container(.inlinePicker, let value, let child):
            return [.container(.menuPicker, value, child)]
        case .section(let section, let value, let child) where section != .plain:
            return [.section(.plain, value, child)]
        case .lazyContainer(let container, let child):
            guard case .verticalStack(let spacing, let headers, let footers) = container.style,
                spacing != 0 || headers || footers
            else { return [] }
            var simpler = container
            simpler.style = .verticalStack(spacing: 0, pinsHeaders: false, pinsFooters: false)
            return [.lazyContainer(simpler, child)]
        default:
            return []
        }
    }
}
