import Canopy

struct ComposeView: View {
    @Environment(\.presentationMode) private var presentationMode
    @State private var message = ""
    let onSend: (String) -> Void

    var body: some View {
        NavigationView {
            Form {
                TextField("Message", text: $message)
                    .keyboardType(.default)
            }
            .navigationTitle("Compose")
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button("Send") {
                        onSend(message)
                        presentationMode.wrappedValue.dismiss()
                    }
                    .disabled(message.isEmpty)
                }
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {
                        presentationMode.wrappedValue.dismiss()
                    }
                }
            }
            .toolbarBackground(.visible, for: .navigationBar)
        }
    }
}

struct InboxView: View {
    @State private var composing = false
    @State private var sent: [String] = []

    var body: some View {
        TabView {
            Tab("Inbox", systemImage: "tray") {
                VStack {
                    Text("Sent: \(sent.count)")
                    Button("Compose") { composing = true }
                }
                .sheet(isPresented: $composing) {
                    ComposeView { message in
                        sent.append(message)
                    }
                }
            }
            Tab("Settings", systemImage: "gear") {
                Text("Settings")
            }
        }
    }
}

struct InboxView_Previews: PreviewProvider {
    static var previews: some View {
        InboxView()
    }
}
