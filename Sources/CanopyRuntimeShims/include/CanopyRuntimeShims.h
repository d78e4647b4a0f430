#ifndef CANOPY_RUNTIME_SHIMS_H
#define CANOPY_RUNTIME_SHIMS_H

/// Creates an instance of `metatype`, a Swift class that inherits from Foundation's `NSObject`,
/// by calling the class's own `init()`: the override of `NSObject.init()` that the class
/// declares or inherits, found in its vtable.
///
/// This is what `[[cls alloc] init]` does for a delegate class on Apple platforms. Swift itself
/// cannot: on Linux `NSObject.init()` is not `required`, so `T()` does not compile for a
/// non-final `T`, and SwiftUI's delegate classes (`class AppDelegate: NSObject, …`) are
/// non-final. A class that does not inherit `init()` traps with Swift's "unimplemented
/// initializer" message, as it would on Apple platforms.
///
/// Returns a +1 reference, or NULL where the lookup is unavailable (Apple platforms, where
/// Foundation's `NSObject` is an Objective-C class).
void *_Nullable canopy_construct_nsobject_subclass(const void *_Nonnull metatype);

#endif
