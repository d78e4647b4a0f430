import Canopy

// A sample written as SwiftUI sample code is, after the filter in Apple's 2019 Landmarks
// tutorial, which leaves a row out inside the `ForEach` with an `if`: a gallery grid that shows
// only the favourites when the toggle is on. Each favourite also gets a second cell, its star,
// so an element of the `ForEach` makes two cells, one, or none.

struct GalleryPhoto: Identifiable {
    let id: Int
    var isFavorite: Bool

    var name: String { "Photo \(id)" }
}

struct FilteredGallery: View {
    @State private var showFavoritesOnly = false
    let photos = (1...300).map { GalleryPhoto(id: $0, isFavorite: $0 % 3 == 0) }

    var body: some View {
        NavigationStack {
            VStack {
                Toggle("Favorites only", isOn: $showFavoritesOnly)
                    .padding(.horizontal)
                ScrollView {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 8) {
                        ForEach(photos) { photo in
                            if !showFavoritesOnly || photo.isFavorite {
                                Text(photo.name)
                                    .frame(height: 60)
                                if photo.isFavorite {
                                    Text("★ \(photo.id)")
                                        .frame(height: 60)
                                }
                            }
                        }
                    }
                    .padding()
                }
            }
            .navigationTitle("Gallery")
        }
    }
}

#Preview("Filtered gallery") {
    FilteredGallery()
}
