import Canopy
import Foundation
import Testing

struct RecordedScreen: View {
    let price = 19.5
    let count = 3
    var body: some View {
        LazyVStack {
            Text("Price: \(price, specifier: "%.2f")")
            Text(count, format: .number)
            Text("Total \(Text("now"))")
            LazyHStack {
                Image("photo").resizable().scaledToFit()
                Text("Caption").fontWeight(.bold).help("A caption")
            }
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.fixed(40))]) {
                Text("A")
                Text("B")
            }
            Text("Shaped")
                .clipShape(Circle())
                .contentShape(Rectangle())
                .border(Color.red, width: 2)
        }
        .formStyle(.grouped)
    }
}

@MainActor
@Suite("Everyday vocabulary: recorded modifiers, lazy stacks, text formatting")
struct VocabularyTests {
    @Test("Text interpolation with specifier:, Text(_:format:), and recorded modifiers in the tree")
    func recorded() {
        let host = ViewHost(RecordedScreen())
        #expect(
            host.renderScreen() == """
                Price: 19.50
                3
                Total now
                Image "photo"  Caption
                A
                B
                Shaped
                """)
        #expect(
            host.render() == """
                RecordedScreen
                └─ LazyVStack .formStyle(.grouped)
                   ├─ Text "Price: 19.50"
                   ├─ Text "3"
                   ├─ Text "Total now"
                   ├─ LazyHStack
                   │  ├─ Image "photo" .resizable .scaledToFit
                   │  └─ Text "Caption" .fontWeight(bold) .help("A caption")
                   ├─ LazyVGrid columns:2
                   │  ├─ Text "A"
                   │  └─ Text "B"
                   └─ Text "Shaped" .clipShape(Circle) .contentShape(Rectangle) .border(red, width: 2)
                """)
    }
}
