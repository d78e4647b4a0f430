/// The node above everything a graph shows (a window's root): it writes nothing, so the
/// environment starts empty.
@MainActor
final class RootNode: _ViewNode {
    override var renderRole: RenderRole { .transparent }
}
