import Foundation

/// An object an item provider can carry: it names the type identifiers it is written as.
nonisolated public protocol NSItemProviderWriting: NSObjectProtocol {
    /// The identifiers of the types the object can be written as, the best first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
}

/// An object an item provider can load: it names the type identifiers it reads.
nonisolated public protocol NSItemProviderReading: NSObjectProtocol {
    /// The identifiers of the types the object can be read from.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
}

extension NSString: NSItemProviderWriting, NSItemProviderReading {
    /// UTF-8 plain text.
    public static var writableTypeIdentifiersForItemProvider: [String] {
        [UTType.utf8PlainText.identifier]
    }
    /// Any plain text.
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [UTType.plainText.identifier]
    }
}

extension NSURL: NSItemProviderWriting, NSItemProviderReading {
    /// A URL.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }
    /// A URL.
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }
}

/// The items a copy, cut, paste, drag or drop carries, each registered under a type identifier.
/// Canopy's provider holds the values in memory (there is no other process to ask), so a load's
/// completion handler runs before the load call returns.
nonisolated open class NSItemProvider: NSObject, @unchecked Sendable {
    // Read on the main actor, where copies, pastes and drops are delivered.
    private(set) var registrations: [(typeIdentifier: String, value: Any)] = []

    /// A name for the items, such as a file name.
    open var suggestedName: String?

    /// An empty provider.
    public override init() { super.init() }

    /// A provider of `object`, under each type it is written as.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object)
    }

    /// A provider of `item` under `typeIdentifier`.
    public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
        self.init()
        if let item, let typeIdentifier { registrations.append((typeIdentifier, item)) }
    }

    /// Registers `object` under each type it is written as.
    open func registerObject(_ object: any NSItemProviderWriting) {
        for identifier in type(of: object).writableTypeIdentifiersForItemProvider {
            registrations.append((identifier, object))
        }
    }

    /// Registers a transferable value, under its type and what its representation exports.
    public func register<T: Transferable>(_ transferable: @autoclosure @escaping () -> T) {
        registrations += TransferredItems.registrations(of: transferable())
    }

    /// The registered type identifiers, in registration order.
    open var registeredTypeIdentifiers: [String] { registrations.map(\.typeIdentifier) }

    /// Whether an item is registered under `typeIdentifier` or a type conforming to it.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registrations.contains {
            UTType(known: $0.typeIdentifier).conforms(to: UTType(known: typeIdentifier))
        }
    }

    /// Whether an object of `aClass` can be loaded.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        object(ofClass: aClass) != nil
    }

    /// Loads an object of `aClass` (`NSString`, `NSURL`) and hands it to `completionHandler`.
    @discardableResult
    open func loadObject(
        ofClass aClass: any NSItemProviderReading.Type,
        completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void
    ) -> Progress {
        let object = object(ofClass: aClass)
        completionHandler(object, object == nil ? ItemProviderError.cannotLoad(aClass) : nil)
        return Progress(totalUnitCount: 1)
    }

    /// Loads a transferable value of `transferableType` and hands it to `completionHandler`.
    @discardableResult
    public func loadTransferable<T: Transferable>(
        type transferableType: T.Type,
        completionHandler: @escaping @Sendable (Result<T, any Error>) -> Void
    ) -> Progress {
        if let value = TransferredItems.load(T.self, from: registrations) {
            completionHandler(.success(value))
        } else {
            completionHandler(.failure(ItemProviderError.cannotLoad(T.self)))
        }
        return Progress(totalUnitCount: 1)
    }

    /// A value of `type`, read from the registrations (`nil` when none is).
    func loaded<T: Transferable>(_ type: T.Type) -> T? {
        TransferredItems.load(T.self, from: registrations)
    }

    private func object(ofClass aClass: any NSItemProviderReading.Type)
        -> (any NSItemProviderReading)?
    {
        let readable = aClass.readableTypeIdentifiersForItemProvider.map(UTType.init(known:))
        for registration in registrations
        where readable.contains(where: UTType(known: registration.typeIdentifier).conforms(to:)) {
            switch registration.value {
            case let string as String where aClass == NSString.self: return NSString(string: string)
            case let url as URL where aClass == NSURL.self: return url as NSURL
            case let object as any NSItemProviderReading
            where type(of: object) == aClass || aClass == NSString.self && object is NSString:
                return object
            default: continue
            }
        }
        return nil
    }
}

/// Why an item provider could not load a value.
nonisolated enum ItemProviderError: Error, CustomStringConvertible {
    case cannotLoad(Any.Type)

    var description: String {
        switch self {
        case .cannotLoad(let type): "The item provider has no item of type \(type)"
        }
    }
}

extension NSItemProvider {
    /// A provider of a transferable value.
    nonisolated static func of<T: Transferable>(_ value: T) -> NSItemProvider {
        let provider = NSItemProvider()
        provider.register(value)
        return provider
    }
}
