/// The focused text input, as the text commands act on it: the key window's focused text field
/// or editor is itself a focused value (F5), so Edit › Transformations follow focus from window
/// to window and field to field.
struct TextEditingTarget: Equatable, @unchecked Sendable {
    /// The input, weakly: the value outlives no window.
    let input: NodeHandle

    /// Replaces the input's text with `transform` of it.
    @MainActor func transform(_ transform: (String) -> String) {
        (input.target as? any TextTransforming)?.transformText(transform)
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.input === rhs.input }
}

/// A text input the text commands can change: its whole text, as Canopy has no selection.
@MainActor
protocol TextTransforming: _ViewNode {
    /// Whether the commands may read and change its text (not a secure field's).
    var isTransformable: Bool { get }
    func transformText(_ transform: (String) -> String)
}

/// The focused-value key the focused text input stands under.
struct TextEditingTargetKey: FocusedValueKey {
    typealias Value = TextEditingTarget
}

extension FocusedValues {
    /// The key window's focused text input, if one has focus.
    var textEditingTarget: TextEditingTarget? {
        get { self[TextEditingTargetKey.self] }
        set { self[TextEditingTargetKey.self] = newValue }
    }
}

/// Edit › Find (disabled: Canopy has no find interface) and Edit › Transformations, which
/// change the focused text input's text: Make Upper Case, Make Lower Case, Capitalize.
struct TextEditingItems: View {
    @FocusedValue(\.textEditingTarget) private var target

    var body: some View {
        Menu("Find") {
            Group {
                Button("Find…") {}.keyboardShortcut("f")
                Button("Find and Replace…") {}.keyboardShortcut(
                    "f", modifiers: [.option, .command])
                Button("Find Next") {}.keyboardShortcut("g")
                Button("Find Previous") {}.keyboardShortcut("g", modifiers: [.shift, .command])
                Button("Use Selection for Find") {}.keyboardShortcut("e")
                Button("Jump to Selection") {}.keyboardShortcut("j")
            }
            .disabled(true)
        }
        Menu("Transformations") {
            Group {
                Button("Make Upper Case") { target?.transform { $0.uppercased() } }
                Button("Make Lower Case") { target?.transform { $0.lowercased() } }
                Button("Capitalize") { target?.transform { $0.capitalized } }
            }
            .disabled(target == nil)
        }
    }
}

/// Format › Font and Format › Text: their items style rich text, which Canopy's text inputs do
/// not hold, so they are disabled, as macOS shows them with no rich text in focus.
struct TextFormattingItems: View {
    var body: some View {
        Menu("Font") {
            Group {
                Button("Show Fonts") {}.keyboardShortcut("t")
                Button("Bold") {}.keyboardShortcut("b")
                Button("Italic") {}.keyboardShortcut("i")
                Button("Underline") {}.keyboardShortcut("u")
                Divider()
                Button("Bigger") {}.keyboardShortcut("+")
                Button("Smaller") {}.keyboardShortcut("-")
            }
            .disabled(true)
        }
        Menu("Text") {
            Group {
                Button("Align Left") {}.keyboardShortcut("{")
                Button("Center") {}.keyboardShortcut("|")
                Button("Justify") {}
                Button("Align Right") {}.keyboardShortcut("}")
            }
            .disabled(true)
        }
    }
}
