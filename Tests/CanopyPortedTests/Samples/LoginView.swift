import Canopy

struct LoginView: View {
    enum Field: Hashable {
        case username
        case password
    }

    @State private var username = ""
    @State private var password = ""
    @State private var message = "Please sign in"
    @FocusState private var focusedField: Field?

    var body: some View {
        Form {
            Text(message)
            TextField("Username", text: $username)
                .focused($focusedField, equals: .username)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .submitLabel(.next)
            SecureField("Password", text: $password)
                .focused($focusedField, equals: .password)
                .submitLabel(.go)
            Button("Sign In") {
                signIn()
            }
            .disabled(username.isEmpty || password.isEmpty)
        }
        .onSubmit {
            if focusedField == .username {
                focusedField = .password
            } else {
                signIn()
            }
        }
        .onAppear {
            focusedField = .username
        }
    }

    private func signIn() {
        message = "Welcome, \(username)!"
        focusedField = nil
    }
}

#Preview {
    LoginView()
}
