/// A control that chooses one value among its options: each option is a view tagged with its
/// value (`.tag(v)`, or the id of the `ForEach` that made it). A person picks an option by its
/// text (``ViewHost/pick(_:in:)``).
///
///     Picker("Flavor", selection: $flavor) {
///         ForEach(Flavor.allCases, id: \.self) { Text($0.rawValue) }
///     }
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View,
    ContainerPrimitive
{
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let title: String
    let selection: Binding<SelectionValue>
    let content: Content

    /// A picker labelled by `label`.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.content = content()
        title = (label() as? any StaticText)?.staticText ?? ""
    }

    /// Mounts the picker with its options as content.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { PickerNode(view) }

    var containerContent: Content { content }
    func renderTitle() -> String { "Picker \(quoted(title))" }
}

extension Picker where Label == Text {
    /// A picker with a title.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker {
    /// A picker labelled by `label` (the pre-iOS 14 argument order).
    public init(
        selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { label }
    }
}

@MainActor
final class PickerNode<Label: View, SelectionValue: Hashable, Content: View>:
    ContainerNode<Picker<Label, SelectionValue, Content>>, InteractiveNode, OptionChoosing,
    PreferenceFacet
{
    private(set) var isEnabled = true
    private var itemKey: AnyPreferenceKey { AnyPreferenceKey.of(TabItemKey.self) }

    /// The menu the picker is in, closed after a pick.
    private var dismissAfterPick: DismissOnTap?

    override func evaluate() {
        isEnabled = readEnvironment { $0.isEnabled }
        dismissAfterPick = readEnvironment { $0.dismissOnButtonTap }
        // The selection is read as this node: a change re-renders the picker's value.
        _ = graph.evaluatingBody(of: self, countingEvaluation: false) {
            view.selection.wrappedValue
        }
        super.evaluate()
    }

    var childRequestedPreferences: PreferenceKeySet {
        requestedPreferences.adding(itemKey)
    }

    /// The options' tags are the picker's to read, not its own: they do not go on up, so a
    /// tab holding a picker is not tagged by its options, and the picker's values are the same
    /// whether its parent asks for tags or not (a window showing every key asks for them: the
    /// options were asked already, so their values do not change and would not mark the
    /// picker to recombine; the differential check found the picker's cache and a
    /// recomputation disagreeing, D105).
    func computePreferences() -> PreferenceValues {
        var values = combinedChildPreferences()
        values[itemKey] = nil
        return values
    }

    var controlKind: ControlKind { .picker }
    var controlLabel: String { view.title }
    /// The picker style set above it; `.automatic` is a menu on every platform.
    var resolvedStyle: ResolvedStyle? {
        resolvedBuiltInStyle(PickerStyleKey.self, automatic: PickerLook.automatic) {
            .picker($0.resolved)
        }
    }
    var controlValue: String? {
        let selected = AnyHashable(view.selection.wrappedValue)
        return options.first { $0.tag == selected }.map(\.text)
    }
    func tap() -> Bool { isEnabled }

    /// The options: each subview's text and tag.
    var options: [(text: String, tag: AnyHashable?)] {
        subviews.map { option in
            (
                textContent(below: option).isEmpty
                    ? ViewHost.label(of: option) : textContent(below: option),
                option.selectionTag(for: SelectionValue.self)
            )
        }
    }

    var optionLabels: [String] { options.map(\.text) }

    func choose(_ text: String) -> Bool {
        guard isEnabled, let option = options.first(where: { $0.text == text }),
            // An untagged option selects nothing (a `nil` tag cast to an optional selection
            // would otherwise "succeed" as `nil`).
            let tag = option.tag, let value = tag.base as? SelectionValue
        else { return false }
        view.selection.wrappedValue = value
        dismissAfterPick?()
        return true
    }

    /// D105: a menu or segmented picker is one control; other styles stack their options.
    override func currentLayout(in context: LeafLayoutContext) -> any ContainerLayout {
        pickerLayout(in: context) ?? super.currentLayout(in: context)
    }

    override func renderTitle() -> String {
        view.renderTitle() + " selection:\(controlValue.map(quoted) ?? "none")"
            + (isEnabled ? "" : " disabled")
    }
}

/// A control a host chooses among labelled options (a picker, a menu).
@MainActor
protocol OptionChoosing: _ViewNode {
    var optionLabels: [String] { get }
    func choose(_ text: String) -> Bool
}
