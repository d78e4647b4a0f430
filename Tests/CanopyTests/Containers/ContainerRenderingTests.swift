import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite("D58: a container's section renders with every annotation asked for")
struct ContainerRenderingTests {
    struct Page: View {
        var body: some View {
            Text("page")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) { Toggle("Pin", isOn: .constant(true)) }
                }
                .sheet(isPresented: .constant(true)) {
                    Text("details").presentationDetents([.medium])
                }
        }
    }

    @Test("D58: `.toolbar` and `.sheet` sections with preferences shown: the label line adds none")
    func sectionsWithPreferences() {
        // Found by canopy-fuzz (issue 40 item 10): a section's label line is no view of the
        // graph, and asking it for its preferences crashed the renderer.
        let host = ViewHost(Page(), platform: .iOS)
        expectRendered(
            host,
            """
            Page
            └─ Text "page"
               ├─ .sheet detents:[medium] detent:medium
               │  └─ Text "details"
               └─ .toolbar
                  └─ ToolbarItem placement:primaryAction hidden
                     └─ Toggle "Pin" isOn:true
            """, options: RenderOptions(showsPreferences: true))
        let annotated = host.render(
            RenderOptions(showsEnvironment: true, showsPreferences: true, showsFrames: true))
        #expect(annotated.contains("└─ .toolbar\n"))
    }
}
