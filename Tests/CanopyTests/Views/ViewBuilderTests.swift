import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite("View language")
struct ViewBuilderTests {
    @Test("A block takes more than ten children (parameter packs)")
    func manyChildren() {
        let host = ViewHost(
            HStack {
                Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6")
                Text("7"); Text("8"); Text("9"); Text("10"); Text("11"); Text("12")
            })
        #expect(host.render().split(separator: "\n").count == 13)
        #expect(host.render().hasSuffix("└─ Text \"12\""))
    }

    enum Mode { case a, b, c }

    struct Switching: View {
        let mode: Mode
        let name: String?
        var body: some View {
            VStack {
                switch mode {
                case .a: Text("mode a")
                case .b: Image(systemName: "b.circle")
                case .c: EmptyView()
                }
                if let name { Text("Hello, \(name)") }
            }
        }
    }

    @Test("switch, if let and EmptyView build the expected tree")
    func switchAndOptional() {
        let host = ViewHost(Switching(mode: .b, name: "Ada"))
        expectRendered(
            host,
            """
            Switching
            └─ VStack
               ├─ Image systemName:"b.circle"
               └─ Text "Hello, Ada"
            """)
        host.update(root: Switching(mode: .c, name: nil))
        expectRendered(
            host,
            """
            Switching
            └─ VStack
            """)
    }

    struct Named: Identifiable {
        let id: String
    }

    @Test("ForEach over a range, Identifiable data and an id: key path")
    func forEachForms() {
        let host = ViewHost(
            List {
                ForEach(0..<2) { Text("row \($0)") }
                ForEach([Named(id: "x"), Named(id: "y")]) { Text($0.id) }
                ForEach(["p", "q"], id: \.self) { Label($0, systemImage: "star") }
            })
        expectRendered(
            host,
            """
            List
            ├─ Text "row 0"
            ├─ Text "row 1"
            ├─ Text "x"
            ├─ Text "y"
            ├─ Label "p" systemImage:"star"
            └─ Label "q" systemImage:"star"
            """)
    }

    @Test("Duplicate ForEach ids show the first and record a diagnostic")
    func duplicateIDs() {
        let host = ViewHost(VStack { ForEach(["a", "b", "a"], id: \.self) { Text($0) } })
        #expect(host.render().components(separatedBy: "Text \"a\"").count == 2)
        #expect(host.diagnostics.map(\.kind) == [.duplicateID])
        #expect(host.diagnostics.first?.message.contains("the ID a occurs multiple times") == true)
    }

    @Test("AnyView replaces its content when the erased type changes")
    func anyViewTypeChange() {
        let host = ViewHost(AnyView(Text("text")))
        host.update(root: AnyView(Image(systemName: "photo")))
        expectRendered(host, "Image systemName:\"photo\"")
    }

    @Test("Group renders no line; its modifiers apply to each child")
    func groupIsTransparent() {
        let host = ViewHost(
            VStack {
                Group {
                    Text("a"); Text("b")
                }.padding()
            })
        expectRendered(
            host,
            """
            VStack
            ├─ Text "a" .padding
            └─ Text "b" .padding
            """)
    }

    @Test("Controls, containers and shapes render their meaningful arguments")
    func controlsAndContainers() {
        struct Settings: View {
            @State var on = true
            @State var name = "Ada"
            var body: some View {
                Form {
                    Section("Account") {
                        TextField("Name", text: $name)
                        Toggle("Notifications", isOn: $on)
                    }
                    Section {
                        Button("Delete", role: .destructive) {}
                        Divider()
                        Spacer()
                    }
                    ScrollView(.horizontal) {
                        Circle().fill(Color.red)
                        RoundedRectangle(cornerRadius: 8)
                        Color.accentColor
                    }
                }
            }
        }
        let host = ViewHost(Settings())
        expectRendered(
            host,
            """
            Settings
            └─ Form
               ├─ Section "Account"
               │  ├─ TextField "Name" text:"Ada"
               │  └─ Toggle "Notifications" isOn:true
               ├─ Section
               │  ├─ Button "Delete" role:destructive
               │  ├─ Divider
               │  └─ Spacer
               └─ ScrollView axes:horizontal
                  ├─ Circle .fill(red)
                  ├─ RoundedRectangle cornerRadius:8
                  └─ Color accentColor
            """)
    }

    @Test("Styling modifiers are attributes of their content's line, innermost first")
    func stylingAttributes() {
        let host = ViewHost(
            Button(action: {}) {
                HStack {
                    Image(systemName: "checkmark").foregroundColor(.white)
                    Text("Label").font(.headline).opacity(0.5)
                }
                .padding(.horizontal, 12)
                .frame(maxWidth: 200)
                .background(Capsule().fill(Color.accentColor))
            }
            .buttonStyle(.plain)
            .tint(.green))
        expectRendered(
            host,
            """
            Button .buttonStyle(plain) .tint(green)
            └─ HStack .padding(horizontal, 12) .frame(maxWidth: 200) .background(Capsule .fill(accentColor))
               ├─ Image systemName:"checkmark" .foregroundColor(white)
               └─ Text "Label" .font(headline) .opacity(0.5)
            """)
    }

    @Test("A larger decoration renders as a labelled section")
    func decorationSection() {
        let host = ViewHost(
            Text("front").overlay {
                VStack {
                    Text("badge")
                    Circle()
                }
            })
        expectRendered(
            host,
            """
            Text "front"
            └─ .overlay
               └─ VStack
                  ├─ Text "badge"
                  └─ Circle
            """)
    }

    @Test("A colour passed to background is a style attribute, as SwiftUI prefers")
    func backgroundColor() {
        let host = ViewHost(Text("x").background(Color.red).background(.blue))
        expectRendered(host, "Text \"x\" .background(red) .background(blue)")
    }
}
