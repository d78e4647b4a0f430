import Canopy
import Testing

private struct Gallery: View {
    @State private var page = 1
    @State private var scale = 1.0
    var body: some View {
        VStack {
            Text("Photo \(page)")
                .accessibilityScrollAction { edge in
                    page += edge == .trailing ? 1 : -1
                }
            Text("Zoom \(scale, specifier: "%.1f")")
                .accessibilityZoomAction { action in
                    scale += action.direction == .zoomIn ? 0.5 : -0.5
                }
            Text("Canvas").accessibilityDirectTouch(options: .silentOnTouch)
            Text("Plain")
                .accessibilityDragPoint(.center, description: "Move plain")
                .accessibilityScrollStatus("Page 1 of 3")
                .assistiveAccessNavigationIcon(systemImage: "star")
        }
    }
}

@MainActor
@Suite("Accessibility: scroll, zoom and direct touch; recorded vocabulary (D93)")
struct AccessibilityGestureActionTests {
    @Test("D93: a scroll action and a zoom action are part of the element and run by the host")
    func scrollAndZoom() throws {
        let host = ViewHost(Gallery())
        #expect(
            host.renderAccessibility() == """
                scrollable,staticText "Photo 1"
                staticText,zoomable "Zoom 1.0"
                allowsDirectInteraction,staticText "Canvas"
                staticText "Plain"
                """)
        #expect(try host.accessibilityScroll(.trailing, on: "Photo 1"))
        #expect(host.accessibilityTree().labels.first == "Photo 2")
        #expect(try host.accessibilityZoom(.zoomIn, on: "Zoom 1.0"))
        #expect(host.accessibilityTree().labels.contains("Zoom 1.5"))
        #expect(try !host.accessibilityScroll(.leading, on: "Plain"))
    }

    @Test("D93: recorded modifiers print on the view's line and leave the element alone")
    func recorded() {
        let rendered = ViewHost(Gallery()).render()
        #expect(rendered.contains(#".accessibilityDragPoint("Move plain")"#))
        #expect(rendered.contains(#".accessibilityScrollStatus("Page 1 of 3")"#))
        #expect(rendered.contains(#".assistiveAccessNavigationIcon("star")"#))
        #expect(rendered.contains(".accessibilityDirectTouch(options: [.silentOnTouch])"))
    }
}
