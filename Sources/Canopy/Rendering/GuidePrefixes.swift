/// The guides in front of the lines at each depth of the path being rendered: the prefix at
/// depth `d + 1` is the prefix at `d` and the guide of the line at `d` (a bar, or room where
/// that line was the last of its parent's). Made when a line with children is rendered, and
/// kept while it would come out the same: siblings share their parent's prefix, so only
/// the first sibling with children, and a last one, make their children's.
struct GuidePrefixes {
    private var prefixes: [String] = ["", ""]
    /// For each depth, what its prefix was made from: the version of the prefix one level
    /// up, and whether the guide added was a last line's.
    private var madeFrom: [(version: Int, isLast: Bool)] = [(0, false), (0, false)]
    private var versions: [Int] = [0, 0]

    /// The prefix of a line at `depth` (1 or more) on the current path.
    subscript(depth: Int) -> String { prefixes[depth] }

    /// Makes the prefix of the lines below a line at `depth` whose own guide continues as
    /// `guide` (room, if the line was the last of its parent's).
    mutating func prepare(below depth: Int, isLast: Bool, guide: String) {
        let child = depth + 1
        while prefixes.count <= child {
            prefixes.append("")
            madeFrom.append((-1, false))
            versions.append(0)
        }
        // The root's children (depth 1) have no guides in front of them.
        guard depth >= 1 else { return }
        let version = versions[depth]
        if madeFrom[child].version == version, madeFrom[child].isLast == isLast { return }
        prefixes[child] = prefixes[depth] + guide
        madeFrom[child] = (version, isLast)
        versions[child] &+= 1
    }
}
