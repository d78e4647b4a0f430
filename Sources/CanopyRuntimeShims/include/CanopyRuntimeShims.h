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

/// Calls `visit` with the type metadata of every non-generic type, in every loaded image, that
/// conforms to the protocol `protocolDescriptor` (a protocol descriptor symbol), in the order
/// the images and their conformance records are found. Returns how many were visited, or -1
/// where the runtime's section list is unavailable (Apple platforms).
///
/// This is how Canopy finds `#Preview` declarations and `PreviewProvider` types at run time:
/// Swift has no API to list a protocol's conforming types, but the runtime keeps every image's
/// conformance records and exports the list of images' metadata sections.
long canopy_enumerate_conforming_types(
    const void *_Nonnull protocolDescriptor,
    void (*_Nonnull visit)(const void *_Nonnull metadata, void *_Nullable context),
    void *_Nullable context);

/// The protocol descriptors of Canopy's `PreviewProvider` and `_PreviewRegistry`.
const void *_Nonnull canopy_preview_provider_descriptor(void);
const void *_Nonnull canopy_preview_registry_descriptor(void);

/// The protocol descriptors of Canopy's `_TestIssueRecorder` (adopted by `CanopyTesting`) and
/// `_TrapsOnBrokenGraphInvariants` (adopted by Canopy's own checks).
const void *_Nonnull canopy_test_issue_recorder_descriptor(void);
const void *_Nonnull canopy_traps_on_broken_invariants_descriptor(void);

/// Whether the current task or thread runs on the serial executor `identity`/`implementation`
/// (an `UnownedSerialExecutor`'s two words): the concurrency runtime's own check, which
/// `MainActor.assumeIsolated` makes before it traps, here without the trap.
_Bool canopy_is_current_executor(const void *_Nullable identity, unsigned long implementation);

#endif
