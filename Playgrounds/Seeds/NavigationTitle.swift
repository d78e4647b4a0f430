// Seed 002 (超谈 SwiftUI: "隔山喂牛" 式内建 API), "更多思考": a title set inside the content of a
// NavigationView flows *up* to the view that shows it. The article's snippet, with
// `import Canopy` in place of `import SwiftUI` and its `// ...` filled with two texts.

import Canopy

struct PageOne: View {
    var body: some View {
        NavigationView {
            VStack {
                // The article elides the content ("// ...").
                Text("Welcome")
                Text("The title above comes from inside this VStack.")
            }
            .navigationTitle("Page One")
        }
    }
}

/// The playground: the seed's page.
public struct PageOnePlayground: View {
    /// Creates the playground.
    public init() {}

    /// The seed's `NavigationView`.
    public var body: some View { PageOne() }
}
