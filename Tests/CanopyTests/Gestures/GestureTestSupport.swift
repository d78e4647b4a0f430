import Canopy
import Foundation

/// What the gestures of a test did, in order.
@MainActor
final class TouchLog {
    var entries: [String] = []

    func add(_ entry: String) { entries.append(entry) }

    /// The entries so far, emptying the log.
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

/// A window of 200×200 points whose views are placed from its top-leading corner (safe area
/// ignored), so a test's points are the frames it wrote.
@MainActor
func gestureHost(platform: Platform = .iOS, @ViewBuilder _ content: () -> some View) -> ViewHost {
    ViewHost(
        ZStack(alignment: .topLeading) { content() }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .ignoresSafeArea(),
        platform: platform, windowSize: WindowSize(width: 200, height: 200))
}

/// `x`, `y` as a point.
func at(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
