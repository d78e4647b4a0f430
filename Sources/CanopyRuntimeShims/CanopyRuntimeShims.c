#include "CanopyRuntimeShims.h"

#if defined(__APPLE__)

void *canopy_construct_nsobject_subclass(const void *metatype) {
  (void)metatype;
  return 0;
}

#else

// The method descriptor of `Foundation.NSObject.init()`'s allocating entry point and the class
// descriptor of `Foundation.NSObject`: together they name the vtable slot every subclass that
// inherits or overrides `init()` fills.
extern const char canopy_nsobject_init_descriptor __asm__("$s10Foundation8NSObjectCACycfCTq");
extern const char canopy_nsobject_class_descriptor __asm__("$s10Foundation8NSObjectCMn");

// The Swift runtime's resolver for a class method of a class whose layout is not known at
// compile time (the same entry point resilient code calls).
extern void *swift_lookUpClassMethod(const void *metadata, const void *method,
                                     const void *description);

// An allocating initializer takes its metatype as `self`, which Swift passes in the
// swift_context (swiftself) register.
typedef __attribute__((swiftcall)) void *(*CanopyAllocatingInit)(
    const void *__attribute__((swift_context)) metatype);

void *canopy_construct_nsobject_subclass(const void *metatype) {
  void *entry = swift_lookUpClassMethod(metatype, &canopy_nsobject_init_descriptor,
                                        &canopy_nsobject_class_descriptor);
  if (!entry) return 0;
  return ((CanopyAllocatingInit)entry)(metatype);
}

#endif
