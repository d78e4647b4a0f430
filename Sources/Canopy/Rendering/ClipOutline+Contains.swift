import Foundation

extension WindowPicture.ClipOutline {
    /// Whether `point` is inside the outline laid in `frame`: where a shape takes touches (a
    /// filled or stroked shape, a `contentShape`), as SwiftUI hit-tests a shape by its path.
    /// The frame is half-open, as `CGRect.contains` is.
    func contains(_ point: CGPoint, in frame: CGRect) -> Bool {
        if case .path(let path, let size, let eoFill) = self {
            // A path may reach past its frame, and is hit where it is.
            let local = point.applying(placement(of: size, in: frame).inverted())
            return path.contains(local, eoFill: eoFill)
        }
        guard frame.contains(point) else { return false }
        switch self {
        case .rectangle:
            return true
        case .rounded(let radius):
            return Self.inRounded(point, frame, radius: radius)
        case .capsule:
            return Self.inRounded(point, frame, radius: min(frame.width, frame.height) / 2)
        case .circle:
            let radius = min(frame.width, frame.height) / 2
            let dx = point.x - frame.midX
            let dy = point.y - frame.midY
            return dx * dx + dy * dy <= radius * radius
        case .ellipse:
            guard frame.width > 0, frame.height > 0 else { return false }
            let dx = (point.x - frame.midX) / (frame.width / 2)
            let dy = (point.y - frame.midY) / (frame.height / 2)
            return dx * dx + dy * dy <= 1
        case .path:
            return false
        }
    }

    /// The outline as a path in a frame of `size` at the origin.
    func path(size: CGSize) -> Path {
        let rect = CGRect(origin: .zero, size: size)
        switch self {
        case .rectangle: return Path(rect)
        case .rounded(let radius): return Path(roundedRect: rect, cornerRadius: radius)
        case .capsule: return Capsule().path(in: rect)
        case .circle: return Circle().path(in: rect)
        case .ellipse: return Path(ellipseIn: rect)
        case .path(let path, let made, _):
            return made == size ? path : path.applying(placement(of: made, in: rect))
        }
    }

    /// What takes a path made for a frame of `size` at the origin to `frame`: a move, and a
    /// stretch when a look drew the frame at another size.
    func placement(of size: CGSize, in frame: CGRect) -> CGAffineTransform {
        let scaleX = size.width > 0 ? frame.width / size.width : 1
        let scaleY = size.height > 0 ? frame.height / size.height : 1
        return CGAffineTransform(scaleX: scaleX, y: scaleY)
            .concatenating(CGAffineTransform(translationX: frame.minX, y: frame.minY))
    }

    private static func inRounded(_ point: CGPoint, _ frame: CGRect, radius: CGFloat) -> Bool {
        let r = max(0, min(radius, frame.width / 2, frame.height / 2))
        // The nearest point of the rectangle inset by the radius: within `r` of it is inside.
        let nearest = CGPoint(
            x: min(max(point.x, frame.minX + r), frame.maxX - r),
            y: min(max(point.y, frame.minY + r), frame.maxY - r))
        let dx = point.x - nearest.x
        let dy = point.y - nearest.y
        return dx * dx + dy * dy <= r * r
    }
}
