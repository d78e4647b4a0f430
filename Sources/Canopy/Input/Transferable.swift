import Foundation

/// A type whose values can be copied, dragged and dropped: it says how through its
/// ``transferRepresentation``. `String`, `URL`, `Data` and `AttributedString` are transferable;
/// an app's own type gives a ``ProxyRepresentation`` (exported as, or imported from, another
/// transferable type) or a ``CodableRepresentation`` (JSON of a content type).
///
///     struct Card: Codable, Transferable {
///         var title: String
///         static var transferRepresentation: some TransferRepresentation {
///             ProxyRepresentation(exporting: \.title)
///         }
///     }
nonisolated public protocol Transferable {
    /// The representation's type.
    associatedtype Representation: TransferRepresentation
    /// How values of this type are represented when transferred.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// How a ``Transferable`` type's values are represented when copied or dropped.
nonisolated public protocol TransferRepresentation<Item>: Sendable {
    /// The transferred type.
    associatedtype Item: Transferable
}

/// Builds a type's ``Transferable/transferRepresentation`` from one representation or several
/// (tried in order: the first that exports or imports a value wins).
@resultBuilder
nonisolated public struct TransferRepresentationBuilder<Item: Transferable> {
    /// A representation of `Item`.
    public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R
    where R.Item == Item { content }

    /// One representation.
    public static func buildBlock<R: TransferRepresentation>(_ content: R) -> R
    where R.Item == Item { content }

    /// Several representations, in order.
    public static func buildBlock<each R: TransferRepresentation>(_ content: repeat each R)
        -> _ComposedRepresentation<Item>
    {
        var parts: [any TransferRepresentation] = []
        for part in repeat each content { parts.append(part) }
        return _ComposedRepresentation(parts: parts)
    }
}

/// Several representations of one type, in order.
nonisolated public struct _ComposedRepresentation<Item: Transferable>: TransferRepresentation,
    TransferConverting
{
    let parts: [any TransferRepresentation]

    func exported(_ item: Any) -> [(typeIdentifier: String, value: Any)] {
        parts.flatMap { ($0 as? any TransferConverting)?.exported(item) ?? [] }
    }

    func imported(from registrations: [(typeIdentifier: String, value: Any)]) -> Any? {
        for part in parts {
            if let value = (part as? any TransferConverting)?.imported(from: registrations) {
                return value
            }
        }
        return nil
    }
}

/// A representation Canopy reads: what it exports an item as, and how it imports one.
nonisolated protocol TransferConverting {
    /// The values `item` is also offered as, with their type identifiers.
    func exported(_ item: Any) -> [(typeIdentifier: String, value: Any)]
    /// An item made from one of `registrations`, or `nil`.
    func imported(from registrations: [(typeIdentifier: String, value: Any)]) -> Any?
}

/// A system type's own representation: the value as it is, of `contentType`.
nonisolated public struct _SystemRepresentation<Item: Transferable>: TransferRepresentation,
    TransferConverting
{
    let contentType: UTType
    func exported(_ item: Any) -> [(typeIdentifier: String, value: Any)] { [] }
    func imported(from registrations: [(typeIdentifier: String, value: Any)]) -> Any? { nil }
}

/// Represents an item by a value of another transferable type: `exporting` turns an item into
/// the proxy when it is copied or dragged; `importing` makes an item from a dropped proxy.
nonisolated public struct ProxyRepresentation<
    Item: Transferable, ProxyRepresentation: Transferable
>:
    TransferRepresentation, TransferConverting
{
    private let exporting: (@Sendable (Item) throws -> ProxyRepresentation)?
    private let importing: (@Sendable (ProxyRepresentation) throws -> Item)?

    /// Exports items as their proxies.
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {
        self.exporting = exporting
        importing = nil
    }

    /// Imports items from their proxies.
    public init(importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        exporting = nil
        self.importing = importing
    }

    /// Exports and imports items as their proxies.
    public init(
        exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation,
        importing: @escaping @Sendable (ProxyRepresentation) throws -> Item
    ) {
        self.exporting = exporting
        self.importing = importing
    }

    func exported(_ item: Any) -> [(typeIdentifier: String, value: Any)] {
        guard let item = item as? Item, let exporting, let proxy = try? exporting(item) else {
            return []
        }
        return TransferredItems.registrations(of: proxy)
    }

    func imported(from registrations: [(typeIdentifier: String, value: Any)]) -> Any? {
        guard let importing,
            let proxy = TransferredItems.load(ProxyRepresentation.self, from: registrations)
        else { return nil }
        return try? importing(proxy)
    }
}

/// Represents a `Codable` item as JSON of `contentType`.
nonisolated public struct CodableRepresentation<Item: Transferable & Codable>:
    TransferRepresentation,
    TransferConverting
{
    let contentType: UTType

    /// Represents items as JSON of `contentType`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType) {
        self.contentType = contentType
    }

    func exported(_ item: Any) -> [(typeIdentifier: String, value: Any)] {
        guard let item = item as? Item, let data = try? JSONEncoder().encode(item) else {
            return []
        }
        return [(contentType.identifier, data)]
    }

    func imported(from registrations: [(typeIdentifier: String, value: Any)]) -> Any? {
        for registration in registrations
        where UTType(known: registration.typeIdentifier).conforms(to: contentType) {
            if let data = registration.value as? Data,
                let item = try? JSONDecoder().decode(Item.self, from: data)
            {
                return item
            }
        }
        return nil
    }
}

extension String: Transferable {
    /// UTF-8 plain text.
    public static var transferRepresentation: _SystemRepresentation<String> {
        _SystemRepresentation(contentType: .utf8PlainText)
    }
}

extension URL: Transferable {
    /// A URL.
    public static var transferRepresentation: _SystemRepresentation<URL> {
        _SystemRepresentation(contentType: .url)
    }
}

extension Data: Transferable {
    /// Bytes.
    public static var transferRepresentation: _SystemRepresentation<Data> {
        _SystemRepresentation(contentType: .data)
    }
}

extension AttributedString: Transferable {
    /// Rich text.
    public static var transferRepresentation: _SystemRepresentation<AttributedString> {
        _SystemRepresentation(contentType: .text)
    }
}

/// How Canopy moves transferable values: as registrations (a type identifier and a value), the
/// value itself first, then what its representation exports it as.
nonisolated enum TransferredItems {
    /// The identifier a value of `T` is registered under: its system content type, or a
    /// Canopy identifier naming the type.
    static func typeIdentifier<T: Transferable>(of type: T.Type) -> String {
        if let system = T.transferRepresentation as? _SystemRepresentation<T> {
            return system.contentType.identifier
        }
        if let codable = T.transferRepresentation as? any CodableContentTyped {
            return codable.contentTypeIdentifier
        }
        return "canopy.transferable.\(T.self)"
    }

    static func registrations<T: Transferable>(of item: T) -> [(typeIdentifier: String, value: Any)]
    {
        var result: [(typeIdentifier: String, value: Any)] = [(typeIdentifier(of: T.self), item)]
        if let converting = T.transferRepresentation as? any TransferConverting {
            result += converting.exported(item)
        }
        return result
    }

    /// A `T` from `registrations`: a value of `T` itself, else one its representation imports.
    static func load<T: Transferable>(
        _ type: T.Type, from registrations: [(typeIdentifier: String, value: Any)]
    ) -> T? {
        if let value = registrations.lazy.compactMap({ $0.value as? T }).first { return value }
        if let converting = T.transferRepresentation as? any TransferConverting {
            return converting.imported(from: registrations) as? T
        }
        return nil
    }
}

/// A codable representation's content type, read without knowing its item type.
nonisolated protocol CodableContentTyped {
    var contentTypeIdentifier: String { get }
}

extension CodableRepresentation: CodableContentTyped {
    var contentTypeIdentifier: String { contentType.identifier }
}
