/// How a lazy grid turns its `GridItem`s into tracks (columns of a `LazyVGrid`, rows of a
/// `LazyHGrid`) for the length it is given (D22, after objc.io's and the SwiftUI Field Guide's
/// measurements, and Apple's description of `.flexible`): the tracks never depend on the
/// cells. Fixed items take their length; the length left after them and after every gap is
/// offered to the flexible and adaptive items in order, each offered an equal share of what is
/// left: a flexible item takes the offer clamped to its bounds, an adaptive one takes the offer
/// and fills it with as many tracks of at least its minimum as fit, its spacing apart (one when
/// none fits), each at most its maximum.
struct GridTracks: Equatable {
    /// One track: its length, the gap after it, and how its cells sit in it.
    struct Track: Equatable {
        var length: CGFloat
        var spacing: CGFloat
        var alignment: Alignment
    }

    private(set) var tracks: [Track] = []

    /// The gap a `GridItem` without one keeps from the next, and lines of a grid without a
    /// `spacing` from each other.
    static let defaultSpacing: CGFloat = 8

    /// The tracks `items` make in `length`; a `nil` length (a grid proposed its ideal size)
    /// gives each item its minimum.
    init(_ items: [GridItem], length: CGFloat?) {
        let gaps = items.map { $0.spacing ?? Self.defaultSpacing }
        var left = (length ?? 0) - gaps.dropLast().reduce(0, +)
        var shared = 0
        for item in items {
            if case .fixed(let fixed) = item.size { left -= fixed } else { shared += 1 }
        }
        for (item, gap) in zip(items, gaps) {
            let alignment = item.alignment ?? .center
            switch item.size {
            case .fixed(let fixed):
                tracks.append(Track(length: fixed, spacing: gap, alignment: alignment))
            case .flexible(let minimum, let maximum):
                let share = length == nil ? minimum : left / CGFloat(shared)
                let taken = min(max(share, minimum), maximum)
                left -= taken
                shared -= 1
                tracks.append(Track(length: taken, spacing: gap, alignment: alignment))
            case .adaptive(let minimum, let maximum):
                let share = length == nil ? minimum : left / CGFloat(shared)
                left -= share
                shared -= 1
                let fitting = ((share + gap) / (minimum + gap)).rounded(.down)
                let count = fitting.isFinite ? max(1, Int(min(fitting, 10_000))) : 1
                let each = min(
                    max(0, (share - gap * CGFloat(count - 1)) / CGFloat(count)), maximum)
                for _ in 0..<count {
                    tracks.append(Track(length: each, spacing: gap, alignment: alignment))
                }
            }
        }
    }

    /// How long across a grid proposed `length` is, and the tracks it lays its cells out in
    /// (D22, after objc.io's and Fatbobman's measurements): SwiftUI sizes the grid with the
    /// tracks for the proposal, as long as they are when that is longer (flexible minimums
    /// that overflow it), then shares its own length out again. So `.flexible(minimum: 100)`
    /// and `.flexible(minimum: 180)` in 300 make a grid of 146 + 8 + 180 = 334, whose tracks
    /// are then 163 and 180: 351, wider than the grid, which centres them.
    static func placed(_ items: [GridItem], proposed length: CGFloat?) -> (
        length: CGFloat, tracks: GridTracks
    ) {
        let sizing = GridTracks(items, length: length)
        let own = max(length ?? 0, sizing.length)
        return (own, own == length ? sizing : GridTracks(items, length: own))
    }

    /// The tracks' lengths with the gaps between them.
    var length: CGFloat {
        guard let last = tracks.last else { return 0 }
        return tracks.reduce(0) { $0 + $1.length + $1.spacing } - last.spacing
    }

    var count: Int { tracks.count }

    /// Where each track starts, from the first's start.
    var starts: [CGFloat] {
        var position: CGFloat = 0
        return tracks.map { track in
            defer { position += track.length + track.spacing }
            return position
        }
    }
}
