import Foundation

/// Something that can be stopped: a subscription, a connection, a scheduled timer.
///
/// Calling ``cancel()`` frees the resources the activity holds; cancelling twice does nothing
/// more.
public protocol Cancellable {
    /// Stops the activity and frees what it holds.
    func cancel()
}

/// A value that names a subscriber or subscription uniquely, for as long as it lives.
///
/// Classes get one from their identity; value types (which have none) make a fresh one.
public struct CombineIdentifier: Hashable, Sendable, CustomStringConvertible {
    private let rawValue: UInt64

    /// A new identifier, distinct from every other made by this initializer.
    public init() { rawValue = IdentifierCounter.shared.next() }

    /// The identifier of an object: equal for the same object, while it lives.
    public init(_ x: AnyObject) { rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(x))) }

    /// The identifier as hexadecimal text.
    public var description: String { "0x" + String(rawValue, radix: 16) }
}

/// A type whose instances carry a ``CombineIdentifier``; subscribers and subscriptions do, so
/// publishers can tell them apart.
public protocol CustomCombineIdentifierConvertible {
    /// Identifies this instance among the others of a publisher.
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    /// The identity of this object.
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// Hands out fresh identifiers; the top bit is set so they never equal an object's address.
private final class IdentifierCounter: @unchecked Sendable {
    static let shared = IdentifierCounter()

    private let lock = Lock()
    private var last: UInt64 = 1 << 63

    func next() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        last += 1
        return last
    }
}
