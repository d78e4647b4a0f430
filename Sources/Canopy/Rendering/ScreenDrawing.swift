/// A kind of node the screen renderer draws in a way of its own: tabs, a navigation bar, a
/// toolbar, a presented sheet, an inset bar, a selectable list. The kind conforms in its own
/// folder, so a new kind that draws brings its drawing with it and the renderer keeps no list
/// of kinds. The renderer asks a conforming node after the roles many kinds share (a control,
/// text, a focused field).
@MainActor
protocol ScreenDrawing: _ViewNode {
    /// The node's lines in reading order, or `nil` when it is drawn as any other view now (a
    /// presenter with nothing presented is its content).
    func screenLines(_ screen: ScreenRenderer, depth: Int) -> [String]?
    /// Whether the node shows something of its own now, so the renderer never lets it stand
    /// for its one visible child.
    var drawsOnScreen: Bool { get }
}

extension ScreenDrawing {
    var drawsOnScreen: Bool { true }
}
