/// The width an inspector's content asks its trailing column for (`inspectorColumnWidth`):
/// collected as a preference that flows **up** from the content to the inspector, where it
/// stops.
struct InspectorColumnWidth: Equatable, Sendable {
    var min: CGFloat?
    var ideal: CGFloat
    var max: CGFloat?

    /// The column's width (D25): the ideal width within the bounds; a person's resizing is not
    /// simulated, so the ideal width is what the column keeps.
    var resolved: CGFloat {
        var width = ideal
        if let max { width = Swift.min(width, max) }
        if let min { width = Swift.max(width, min) }
        return width
    }

    /// A column's width when the content asks for none (D25): 270 points in a Mac window, 320
    /// on an iPad.
    static func standard(on platform: Platform) -> CGFloat {
        platform == .macOS ? 270 : 320
    }
}

/// The innermost request wins, as the nearest modifier to a view wins.
struct InspectorColumnWidthKey: PreferenceKey {
    static let defaultValue: InspectorColumnWidth? = nil
    static func reduce(value: inout InspectorColumnWidth?, nextValue: () -> InspectorColumnWidth?) {
        if value == nil { value = nextValue() }
    }
}

/// Asks the enclosing inspector's column for a width; the content's own request wins over one
/// further out.
nonisolated struct _InspectorColumnWidthModifier: ViewModifier, PrimitiveModifier, Equatable,
    PreferenceModifier
{
    /// A primitive modifier has no body.
    public typealias Body = Never
    let width: InspectorColumnWidth
    let isFixed: Bool

    @MainActor static var writtenPreference: WrittenPreference? {
        .transforming(InspectorColumnWidthKey.self)
    }

    @MainActor func transformPreferences(
        _ values: inout PreferenceValues, requested: PreferenceKeySet, node: ModifierNode
    ) {
        let key = AnyPreferenceKey.of(InspectorColumnWidthKey.self)
        guard requested.contains(key), values[key] as? InspectorColumnWidth == nil else { return }
        values[key] = width as InspectorColumnWidth?
    }

    @MainActor func renderAttributes(into attributes: inout [String], node: ModifierNode) {
        func format(_ value: CGFloat) -> String { ValueFormatter.format(Double(value)) }
        if isFixed {
            attributes.append(".inspectorColumnWidth(\(format(width.ideal)))")
            return
        }
        var arguments: [String] = []
        if let min = width.min { arguments.append("min: \(format(min))") }
        arguments.append("ideal: \(format(width.ideal))")
        if let max = width.max { arguments.append("max: \(format(max))") }
        attributes.append(".inspectorColumnWidth(\(arguments.joined(separator: ", ")))")
    }
}

extension View {
    /// Sets a fixed width for the inspector this view is the content of, when it is a trailing
    /// column. The value flows **up** to the inspector.
    public func inspectorColumnWidth(_ width: CGFloat) -> some View {
        modifier(
            _InspectorColumnWidthModifier(
                width: InspectorColumnWidth(min: width, ideal: width, max: width), isFixed: true))
    }

    /// Sets a flexible width for the inspector this view is the content of, when it is a
    /// trailing column: the column starts at `ideal`, kept within `min` and `max`. The value
    /// flows **up** to the inspector.
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil)
        -> some View
    {
        modifier(
            _InspectorColumnWidthModifier(
                width: InspectorColumnWidth(min: min, ideal: ideal, max: max), isFixed: false))
    }
}
