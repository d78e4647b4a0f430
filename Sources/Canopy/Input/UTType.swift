import Foundation

/// A uniform type identifier (`public.plain-text`): what kind of data an item provider, a
/// paste or a drop carries. Canopy knows the common system types and their conformances
/// (`public.utf8-plain-text` is `public.plain-text` is `public.text` is `public.data` …) and
/// any identifier an app declares. SwiftUI takes `UniformTypeIdentifiers`' type, which Linux
/// lacks; this one prints as SwiftUI code names it (`.pdf`, `UTType("com.example.doc")`).
nonisolated public struct UTType: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The identifier: `public.plain-text`.
    public let identifier: String

    /// The system type with `identifier`, or `nil` when Canopy does not know it.
    public init?(_ identifier: String) {
        guard Self.parents[identifier] != nil else { return nil }
        self.identifier = identifier
    }

    /// A type the app declares (exports), conforming to `parentType`.
    public init(exportedAs identifier: String, conformingTo parentType: UTType = .data) {
        self.identifier = identifier
        Self.declared.withLock { $0[identifier] = parentType.identifier }
    }

    /// A type another app declares, conforming to `parentType`.
    public init(importedAs identifier: String, conformingTo parentType: UTType = .data) {
        self.init(exportedAs: identifier, conformingTo: parentType)
    }

    init(known identifier: String) { self.identifier = identifier }

    /// The type of files ending in `filenameExtension`, when Canopy knows it.
    public init?(filenameExtension: String) {
        let known: [String: UTType] = [
            "txt": .plainText, "pdf": .pdf, "png": .png, "jpg": .jpeg, "jpeg": .jpeg,
            "json": .json, "csv": .commaSeparatedText, "html": .html, "xml": .xml,
        ]
        guard let type = known[filenameExtension.lowercased()] else { return nil }
        self = type
    }

    /// `.pdf` for a constant, else `UTType("com.example.doc")`.
    public var description: String {
        Self.constantNames[identifier].map { "." + $0 } ?? "UTType(\(quoted(identifier)))"
    }

    /// Whether this type is `type` or conforms to it through its supertypes.
    public func conforms(to type: UTType) -> Bool {
        var current: String? = identifier
        while let id = current {
            if id == type.identifier { return true }
            current = Self.parent(of: id)
        }
        return false
    }

    /// The types this type conforms to, itself excluded.
    public var supertypes: Set<UTType> {
        var result: Set<UTType> = []
        var current = Self.parent(of: identifier)
        while let id = current {
            result.insert(UTType(known: id))
            current = Self.parent(of: id)
        }
        return result
    }

    /// The base type of all items.
    public static let item = UTType(known: "public.item")
    /// Content (documents, images, text …).
    public static let content = UTType(known: "public.content")
    /// Bytes.
    public static let data = UTType(known: "public.data")
    /// Text of any encoding.
    public static let text = UTType(known: "public.text")
    /// Plain text.
    public static let plainText = UTType(known: "public.plain-text")
    /// UTF-8 plain text.
    public static let utf8PlainText = UTType(known: "public.utf8-plain-text")
    /// JSON.
    public static let json = UTType(known: "public.json")
    /// A URL.
    public static let url = UTType(known: "public.url")
    /// A file URL.
    public static let fileURL = UTType(known: "public.file-url")
    /// An image.
    public static let image = UTType(known: "public.image")
    /// A PNG image.
    public static let png = UTType(known: "public.png")
    /// A JPEG image.
    public static let jpeg = UTType(known: "public.jpeg")
    /// A PDF document.
    public static let pdf = UTType(known: "com.adobe.pdf")
    /// Comma-separated values.
    public static let commaSeparatedText = UTType(known: "public.comma-separated-values-text")
    /// XML.
    public static let xml = UTType(known: "public.xml")
    /// HTML.
    public static let html = UTType(known: "public.html")
    /// Any audio.
    public static let audio = UTType(known: "public.audio")
    /// Any movie.
    public static let movie = UTType(known: "public.movie")
    /// A folder.
    public static let folder = UTType(known: "public.folder")
    /// A directory.
    public static let directory = UTType(known: "public.directory")

    /// The constants' names, by identifier, for printing.
    private static let constantNames: [String: String] = [
        "public.item": "item", "public.content": "content", "public.data": "data",
        "public.text": "text", "public.plain-text": "plainText",
        "public.utf8-plain-text": "utf8PlainText", "public.json": "json", "public.url": "url",
        "public.file-url": "fileURL", "public.image": "image", "public.png": "png",
        "public.jpeg": "jpeg", "com.adobe.pdf": "pdf",
        "public.comma-separated-values-text": "commaSeparatedText", "public.xml": "xml",
        "public.html": "html", "public.audio": "audio", "public.movie": "movie",
        "public.folder": "folder", "public.directory": "directory",
    ]

    /// The type `identifier` conforms to directly, or `nil` for `public.item` and unknown ones.
    private static func parent(of identifier: String) -> String? {
        let parent = parents[identifier] ?? declared.withLock { $0[identifier] }
        return parent?.isEmpty == true ? nil : parent
    }

    /// Each known system type's parent.
    private static let parents: [String: String] = [
        "public.item": "", "public.content": "public.item", "public.data": "public.item",
        "public.text": "public.data", "public.plain-text": "public.text",
        "public.utf8-plain-text": "public.plain-text", "public.json": "public.text",
        "public.url": "public.data", "public.file-url": "public.url",
        "public.image": "public.data", "public.png": "public.image",
        "public.jpeg": "public.image", "com.adobe.pdf": "public.data",
        "public.comma-separated-values-text": "public.plain-text", "public.xml": "public.text",
        "public.html": "public.text", "public.audio": "public.data",
        "public.movie": "public.data", "public.directory": "public.item",
        "public.folder": "public.directory",
    ]

    /// The types apps declared while running, with their parents.
    private static let declared = LockedDictionary()
}

/// A dictionary behind a lock (the declared types are shared by every host).
nonisolated final class LockedDictionary: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String: String] = [:]

    func withLock<R>(_ body: (inout [String: String]) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&storage)
    }
}
