import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite("Sheets")
struct SheetTests {
    struct Rating: Identifiable {
        let id: Int
        let stars: Int
    }

    struct Ratings: View {
        let rating: Rating
        @Environment(\.dismiss) private var dismiss
        @Environment(\.isPresented) private var isPresented
        var body: some View {
            VStack {
                Text("\(rating.stars) stars, presented: \(isPresented)")
                Button("Done") { dismiss() }
            }
        }
    }

    struct Recipe: View {
        @State var rating: Rating?
        @State var showHelp = false
        var body: some View {
            VStack {
                Button("Rate") { rating = Rating(id: 1, stars: 4) }
                Button("Help") { showHelp = true }
            }
            .sheet(item: $rating) { Ratings(rating: $0) }
            .sheet(isPresented: $showHelp) { Text("Help text") }
        }
    }

    @Test("sheet(item:) presents a subtree while the item is set; dismiss() clears it")
    func itemSheet() throws {
        let host = ViewHost(Recipe())
        try host.tap("Rate")
        expectRendered(
            host,
            """
            Recipe
            └─ VStack
               ├─ Button "Rate"
               ├─ Button "Help"
               └─ .sheet
                  └─ Ratings
                     └─ VStack
                        ├─ Text "4 stars, presented: true"
                        └─ Button "Done"
            """)
        try host.tap("Done")
        #expect(!host.render().contains(".sheet"))
    }

    @Test("sheet(isPresented:) presents while true; the host can dismiss it")
    func boolSheet() throws {
        let host = ViewHost(Recipe())
        try host.tap("Help")
        #expect(host.render().contains("Text \"Help text\""))
        #expect(host.dismissPresentation())
        #expect(!host.render().contains("Help text"))
        #expect(!host.dismissPresentation())
    }
}

@MainActor
@Suite("preferredColorScheme in a sheet (E10)")
struct SheetColorSchemeTests {
    struct Presenter: View {
        @State var show = true
        var body: some View {
            VStack {
                Reader(\.colorScheme, label: "window")
                Text("content")
                    .sheet(isPresented: $show) {
                        VStack {
                            Reader(\.colorScheme, label: "sheet")
                            Text("dark please").preferredColorScheme(.dark)
                        }
                    }
            }
        }
    }

    @Test("E10: a preference inside a sheet applies to the whole sheet, and not to the window")
    func sheetScoped() {
        let host = ViewHost(Presenter())
        #expect(host.render().contains("Text \"sheet: dark\""))
        #expect(host.render().contains("Text \"window: light\""))
        #expect(host.preferredColorScheme == nil)
        host.dismissPresentation()
        #expect(host.effectiveColorScheme == .light)
    }
}
