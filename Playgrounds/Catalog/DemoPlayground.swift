import Canopy

/// The default playground: a small settings screen where environment values flow down from
/// the root. `setDeviceStatusFromSizeClass()` at the root decides the header's layout; the
/// `checkedButton…` modifiers on the stack style every `CheckedButton` below; the sound toggle
/// stays disabled (through `isEnabled`) until notifications are turned on. The screen's title
/// flows up to the navigation stack and the window (it follows the name field), and the folders
/// come from an `ObservableObject` inbox; each opens its own destination.
public struct DemoPlayground: View {
    @State private var subscribed = true
    @State private var notifications = false
    @State private var sounds = false
    @State private var name = "Ada"
    @StateObject private var inbox = DemoInbox()

    /// Creates the playground.
    public init() {}

    /// The header, the checked buttons and the form.
    public var body: some View {
        NavigationStack {
            screen
                .navigationTitle("\(name)'s settings")
                .navigationDestination(for: String.self) { folder in
                    FolderView(folder: folder, inbox: inbox)
                }
        }
        .checkedButtonBackgroundColor(.blue)
        .checkedButtonLabelForegroundColor(.white)
        .setDeviceStatusFromSizeClass()
    }

    private var screen: some View {
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
                Section("Folders") {
                    List(inbox.folders, id: \.self) { folder in
                        NavigationLink(value: folder) {
                            Label(
                                "\(folder) (\(inbox.unread[folder, default: 0]))",
                                systemImage: "folder")
                        }
                    }
                }
            }
        }
    }
}

/// The demo's model: unread counts per folder, shared by the list and the folder screens.
final class DemoInbox: ObservableObject {
    let folders = ["Inbox", "Archive"]
    @Published var unread = ["Inbox": 3, "Archive": 0]
}

/// One folder: marking it read updates the list below it, which holds the same inbox.
struct FolderView: View {
    let folder: String
    @ObservedObject var inbox: DemoInbox

    var body: some View {
        VStack {
            Text("\(inbox.unread[folder, default: 0]) unread")
            Button("Mark all read") { inbox.unread[folder] = 0 }
        }
        .navigationTitle(folder)
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
