import CanopyRuntimeShims

/// The types of the running program that conform to a protocol, found through the runtime's
/// conformance records: how Canopy finds `#Preview`s and a test library's issue recorder
/// without being told.
enum RuntimeConformances {
    /// The non-generic types conforming to the protocol `descriptor` describes (none where the
    /// runtime's section list is unavailable).
    static func types(conformingTo descriptor: UnsafeRawPointer) -> [Any.Type] {
        final class Box { var types: [Any.Type] = [] }
        let box = Box()
        _ = canopy_enumerate_conforming_types(
            descriptor,
            { metadata, context in
                let box = Unmanaged<Box>.fromOpaque(context!).takeUnretainedValue()
                box.types.append(unsafeBitCast(metadata, to: Any.Type.self))
            }, Unmanaged.passUnretained(box).toOpaque())
        return box.types
    }
}
