import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite("Navigation titles (P11, D1, D4)")
struct NavigationTitleTests {
    @Test("P11: siblings keep the first non-nil title in tree order")
    func siblingsFirstNonNil() {
        let host = ViewHost(
            NavigationStack {
                VStack {
                    Text("A").navigationTitle("A")
                    Text("B").navigationTitle("B")
                }
            })
        #expect(host.windowTitle == "A")
        expectRendered(
            host,
            """
            NavigationStack title:"A"
            └─ VStack
               ├─ Text "A"
               └─ Text "B"
            """)
    }

    @Test("P11: a conditional title follows the branch currently present")
    func conditionalTitle() throws {
        struct Switcher: View {
            @State var flag = true
            var body: some View {
                NavigationStack {
                    VStack {
                        Toggle("Flag", isOn: $flag)
                        if flag { Text("one").navigationTitle("One") } else { Text("none") }
                    }
                }
            }
        }
        let host = ViewHost(Switcher())
        #expect(host.windowTitle == "One")
        try host.toggle("Flag")
        #expect(host.windowTitle == nil)
    }

    @Test("D1: of nested titles on one path, the innermost wins")
    func innermostWins() {
        struct Component: View {
            var body: some View { Text("component").navigationTitle("Component") }
        }
        let host = ViewHost(NavigationStack { Component().navigationTitle("Outer") })
        #expect(host.windowTitle == "Component")
    }

    @Test("P11: display modes merge field by field with the title")
    func displayModeMerges() {
        let host = ViewHost(
            NavigationStack {
                Text("x").navigationTitle("Inbox").toolbarTitleDisplayMode(.inline)
            })
        #expect(host.render().hasPrefix(#"NavigationStack title:"Inbox" displayMode:inline"#))
    }

    @Test("D4: navigationBarTitleDisplayMode applies on iOS")
    func displayModeOnIOS() {
        let host = ViewHost(
            NavigationStack {
                Text("x").navigationTitle("T").navigationBarTitleDisplayMode(.large)
            },
            platform: .iOS)
        #expect(host.render().hasPrefix(#"NavigationStack title:"T" displayMode:large"#))
        #expect(host.diagnostics.isEmpty)
    }

    @Test("D4: on a simulated macOS navigationBarTitleDisplayMode is ignored and reported")
    func displayModeOnMacOS() {
        let host = ViewHost(
            NavigationStack {
                Text("x").navigationTitle("T").navigationBarTitleDisplayMode(.large)
            },
            platform: .macOS)
        #expect(host.render().hasPrefix(#"NavigationStack title:"T""#))
        #expect(!host.render().contains("displayMode"))
        #expect(
            host.diagnostics == [
                Diagnostic(
                    kind: .platformUnavailable,
                    message:
                        "navigationBarTitleDisplayMode(_:) is unavailable on macOS; the modifier is ignored",
                    viewPath: "NavigationStack/Text")
            ])
    }

    @Test("A title bound to state follows the state")
    func bindingTitle() throws {
        struct Editable: View {
            @State var title = "Draft"
            var body: some View {
                NavigationStack {
                    Button("Rename") { title = "Final" }.navigationTitle($title)
                }
            }
        }
        let host = ViewHost(Editable())
        #expect(host.windowTitle == "Draft")
        try host.tap("Rename")
        #expect(host.windowTitle == "Final")
    }
}

@MainActor
@Suite("NavigationStack")
struct NavigationStackTests {
    struct Counter: View {
        @State var n = 0
        var body: some View { Button("root taps \(n)") { n += 1 } }
    }

    struct Movies: View {
        var body: some View {
            NavigationStack {
                VStack {
                    Counter()
                    NavigationLink("Dune", value: "Dune")
                    NavigationLink("Alien", value: "Alien")
                }
                .navigationTitle("Movies")
                .navigationDestination(for: String.self) { name in
                    Text("About \(name)").navigationTitle(name)
                }
            }
        }
    }

    @Test("P11: pushing a value shows its destination and its title; the root keeps its state")
    func pushAndPop() throws {
        let host = ViewHost(Movies())
        try host.tap("root taps 0")
        #expect(host.windowTitle == "Movies")
        try host.tap("Dune")
        #expect(host.windowTitle == "Dune")
        expectRendered(
            host,
            """
            Movies
            └─ NavigationStack title:"Dune" depth:1
               └─ Text "About Dune"
            """)
        #expect(host.controls(.button).isEmpty)
        #expect(host.navigateBack())
        #expect(host.windowTitle == "Movies")
        #expect(host.controls(.button) == ["root taps 1", "Dune", "Alien"])
        #expect(!host.navigateBack())
    }

    struct Bound: View {
        @State var path: [Int] = [1, 2]
        var body: some View {
            VStack {
                Text("path \(path.map(String.init).joined(separator: ","))")
                NavigationStack(path: $path) {
                    NavigationLink("Three", value: 3)
                        .navigationDestination(for: Int.self) { number in
                            VStack {
                                Text("Level \(number)")
                                NavigationLink("Next", value: number + 1)
                            }
                            .navigationTitle("Level \(number)")
                        }
                }
            }
        }
    }

    @Test("A path binding drives the stack, and links push onto the bound path")
    func boundPath() throws {
        let host = ViewHost(Bound())
        #expect(host.windowTitle == "Level 2")
        #expect(host.render().contains("Text \"path 1,2\""))
        try host.tap("Next")
        #expect(host.windowTitle == "Level 3")
        #expect(host.render().contains("Text \"path 1,2,3\""))
        #expect(host.navigateBack())
        #expect(host.render().contains("Text \"path 1,2\""))
    }

    @Test("A pushed value with no destination is reported")
    func missingDestination() throws {
        let host = ViewHost(NavigationStack { NavigationLink("Go", value: 42) })
        try host.tap("Go")
        #expect(host.diagnostics.map(\.kind) == [.missingDestination])
        #expect(host.diagnostics.first?.message.contains("value of type Int") == true)
    }

    @Test("NavigationView, as the seeds use it, titles its content and pushes view destinations")
    func navigationView() throws {
        let host = ViewHost(
            NavigationView {
                VStack {
                    NavigationLink("Open", destination: Text("Detail").navigationTitle("Detail"))
                }
                .navigationTitle("Page One")
            })
        #expect(host.windowTitle == "Page One")
        try host.tap("Open")
        expectRendered(
            host,
            """
            NavigationView title:"Detail" depth:1
            └─ Text "Detail"
            """)
    }
}
