import Canopy
import Testing

/// A host whose mounted views queries can search: a ``ViewHost``, an ``AppHost`` (every open
/// window, in window order) or one of its windows. Pending updates are applied first.
///
///     let host = ViewHost(ContentView())
///     try host.find(text: "Hit Me")                 // the Button titled "Hit Me"
///     host.findAll(Text.self).map(\.text)           // every Text, in tree order
///     try host.find(viewWithId: 3).parent?.typeName  // a ForEach row's container
@MainActor
public protocol ViewInspecting {
    /// The roots of the graphs a query searches, in order. Implemented by Canopy's hosts.
    var _inspectionRoots: [_ViewNode] { get }
    /// How errors name what was searched.
    var _inspectionScope: String { get }
}

extension ViewInspecting {
    /// Every view in the host, in tree order (modifiers and grouping are seen through).
    public var allViews: [InspectedView] {
        _inspectionRoots.flatMap { InspectedView.views(below: $0) }
    }

    /// The one view `query` finds; throws ``InspectionError`` (listing near matches) when there
    /// is none or more than one.
    public func find(_ query: ViewQuery) throws -> InspectedView {
        try InspectedView.one(query, in: allViews, scope: _inspectionScope)
    }

    /// Every view `query` finds, in tree order.
    public func findAll(_ query: ViewQuery) -> [InspectedView] {
        allViews.filter(query.matches)
    }

    /// The one view that shows exactly `text`: a `Text`, or a control made with that title.
    public func find(text: String) throws -> InspectedView { try find(.text(text)) }

    /// The one view of type `type`.
    public func find<V: View>(_ type: V.Type) throws -> InspectedView { try find(.type(type)) }

    /// The one view given the identity `id` (a `ForEach` row's id, an `.id(_:)` value).
    public func find<ID: Hashable>(viewWithId id: ID) throws -> InspectedView {
        try find(.id(id))
    }

    /// The first view, in tree order, that `query` finds, or `nil` when none does: for a view
    /// that may or may not be there, where ``find(_:)`` would throw.
    public func first(_ query: ViewQuery) -> InspectedView? {
        allViews.first(where: query.matches)
    }

    /// The first view that shows exactly `text`, or `nil`.
    public func first(text: String) -> InspectedView? { first(.text(text)) }

    /// The first view of type `type`, or `nil`.
    public func first<V: View>(_ type: V.Type) -> InspectedView? { first(.type(type)) }

    /// Every view that shows exactly `text`.
    public func findAll(text: String) -> [InspectedView] { findAll(.text(text)) }

    /// Every view of type `type`.
    public func findAll<V: View>(_ type: V.Type) -> [InspectedView] { findAll(.type(type)) }
}

extension ViewHost: ViewInspecting {
    public var _inspectionRoots: [_ViewNode] { [inspectionRoot] }
    public var _inspectionScope: String { "the host" }
}

extension AppHost: ViewInspecting {
    public var _inspectionRoots: [_ViewNode] { windows.map(\.host.inspectionRoot) }
    public var _inspectionScope: String { "the app's open windows" }
}

extension AppHost.AppWindow: ViewInspecting {
    public var _inspectionRoots: [_ViewNode] { [host.inspectionRoot] }
    public var _inspectionScope: String { "window \(number)" }
}

extension ViewHost: CustomTestStringConvertible {
    /// The rendered tree, so a failed `#expect` about a host prints what it holds.
    public nonisolated var testDescription: String {
        // Swift Testing asks on the test's actor, and a host is only usable from the main
        // actor's tests.
        MainActor.assumeIsolated { render() }
    }
}

extension AppHost: CustomTestStringConvertible {
    /// Every window rendered, so a failed `#expect` about an app prints what it holds.
    public nonisolated var testDescription: String {
        MainActor.assumeIsolated { render() }
    }
}
