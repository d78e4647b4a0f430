import Canopy
import Testing

@MainActor
@Suite("Accessibility: reading order by place (A2, A12, D76)")
struct AccessibilityReadingOrderTests {
    @Test("D76: two columns read line by line, as VoiceOver reads them")
    func columnsReadByLine() {
        let host = ViewHost(
            HStack(alignment: .top) {
                VStack {
                    Text("A")
                    Text("B")
                }
                VStack {
                    Text("C")
                    Text("D")
                }
            })
        #expect(host.accessibilityTree().labels == ["A", "C", "B", "D"])
    }

    @Test("D76: a .contain container keeps its children together, in their own order")
    func containersKeepTheirOrder() {
        let host = ViewHost(
            HStack(alignment: .top) {
                VStack {
                    Text("A")
                    Text("B")
                }
                .accessibilityElement(children: .contain)
                VStack {
                    Text("C")
                    Text("D")
                }
                .accessibilityElement(children: .contain)
            })
        #expect(host.accessibilityTree().labels == ["A", "B", "C", "D"])
    }

    @Test("D76: overlapping views read by where they are drawn, not by their order in the code")
    func overlapsReadByPlace() {
        let host = ViewHost(
            ZStack(alignment: .topLeading) {
                Text("Second").padding(.top, 40)
                Text("First")
            })
        #expect(host.accessibilityTree().labels == ["First", "Second"])
    }

    @Test("D76: in a right-to-left layout a line reads from the leading edge, on the right")
    func rightToLeft() {
        let host = ViewHost(
            VStack {
                ZStack(alignment: .topLeading) {
                    Text("Far").padding(.leading, 100)
                    Text("Near")
                }
                HStack {
                    Text("D")
                    Text("E")
                }
            }
            .environment(\.layoutDirection, .rightToLeft))
        #expect(host.accessibilityTree().labels == ["Near", "Far", "D", "E"])
    }

    @Test("D76: sort priority comes before place; equal priorities read by place")
    func priorityFirst() {
        let host = ViewHost(
            VStack {
                Text("Top")
                Text("Bottom").accessibilitySortPriority(1)
                Text("Middle")
            })
        #expect(host.accessibilityTree().labels == ["Bottom", "Top", "Middle"])
    }

    private struct Swapping: View {
        @State var swapped = false
        var body: some View {
            VStack {
                Button("Swap") { swapped.toggle() }
                ZStack(alignment: .topLeading) {
                    Text("One").padding(.top, swapped ? 60 : 0)
                    Text("Two").padding(.top, 30)
                }
            }
        }
    }

    @Test("D76: the order follows the layout as state changes")
    func followsLayout() throws {
        let host = ViewHost(Swapping())
        #expect(host.accessibilityTree().labels == ["Swap", "One", "Two"])
        #expect(try host.accessibilityActivate("Swap"))
        #expect(host.accessibilityTree().labels == ["Swap", "Two", "One"])
    }

    @Test("D76: a tab bar is read after its tab's content, where it is drawn")
    func tabBarLast() {
        let host = ViewHost(
            TabView {
                VStack {
                    Text("Top")
                    Spacer()
                    Text("Bottom")
                }
                .tabItem { Text("Home") }
            })
        #expect(host.accessibilityTree().labels == ["Top", "Bottom", "Home"])
    }
}
