import Canopy
import Testing

@MainActor
@Suite("Accessibility: the audit's other findings (D75)")
struct AccessibilityAuditCodeTests {
    @Test("D75: a second operable element with the same label is a duplicate; static text is not")
    func duplicateLabels() {
        let host = ViewHost(
            VStack {
                Text("Delete")
                Button("Delete") {}
                Button("Delete") {}
                Toggle("Delete", isOn: .constant(false))
            })
        #expect(
            host.accessibilityAudit().map(\.description) == [
                #"duplicate-label: button "Delete""#,
                #"duplicate-label: button,toggle "Delete" value="0""#,
            ])
    }

    @Test("D75: a custom action with an empty name is unnamed")
    func unnamedAction() {
        let host = ViewHost(
            Text("Message")
                .accessibilityAction(named: "Archive") {}
                .accessibilityAction(named: " ") {})
        #expect(host.accessibilityAudit().map(\.code) == [.unnamedAction])
    }

    @Test("D75: a hidden view that takes keyboard focus is found, named by the field")
    func hiddenFocusable() {
        let host = ViewHost(
            VStack {
                Text("Search")
                TextField("Query", text: .constant("")).accessibilityHidden(true)
                TextField("Visible", text: .constant("x"))
            })
        #expect(
            host.accessibilityAudit().map(\.description) == [
                #"hidden-focusable: element "Query""#
            ])
    }

    @Test("D75: a disabled field inside a hidden view takes no focus and is not found")
    func hiddenDisabledField() {
        let host = ViewHost(
            VStack {
                Text("Search")
                TextField("Query", text: .constant("")).disabled(true)
            }
            .accessibilityHidden(true))
        #expect(host.accessibilityAudit().isEmpty)
    }

    @Test("D75: text in a fixed point size does not grow with Dynamic Type; a text style does")
    func fixedSizeText() {
        let host = ViewHost(
            VStack {
                Text("Fixed").font(.system(size: 12))
                Text("Styled").font(.headline)
                Button("Tiny") {}.font(.system(size: 9))
                Text("Plain")
            })
        #expect(
            host.accessibilityAudit().map(\.description) == [
                #"fixed-size-text: staticText "Fixed""#,
                #"fixed-size-text: button "Tiny""#,
            ])
    }
}
