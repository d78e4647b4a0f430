import Foundation

/// A uniform type identifier: what kinds of files a file importer accepts. SwiftUI takes
/// `UniformTypeIdentifiers`' type, which Linux lacks; Canopy's has its identifier and the
/// common constants, so `allowedContentTypes: [.pdf, .plainText]` compiles and is recorded.
public struct UTType: Sendable, Hashable, CustomStringConvertible {
    /// The reverse-DNS identifier: `public.plain-text`.
    public let identifier: String
    /// The constant's name, for printing (`pdf`), when the type is one of them.
    let constantName: String?

    /// The type with `identifier`; `nil` when it is empty.
    public init?(_ identifier: String) {
        guard !identifier.isEmpty else { return nil }
        self.identifier = identifier
        constantName = nil
    }

    /// The type of files ending in `filenameExtension`, when Canopy knows it.
    public init?(filenameExtension: String) {
        let known: [String: UTType] = [
            "txt": .plainText, "pdf": .pdf, "png": .png, "jpg": .jpeg, "jpeg": .jpeg,
            "json": .json, "csv": .commaSeparatedText, "html": .html, "xml": .xml,
        ]
        guard let type = known[filenameExtension.lowercased()] else { return nil }
        self = type
    }

    private init(constant: String, _ identifier: String) {
        self.identifier = identifier
        constantName = constant
    }

    /// Anything.
    public static let item = UTType(constant: "item", "public.item")
    /// A file's or a stream's bytes.
    public static let data = UTType(constant: "data", "public.data")
    /// Content a person reads or plays.
    public static let content = UTType(constant: "content", "public.content")
    /// Text of any encoding.
    public static let text = UTType(constant: "text", "public.text")
    /// Text without markup.
    public static let plainText = UTType(constant: "plainText", "public.plain-text")
    /// UTF-8 text without markup.
    public static let utf8PlainText = UTType(constant: "utf8PlainText", "public.utf8-plain-text")
    /// Comma-separated values.
    public static let commaSeparatedText = UTType(
        constant: "commaSeparatedText", "public.comma-separated-values-text")
    /// JSON.
    public static let json = UTType(constant: "json", "public.json")
    /// XML.
    public static let xml = UTType(constant: "xml", "public.xml")
    /// HTML.
    public static let html = UTType(constant: "html", "public.html")
    /// PDF.
    public static let pdf = UTType(constant: "pdf", "com.adobe.pdf")
    /// Any image.
    public static let image = UTType(constant: "image", "public.image")
    /// A PNG image.
    public static let png = UTType(constant: "png", "public.png")
    /// A JPEG image.
    public static let jpeg = UTType(constant: "jpeg", "public.jpeg")
    /// Any audio.
    public static let audio = UTType(constant: "audio", "public.audio")
    /// Any movie.
    public static let movie = UTType(constant: "movie", "public.movie")
    /// A folder.
    public static let folder = UTType(constant: "folder", "public.folder")
    /// A directory.
    public static let directory = UTType(constant: "directory", "public.directory")
    /// A URL.
    public static let url = UTType(constant: "url", "public.url")
    /// A file URL.
    public static let fileURL = UTType(constant: "fileURL", "public.file-url")

    /// `.pdf`, or `UTType("com.example.doc")`.
    public var description: String {
        constantName.map { "." + $0 } ?? "UTType(\(quoted(identifier)))"
    }

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}
