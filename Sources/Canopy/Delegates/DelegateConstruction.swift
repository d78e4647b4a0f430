import CanopyRuntimeShims
import Foundation

/// Creates delegate objects from their class, as UIKit and AppKit do (S7).
enum DelegateConstruction {
    /// A new instance of `type`, made by the class's own `init()` (see the runtime shim for why
    /// Swift cannot write `type.init()` here on Linux).
    @MainActor static func make<T: NSObject>(_ type: T.Type) -> T {
        guard
            let instance = canopy_construct_nsobject_subclass(
                unsafeBitCast(type as AnyClass, to: UnsafeRawPointer.self))
        else {
            fatalError("Canopy cannot create an instance of \(type) on this platform")
        }
        return Unmanaged<T>.fromOpaque(instance).takeRetainedValue()
    }

    /// A new instance of `type` when it is a class inheriting from `NSObject`, else `nil`.
    @MainActor static func make(class type: AnyClass) -> NSObject? {
        guard let objectType = type as? NSObject.Type else { return nil }
        return make(objectType)
    }
}
