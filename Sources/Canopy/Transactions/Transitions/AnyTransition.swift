import Foundation

/// How a view enters and leaves the tree when an animated change inserts or removes it (T17):
/// it appears from the transition's active look and leaves toward it. The default is
/// ``opacity``. Without an animation a view appears and leaves at once.
///
///     if showsDetails {
///         DetailView().transition(.move(edge: .bottom).combined(with: .opacity))
///     }
public struct AnyTransition: Sendable {
    let insertion: [TransitionEffect]
    let removal: [TransitionEffect]
    /// The animation the transition uses instead of the transaction's, if set.
    let animation: Animation?

    init(_ effect: TransitionEffect) {
        insertion = [effect]
        removal = [effect]
        animation = nil
    }

    init(insertion: [TransitionEffect], removal: [TransitionEffect], animation: Animation?) {
        self.insertion = insertion
        self.removal = removal
        self.animation = animation
    }

    /// Fades the view in and out.
    public static let opacity = AnyTransition(.builtIn(.opacity))
    /// Scales the view from and to nothing.
    public static let scale = AnyTransition(.builtIn(.scale(0, anchor: .center)))
    /// Scales the view from and to `scale`, around `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(.builtIn(.scale(scale, anchor: anchor)))
    }
    /// Slides the view in from the leading edge and out toward the trailing edge.
    public static let slide = AnyTransition(
        insertion: [.builtIn(.move(.leading))], removal: [.builtIn(.move(.trailing))],
        animation: nil)
    /// Moves the view in from and out toward `edge`, by its size.
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition(.builtIn(.move(edge)))
    }
    /// Pushes the view in from `edge`, and out toward the opposite one, fading as it goes.
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(
            insertion: [.builtIn(.move(edge)), .builtIn(.opacity)],
            removal: [.builtIn(.move(edge.opposite)), .builtIn(.opacity)], animation: nil)
    }
    /// Moves the view in from and out to `offset`.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition(.builtIn(.offset(offset)))
    }
    /// Moves the view in from and out to (`x`, `y`).
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        AnyTransition(.builtIn(.offset(CGSize(width: x, height: y))))
    }
    /// No change of look: the view waits for the animation, then appears or leaves.
    public static let identity = AnyTransition(insertion: [], removal: [], animation: nil)

    /// A transition that applies `active` while the view is inserted or removed and `identity`
    /// once it is in place; an `Animatable` modifier's value interpolates between the two.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(.modifier(ModifierTransitionPair(active: active, identity: identity)))
    }

    /// `insertion` when the view appears and `removal` when it leaves.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition)
        -> AnyTransition
    {
        AnyTransition(
            insertion: insertion.insertion, removal: removal.removal,
            animation: insertion.animation ?? removal.animation)
    }

    /// This transition and `other`, together.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(
            insertion: insertion + other.insertion, removal: removal + other.removal,
            animation: animation ?? other.animation)
    }

    /// This transition, animated with `animation` whatever the transaction's.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(insertion: insertion, removal: removal, animation: animation)
    }

    /// A transition of the iOS 17 ``Transition`` protocol.
    public init<T: Transition>(_ transition: T) {
        self.init(.custom(CustomTransitionBox(transition: transition)))
    }
}

/// One part of a transition: a built-in look (drawn by the window picture, D62), a pair of
/// modifiers, or a ``Transition``.
enum TransitionEffect: Sendable {
    case builtIn(BuiltInTransition)
    case modifier(any TransitionModifierPair)
    case custom(any TransitionModifierPair)

    var modifierPair: (any TransitionModifierPair)? {
        switch self {
        case .builtIn: nil
        case .modifier(let pair), .custom(let pair): pair
        }
    }

    var builtIn: BuiltInTransition? {
        if case .builtIn(let look) = self { look } else { nil }
    }
}

/// A transition that changes the view through a modifier: applies it for a phase.
protocol TransitionModifierPair: Sendable {
    @MainActor func apply<Content: View>(to content: Content, phase: TransitionPhase) -> AnyView
}

struct ModifierTransitionPair<Effect: ViewModifier>: TransitionModifierPair, @unchecked Sendable {
    let active: Effect
    let identity: Effect

    @MainActor func apply<Content: View>(to content: Content, phase: TransitionPhase) -> AnyView {
        AnyView(content.modifier(phase.isIdentity ? identity : active))
    }
}

struct CustomTransitionBox<T: Transition>: TransitionModifierPair, @unchecked Sendable {
    let transition: T

    @MainActor func apply<Content: View>(to content: Content, phase: TransitionPhase) -> AnyView {
        AnyView(
            transition.body(content: TransitionContent(content: AnyView(content)), phase: phase))
    }
}

extension View {
    /// How this view enters and leaves the tree when an animated change inserts or removes it
    /// (T17); `.opacity` when not set.
    public func transition(_ transition: AnyTransition) -> some View {
        modifier(_TransitionModifier(transition: transition))
    }

    /// How this view enters and leaves the tree, as a ``Transition`` (T17).
    public func transition<T: Transition>(_ transition: T) -> some View {
        modifier(_TransitionModifier(transition: AnyTransition(transition)))
    }
}
