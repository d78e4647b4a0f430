/// A recorded modifier's call with any number of labelled arguments, and the simulated platforms
/// whose SwiftUI has it: `.digitalCrownRotation($angle, from: 0, through: 360)`,
/// `.pointerStyle(.link)`. The one helper for the platform-only modifiers Canopy records
/// (issue 41): the values are kept as they are and compared by `==` (by text when a value is
/// not `Hashable`); closures are not kept, since no two closures compare equal. Mounted on a
/// platform whose SwiftUI lacks the modifier, it reports `platformUnavailable` (D4), as code
/// guarded by `#if os(…)` would not run there. Option types adopt ``RecordedOption`` to print as
/// SwiftUI code names them (`.dialogSeverity(.critical)`).
struct RecordedCall: AttributeValue {
    /// One argument: its label (`nil` for an unlabelled one) and its value.
    struct Argument: Equatable, Sendable {
        let label: String?
        let value: ErasedArgument
    }

    let name: String
    let arguments: [Argument]
    /// The platforms whose SwiftUI declares the modifier; `nil` for all of Canopy's.
    let platforms: Set<Platform>?

    var attributeText: String {
        "." + name + "("
            + arguments.map { ($0.label.map { $0 + ": " } ?? "") + $0.value.attributeArgument }
            .joined(separator: ", ") + ")"
    }

    @MainActor func valueDidMount(_ node: ModifierNode) {
        guard let platforms, !platforms.contains(node.graph.platform) else { return }
        node.reportUnavailable(
            "." + name, fallback: "the modifier is recorded on the view's line and does nothing")
    }
}

extension View {
    /// Records `.name(label: value, …)` on this view's line, on `platforms` (all when `nil`).
    func recordCall(
        _ name: String, on platforms: Set<Platform>? = nil, _ arguments: (String?, Any)...
    ) -> ModifiedContent<Self, _AttributeModifier<RecordedCall>> {
        attribute(
            RecordedCall(
                name: name,
                arguments: arguments.map {
                    RecordedCall.Argument(label: $0.0, value: ErasedArgument($0.1))
                },
                platforms: platforms))
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
    /// argument. `platforms` are the ones SwiftUI has it on (`nil`: all).
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

extension Set where Element == Platform {
    /// Only a Mac's SwiftUI has the modifier.
    static let mac: Set<Platform> = [.macOS]
    /// Only the iPhone's and iPad's SwiftUI have it.
    static let touch: Set<Platform> = [.iOS, .iPadOS]
    /// None of the platforms Canopy simulates has it (watchOS, tvOS or visionOS only).
    static let nowhere: Set<Platform> = []
}
