import Foundation

/// A built-in effect whose argument animates (`opacity`, `offset`, `scaleEffect`,
/// `rotationEffect`, T7): a change of its value in an animated transaction moves the drawn
/// value over time, and the tree dump prints the presentation (D35).
protocol AnimatableAttributeValue: AttributeValue, Animatable {
    /// The name the tree dump gives what animates here (`opacity`).
    static var animationName: String { get }
    /// What a frame does when the value moved.
    static var presentationUse: PresentationUse { get }
}

extension AnimatableAttributeValue {
    static var presentationUse: PresentationUse { .attribute }

    @MainActor func valueDidUpdate(from old: Self, _ node: ModifierNode) {
        let (before, after) = (old.animatableData, animatableData)
        guard before != after else { return }
        node.graph.animations.valueDidChange(
            at: node, from: before, to: after, name: Self.animationName,
            use: Self.presentationUse)
    }

    /// The value as shown at `node` now.
    @MainActor func presented(at node: _ViewNode) -> Self {
        var shown = self
        shown.animatableData = node.graph.animations.presentation(of: animatableData, at: node)
        return shown
    }

    @MainActor func renderedText(at node: ModifierNode) -> String {
        presented(at: node).attributeText
    }
}

/// `.opacity(0.5)`: draws the view with that opacity.
struct OpacityAttribute: AnimatableAttributeValue {
    var opacity: Double
    var attributeText: String { ".opacity(\(opacity.attributeArgument))" }
    static var animationName: String { "opacity" }
    var animatableData: Double {
        get { opacity }
        set { opacity = newValue }
    }
}

extension OffsetAttribute: AnimatableAttributeValue {
    static var animationName: String { "offset" }
    static var presentationUse: PresentationUse { .placement }
    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension ScaleAttribute: AnimatableAttributeValue {
    static var animationName: String { "scaleEffect" }
    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

/// `.rotationEffect(.degrees(45))`: draws the view rotated around `anchor`; the layout does not
/// change (as in SwiftUI).
struct RotationAttribute: AnimatableAttributeValue {
    var angle: Angle
    let anchor: UnitPoint
    var attributeText: String {
        ".rotationEffect(\(angle)" + (anchor == .center ? "" : ", anchor: .\(anchor)") + ")"
    }
    static var animationName: String { "rotationEffect" }
    var animatableData: Double {
        get { angle.radians }
        set { angle = .radians(newValue) }
    }
}

extension View {
    /// Draws the view rotated by `angle` around `anchor`, without changing its layout.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center)
        -> some View
    {
        attribute(RotationAttribute(angle: angle, anchor: anchor))
    }
}
