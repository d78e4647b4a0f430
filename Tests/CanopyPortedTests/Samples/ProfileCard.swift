import Canopy

struct Profile: Identifiable {
    let id = UUID()
    var name: String
    var joined: Date
    var points: Int
}

struct ProfileCard: View {
    let profile: Profile
    @State private var showsDetails = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Image(systemName: "person.crop.circle")
                .resizable()
                .scaledToFit()
                .frame(width: 64, height: 64)
                .clipShape(Circle())
            Text(profile.name)
                .font(.headline)
                .fontWeight(.semibold)
            Text("Joined \(Text(profile.joined, style: .date))")
            Text("\(profile.points) points")
                .help("Points earned this year")
            Button(showsDetails ? "Hide" : "Details") {
                withAnimation(.spring()) {
                    showsDetails.toggle()
                }
            }
            if showsDetails {
                Text("ID: \(profile.id.uuidString.prefix(4))…")
            }
        }
        .padding()
        .border(Color.gray, width: 1)
        .animation(.default, value: showsDetails)
    }
}

struct ProfileGrid: View {
    let profiles: [Profile]
    let columns = [GridItem(.adaptive(minimum: 120))]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns) {
                ForEach(profiles) { profile in
                    ProfileCard(profile: profile)
                }
            }
        }
    }
}

#Preview("Cards", traits: .sizeThatFitsLayout) {
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    ProfileGrid(profiles: [
        Profile(name: "Ada", joined: date, points: 42),
        Profile(name: "Linus", joined: date, points: 7),
    ])
}
