/// `value as! T`, for a value that almost always holds exactly a `T` (an environment entry's
/// value read by its key, a preference value read by its key). Opening the existential hands
/// over the held value's type, and when it is `T` the value is taken as it is; anything else
/// goes through the runtime's general cast, as `as!` does. The general cast (`swift_dynamicCast`)
/// cost about 230 instructions a read in `canopy-bench`'s mount, where each leaf reads three
/// environment values.
@inline(__always)
func castExactly<T>(_ value: Any, to _: T.Type) -> T {
    func open<Held>(_ held: Held) -> T {
        if Held.self == T.self { return unsafeBitCast(held, to: T.self) }
        return held as! T
    }
    return _openExistential(value, do: open)
}
