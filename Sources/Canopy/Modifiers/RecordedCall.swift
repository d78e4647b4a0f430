/// The one helper behind Canopy's recorded modifiers with several arguments, or arguments of
/// option types: `.dialogSeverity(.critical)`, `.fileImporter(isPresented: $importing,
/// allowedContentTypes: [.pdf])`. A recorded modifier keeps its arguments as typed values
/// (equal by `==` when they are `Hashable`), prints them on its content's line, and does
/// nothing else: it is for what Canopy has no surface to apply (a file panel, a haptic engine,
/// a shader, a Touch Bar).
struct RecordedCall: AttributeValue {
    /// The modifier's name, without the dot.
    let name: String
    /// The arguments shown, in the call's order; `nil` labels print without one.
    let arguments: [Argument]
    /// The platforms SwiftUI has the modifier on, `nil` for all of Canopy's (D4): on another,
    /// it is still recorded, with a `platformUnavailable` diagnostic, as code guarded by
    /// `#if os(…)` would not run it there.
    var platforms: Set<Platform>? = nil

    /// One argument of the call: its label and its value.
    struct Argument: Equatable, Sendable {
        let label: String?
        let value: ErasedArgument
    }

    @MainActor func valueDidMount(_ node: ModifierNode) {
        guard let platforms, !platforms.contains(node.graph.platform) else { return }
        let graph = node.graph!
        let call = "." + name + "(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
        // Reported after the update, when the modified view's node exists to name.
        graph.enqueueAppear(for: node) { [unowned node] in
            graph.record(
                Diagnostic(
                    kind: .platformUnavailable,
                    message:
                        "\(call) does not exist on \(graph.platform): it is recorded and does nothing",
                    viewPath: node.pathOfFirstLine))
        }
    }

    var attributeText: String {
        "." + name + "("
            + arguments.map { ($0.label.map { $0 + ": " } ?? "") + $0.value.attributeArgument }
            .joined(separator: ", ") + ")"
    }
}

/// An option type of a recorded modifier (`DialogSeverity`, `Glass`): a named value, printed as
/// SwiftUI code names it (`.critical`). Adopting it is all such a type needs to be recorded.
protocol RecordedOption: AttributeArgument, Hashable {
    /// The static member's name: `critical`.
    var name: String { get }
}

extension RecordedOption {
    var attributeArgument: String { "." + name }
}

extension View {
    /// Records `.name(label: value, …)` on this view's line; `"_"` labels an unlabelled
    /// argument.
    /// `platforms` are the ones SwiftUI has it on (`nil`: all).
    func recorded(
        _ name: String, _ arguments: KeyValuePairs<String, Any>, on platforms: Set<Platform>? = nil
    ) -> ModifiedContent<Self, _AttributeModifier<RecordedCall>> {
        attribute(
            RecordedCall(
                name: name,
                arguments: arguments.map {
                    RecordedCall.Argument(
                        label: $0.key == "_" ? nil : $0.key, value: ErasedArgument($0.value))
                }, platforms: platforms))
    }
}

/// An argument printed as it is spelled, without quotes: a type's name (`Capsule`), a style's
/// member (`.plain`), a colour.
struct Spelled: AttributeArgument {
    let text: String
    init(_ text: String) { self.text = text }
    var attributeArgument: String { text }
}
