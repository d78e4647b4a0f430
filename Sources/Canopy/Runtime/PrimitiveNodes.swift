/// A Canopy view with no children: its node renders one line from the view's arguments.
@MainActor
protocol LeafPrimitive: View where Body == Never {
    /// `Text "Hello"`.
    func renderTitle() -> String
}

extension LeafPrimitive {
    /// Mounts the view as a leaf node.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { LeafNode(view) }
}

@MainActor
final class LeafNode<V: LeafPrimitive>: TypedNode<V> {
    override func renderTitle() -> String { view.renderTitle() }
}

/// A Canopy view that holds other views (stacks, lists, controls with labels): one line for
/// itself, its content below.
@MainActor
protocol ContainerPrimitive: View where Body == Never {
    associatedtype Children: View
    /// The views shown inside the container.
    var containerContent: Children { get }
    /// The container's line.
    func renderTitle() -> String
    /// Whether the content is shown below the line, or summarised by the title.
    var rendersContent: Bool { get }
}

extension ContainerPrimitive {
    /// Mounts the view as a container node.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { ContainerNode(view) }
    var rendersContent: Bool { true }
    func renderTitle() -> String { displayName(of: Self.self) }
}

@MainActor
class ContainerNode<V: ContainerPrimitive>: TypedNode<V> {
    override func evaluate() { reconcileSingleChild(view.containerContent) }
    override func renderTitle() -> String { view.renderTitle() }
    override var rendersChildren: Bool { view.rendersContent }
}

/// Quotes text for rendered output: `"say \"hi\""`, with newlines and tabs escaped.
func quoted(_ text: String) -> String {
    let needsEscaping = text.utf8.contains { byte in
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }
    if !needsEscaping { return "\"" + text + "\"" }
    var result = "\""
    for character in text {
        switch character {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default: result.append(character)
        }
    }
    return result + "\""
}
