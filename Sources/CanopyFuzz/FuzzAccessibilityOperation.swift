import Canopy

/// A step that operates the accessibility tree as a VoiceOver user does (issue 39, A13–A15):
/// through the host's accessibility APIs, on an element the tree holds after the last step.
/// The element is the `occurrence`-th (modulo) of those the operation applies to, by label;
/// with none, the step only flushes.
public enum FuzzAccessibilityOperation: Int, Sendable, CaseIterable, CustomStringConvertible {
    /// Double-tap a button element whose label is a button's (A13): it runs the button, as
    /// a tap does, and the rules predict the change.
    case activate
    /// Swipe up on an adjustable element (A15).
    case increment
    /// Swipe down on an adjustable element (A15).
    case decrement
    /// Run a named action from the actions rotor (A14).
    case namedAction
    /// Move VoiceOver's focus to a button: ``ViewHost/accessibilityFocusedLabel`` names it.
    case focus

    /// `activate`, `increment`….
    public var description: String {
        switch self {
        case .activate: return "activate"
        case .increment: return "increment"
        case .decrement: return "decrement"
        case .namedAction: return "named action"
        case .focus: return "focus"
        }
    }
}

extension DifferentialCheck {
    /// Applies an accessibility step to `host`, telling `oracle` the change an activated
    /// button makes; throws when an operation the tree offers did not act.
    static func operateAccessibility(
        _ operation: FuzzAccessibilityOperation, occurrence: Int, on host: ViewHost,
        oracle: inout FuzzOracle, expectation: FuzzOracle.Expectation
    ) throws {
        let elements = host.accessibilityTree().elements
        // An operation names its element by label and acts on the first so labelled.
        var first: [String: AccessibilityElement] = [:]
        for element in elements where first[element.label] == nil {
            first[element.label] = element
        }
        // The root buttons, and the generated buttons the rules put in the tree (`nil`: `Rx`).
        var targets = expectation.buttons.merging(expectation.optionalButtons) { a, _ in a }
            .mapValues { Optional($0) }
        for name in fuzzRootVariables { targets["R\(name)"] = .some(.root(name)) }
        targets["Rx"] = .some(nil)
        func predictTap(_ label: String) {
            if let target = targets[label], let target {
                oracle.apply(target)
            } else {
                oracle.applyCombined()
            }
        }
        switch operation {
        case .activate, .focus:
            let labels = targets.keys.filter { label in
                guard let element = first[label] else { return false }
                return element.isActivatable && element.traits.contains(.isButton)
            }.sorted()
            guard !labels.isEmpty else { return host.flush() }
            let label = labels[occurrence % labels.count]
            if operation == .focus {
                try host.accessibilityFocus(label)
                let focused = host.accessibilityFocusedLabel
                guard focused == label else {
                    throw OperationFailed(
                        "focusing \(label) left VoiceOver's focus on \(focused ?? "nothing")")
                }
                return
            }
            guard try host.accessibilityActivate(label) else {
                throw OperationFailed("activating the button element \(label) did nothing")
            }
            predictTap(label)
        case .increment, .decrement:
            let labels = first.values.filter(\.isAdjustable).map(\.label).sorted()
            guard !labels.isEmpty else { return host.flush() }
            let label = labels[occurrence % labels.count]
            let acted =
                operation == .increment
                ? try host.accessibilityIncrement(label) : try host.accessibilityDecrement(label)
            guard acted else {
                throw OperationFailed("\(operation) on the adjustable element \(label) did nothing")
            }
        case .namedAction:
            // The trees' own actions (`A<value>`, which change nothing), and the actions a
            // `.combine` makes of a button child's default action, named by its label (A11):
            // running one taps that button. A default action of a nested combined element
            // is named by its joined label, and its effect is not predicted: it is left out.
            let named = first.values.sorted { $0.label < $1.label }.flatMap { element in
                element.actionNames.filter { name in
                    targets[name] != nil
                        || (name.hasPrefix("A") && Int(name.dropFirst()) != nil)
                }.map { (label: element.label, name: $0) }
            }
            guard !named.isEmpty else { return host.flush() }
            let (label, name) = named[occurrence % named.count]
            guard try host.accessibilityPerform(name, on: label) else {
                throw OperationFailed("the action \(name) of \(label) did not run")
            }
            if targets[name] != nil { predictTap(name) }
        }
    }

    /// An operation the accessibility tree offered that did not act.
    struct OperationFailed: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
