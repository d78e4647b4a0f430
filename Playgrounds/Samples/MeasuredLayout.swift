import Canopy

// A sample written as SwiftUI sample code is: a header that measures its own height through a
// preference, an unread badge positioned over an icon by an anchor preference, and a grid of
// tiles whose column count a GeometryReader picks from the width it is given.

struct HeaderHeightKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct BadgeAnchorKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

struct MeasuredHeader: View {
    @State private var headerHeight: CGFloat = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Inbox")
                .font(.largeTitle)
                .background(
                    GeometryReader { proxy in
                        Color.clear.preference(key: HeaderHeightKey.self, value: proxy.size.height)
                    })
            Text("The header is \(Int(headerHeight)) points high")
                .font(.footnote)
        }
        .onPreferenceChange(HeaderHeightKey.self) { headerHeight = $0 }
    }
}

struct BadgedIcon: View {
    var unread: Int

    var body: some View {
        Image(systemName: "tray")
            .anchorPreference(key: BadgeAnchorKey.self, value: .bounds) { $0 }
            .overlayPreferenceValue(BadgeAnchorKey.self) { anchor in
                GeometryReader { proxy in
                    if let anchor {
                        Text("\(unread)")
                            .font(.caption2)
                            .fixedSize()
                            .offset(x: proxy[anchor].maxX - 4, y: proxy[anchor].minY - 4)
                    }
                }
            }
    }
}

struct AdaptiveTiles: View {
    var titles: [String]

    var body: some View {
        GeometryReader { proxy in
            let columns = max(1, Int(proxy.size.width / 120))
            VStack(alignment: .leading, spacing: 8) {
                Text("\(columns) columns")
                ForEach(rows(of: columns), id: \.self) { row in
                    HStack(spacing: 8) {
                        ForEach(row, id: \.self) { title in
                            Text(title).frame(width: 112, height: 44)
                        }
                    }
                }
            }
        }
    }

    private func rows(of columns: Int) -> [[String]] {
        stride(from: 0, to: titles.count, by: columns).map {
            Array(titles[$0..<min($0 + columns, titles.count)])
        }
    }
}

struct MeasuredLayoutScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            MeasuredHeader()
            BadgedIcon(unread: 3)
            AdaptiveTiles(titles: ["Mail", "Notes", "Photos", "Music", "Maps"])
        }
        .padding()
    }
}

#Preview("Measured layout") {
    MeasuredLayoutScreen()
}
