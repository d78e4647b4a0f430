import Canopy
import CanopyTesting
import Observation
import Testing

@Observable
final class Profile {
    var name = "Ada"
    var age = 36
}

@MainActor
@Suite("Observation (E7, E11)")
struct ObservationTests {
    struct NameView: View {
        let profile: Profile
        var body: some View { Text(profile.name) }
    }

    struct AgeView: View {
        let profile: Profile
        var body: some View { Text("\(profile.age)") }
    }

    @Test("E7: only the views that read the changed property re-evaluate")
    func onlyReadersOfTheProperty() {
        let profile = Profile()
        let host = ViewHost(
            VStack {
                NameView(profile: profile); AgeView(profile: profile)
            })
        profile.age = 37
        #expect(host.render().contains("Text \"37\""))
        #expect(host.bodyEvaluations(of: AgeView.self) == 2)
        #expect(host.bodyEvaluations(of: NameView.self) == 1)
    }

    struct Owner: View {
        @State private var profile = Profile()
        var body: some View {
            VStack {
                Button("Birthday \(profile.age)") { profile.age += 1 }
                Editor(profile: profile)
            }
        }
    }

    struct Editor: View {
        @Bindable var profile: Profile
        var body: some View { TextField("Name", text: $profile.name) }
    }

    @Test("An @Observable in @State lives with the view; @Bindable edits its properties")
    func stateAndBindable() throws {
        let host = ViewHost(Owner())
        try host.tap("Birthday 36")
        try host.type("Grace", into: "Name")
        #expect(host.controls(.button) == ["Birthday 37"])
        #expect(host.render().contains("TextField \"Name\" text:\"Grace\""))
    }

    struct EnvironmentReader: View {
        @Environment(Profile.self) private var profile
        var body: some View { Text("hello \(profile.name)") }
    }

    struct OptionalReader: View {
        @Environment(Profile.self) private var profile: Profile?
        var body: some View { Text(profile.map { "found \($0.name)" } ?? "none") }
    }

    @Test("E11: environment(object) supplies an @Observable; @Environment(T.self) reads it")
    func environmentObservable() {
        let profile = Profile()
        let host = ViewHost(
            VStack {
                EnvironmentReader(); OptionalReader()
            }.environment(profile))
        #expect(host.render().contains("Text \"hello Ada\""))
        #expect(host.render().contains("Text \"found Ada\""))
        profile.name = "Grace"
        #expect(host.render().contains("Text \"hello Grace\""))
    }

    @Test("E11: the optional form reads nil when missing; the required form is an error node")
    func missingObservable() {
        let host = ViewHost(
            VStack {
                OptionalReader(); EnvironmentReader()
            }, viewFailures: .errorNode)
        #expect(host.render().contains("Text \"none\""))
        #expect(
            host.render().contains(
                "⚠︎ error: No Observable object of type Profile found. A View.environment(_:) for Profile may be missing as an ancestor of this view."
            ))
        #expect(host.diagnostics.map(\.viewPath) == ["VStack/EnvironmentReader"])
    }
}
