/// `@State`'s install, made by its location's type (see ``InPlaceInstalling``): the wrapper's
/// own generic ``State/install(_:)`` looked up `StoredLocation<Value>`'s metadata twice a view
/// (to ask its slot for one, and to make it), 1.7% of a mount's instructions in `canopy-bench`.
extension State {
    static var inPlaceInstaller: (any InPlaceInstalling.Type)? {
        // The in-place install finds `location` by the layout rule of a struct (each field at
        // the end of the one before, rounded up to its alignment): checked once per type, and
        // should it ever differ, the wrapper installs itself.
        guard
            MemoryLayout<State<Value>>.offset(of: \State<Value>.location)
                == StoredLocation<Value>.locationOffset
        else { return nil }
        return StoredLocation<Value>.self
    }
}

extension StoredLocation: InPlaceInstalling {
    /// Where a `State<Value>` keeps its location: after its initial value, aligned as a
    /// reference.
    nonisolated static var locationOffset: Int {
        let alignment = MemoryLayout<AnyObject?>.alignment
        return (MemoryLayout<Value>.size + alignment - 1) / alignment * alignment
    }

    /// What ``State/install(_:)`` does, on the wrapper at `address`: attaches to the node's
    /// slot, creating the location with the initial value on first mount. `Self` is the
    /// metadata the call was made with.
    static func install(
        at address: UnsafeMutableRawPointer, _ context: inout PropertyInstallContext
    ) {
        let node = context.node
        let name = context.propertyName
        let location = context.slot {
            Self(
                address.assumingMemoryBound(to: Value.self).pointee, graph: node.graph,
                owner: .slotOf(SlotHolder(node: node)), name: name)
        }
        // `State.location` is a `StoredLocation<Value>?`: one reference, as `AnyObject?` is.
        (address + locationOffset).assumingMemoryBound(to: AnyObject?.self).pointee = location
    }
}
