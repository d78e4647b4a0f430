import Foundation

/// How a scroll view settles and starts, and the phases of a person's scrolling: recorded on
/// the view's line (Canopy's host scrolls in one step, without momentum or phases, and keeps
/// the initial offset at the content's start).
extension View {
    /// Where the scroll views in this view start and keep their content anchored (recorded).
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        recordCall("defaultScrollAnchor", (nil, anchor.map { "\($0)" } ?? "nil"))
    }

    /// Where the scroll views in this view anchor their content for `role` (recorded).
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole)
        -> some View
    {
        recordCall(
            "defaultScrollAnchor", (nil, anchor.map { "\($0)" } ?? "nil"), ("for", role))
    }

    /// How the scroll views in this view settle when a person lifts their finger: on pages,
    /// on views (recorded).
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        recordCall("scrollTargetBehavior", (nil, "\(type(of: behavior))"))
    }

    /// Runs `action` with the old and new phase when a person's scrolling changes phase
    /// (recorded: Canopy's host scrolls in one step, so there are no phases to report).
    public func onScrollPhaseChange(
        _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void
    ) -> some View {
        recordCall("onScrollPhaseChange")
    }

    /// Runs `action` with the old and new phase and the scroll geometry (recorded).
    public func onScrollPhaseChange(
        _ action:
            @escaping (
                _ oldPhase: ScrollPhase, _ newPhase: ScrollPhase,
                _ context: ScrollPhaseChangeContext
            ) -> Void
    ) -> some View {
        recordCall("onScrollPhaseChange")
    }
}

/// What a default scroll anchor applies to.
public struct ScrollAnchorRole: Sendable, Hashable, CustomStringConvertible {
    let name: String
    /// Where the content starts.
    public static let initialOffset = ScrollAnchorRole(name: "initialOffset")
    /// What stays in place when the content or the container changes size.
    public static let sizeChanges = ScrollAnchorRole(name: "sizeChanges")
    /// How content smaller than the container is aligned.
    public static let alignment = ScrollAnchorRole(name: "alignment")
    /// `.initialOffset`.
    public var description: String { "." + name }
}

/// Where a scroll should end: a rectangle of the content, anchored.
public struct ScrollTarget: Sendable, Equatable {
    /// The rectangle to show.
    public var rect: CGRect
    /// Where in the container the rectangle goes, if anywhere in particular.
    public var anchor: UnitPoint?
    /// A target of `rect`.
    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a scroll target behavior knows when it adjusts a target.
public struct ScrollTargetBehaviorContext: Sendable {
    /// Where the scroll would end without the behavior.
    public var originalTarget: ScrollTarget
    /// The content's size.
    public var contentSize: CGSize
    /// The scroll view's size.
    public var containerSize: CGSize
    /// The axes it scrolls.
    public var axes: Axis.Set
}

/// How a scroll view chooses where a scroll ends.
public protocol ScrollTargetBehavior {
    /// The context a behavior adjusts a target in.
    typealias TargetContext = ScrollTargetBehaviorContext
    /// Adjusts where a scroll ends.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// Ends scrolls on page boundaries (a page is the container's size).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// The paging behavior.
    public init() {}
    /// Moves the target to the nearest page boundary along the scroll axes.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let size = context.containerSize
        if context.axes.contains(.vertical), size.height > 0 {
            target.rect.origin.y = (target.rect.minY / size.height).rounded() * size.height
        }
        if context.axes.contains(.horizontal), size.width > 0 {
            target.rect.origin.x = (target.rect.minX / size.width).rounded() * size.width
        }
    }
}

/// Ends scrolls aligned to the views of the scroll target layout.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How many views one scroll may move past.
    public struct LimitBehavior: Sendable, Hashable {
        let name: String
        /// The platform's choice.
        public static let automatic = LimitBehavior(name: "automatic")
        /// One view at a time.
        public static let always = LimitBehavior(name: "always")
        /// No limit.
        public static let never = LimitBehavior(name: "never")
        /// A few views at a time.
        public static let alwaysByFew = LimitBehavior(name: "alwaysByFew")
        /// Exactly one view at a time.
        public static let alwaysByOne = LimitBehavior(name: "alwaysByOne")
    }

    let limitBehavior: LimitBehavior

    /// Aligns scrolls to views, limited by `limitBehavior`.
    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }

    /// Leaves the target as it is: the views' frames are not part of the context.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Ends scrolls on page boundaries.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Ends scrolls aligned to views.
    public static var viewAligned: ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior()
    }

    /// Ends scrolls aligned to views, limited by `limitBehavior`.
    public static func viewAligned(
        limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior
    ) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// The phase of a person's scrolling.
public enum ScrollPhase: Sendable, Hashable {
    /// Not scrolling.
    case idle
    /// A finger is down but the scroll has not started.
    case tracking
    /// A finger is scrolling.
    case interacting
    /// The content moves on after the finger lifted.
    case decelerating
    /// A programmatic scroll animates.
    case animating

    /// Whether the content is moving.
    public var isScrolling: Bool { self != .idle }
}

/// What `onScrollPhaseChange` learns with a phase change.
public struct ScrollPhaseChangeContext: Sendable {
    /// The scroll view's geometry.
    public var geometry: ScrollGeometry
}
