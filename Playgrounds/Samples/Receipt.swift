import Canopy

// A sample written as SwiftUI sample code is, for the text modifiers: a receipt set in a serif
// design with digits of one width, a note that keeps room for two lines, and a dashed
// underline under the total.

struct ReceiptItem: Identifiable {
    let id: String
    let price: String
}

struct Receipt: View {
    let items = [
        ReceiptItem(id: "Coffee", price: "3.50"), ReceiptItem(id: "Croissant", price: "2.80"),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Receipt")
                .font(.title)
            ForEach(items) { item in
                HStack {
                    Text(item.id)
                    Spacer()
                    Text(item.price)
                }
            }
            .monospacedDigit()
            Text("Thanks!")
                .lineLimit(2, reservesSpace: true)
            Text("Total 6.30")
                .bold()
                .underline(pattern: .dash)
        }
        .fontDesign(.serif)
        .padding()
    }
}

#Preview("Receipt") {
    Receipt()
}
