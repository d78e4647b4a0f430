/// Content the result builders make of other content: a block's elements side by side, the
/// two branches of an `if`/`else`, an `if` without `else`. Views, scenes and commands have the
/// same three shapes (and, as in SwiftUI, `_ConditionalContent` and `Optional` are the same
/// types for all three), so one node type mounts them all: a scene's or a command group's
/// block is reconciled, and keeps its identities, exactly as a view's does.
///
/// Scenes and commands live in the graph wrapped in a view (`_SceneView`, `_CommandsView`);
/// their shapes conform through the wrapper, which wraps each element the same way.
@MainActor
protocol StructuralContent: View {
    /// Reconciles the content's current elements as `node`'s children.
    func reconcileStructure(in node: StructuralNode<Self>)
}

/// The node of every block, branch and optional of views, scenes and commands: transparent in
/// rendered trees, its children reconciled by position, by branch or by presence.
@MainActor
final class StructuralNode<Content: StructuralContent>: TypedNode<Content> {
    /// The branch an `if`/`else` showed last (`nil` before the first evaluation).
    var branch: Bool?

    override func evaluate() { view.reconcileStructure(in: self) }

    override var renderRole: RenderRole { .transparent }
}

extension _ViewNode {
    /// Reconciles `elements` as the node's children, one identity per position.
    func reconcilePositions<each Element: View>(_ elements: repeat each Element) {
        let old = children
        var new: [_ViewNode] = []
        new.reserveCapacity(old.count)
        var index = 0
        for element in repeat each elements {
            new.append(reconcile(index < old.count ? old[index] : nil, with: element))
            index += 1
        }
        children = ChildList(new)
    }

    /// Shows one branch of a two-way choice: the same branch as last time is reconciled; the
    /// other one replaces it, as a new identity (L1).
    func show<Content: View>(_ content: Content, branch newBranch: Bool, current: inout Bool?) {
        if current == newBranch {
            reconcileSingleChild(content)
        } else {
            // Each branch is named by its side, so a branch held while it leaves (D34) comes
            // back when the choice flips back.
            var leaving: AnyHashable?
            if let current { leaving = AnyHashable(current) }
            for child in children { graph.unmount(child, identity: leaving) }
            if let back = reclaimHeldChild(identity: newBranch) {
                children = [reconcile(back, with: content)]
            } else {
                children = [mountChild(content)]
            }
            current = newBranch
        }
    }

    /// Shows `content` while it is present, and nothing otherwise.
    func showIfPresent<Content: View>(_ content: Content?) {
        if let content {
            if children.isEmpty, let back = reclaimHeldChild(identity: presentIdentity) {
                children = [reconcile(back, with: content)]
            } else {
                reconcileSingleChild(content)
            }
        } else {
            for child in children { graph.unmount(child, identity: AnyHashable(presentIdentity)) }
            children = []
        }
    }
}

/// The one identity an optional's content has: a view held while it leaves (D34) is the view
/// that comes back when the content is there again.
private let presentIdentity = true
