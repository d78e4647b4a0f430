/// A subview as its container sees it: the outermost node of the chain that stands for it
/// (where its traits were read) and its traits.
struct LayoutItem {
    let node: _ViewNode
    let traits: LayoutTraits
}

extension WindowSize {
    var cgSize: CGSize { CGSize(width: width, height: height) }
}
