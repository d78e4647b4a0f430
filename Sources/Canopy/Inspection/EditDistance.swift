/// The Levenshtein distance between `a` and `b`: the fewest insertions, deletions and
/// substitutions of characters that turn one into the other. How the command line and test
/// queries suggest the name a person probably meant ("did you mean").
package func editDistance<A: Collection, B: Collection>(_ a: A, _ b: B) -> Int
where A.Element == Character, B.Element == Character {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    // One row of the table at a time.
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
            current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
