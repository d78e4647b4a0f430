import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite("G21, G22, D12, D13: images and controls size themselves")
struct LeafLayoutTests {
    @Test(
        "G21/D12: a symbol is a line of the font high, scaled; a named image takes its registered size"
    )
    func images() throws {
        let host = ViewHost(
            VStack(spacing: 0) {
                Image(systemName: "star")
                Image(systemName: "star").imageScale(.large)
                Image(systemName: "star").font(.largeTitle)
                Image("logo")
                Image("photo").resizable().frame(width: 50, height: 30)
            }, platform: .iOS)
        host.imageSizes = ["logo": CGSize(width: 40, height: 20)]
        let images = host.findAll(.type(Image.self)).compactMap { $0.frame()?.size }
        #expect(
            images == [
                CGSize(width: 22, height: 22), CGSize(width: 29, height: 29),
                CGSize(width: 41, height: 41), CGSize(width: 40, height: 20),
                CGSize(width: 50, height: 30),
            ])
        // "photo" has no registered size: it is laid out at 100×100 where it is not resizable
        // to its frame, and a diagnostic says so once.
        #expect(host.diagnostics.filter { $0.kind == .missingImageSize }.count == 1)
    }

    @Test("D11: a text style names its size, however it is spelled; a font prints as written")
    func textStyles() throws {
        let host = ViewHost(
            VStack(spacing: 0) {
                Text("a").font(.title)
                Text("b").font(.system(.title))
                Text("c").font(.system(.title, weight: .bold))
                Text("d").font(.system(size: 12).weight(.semibold))
            }, platform: .iOS)
        let heights = ["a", "b", "c", "d"].map { try? host.find(text: $0).frame()?.height }
        #expect(heights == [34, 34, 34, 16])
        #expect(Font.system(.title, weight: .bold).description == "title.weight(bold)")
        #expect(
            Font.system(size: 12).weight(.semibold).italic().description
                == "system(size: 12).weight(semibold).italic")
        #expect(Font.TextStyle.allCases.count == 11)
    }

    @Test("G22/D13: buttons by platform and look; an iOS switch takes the proposed width")
    func controls() throws {
        let phone = ViewHost(
            VStack {
                Button("OK") {}
                Button("OK") {}.buttonStyle(.bordered)
                Toggle("Wi-Fi", isOn: .constant(true))
            }, platform: .iOS)
        let phoneSizes = phone.allViews.filter {
            $0.typeName == "Button" || $0.typeName == "Toggle"
        }
        .compactMap { $0.frame()?.size }
        #expect(
            phoneSizes == [
                CGSize(width: 17, height: 22), CGSize(width: 41, height: 34),
                CGSize(width: 393, height: 31),
            ])
        let mac = ViewHost(Button("OK") {}, platform: .macOS)
        #expect(try mac.find(text: "OK").frame()?.size == CGSize(width: 29, height: 20))
    }
}
