import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite("Accessibility: the audit (D47)")
struct AccessibilityAuditTests {
    @Test("D47: the spec's example, one finding a line, in reading order")
    func example() {
        let host = ViewHost(
            VStack {
                Text("Photos")
                Button(action: {}) { Image(systemName: "trash") }
                Button(action: {}) { Color.red.frame(width: 20, height: 20) }
                Stepper("Zoom", onIncrement: {}, onDecrement: {})
            })
        #expect(
            host.accessibilityAudit().map(\.description) == [
                #"image-name-label: button "trash""#,
                #"missing-label: button """#,
                #"adjustable-without-value: adjustable "Zoom""#,
            ])
    }

    @Test("D47: authored labels fix the findings")
    func fixed() {
        let host = ViewHost(
            VStack {
                Button(action: {}) { Image(systemName: "trash") }.accessibilityLabel("Delete")
                Image("logo", label: Text("Company logo"))
                Stepper("Zoom", onIncrement: {}, onDecrement: {}).accessibilityValue("100%")
            })
        #expect(host.accessibilityAudit().isEmpty)
    }

    @Test("D47: whitespace is no label; one element may have several findings, in code order")
    func severalFindings() {
        let host = ViewHost(
            Color.gray.accessibilityLabel(" ").accessibilityAdjustableAction { _ in })
        #expect(
            host.accessibilityAudit().map(\.code) == [.missingLabel, .adjustableWithoutValue])
    }
}

@MainActor
@Suite("Accessibility: CanopyTesting's helpers")
struct AccessibilityTestingHelperTests {
    @Test("expectAccessibility passes on the rendering; expectNoAccessibilityFindings on none")
    func helpers() {
        let host = ViewHost(Button("Save") {})
        expectAccessibility(host, #"button "Save""#)
        expectNoAccessibilityFindings(host)
        let iconOnly = ViewHost(Button(action: {}) { Image(systemName: "trash") })
        let failures = capturingCheckFailures { expectNoAccessibilityFindings(iconOnly) }
        #expect(failures == ["Accessibility findings:\nimage-name-label: button \"trash\""])
        let mismatch = capturingCheckFailures { expectAccessibility(host, #"button "Load""#) }
        #expect(mismatch.count == 1)
    }
}
