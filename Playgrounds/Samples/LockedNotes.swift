import Canopy

// A sample written as SwiftUI sample code is, for the appearance modifiers: a list of notes on
// coloured tags that cannot be scrolled while the notes are locked; the Edit button keeps its
// place in the bar while it is hidden, so the bar does not jump when it shows.

struct LockedNotes: View {
    @State private var isLocked = true
    @State private var isEditing = false
    let notes = ["Groceries", "Ideas", "Travel", "Books", "Recipes", "Gifts"]

    var body: some View {
        VStack {
            HStack {
                Button(isLocked ? "Unlock" : "Lock") { isLocked.toggle() }
                Spacer()
                if isLocked {
                    Button("Edit") {}.hidden()
                } else {
                    Button(isEditing ? "Done" : "Edit") { isEditing.toggle() }
                }
            }
            ScrollView {
                VStack(alignment: .leading) {
                    ForEach(notes, id: \.self) { note in
                        Text(note)
                            .padding(6)
                            .background(.yellow, in: RoundedRectangle(cornerRadius: 6))
                    }
                }
            }
            .scrollDisabled(isLocked)
        }
        .foregroundStyle(.primary, .secondary)
    }
}

#Preview("Locked notes") {
    LockedNotes()
}
