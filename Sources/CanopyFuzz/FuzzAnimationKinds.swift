import Canopy

/// An animation a generated case uses, in a `withAnimation` step or an
/// `.animation(_:value:)` modifier (T1, T3, T10).
public enum FuzzAnimation: Sendable, Hashable, CustomStringConvertible {
    /// `.linear(duration:)`.
    case linear(Double)
    /// `.easeInOut(duration:)`.
    case easeInOut(Double)
    /// `.spring(duration:bounce:)`.
    case spring(Double, bounce: Double)

    /// The animation itself.
    @MainActor public var animation: Animation {
        switch self {
        case .linear(let duration): return .linear(duration: duration)
        case .easeInOut(let duration): return .easeInOut(duration: duration)
        case .spring(let duration, let bounce): return .spring(duration: duration, bounce: bounce)
        }
    }

    /// Whether the curve only moves toward its target (a timing curve: its value never goes
    /// the wrong way while it runs alone on a value).
    public var isMonotonic: Bool {
        if case .spring = self { return false }
        return true
    }

    /// The animation as Swift source: `.linear(duration: 0.5)`.
    public var description: String {
        switch self {
        case .linear(let duration): return ".linear(duration: \(duration))"
        case .easeInOut(let duration): return ".easeInOut(duration: \(duration))"
        case .spring(let duration, let bounce):
            return ".spring(duration: \(duration), bounce: \(bounce))"
        }
    }

    /// A shorter animation of the same kind, for the shrinker.
    var simpler: FuzzAnimation? {
        switch self {
        case .linear: return nil
        case .easeInOut(let duration): return .linear(duration)
        case .spring(let duration, _): return .linear(duration)
        }
    }
}

/// A built-in animatable effect whose value a generated tree computes (T7).
public enum FuzzEffect: Int, Sendable, CaseIterable {
    /// `.opacity(value)`, over 0, 0.25, … 1.
    case opacity
    /// `.offset(x: value, y: -value / 2)`, by tens.
    case offset
    /// `.scaleEffect(value)`, over 0.5, 1, 1.5, 2.
    case scale

    /// The effect's amount for an expression's value.
    public func amount(_ value: Int) -> Double {
        switch self {
        case .opacity: return Double(((value % 5) + 5) % 5) / 4
        case .offset: return Double(value * 10)
        case .scale: return 0.5 + Double(((value % 4) + 4) % 4) / 2
        }
    }

    /// The modifier as Swift source around a value expression `value` (an `Int`), with the
    /// same arithmetic as ``amount(_:)``.
    func source(_ value: String) -> String {
        switch self {
        case .opacity: return ".opacity(Double((((\(value)) % 5) + 5) % 5) / 4)"
        case .offset:
            return ".offset(x: CGFloat((\(value)) * 10), y: -CGFloat((\(value)) * 5))"
        case .scale: return ".scaleEffect(0.5 + CGFloat((((\(value)) % 4) + 4) % 4) / 2)"
        }
    }
}

/// A transition on conditional content (T17).
public enum FuzzTransition: Int, Sendable, CaseIterable {
    /// `.opacity`.
    case opacity
    /// `.scale`.
    case scale
    /// `.slide`.
    case slide
    /// `.move(edge: .leading)`.
    case moveLeading
    /// `.identity`.
    case identity
    /// `.asymmetric(insertion: .scale, removal: .opacity)`.
    case asymmetric

    /// The transition itself.
    @MainActor public var transition: AnyTransition {
        switch self {
        case .opacity: return .opacity
        case .scale: return .scale
        case .slide: return .slide
        case .moveLeading: return .move(edge: .leading)
        case .identity: return .identity
        case .asymmetric: return .asymmetric(insertion: .scale, removal: .opacity)
        }
    }

    /// The transition as Swift source.
    var source: String {
        switch self {
        case .opacity: return ".opacity"
        case .scale: return ".scale"
        case .slide: return ".slide"
        case .moveLeading: return ".move(edge: .leading)"
        case .identity: return ".identity"
        case .asymmetric: return ".asymmetric(insertion: .scale, removal: .opacity)"
        }
    }
}

extension FuzzGenerator {
    /// An animation: timing curves and springs, a quarter of a second to a second long.
    mutating func animation() -> FuzzAnimation {
        let duration = random.element([0.25, 0.5, 1.0])
        switch random.int(0...3) {
        case 0, 1: return .linear(duration)
        case 2: return .easeInOut(duration)
        default: return .spring(duration, bounce: random.element([0.0, 0.3]))
        }
    }

    /// A node of the animation constructs around a child made next: an effect whose value
    /// changes, an `.animation(_:value:)` (sometimes removing the animation), or a transition.
    mutating func animationKind(_ variables: [Int]) -> (FuzzNode) -> FuzzNode.Kind {
        switch random.int(0...5) {
        case 0, 1, 2:
            let effect = random.element(FuzzEffect.allCases)
            let value = expression(variables)
            return { .effect(effect, value, $0) }
        case 3, 4:
            let animation = random.chance(15) ? nil : self.animation()
            let value = expression(variables)
            return { .animation(animation, value, $0) }
        default:
            let transition = random.element(FuzzTransition.allCases)
            return { .transition(transition, $0) }
        }
    }

    /// A branch of a conditional, with a transition around it half the time.
    mutating func branch(_ made: FuzzNode) -> FuzzNode {
        guard generatesAnimations, random.chance(50) else { return made }
        return FuzzNode(
            id: makeID(), kind: .transition(random.element(FuzzTransition.allCases), made))
    }

    /// A step of the animated cases: time passing (a frame to two seconds, frame by frame or
    /// at once), a change in `withAnimation` (with a completion half the time), or a plain one.
    mutating func animatedStep() -> FuzzStep {
        switch random.int(0...9) {
        case 0, 1, 2:
            let frames = random.element([1, 5, 15, 30, 60, 120])
            return .advance(frames: frames, sampled: random.chance(50))
        case 3, 4, 5:
            let animation = animation()
            let completion = random.chance(50)
            return .animated(animation, step(), completion: completion)
        default:
            return step()
        }
    }
}
