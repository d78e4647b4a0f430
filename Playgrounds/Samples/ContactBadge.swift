import Canopy

// A sample written as SwiftUI sample code is (iOS 17 style), for shapes: a contact card with a
// round avatar that takes taps only inside its circle, a status ring stroked around it, an
// unread count in a capsule and a card with continuous corners. A tap on the corner of the
// avatar's square frame falls through to the card behind it, as in SwiftUI.

struct ContactBadge: View {
    let name: String
    let initials: String
    @State private var unread = 3
    @State private var isOnline = true
    @State private var opened = 0

    var body: some View {
        HStack(spacing: 12) {
            Text(initials)
                .frame(width: 48, height: 48)
                .background(.blue, in: .circle)
                .overlay {
                    Circle()
                        .stroke(isOnline ? Color.green : Color.gray, lineWidth: 3)
                }
                .contentShape(.circle)
                .onTapGesture { isOnline.toggle() }
            VStack(alignment: .leading) {
                Text(name)
                Text(opened == 0 ? "Not opened" : "Opened \(opened)×")
            }
            Spacer()
            if unread > 0 {
                Text("\(unread)")
                    .padding(.horizontal, 8)
                    .background(.red, in: .capsule)
                    .onTapGesture { unread = 0 }
            }
        }
        .padding()
        .background {
            RoundedRectangle(cornerRadius: 16, style: .continuous)
                .strokeBorder(Color.gray, lineWidth: 1)
        }
        .contentShape(.rect(cornerRadius: 16))
        .onTapGesture { opened += 1 }
    }
}

#Preview("Contact badge") {
    ContactBadge(name: "Ada Lovelace", initials: "AL")
        .padding()
}
