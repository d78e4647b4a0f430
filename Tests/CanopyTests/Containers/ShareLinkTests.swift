import Foundation
import Testing

@testable import Canopy

private struct Postcard: Transferable {
    var city: String
    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: \.city)
    }
}

/// `ShareLink` and what the window records of a share (D102).
@MainActor
@Suite("ShareLink: the window records what a person shares (D102)")
struct ShareLinkTests {
    @Test("D102: the default label is Share with the share icon; tapping records the item")
    func defaultLabel() throws {
        let url = try #require(URL(string: "https://example.com/trip"))
        let host = ViewHost(ShareLink(item: url, subject: Text("Trip")), platform: .iOS)
        #expect(host.render().contains(#"Label "Share" systemImage:"square.and.arrow.up""#))
        #expect(host.sharedContent.isEmpty)
        try host.tap("Share")
        #expect(
            host.sharedContent.map(\.description) == [
                #"Share ["https://example.com/trip"] subject: "Trip""#
            ])
    }

    @Test("D102: a titled link with several items, previews and a message")
    func itemsWithPreviews() throws {
        let host = ViewHost(
            ShareLink(
                "Send Postcards", items: [Postcard(city: "Oslo"), Postcard(city: "Rome")],
                message: Text("Wish you were here")
            ) { card in
                SharePreview("Postcard from \(card.city)")
            },
            platform: .iOS)
        try host.tap("Send Postcards")
        let shared = try #require(host.sharedContent.first)
        #expect(shared.items == ["Oslo", "Rome"])
        #expect(shared.message == "Wish you were here")
        #expect(shared.subject == nil)
        #expect(shared.previewTitles == ["Postcard from Oslo", "Postcard from Rome"])
    }

    @Test("D102: a custom label; a disabled link shares nothing")
    func customLabelAndDisabled() throws {
        let host = ViewHost(
            VStack {
                ShareLink(item: "Hello") { Text("Tell a Friend") }
                ShareLink(item: "Nope") { Text("Locked") }.disabled(true)
            },
            platform: .macOS)
        try host.tap("Tell a Friend")
        #expect(try host.tap("Locked") == false)
        #expect(host.sharedContent.map(\.items) == [["Hello"]])
    }
}
