import Foundation

/// A control that edits a `String` binding, or a value through a format. It takes keyboard
/// focus (tapping it focuses it) and can be bound with ``View/focused(_:)``.
///
///     TextField("Name", text: $name)
///     TextField("Age", value: $age, format: .number)
nonisolated public struct TextField: View, LeafPrimitive, TextInput {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let title: String
    let text: Binding<String>
    let prompt: String?
    /// `.vertical`: the text wraps and the field grows a line at a time, within the
    /// environment's `lineLimit` (its range's lower bound is the fewest lines it shows).
    var axis: Axis = .horizontal

    /// A text field with a placeholder title.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.title = String(title)
        self.text = text
        self.prompt = prompt?.content
    }

    /// A text field labelled by `label` (its text, when it is a `Text`).
    public init<Label: View>(
        text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) {
        title = (label() as? any StaticText)?.staticText ?? ""
        self.text = text
        self.prompt = prompt?.content
    }

    /// A text field that edits `value` as text written by `format`; typed text that `format`
    /// cannot parse leaves the value as it was.
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.title = String(title)
        text = Self.formatted(value, format)
        self.prompt = prompt?.content
    }

    /// A text field that edits `value` through `format`, labelled by `label`.
    public init<F: ParseableFormatStyle, Label: View>(
        value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
        @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        title = (label() as? any StaticText)?.staticText ?? ""
        text = Self.formatted(value, format)
        self.prompt = prompt?.content
    }

    /// A text field that scrolls or grows along `axis`: vertical, it wraps its text onto
    /// more lines as a person types, as many as `lineLimit` allows.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title, text: text)
        self.axis = axis
    }

    /// A text field with a prompt that scrolls or grows along `axis`.
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, prompt: Text?, axis: Axis
    ) {
        self.init(title, text: text, prompt: prompt)
        self.axis = axis
    }

    /// A text field labelled by `label` that scrolls or grows along `axis`.
    public init<Label: View>(
        text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label
    ) {
        self.init(text: text, prompt: prompt, label: label)
        self.axis = axis
    }

    private static func formatted<F: ParseableFormatStyle>(
        _ value: Binding<F.FormatInput>, _ format: F
    ) -> Binding<String> where F.FormatOutput == String {
        nonisolated(unsafe) let format = format
        return Binding(
            get: { format.format(value.wrappedValue) },
            set: { text in
                if let parsed = try? format.parseStrategy.parse(text) {
                    value.wrappedValue = parsed
                }
            })
    }

    /// Mounts the field as an editable leaf.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { TextInputNode(view) }

    static var inputName: String { "TextField" }
    var inputTitle: String { title }
    var inputPrompt: String? { prompt }
    var inputText: Binding<String> { text }
    var inputAxis: Axis { axis }
}

/// A text field whose text is masked: a person sees one dot per character.
///
///     SecureField("Password", text: $password)
nonisolated public struct SecureField: View, LeafPrimitive, TextInput {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let title: String
    let text: Binding<String>

    /// A secure field with a placeholder title.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.title = String(title)
        self.text = text
    }

    /// A secure field labelled by `label`.
    public init<Label: View>(
        text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) {
        title = (label() as? any StaticText)?.staticText ?? ""
        self.text = text
    }

    /// Mounts the field as an editable leaf.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { TextInputNode(view) }

    static var inputName: String { "SecureField" }
    static var masksText: Bool { true }
    var inputTitle: String { title }
    var inputText: Binding<String> { text }
}

/// A multi-line text editor. It has no title: the host finds it as "TextEditor".
///
///     TextEditor(text: $notes)
nonisolated public struct TextEditor: View, LeafPrimitive, TextInput {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let text: Binding<String>

    /// An editor of `text`.
    public init(text: Binding<String>) { self.text = text }

    /// Mounts the editor as an editable leaf.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { TextInputNode(view) }

    static var inputName: String { "TextEditor" }
    static var isEditor: Bool { true }
    var inputTitle: String { "TextEditor" }
    var inputText: Binding<String> { text }
}

/// What the text inputs share: a title a person finds them by and a text binding.
protocol TextInput: LeafPrimitive {
    /// The input's type name, as printed: `TextField`.
    static var inputName: String { get }
    static var masksText: Bool { get }
    /// Whether it is a multi-line editor: untitled, and as large as proposed.
    static var isEditor: Bool { get }
    var inputTitle: String { get }
    /// The text shown while the input is empty, if it has one besides its title.
    var inputPrompt: String? { get }
    var inputText: Binding<String> { get }
    /// `.vertical` for a field that wraps its text and grows (`TextField(_:text:axis:)`).
    var inputAxis: Axis { get }
}

extension TextInput {
    static var masksText: Bool { false }
    static var isEditor: Bool { false }
    var inputPrompt: String? { nil }
    var inputAxis: Axis { .horizontal }

    @MainActor func renderTitle() -> String {
        let text = inputText.wrappedValue
        let shown = Self.masksText ? String(repeating: "•", count: text.count) : text
        return Self.isEditor
            ? "\(Self.inputName) text:\(quoted(shown))"
            : "\(Self.inputName) \(quoted(inputTitle)) text:\(quoted(shown))"
                + (inputAxis == .vertical ? " axis:vertical" : "")
    }
}

/// A text input's node: operable by typing, and a view that takes keyboard focus (F1–F3).
@MainActor
final class TextInputNode<Input: TextInput>: TypedNode<Input>, InteractiveNode, FocusableNode,
    TextTyping, DisplayFacet
{
    private(set) var isEnabled = true

    /// The `onSubmit` actions around the field, innermost first.
    private var submitActions: [SubmitAction] = []

    override func evaluate() {
        isEnabled = readEnvironment { $0.isEnabled }
        submitActions = readEnvironment { $0.submitActions }
        // The text sizes the field (its ideal width): read as a dependency, so a change that
        // reaches the field only through its binding (typing into it) lays it out again.
        _ = graph.evaluatingBody(of: self, countingEvaluation: false) {
            view.inputText.wrappedValue
        }
        // A field that is disabled while it has focus gives it up.
        if !isEnabled, graph.focus.focused === self { graph.focus.moveFocus(to: nil) }
    }

    override func didMount() { graph.focus.registerFocusable(self) }
    override func willUnmount() { graph.focus.unregisterFocusable(self) }

    func renderTitle() -> String {
        view.renderTitle() + (isEnabled ? "" : " disabled")
            + (graph.focus.focused === self ? " (focused)" : "")
    }
    var controlKind: ControlKind { .textField }
    var controlLabel: String { view.inputTitle }
    var resolvedStyle: ResolvedStyle? { resolvedTextFieldStyle }
    var controlValue: String? {
        let text = view.inputText.wrappedValue
        return Input.masksText ? String(repeating: "•", count: text.count) : text
    }
    var acceptsFocus: Bool { isEnabled }
    var focusLabel: String { view.inputTitle }

    /// Tapping a field focuses it.
    func tap() -> Bool {
        guard isEnabled else { return false }
        graph.focus.moveFocus(to: self)
        return true
    }

    /// Return in the field: runs the `onSubmit` actions around it, innermost first.
    func submit() -> Bool {
        guard isEnabled else { return false }
        graph.focus.moveFocus(to: self)
        for action in submitActions where action.triggers.contains(.text) { action.run() }
        return true
    }

    /// Typing focuses the field, then replaces its text.
    func type(_ text: String) -> Bool {
        guard isEnabled else { return false }
        graph.focus.moveFocus(to: self)
        view.inputText.wrappedValue = text
        return true
    }
}

extension TextInputNode: TextTransforming {
    var isTransformable: Bool { isEnabled && !Input.masksText }

    func transformText(_ transform: (String) -> String) {
        guard isTransformable else { return }
        let text = view.inputText
        text.wrappedValue = transform(text.wrappedValue)
    }
}

/// A control a host can type into.
@MainActor
protocol TextTyping: _ViewNode {
    func type(_ text: String) -> Bool
    func submit() -> Bool
}
