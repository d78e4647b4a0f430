import Canopy
import Testing

/// One view a query found in a mounted tree: what it is and shows, where it sits, and what it
/// sees. It reads the graph as it is; it never evaluates a body.
///
///     let host = ViewHost(ContentView())
///     let save = try host.find(text: "Save")
///     #expect(save.parent?.typeName == "HStack")
///     #expect(save.environment(\.colorScheme) == .light)
@MainActor
public struct InspectedView: CustomStringConvertible, CustomTestStringConvertible {
    private let found: _ViewNode

    init(_ node: _ViewNode) { found = node }

    /// The node, while it is still in its tree. A view found before an update may have been
    /// removed by it (or its host released): reading it then would follow references the
    /// graph no longer keeps, so the read records a test issue saying so and answers from an
    /// empty stand-in (no text, no frame, no children): the test fails, the process goes on.
    var node: _ViewNode {
        guard found.isInTree else {
            Issue.record(
                "The \(found.inspectedTypeName) this InspectedView found is no longer in its tree (an update removed it, or its host was released); find it again after the update, and keep the host in a variable while you read its views."
            )
            return Self.standIn.inspectionRoot
        }
        return found
    }

    /// What a view no longer in its tree reads as: an empty window that is never released.
    private static let standIn = ViewHost(EmptyView())

    /// The view's frame in `space` (the window's by default), after laying its window out
    /// (G1–G24); `nil` for a view that is not laid out (in an unselected tab).
    public func frame(in space: CoordinateSpace = .global) -> CGRect? {
        let node = node
        // The stand-in for a removed view has no frame of its own to report.
        guard node === found else { return nil }
        return node.inspectedFrame(in: space)
    }

    /// Why the view has its frame: every view that laid it out, from the window down, with
    /// the proposal it got, the size it chose and the rule that decided (G1–G33).
    public func explainLayout() -> LayoutExplanation { node.explainLayout() }

    /// Why the view's animatable values (its own and its modifiers') show what they show: each
    /// one's last change, the animation it moved with, and where that animation came from
    /// (T1–T5).
    public func explainAnimation() -> AnimationExplanation { node.explainAnimation() }

    /// The view's name as the renderer prints it (`Button`, not `Button<Text>`).
    public var typeName: String { found.inspectedTypeName }

    /// The view's type (`Button<Text>`).
    public var viewType: Any.Type { found.inspectedViewType }

    /// Whether the view is still in its tree: an update may remove a view found before it.
    public var isInTree: Bool { found.isInTree }

    /// The text the view itself shows: a `Text`'s content, a titled control's title; `nil`
    /// for other views (see ``texts`` for what a view shows below it).
    public var text: String? { node.inspectedText }

    /// Every text shown by this view and the views inside it, in tree order.
    public var texts: [String] {
        ([self] + Self.views(below: node)).compactMap(\.text)
    }

    /// The identity the view was given: a `ForEach` row's id or an `.id(_:)` value.
    public var id: AnyHashable? { node.inspectedIdentity }

    /// `ContentView/VStack/Button`: the views from the root to this one, with ids.
    public var path: String { node.inspectedPath }

    /// The nearest enclosing view (modifiers and grouping are seen through).
    public var parent: InspectedView? {
        var cursor = node.inspectedParent
        while let ancestor = cursor {
            if ancestor.isInspectableView { return InspectedView(ancestor) }
            cursor = ancestor.inspectedParent
        }
        return nil
    }

    /// This view, then each enclosing view up to the root view.
    public var pathToRoot: [InspectedView] {
        var result = [self]
        while let next = result[result.count - 1].parent { result.append(next) }
        return result
    }

    /// The nearest views inside this one (modifiers and grouping are seen through).
    public var children: [InspectedView] {
        var result: [InspectedView] = []
        var pending = Array(node.inspectedChildren.reversed())
        while let next = pending.popLast() {
            if next.isInspectableView {
                result.append(InspectedView(next))
            } else {
                pending.append(contentsOf: next.inspectedChildren.reversed())
            }
        }
        return result
    }

    /// The view and everything inside it, rendered as `ViewHost.render` renders a tree.
    public func render(_ options: RenderOptions = RenderOptions()) -> String {
        node.renderedSubtree(options)
    }

    /// The view and everything inside it rendered with `options`, as ``render(_:)`` renders
    /// them, for the `options:` label a SwiftUI developer reaches for.
    public func render(options: RenderOptions) -> String { render(options) }

    /// The value at `keyPath` that this view's `@Environment` properties see (values flow
    /// **down**: the nearest writer above it, or the key's default). Reading it changes
    /// nothing and registers no dependency.
    public func environment<Value>(_ keyPath: KeyPath<EnvironmentValues, Value>) -> Value {
        node.environmentValue(keyPath)
    }

    /// The view's path (or, once the view left its tree, its type name).
    public nonisolated var description: String {
        MainActor.assumeIsolated { isInTree ? path : "\(typeName) (no longer in its tree)" }
    }

    /// The view's subtree as rendered text, so a failed `#expect` prints it.
    public nonisolated var testDescription: String {
        MainActor.assumeIsolated { isInTree ? render() : description }
    }

    // MARK: Shared by hosts and views

    /// The views below `root` (not `root` itself), in tree order.
    static func views(below root: _ViewNode) -> [InspectedView] {
        var result: [InspectedView] = []
        var pending = Array(root.inspectedChildren.reversed())
        while let next = pending.popLast() {
            if next.isInspectableView { result.append(InspectedView(next)) }
            pending.append(contentsOf: next.inspectedChildren.reversed())
        }
        return result
    }

    static func one(_ query: ViewQuery, in views: [InspectedView], scope: String) throws
        -> InspectedView
    {
        let found = views.filter(query.matches)
        if found.count == 1 { return found[0] }
        throw InspectionError(
            query: query.description, scope: scope, matchCount: found.count,
            nearMatches: found.isEmpty ? query.nearMatches(among: views) : found.map(\.path))
    }

    static nonisolated func name(of type: Any.Type) -> String {
        let full = String(describing: type)
        return full.firstIndex(of: "<").map { String(full[..<$0]) } ?? full
    }
}

/// A found view's queries search inside it (not the view itself): `try row.find(text: "OK")`.
extension InspectedView: ViewInspecting {
    /// The found view: queries search below it.
    public var _inspectionRoots: [_ViewNode] { [node] }
    /// The found view's path, named in a query's error.
    public var _inspectionScope: String { path }
}

extension InspectedView {
    /// Why this view sees the value at `keyPath`: every write of the key above it, nearest
    /// first, who made it and where, and whether it read (transformed, merged) or overrode the
    /// value before it. Values flow **down**. Throws ``InspectionError`` when the key path
    /// reads no environment key.
    public func explain<Value>(_ keyPath: KeyPath<EnvironmentValues, Value>) throws
        -> EnvironmentExplanation
    {
        guard let first = node.explainEnvironment(keyPath).first else {
            throw InspectionError(
                query: "an environment key read by \(keyPath)", scope: path, matchCount: 0,
                nearMatches: [])
        }
        return first
    }

    /// Why this view sees the value of the key named `name`, as ``explain(_:)`` explains a key
    /// path: for keys SwiftUI keeps private, which a key path cannot name — the styles
    /// (`"buttonStyle"`, `"toggleStyle"`, `"labelStyle"`), `"foregroundStyle"`, `"tint"` — or a
    /// key named as the CLI names it. Throws ``InspectionError`` when the view neither reads
    /// nor inherits a key of that name.
    public func explain(keyNamed name: String) throws -> EnvironmentExplanation {
        guard let explanation = node.explainEnvironment(keyNamed: name) else {
            throw InspectionError(
                query: "an environment key named \(name)", scope: path, matchCount: 0,
                nearMatches: [])
        }
        return explanation
    }
}

extension InspectedView {
    /// The value this view's subtree produces for `key`: what an `onPreferenceChange`
    /// attached to the view would receive (values flow **up**; the key's default when nothing
    /// inside writes it). Asks the window to keep every written key from now on.
    public func preference<Key: PreferenceKey>(_ key: Key.Type) -> Key.Value {
        node.preferenceValue(key)
    }

    /// Where the value this view's subtree produces for `key` comes from: the writers inside
    /// it in tree order (the order `reduce` combines them), and the ones a writer above them
    /// replaces (P4).
    public func explainPreference<Key: PreferenceKey>(_ key: Key.Type) -> PreferenceExplanation {
        node.explainPreference(key)
    }
}

extension InspectedView {
    /// The focused value at `keyPath` that a `@FocusedValue` in this view would read now:
    /// published by the focused view of the view's window (values flow **up** the focus chain),
    /// or by a scene publisher; `nil` when nothing publishes it.
    public func focusedValue<Value>(_ keyPath: KeyPath<FocusedValues, Value?>) -> Value? {
        node.focusedValue(keyPath)
    }
}
