/// A built-in modifier shown on its content's line: `.padding(8)`, `.frame(width: 100)`,
/// `.opacity(0.5)`. It keeps its argument as a typed value (``AttributeValue``): a change is
/// found by comparing values, the text is derived from the value when the tree is rendered,
/// and the value's layout hooks lay the content out (neutral unless the value says).
nonisolated struct _AttributeModifier<Value: AttributeValue>: ViewModifier, PrimitiveModifier,
    Equatable, LayoutModifier
{
    public typealias Body = Never
    let value: Value

    @MainActor func renderAttributes(into attributes: inout [String], node: ModifierNode) {
        attributes.append(value.renderedText(at: node))
    }

    @MainActor func didUpdate(from old: Self, _ node: ModifierNode) {
        value.valueDidUpdate(from: old.value, node)
    }

    @MainActor func didMount(_ node: ModifierNode) { value.valueDidMount(node) }

    static var laysOut: Bool { Value.laysOut }
    @MainActor func sizeThatFits(
        _ proposal: ProposedViewSize, content: _ViewNode, _ engine: LayoutEngine
    ) -> CGSize {
        value.sizeThatFits(proposal, content: content, engine)
    }
    @MainActor func placeContent(
        _ content: _ViewNode, in frame: CGRect, proposal: ProposedViewSize,
        _ engine: LayoutEngine
    ) {
        value.placeContent(content, in: frame, proposal: proposal, engine)
    }
    func writeTraits(_ traits: inout LayoutTraits) { value.writeTraits(&traits) }
    var sizeDependsOnContent: Bool { value.sizeDependsOnContent }
    var layoutRule: String { value.layoutRule }
    @MainActor func dimensions(
        for size: CGSize, proposal: ProposedViewSize, content: _ViewNode, _ engine: LayoutEngine
    ) -> ViewDimensions {
        value.dimensions(for: size, proposal: proposal, content: content, engine)
    }
}

/// A node of a recorded modifier, asked for its value by type (a menu reads the keyboard
/// shortcut recorded above an item).
@MainActor
protocol AttributeRecording: _ViewNode {
    /// The modifier's value, if it records a `V`.
    func recorded<V: AttributeValue>(_ type: V.Type) -> V?
}

extension PrimitiveModifierNode: AttributeRecording where Modifier: AttributeModifierProtocol {
    func recorded<V: AttributeValue>(_ type: V.Type) -> V? { currentModifier.anyValue as? V }
}

/// What every `_AttributeModifier` is, whatever its value's type.
protocol AttributeModifierProtocol {
    var anyValue: any AttributeValue { get }
}

extension _AttributeModifier: AttributeModifierProtocol {
    var anyValue: any AttributeValue { value }
}

/// What a recorded modifier keeps: a typed value, compared with `==`, that describes itself
/// for rendered text.
protocol AttributeValue: Equatable, Sendable {
    /// The text on the content's line: `.padding(8)`.
    var attributeText: String { get }
    /// Whether the modifier takes part in layout (see ``PrimitiveModifier/laysOut``); the
    /// layout hooks below have the same meaning as ``PrimitiveModifier``'s.
    static var laysOut: Bool { get }
    @MainActor func sizeThatFits(
        _ proposal: ProposedViewSize, content: _ViewNode, _ engine: LayoutEngine
    ) -> CGSize
    @MainActor func placeContent(
        _ content: _ViewNode, in frame: CGRect, proposal: ProposedViewSize,
        _ engine: LayoutEngine)
    func writeTraits(_ traits: inout LayoutTraits)
    var sizeDependsOnContent: Bool { get }
    var layoutRule: String { get }
    @MainActor func dimensions(
        for size: CGSize, proposal: ProposedViewSize, content: _ViewNode, _ engine: LayoutEngine
    ) -> ViewDimensions
    /// The node's value was `old` and is now this one (an animatable value may start moving).
    @MainActor func valueDidUpdate(from old: Self, _ node: ModifierNode)
    /// The node was mounted with this value (a platform-only modifier reports itself, D4).
    @MainActor func valueDidMount(_ node: ModifierNode)
    /// The text on the content's line as the node shows it now (an animating value mid-way).
    @MainActor func renderedText(at node: ModifierNode) -> String
}

extension AttributeValue {
    @MainActor func valueDidUpdate(from old: Self, _ node: ModifierNode) {}
    @MainActor func valueDidMount(_ node: ModifierNode) {}
    @MainActor func renderedText(at node: ModifierNode) -> String { attributeText }
    static var laysOut: Bool { false }
    @MainActor func sizeThatFits(
        _ proposal: ProposedViewSize, content: _ViewNode, _ engine: LayoutEngine
    ) -> CGSize {
        engine.size(of: content, proposal)
    }
    @MainActor func placeContent(
        _ content: _ViewNode, in frame: CGRect, proposal: ProposedViewSize,
        _ engine: LayoutEngine
    ) {
        engine.place(content, in: frame, proposal: proposal, region: engine.currentRegion)
    }
    func writeTraits(_ traits: inout LayoutTraits) {}
    var sizeDependsOnContent: Bool { true }
    var layoutRule: String { "G3 modifier" }
    /// The content's guides at the modified view's origin, the content proposed what the
    /// modifier was (G36). A modifier that proposes or places its content otherwise says so,
    /// with the same proposal it sizes with: another one would multiply the proposals every
    /// level below sees.
    @MainActor func dimensions(
        for size: CGSize, proposal: ProposedViewSize, content: _ViewNode, _ engine: LayoutEngine
    ) -> ViewDimensions {
        ViewDimensions(size: size, content: engine.dimensions(of: content, proposal), at: .zero)
    }
}

/// A recorded modifier's call with one typed argument: `.cornerRadius(8)`, `.submitLabel(.done)`.
/// Two calls are equal when they name the same modifier with equal arguments; how the argument
/// is spelled is chosen by its type (``AttributeArgument``).
struct CallAttribute<Argument: AttributeArgument>: AttributeValue {
    let name: String
    let argument: Argument

    var attributeText: String { "." + name + "(" + argument.attributeArgument + ")" }
}

/// A recorded modifier with nothing to remember but its name: `.scaledToFit`.
struct MarkerAttribute: AttributeValue {
    let name: String

    var attributeText: String { "." + name }
}

/// An argument of a recorded modifier, spelled as the call would spell it.
protocol AttributeArgument: Equatable, Sendable {
    /// `8`, `.done`, `"Help"`, `nil`.
    var attributeArgument: String { get }
}

extension CGFloat: AttributeArgument {
    var attributeArgument: String { ValueFormatter.format(Double(self)) }
}

extension Double: AttributeArgument {
    var attributeArgument: String { ValueFormatter.format(self) }
}

extension String: AttributeArgument {
    var attributeArgument: String { quoted(self) }
}

extension Color: AttributeArgument {
    var attributeArgument: String { description }
}

extension Optional: AttributeArgument where Wrapped: AttributeArgument {
    var attributeArgument: String { map(\.attributeArgument) ?? "nil" }
}

/// An argument of a type the modifier does not constrain (a container value of any type):
/// kept as it is, equal by `==` when it is `Hashable`, otherwise by its formatted text.
struct ErasedArgument: AttributeArgument, @unchecked Sendable {
    // Read on the main actor only, where modifiers are applied and rendered.
    let value: Any
    let attributeArgument: String

    init(_ value: Any) {
        self.value = value
        // An argument type that spells itself (an option, an optional of one) is spelled so.
        attributeArgument =
            (value as? any AttributeArgument)?.attributeArgument ?? ValueFormatter.format(value)
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        if let left = lhs.value as? AnyHashable, let right = rhs.value as? AnyHashable {
            return left == right
        }
        return lhs.attributeArgument == rhs.attributeArgument
    }
}

extension View {
    /// Records `value` as an attribute of this view.
    func attribute<Value: AttributeValue>(_ value: Value)
        -> ModifiedContent<Self, _AttributeModifier<Value>>
    {
        modifier(_AttributeModifier(value: value))
    }

    /// Records `.name(argument)`.
    func attribute<Argument: AttributeArgument>(_ name: String, _ argument: Argument)
        -> ModifiedContent<Self, _AttributeModifier<CallAttribute<Argument>>>
    {
        attribute(CallAttribute(name: name, argument: argument))
    }

    /// Records `.name`.
    func attribute(marker name: String) -> ModifiedContent<
        Self, _AttributeModifier<MarkerAttribute>
    > {
        attribute(MarkerAttribute(name: name))
    }
}
