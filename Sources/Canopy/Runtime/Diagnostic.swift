import Foundation

/// A problem the runtime noticed and recovered from: an update loop cut off, state modified
/// during an update, an environment value read outside a mounted view, a duplicate `ForEach`
/// id. Hosts collect them as values so tests can assert on them and the CLI can print them.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem this is.
    public enum Kind: String, Sendable, Hashable {
        /// Invalidation kept going past the pass limit (D7).
        case updateLoop
        /// An animatable value that is not finite (NaN or infinite: it shows without
        /// animating), or an animation with a negative duration or delay, or a speed that is
        /// not positive (it runs as its documentation treats the value).
        case invalidAnimatableValue
        /// A `@State` or `@Binding` was written while a body was being evaluated.
        case stateModifiedDuringUpdate
        /// `@Environment` was read on a view value that is not mounted in a host.
        case environmentReadOutsideView
        /// `@State` was read or written on a view value that is not mounted in a host.
        case stateAccessOutsideView
        /// Two children of one `ForEach` share an id.
        case duplicateID
        /// A modifier that does not exist on the simulated platform was ignored (D4).
        case platformUnavailable
        /// A navigation link pushed a value no `navigationDestination` shows.
        case missingDestination
        /// A view read an environment object no ancestor supplied (E11); it renders as an
        /// error node.
        case missingEnvironmentObject
        /// The runtime broke one of its own invariants (a view evaluated before an invalidated
        /// ancestor): a Canopy bug, reported by its self-checks rather than hidden.
        case internalInconsistency
        /// Views kept mounting new views below themselves past the depth limit (a view whose
        /// body contains itself with no end).
        case unboundedRecursion
        /// A property wrapper was declared where it has no effect: a delegate adaptor outside
        /// the `App`, or a second one in it (S7).
        case misplacedProperty
        /// Two views are bound to the same focus value; the first takes focus (F1).
        case focusConflict
        /// Layout was nested deeper than 1,000 levels of views that lay out; the views below were not laid
        /// out (they have no frame).
        case layoutTooDeep
        /// A geometry value read in one layout fed back into the next without settling: the
        /// geometry readers involved were cut off (G23, G25, P8).
        case geometryLoop
        /// A named image has no registered size; it is laid out at 100×100 (D12).
        case missingImageSize
        /// A named coordinate space no ancestor declares; `.global` is used (D19).
        case missingCoordinateSpace
        /// A `searchable` inside another one's content: the outer one's field is the search
        /// field, this one is ignored (D54).
        case duplicateSearchable
        /// A suggestion's search token is not an element of its `searchable`'s tokens:
        /// choosing it added nothing (D78).
        case searchTokenMismatch
        /// A sheet's detent selection named a detent it does not offer; it stays where it is
        /// (D53).
        case detentNotOffered
    }

    /// What kind of problem this is.
    public let kind: Kind
    /// A sentence saying what happened.
    public let message: String
    /// The path of the view involved (`ContentView/VStack/Button`), when there is one.
    public let viewPath: String?

    /// Creates a diagnostic.
    public init(kind: Kind, message: String, viewPath: String? = nil) {
        self.kind = kind
        self.message = message
        self.viewPath = viewPath
    }

    /// `[kind] message (at path)`.
    public var description: String {
        var text = "[\(kind.rawValue)] \(message)"
        if let viewPath { text += " (at \(viewPath))" }
        return text
    }
}

/// Diagnostics raised with no host to receive them, such as reading `@Environment` on a view
/// value that was never mounted. Shared by the whole process, so tests should look for their
/// own entries rather than assert the whole list.
public enum UnhostedDiagnostics {
    nonisolated(unsafe) private static var storage: [Diagnostic] = []
    private static let lock = NSLock()

    /// Every diagnostic recorded so far without a host.
    public static var all: [Diagnostic] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    static func record(_ diagnostic: Diagnostic) {
        lock.lock()
        storage.append(diagnostic)
        lock.unlock()
    }
}
