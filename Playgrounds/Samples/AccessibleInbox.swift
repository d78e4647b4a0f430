import Canopy

// A sample written as SwiftUI sample code is: an inbox made for VoiceOver. Each message row is
// one element that combines its sender and subject, with custom actions (given as buttons)
// instead of small buttons; a "Senders" rotor jumps between the rows; the icon-only compose button has a label; the divider and the hidden row icons are
// skipped; the unread count is a heading; the bell reads as a "Mute" switch through its
// accessibility representation; the page control is one adjustable element. VoiceOver reads it
// top to bottom, the header's line from leading to trailing.

struct InboxMessage: Identifiable {
    let id: Int
    let sender: String
    let subject: String
    var isFlagged = false
}

struct MessageRow: View {
    let message: InboxMessage
    let onArchive: () -> Void
    let onFlag: () -> Void

    var body: some View {
        HStack {
            Image(systemName: message.isFlagged ? "flag.fill" : "envelope")
                .accessibilityHidden(true)
            VStack(alignment: .leading) {
                Text(message.sender).font(.headline)
                Text(message.subject)
            }
        }
        .accessibilityElement(children: .combine)
        .accessibilityValue(message.isFlagged ? "Flagged" : "")
        .accessibilityActions {
            Button("Archive", action: onArchive)
            Button(message.isFlagged ? "Unflag" : "Flag", action: onFlag)
        }
    }
}

struct AccessibleInbox: View {
    @State private var messages = [
        InboxMessage(id: 1, sender: "Ann", subject: "Lunch on Friday?"),
        InboxMessage(id: 2, sender: "Bob", subject: "Quarterly report"),
        InboxMessage(id: 3, sender: "Cleo", subject: "Photos from the trip"),
    ]
    @State private var page = 1
    @State private var notifications = true
    @State private var isMuted = false

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text("Inbox (\(messages.count))")
                    .font(.title)
                    .accessibilityAddTraits(.isHeader)
                    .accessibilityHeading(.h1)
                Spacer()
                Button(action: { page = 1 }) {
                    Image(systemName: "square.and.pencil")
                }
                .accessibilityLabel("Compose")
                .accessibilityHint("Starts a new message")
                Text(isMuted ? "🔕" : "🔔")
                    .onTapGesture { isMuted.toggle() }
                    .accessibilityRepresentation { Toggle("Mute", isOn: $isMuted) }
            }
            Divider()
            ForEach(messages) { message in
                MessageRow(
                    message: message,
                    onArchive: { messages.removeAll { $0.id == message.id } },
                    onFlag: {
                        if let index = messages.firstIndex(where: { $0.id == message.id }) {
                            messages[index].isFlagged.toggle()
                        }
                    })
            }
            Toggle("Notifications", isOn: $notifications)
            HStack {
                Button("Previous") { page -= 1 }
                Text("Page \(page)")
                Button("Next") { page += 1 }
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Page")
            .accessibilityValue("\(page) of 3")
            .accessibilityAdjustableAction { direction in
                switch direction {
                case .increment: page = min(page + 1, 3)
                case .decrement: page = max(page - 1, 1)
                @unknown default: break
                }
            }
        }
        .accessibilityRotor("Senders", entries: messages, entryLabel: \.sender)
    }
}
