#if canImport(SwiftUI)
    import SwiftUI
#else
    import Canopy
#endif

/// The notes window: the notes saved so far, and an editor for a new one. The word count comes
/// up from the editor as a preference; the title colour comes down from Settings.
public struct ContentView: View {
    @AppStorage("accent") private var accent = "yellow"
    @AppStorage("fontSize") private var fontSize = 13
    @State private var notes: [String] = []
    @State private var words = 0

    public init() {}

    public var body: some View {
        VStack(alignment: .leading) {
            NoteEditor { title in notes.append(title) }
            Text("\(words == 1 ? "1 word" : "\(words) words") · \(fontSize) pt")
            List(notes, id: \.self) { title in
                Text(title)
            }
        }
        .onPreferenceChange(WordCountKey.self) { count in
            words = count
        }
        .environment(\.noteAccent, accent == "mint" ? .mint : .yellow)
        .navigationTitle(notes.isEmpty ? "Notes" : "Notes (\(notes.count))")
    }
}

/// A form for one note: Return in the title moves focus to the text; Save hands the title on,
/// empties the form and puts focus back in the title.
struct NoteEditor: View {
    enum Field: Hashable {
        case title, text
    }

    let save: (String) -> Void
    @State private var title = ""
    @State private var text = ""
    @FocusState private var focus: Field?
    @AppStorage("fontSize") private var fontSize = 13
    @Environment(\.noteAccent) private var accent

    var body: some View {
        Form {
            TextField("Title", text: $title)
                .foregroundColor(accent)
                .focused($focus, equals: .title)
                .onSubmit { focus = .text }
            TextField("Text", text: $text)
                .font(.system(size: CGFloat(fontSize)))
                .focused($focus, equals: .text)
                .focusedValue(\.noteText, $text)
            Button("Save") {
                save(title.isEmpty ? "Untitled" : title)
                title = ""
                text = ""
                focus = .title
            }
        }
        .preference(key: WordCountKey.self, value: text.split(separator: " ").count)
    }
}

#Preview("New note") {
    ContentView()
}
