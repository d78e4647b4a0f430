import Canopy

// A sample written as SwiftUI sample code is: a settings form styled from its root. A custom
// button style reads the environment and the button's role, a checkbox toggle style draws its
// own box and flips the binding, and a label style stacks icon over title. Each style is set
// once, on the form, and reaches every control inside it; one button keeps a style of its own.

struct CapsuleButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 12)
            .foregroundStyle(configuration.role == .destructive ? Color.red : Color.white)
            .background(Capsule().fill(isEnabled ? Color.accentColor : Color.gray))
            .opacity(configuration.isPressed ? 0.6 : 1)
    }
}

struct CheckmarkToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                configuration.label
            }
        }
        .buttonStyle(.plain)
    }
}

struct VerticalLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.icon
            configuration.title
        }
    }
}

struct StyledSettingsForm: View {
    @State private var notifications = true
    @State private var backups = false
    @State private var cleared = 0

    var body: some View {
        Form {
            Section {
                Label("Account", systemImage: "person.circle")
                Toggle("Notifications", isOn: $notifications)
                Toggle("Backups", isOn: $backups)
            }
            Section {
                Button("Sign Out") {}
                Button("Clear History", role: .destructive) { cleared += 1 }
                Button("Help") {}
                    .buttonStyle(.bordered)
                Button("Sync Now") {}
                    .disabled(!backups)
            }
            Text("Cleared \(cleared) times")
        }
        .buttonStyle(CapsuleButtonStyle())
        .toggleStyle(CheckmarkToggleStyle())
        .labelStyle(VerticalLabelStyle())
    }
}

#Preview("Styled settings") {
    StyledSettingsForm()
}
