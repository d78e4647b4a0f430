import Canopy

/// Seed 002's usage example: two `CheckedButton`s in a `VStack`. The three `checkedButton…`
/// modifiers on the stack reach both buttons (E3); the label colour set on the second button
/// is nearer to it, so it wins for that button only (E4), and the other two fields still come
/// from the stack. Tapping a button toggles its check mark.
public struct CheckedButtonPlayground: View {
    @State private var firstChecked = true
    @State private var secondChecked = false

    /// Creates the playground.
    public init() {}

    /// Two buttons styled from the stack, one of them also from its own modifier.
    public var body: some View {
        VStack {
            CheckedButton(checked: firstChecked, labelText: "A checked button") {
                firstChecked.toggle()
            }

            CheckedButton(checked: secondChecked, labelText: "Another checked button") {
                secondChecked.toggle()
            }
            .checkedButtonLabelForegroundColor(.yellow)
        }
        .checkedButtonBackgroundColor(.primary)
        .checkedButtonIconForegroundColor(.white)
        .checkedButtonLabelForegroundColor(.red)
    }
}
