/// The layout modifiers padding and frames, with their arguments as SwiftUI takes them
/// (`CGFloat` lengths, `Edge.Set`, `Alignment`): each value is shown on its content's line and
/// lays the content out (`Layout/FrameLayout.swift`, G12, G13, G15).

/// `.padding`, `.padding(8)`, `.padding(.horizontal, 8)`,
/// `.padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))`.
struct PaddingAttribute: AttributeValue {
    /// The padded edges, `nil` when the call named none (every edge).
    let edges: Edge.Set?
    /// The length, `nil` for the platform's default.
    let length: CGFloat?
    /// Insets given edge by edge (`padding(_: EdgeInsets)`), which the other fields then do not
    /// say.
    var explicitInsets: EdgeInsets? = nil

    var attributeText: String {
        if let insets = explicitInsets { return ".padding(\(insets.attributeArgument))" }
        switch (edges, length) {
        case (nil, nil): return ".padding"
        case (nil, let length?): return ".padding(\(length.attributeArgument))"
        case (let edges?, let length):
            return ".padding(\(edges)" + (length.map { ", " + $0.attributeArgument } ?? "") + ")"
        }
    }
}

extension EdgeInsets: AttributeArgument {
    /// `EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)`.
    var attributeArgument: String {
        "EdgeInsets(top: \(top.attributeArgument), leading: \(leading.attributeArgument), "
            + "bottom: \(bottom.attributeArgument), trailing: \(trailing.attributeArgument))"
    }
}

/// `.frame(width: 100, height: 40, alignment: .leading)`: a fixed proposal.
struct FrameAttribute: AttributeValue {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    var attributeText: String {
        frameText(
            [
                ("width", width), ("height", height),
            ], alignment: alignment)
    }
}

/// `.frame(minWidth: 200, maxWidth: .infinity)`: flexible bounds.
struct FlexFrameAttribute: AttributeValue {
    let minWidth: CGFloat?
    let idealWidth: CGFloat?
    let maxWidth: CGFloat?
    let minHeight: CGFloat?
    let idealHeight: CGFloat?
    let maxHeight: CGFloat?
    let alignment: Alignment

    var attributeText: String {
        frameText(
            [
                ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
                ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight),
            ], alignment: alignment)
    }
}

private func frameText(_ lengths: [(String, CGFloat?)], alignment: Alignment) -> String {
    var present = lengths.compactMap { name, value in
        value.map { "\(name): \($0.attributeArgument)" }
    }
    if alignment != .center { present.append("alignment: \(alignment)") }
    return ".frame(" + present.joined(separator: ", ") + ")"
}

extension View {
    /// Adds the platform's default padding on every edge.
    public func padding() -> some View { attribute(PaddingAttribute(edges: nil, length: nil)) }

    /// Adds `length` points of padding on every edge.
    public func padding(_ length: CGFloat) -> some View {
        attribute(PaddingAttribute(edges: nil, length: length))
    }

    /// Adds padding on `edges`, `length` points or the default.
    public func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> some View {
        attribute(PaddingAttribute(edges: edges, length: length))
    }

    /// Adds padding of each edge's length in `insets` (G15).
    public func padding(_ insets: EdgeInsets) -> some View {
        attribute(PaddingAttribute(edges: nil, length: nil, explicitInsets: insets))
    }

    /// Proposes a fixed size for the view.
    public func frame(
        width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        attribute(FrameAttribute(width: width, height: height, alignment: alignment))
    }

    /// Proposes flexible bounds for the view.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        attribute(
            FlexFrameAttribute(
                minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                alignment: alignment))
    }
}
