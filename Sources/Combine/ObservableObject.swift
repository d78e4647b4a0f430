/// A class whose changes views observe: holding it through `StateObject`, `ObservedObject` or
/// `EnvironmentObject` evaluates the holding view (only that view) again after
/// ``objectWillChange`` sends. ``Published`` properties make it send automatically.
///
///     final class Counter: ObservableObject {
///         @Published var count = 0
///     }
public protocol ObservableObject: AnyObject {
    /// The publisher that announces changes; ``ObservableObjectPublisher`` by default.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never

    /// Sends before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// One publisher per instance, created on first use. `@Published` properties send it
    /// before every write.
    public var objectWillChange: ObservableObjectPublisher {
        PublisherTable.shared.publisher(for: self)
    }
}

/// Finds the ``ObservableObjectPublisher`` an object announces its changes with, if it is an
/// ``ObservableObject`` using one. `@Published` may sit in any class, so this is decided when
/// the property is written, not when it is declared.
enum WillChange {
    /// The object's publisher, or `nil` for an object that is not observable or announces
    /// changes with another kind of publisher (which `@Published` leaves alone, as Combine
    /// does).
    static func publisher(of object: AnyObject) -> ObservableObjectPublisher? {
        guard let observable = object as? any ObservableObject else { return nil }
        return publisher(ofObservable: observable)
    }

    private static func publisher<O: ObservableObject>(ofObservable object: O)
        -> ObservableObjectPublisher?
    {
        object.objectWillChange as? ObservableObjectPublisher
    }
}
