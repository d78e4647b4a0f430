import Canopy

// A sign-up screen as such screens are commonly written: fields with a rounded border, a
// primary button drawn by a custom ButtonStyle that reads the environment and dims while
// pressed, and a secondary link-like button. Only the import is changed.

struct PrimaryButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundColor(.white)
            .frame(maxWidth: .infinity)
            .padding()
            .background(isEnabled ? Color.accentColor : Color.gray)
            .cornerRadius(10)
            .scaleEffect(configuration.isPressed ? 0.97 : 1)
            .opacity(configuration.isPressed ? 0.8 : 1)
    }
}

struct SignUpView: View {
    @State private var email = ""
    @State private var password = ""
    @State private var accounts = 0

    var body: some View {
        VStack(spacing: 16) {
            Text("Create Account")
                .font(.largeTitle)
                .bold()
            TextField("Email", text: $email)
                .textFieldStyle(.roundedBorder)
                .keyboardType(.emailAddress)
            SecureField("Password", text: $password)
                .textFieldStyle(RoundedBorderTextFieldStyle())
            Button("Sign Up") {
                accounts += 1
            }
            .buttonStyle(PrimaryButtonStyle())
            .disabled(email.isEmpty || password.count < 6)
            Button("I already have an account") {}
                .buttonStyle(.borderless)
            Text("Accounts: \(accounts)")
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}
