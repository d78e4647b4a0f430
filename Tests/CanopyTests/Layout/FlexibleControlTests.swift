import Canopy
import CanopyTesting
import Testing

/// The settings screen a new user's first test used (issue 36): a field and a button in a list
/// row, a list of folders, and a sheet over it all.
private struct ProfileScreen: View {
    @State private var name = "Ada"
    @State private var shown = false
    var body: some View {
        List {
            Section("Profile") {
                HStack {
                    TextField("Name", text: $name)
                    Button("Edit") {}
                }
            }
            Section("Folders") {
                ForEach(["Inbox", "Archive", "Drafts"], id: \.self) { Text($0) }
            }
            Button("About") { shown = true }
        }
        .sheet(isPresented: $shown) { Text("About \(name)") }
    }
}

/// A field at its ideal width: only the text it shows sizes it.
private struct IdealField: View {
    @State private var name = "Ada"
    var body: some View {
        VStack {
            TextField("Name", text: $name).fixedSize()
        }
    }
}

@MainActor
@Suite("G7, D13: fields, switches and bars are as flexible as SwiftUI's")
struct FlexibleControlTests {
    @Test(
        "G7/D13: a field beside a button takes what the button leaves, whatever its text's length",
        arguments: ["Ada", "A name longer than the button"])
    func fieldBesideButton(text: String) throws {
        let host = ViewHost(
            HStack {
                TextField("Name", text: .constant(text))
                Button("Edit") {}
            }, platform: .iOS)
        #expect(
            try host.find(text: "Edit").frame() == CGRect(x: 359, y: 427.5, width: 34, height: 22))
        #expect(
            host.findAll(.type(TextField.self)).first?.frame()
                == CGRect(x: 0, y: 427.5, width: 351, height: 22))
    }

    @Test("G7/D13: an iOS switch and a progress bar beside a button leave it its width")
    func switchAndBarBesideButton() throws {
        let host = ViewHost(
            VStack {
                HStack {
                    Toggle("On", isOn: .constant(true))
                    Button("Edit") {}
                }
                HStack {
                    ProgressView(value: 0.5)
                    Button("Stop") {}
                }
            }, platform: .iOS)
        #expect(try host.find(text: "Edit").frame()?.size.width == 34)
        #expect(try host.find(text: "Edit").frame()?.maxX == 393)
        #expect(try host.find(text: "Stop").frame()?.maxX == 393)
        #expect(host.findAll(.type(Toggle<Text>.self)).first?.frame()?.width == 351)
    }

    @Test("D13/D10: typing into a field lays it out again: its ideal width follows its text")
    func typingResizesAnIdealField() throws {
        let host = ViewHost(IdealField(), platform: .iOS)
        let field = try #require(host.findAll(.type(TextField.self)).first)
        #expect(field.frame()?.width == 25.5)
        try host.type("Grace Hopper", into: "Name")
        #expect(host.findAll(.type(TextField.self)).first?.frame()?.width == 102)
    }

    @Test(
        "D13/D24: a field in a list row takes the row's width, before and after typing and over a sheet",
        arguments: [Platform.iOS, .iPadOS, .macOS])
    func fieldInListRow(platform: Platform) throws {
        let host = ViewHost(ProfileScreen(), platform: platform)
        let row = try #require(host.find(text: "Edit").parent)
        let before = try #require(row.frame())
        try host.type("Grace", into: "Name")
        try host.tap("About")
        #expect(row.frame() == before)
        #expect(try host.find(text: "About Grace").typeName == "Text")
        #expect(host.diagnostics.isEmpty)
        let field = try #require(host.findAll(.type(TextField.self)).first?.frame())
        let button = try #require(host.find(text: "Edit").frame())
        // The field and the button fill the row, 8 points apart.
        #expect(field.minX == before.minX && button.maxX == before.maxX)
        #expect(field.maxX + 8 == button.minX)
    }

    @Test("D13/D24: on an iPhone the row is the list's width less its margins")
    func fieldInListRowFrames() throws {
        let host = ViewHost(ProfileScreen(), platform: .iOS)
        try host.type("Grace", into: "Name")
        let rendered = host.render(RenderOptions(showsFrames: true))
        #expect(rendered.contains("│  └─ HStack @(16,114 361×22)"))
        #expect(
            rendered.contains(
                "│     ├─ TextField \"Name\" text:\"Grace\" (focused) @(16,114 319×22)"))
        #expect(rendered.contains("│     └─ Button \"Edit\" @(343,114 34×22)"))
    }

    @Test("D13: a vertical field wraps its text and grows within its line limit's range")
    func verticalFieldGrows() throws {
        struct NotesField: View {
            @State private var notes = ""
            var body: some View {
                VStack {
                    TextField("Notes", text: $notes, axis: .vertical)
                        .lineLimit(2...4)
                        .frame(width: 120)
                    TextField("Title", text: .constant(""))
                }
            }
        }
        let host = ViewHost(NotesField(), platform: .iOS)
        func heights() -> (notes: CGFloat?, title: CGFloat?) {
            let fields = host.findAll(.type(TextField.self))
            return (fields.first?.frame()?.height, fields.last?.frame()?.height)
        }
        let line = try #require(heights().title)
        #expect(heights().notes == 2 * line)
        #expect(
            host.render().contains(#"TextField "Notes" text:"" axis:vertical .lineLimit(2...4)"#))
        try host.type("one two three four five six seven eight", into: "Notes")
        #expect(heights().notes == 3 * line)
        try host.type(String(repeating: "many words ", count: 20), into: "Notes")
        #expect(heights().notes == 4 * line)
        #expect(heights().title == line)
    }
}
