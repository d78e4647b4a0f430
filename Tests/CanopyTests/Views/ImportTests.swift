import Canopy
import Testing

/// Written the way SwiftUI samples are: Foundation and Observation types with only
/// `import Canopy` (seed 000 uses `UUID` and `Locale`, seed 001 `CGFloat` and `DispatchQueue`).
@Observable final class Movie {
    var id = UUID()
    var title = "Dune"
    var released = Date(timeIntervalSince1970: 0)
}

struct MovieRow: View {
    let movie: Movie
    let width: CGFloat
    @Environment(\.locale) var locale

    var body: some View {
        Text("\(movie.title) \(locale.identifier) \(Int(width))")
    }
}

@MainActor
@Suite("import Canopy gives what import SwiftUI gives")
struct ImportTests {
    @Test(
        "Foundation (UUID, Locale, Date, CGFloat, DispatchQueue) and @Observable need no other import"
    )
    func foundationAndObservation() async {
        let movie = Movie()
        let host = ViewHost(MovieRow(movie: movie, width: 320), locale: Locale(identifier: "fr_FR"))
        #expect(host.render().contains(#"Text "Dune fr_FR 320""#))
        movie.title = "Arrival"
        #expect(host.render().contains(#"Text "Arrival fr_FR 320""#))
        let delivered: Bool = await withCheckedContinuation { continuation in
            DispatchQueue.main.async { continuation.resume(returning: true) }
        }
        #expect(delivered)
    }
}
