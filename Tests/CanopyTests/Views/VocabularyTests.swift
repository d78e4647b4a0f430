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

    @Test("An image's resampling, smoothing and rendering mode are recorded on its line")
    func imageOptions() {
        let host = ViewHost(
            Image("pixel-art").resizable().interpolation(.none).antialiased(false)
                .renderingMode(.original))
        #expect(
            host.render()
                == #"Image "pixel-art" .resizable .interpolation(.none) .antialiased(false) .renderingMode(.original)"#
        )
    }
}

struct FormattedNumbers: View {
    let amount = 4.5
    let date = Date(timeIntervalSince1970: 0)
    var body: some View {
        VStack {
            Text("\(amount)")
            Text("\(amount, format: .number)")
            Text("Opened \(date, style: .date) with \(Image(systemName: "star"))")
            Stepper("Tip: \(amount, specifier: "%.0f")%", value: .constant(1))
        }
    }
}

@MainActor
@Suite("Formatted text follows SwiftUI and the environment (D6)")
struct FormattedTextTests {
    @Test("Doubles as SwiftUI writes them; formats in the window's locale; dates in UTC")
    func formatting() {
        #expect(
            ViewHost(FormattedNumbers()).renderScreen() == """
                4.500000
                4.5
                Opened January 1, 1970 with [star]
                Tip: 4% [−] [+]
                """)
        let german = ViewHost(FormattedNumbers(), locale: Locale(identifier: "de_DE"))
        #expect(german.renderScreen().hasPrefix("4.500000\n4,5\n"))
    }
}
