import Canopy

// A sample written as SwiftUI sample code is: contacts grouped by their first letter in a
// plain list (whose section headers stay at the top as their section scrolls under them), and
// a chat that stays at its newest message as messages arrive (ScrollPosition, iOS 18), until
// the person scrolls up.

struct Contact: Identifiable, Hashable {
    let name: String
    var id: String { name }
}

struct ContactGroup: Identifiable {
    let letter: String
    let contacts: [Contact]
    var id: String { letter }
}

struct ContactList: View {
    let groups: [ContactGroup]

    var body: some View {
        List {
            ForEach(groups) { group in
                Section(group.letter) {
                    ForEach(group.contacts) { contact in
                        Text(contact.name)
                    }
                }
            }
        }
        .listStyle(.plain)
    }
}

extension ContactGroup {
    static let sample: [ContactGroup] = ["A", "B", "C", "D", "E", "F"].map { letter in
        ContactGroup(
            letter: letter,
            contacts: (1...12).map { Contact(name: "\(letter)\($0) Person") })
    }
}

struct Message: Identifiable {
    let id: Int
    var text: String { "Message \(id)" }
}

struct ChatView: View {
    @State private var messages = (1...30).map(Message.init)
    @State private var position = ScrollPosition(idType: Int.self, edge: .bottom)

    var body: some View {
        VStack {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 12) {
                    ForEach(messages) { message in
                        Text(message.text)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollPosition($position)
            if position.isPositionedByUser {
                Button("Jump to latest") { position.scrollTo(edge: .bottom) }
            }
            Button("Receive") { messages.append(Message(id: messages.count + 1)) }
        }
    }
}

#Preview("Contacts") {
    ContactList(groups: ContactGroup.sample)
}

#Preview("Chat") {
    ChatView()
}
