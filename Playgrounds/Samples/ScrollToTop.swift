import Canopy

// A sample written as SwiftUI sample code is: a feed that remembers which post is at the top
// (scrollPosition), and shows a "Back to top" button once scrolled down (onScrollGeometryChange).

struct Post: Identifiable {
    let id: Int
    var title: String { "Post \(id)" }
}

struct Feed: View {
    let posts = (1...50).map(Post.init)
    @State private var topPost: Int?
    @State private var showsBackToTop = false

    var body: some View {
        VStack {
            Text("At the top: \(topPost.map { "Post \($0)" } ?? "nothing")")
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(posts) { post in
                        Text(post.title).frame(height: 80)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: $topPost)
            .onScrollGeometryChange(for: Bool.self) { geometry in
                geometry.contentOffset.y > 200
            } action: { _, scrolledDown in
                showsBackToTop = scrolledDown
            }
            if showsBackToTop {
                Button("Back to top") { topPost = posts.first?.id }
            }
        }
    }
}

#Preview("Feed") {
    Feed()
}
