import Canopy

/// The default playground: a small settings screen where environment values flow down from
/// the root. `setDeviceStatusFromSizeClass()` at the root decides the header's layout; the
/// `checkedButton…` modifiers on the stack style every `CheckedButton` below; the sound toggle
/// stays disabled (through `isEnabled`) until notifications are turned on.
public struct DemoPlayground: View {
    @State private var subscribed = true
    @State private var notifications = false
    @State private var sounds = false
    @State private var name = "Ada"

    /// Creates the playground.
    public init() {}

    /// The header, the checked buttons and the form.
    public var body: some View {
        VStack(alignment: .leading) {
            DemoHeader(title: "Canopy")
            CheckedButton(checked: subscribed, labelText: "Subscribed") {
                subscribed.toggle()
            }
            Form {
                Section("Profile") {
                    TextField("Name", text: $name)
                }
                Section("Notifications") {
                    Toggle("Notifications", isOn: $notifications)
                    Toggle("Sounds", isOn: $sounds)
                        .disabled(!notifications)
                }
                Section("Recent") {
                    List(["Inbox", "Archive"], id: \.self) { folder in
                        Label(folder, systemImage: "folder")
                    }
                }
            }
        }
        .checkedButtonBackgroundColor(.blue)
        .checkedButtonLabelForegroundColor(.white)
        .setDeviceStatusFromSizeClass()
    }
}

/// A header that lays itself out by the seed's ``EnvironmentValues/deviceStatus``: stacked on a
/// compact window, side by side otherwise.
struct DemoHeader: View {
    @Environment(\.deviceStatus) private var deviceStatus
    let title: String

    var body: some View {
        if deviceStatus == .compact {
            VStack(alignment: .leading) {
                Text(title).font(.headline)
                Text("compact layout").font(.caption)
            }
        } else {
            HStack {
                Text(title).font(.title)
                Spacer()
                Text("\(deviceStatus.rawValue) layout")
            }
        }
    }
}
