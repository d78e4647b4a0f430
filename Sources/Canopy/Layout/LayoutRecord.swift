/// What the last layout decided for one node: its frame in window coordinates, the proposal it
/// was placed with, the safe area it saw, and the sizes it chose for the proposals it was asked
/// about since its layout last changed.
@MainActor
final class LayoutRecord {
    /// How many times any record's frame or placed state changed, in every graph: a reader
    /// that keeps what it derived from frames (the accessibility reading order, D80) reads
    /// them again only after this moved.
    static var frameChanges = 0
    /// The node's frame, in window points (D10: exact, never rounded).
    var frame = CGRect.zero {
        didSet { if frame != oldValue { Self.frameChanges &+= 1 } }
    }
    /// The proposal the node was placed with.
    var proposal = ProposedViewSize.unspecified
    /// The safe area the node was placed in.
    var region = SafeAreaRegion(bounds: .zero, safe: .zero)
    /// Whether the node has been placed at all.
    var isPlaced = false {
        didSet { if isPlaced != oldValue { Self.frameChanges &+= 1 } }
    }
    /// Sizes chosen for recent proposals: a stack probes each child with up to three proposals
    /// (its minimum, its maximum, its share), so a few entries make nested stacks linear.
    var cache = SizeCache()
    /// The subviews a container last found (see ``LayoutEngine/subviews(of:)``), until a
    /// change below it marks it.
    var subviews: [LayoutItem]?
    /// A custom `Layout`'s cache (G4), kept for the container's life and brought up to date
    /// when something below changed.
    var customLayoutCache: Any?
}

/// A handful of `proposal → size` answers, newest replacing oldest, stored inline.
struct SizeCache {
    private var proposals:
        (ProposedViewSize, ProposedViewSize, ProposedViewSize, ProposedViewSize) = (
            .unspecified, .unspecified, .unspecified, .unspecified
        )
    private var sizes: (CGSize, CGSize, CGSize, CGSize) = (.zero, .zero, .zero, .zero)
    private var count = 0
    private var next = 0
    /// Whether the node, or the content its modifiers wrap, sets a guide of its own: asked of
    /// every child a stack lines up, and cleared with the sizes when something below changes.
    var setsGuides: Bool?
    /// A text's metric (its font's, D11), cleared with the sizes when its font may have
    /// changed (its view, or a font written above).
    var textMetric: TextMetric?
    /// A stack's last division of its length, for the proposal it was made for: placing the
    /// stack right after its parent measured it at that proposal divides nothing again.
    var stackResolution: StackResolution?
    /// Whether a custom layout's cache has seen every change since it was made or updated.
    var customLayoutCacheIsCurrent = false

    var isEmpty: Bool { count == 0 }

    mutating func removeAll() {
        count = 0
        next = 0
        setsGuides = nil
        textMetric = nil
        stackResolution = nil
        customLayoutCacheIsCurrent = false
    }

    func size(for proposal: ProposedViewSize) -> CGSize? {
        if count > 0, proposals.0 == proposal { return sizes.0 }
        if count > 1, proposals.1 == proposal { return sizes.1 }
        if count > 2, proposals.2 == proposal { return sizes.2 }
        if count > 3, proposals.3 == proposal { return sizes.3 }
        return nil
    }

    mutating func insert(_ size: CGSize, for proposal: ProposedViewSize) {
        switch next {
        case 0: (proposals.0, sizes.0) = (proposal, size)
        case 1: (proposals.1, sizes.1) = (proposal, size)
        case 2: (proposals.2, sizes.2) = (proposal, size)
        default: (proposals.3, sizes.3) = (proposal, size)
        }
        next = (next + 1) % 4
        count = min(count + 1, 4)
    }
}

/// The safe area as a placed view sees it (G32, D15): the region it may extend into by
/// ignoring the safe area (its window, or the container whose bars inset it) and the part of
/// that region clear of system content and bars. Both in window coordinates.
struct SafeAreaRegion: Equatable {
    var bounds: CGRect
    var safe: CGRect

    /// The region for the content of a safe-area inset placed in `frame`, whose safe part now
    /// ends at `limit` on `edge` (G33): a view in the content that ignores the safe area reaches
    /// back over the inset, and past `frame` only where `frame` itself reaches the safe area's
    /// edge (then on to the window's, as before).
    func insetting(_ edge: Edge, to limit: CGFloat, in frame: CGRect) -> SafeAreaRegion {
        let tolerance: CGFloat = 0.001
        var result = self
        switch edge {
        case .top:
            let top = max(safe.minY, limit)
            result.safe = CGRect(
                x: safe.minX, y: top, width: safe.width, height: max(0, safe.maxY - top))
            if frame.minY > safe.minY + tolerance {
                result.bounds = CGRect(
                    x: bounds.minX, y: frame.minY, width: bounds.width,
                    height: max(0, bounds.maxY - frame.minY))
            }
        case .bottom:
            result.safe.size.height = max(0, min(safe.maxY, limit) - safe.minY)
            if frame.maxY < safe.maxY - tolerance {
                result.bounds.size.height = max(0, frame.maxY - bounds.minY)
            }
        case .leading:
            let left = max(safe.minX, limit)
            result.safe = CGRect(
                x: left, y: safe.minY, width: max(0, safe.maxX - left), height: safe.height)
            if frame.minX > safe.minX + tolerance {
                result.bounds = CGRect(
                    x: frame.minX, y: bounds.minY, width: max(0, bounds.maxX - frame.minX),
                    height: bounds.height)
            }
        case .trailing:
            result.safe.size.width = max(0, min(safe.maxX, limit) - safe.minX)
            if frame.maxX < safe.maxX - tolerance {
                result.bounds.size.width = max(0, frame.maxX - bounds.minX)
            }
        }
        return result
    }

    /// How far the unsafe region reaches into `frame` on each edge.
    func insets(of frame: CGRect) -> EdgeInsets {
        EdgeInsets(
            top: max(0, min(frame.height, safe.minY - frame.minY)),
            leading: max(0, min(frame.width, safe.minX - frame.minX)),
            bottom: max(0, min(frame.height, frame.maxY - safe.maxY)),
            trailing: max(0, min(frame.width, frame.maxX - safe.maxX)))
    }
}
