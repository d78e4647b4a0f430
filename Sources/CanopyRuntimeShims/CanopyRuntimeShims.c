#include "CanopyRuntimeShims.h"

#include <stdbool.h>
#include <stdint.h>
#include <stddef.h>

// Canopy's own protocol descriptors (module `Canopy`).
extern const char canopy_preview_provider_symbol __asm__("$s6Canopy15PreviewProviderMp");
extern const char canopy_preview_registry_symbol __asm__("$s6Canopy16_PreviewRegistryMp");

const void *canopy_preview_provider_descriptor(void) { return &canopy_preview_provider_symbol; }
const void *canopy_preview_registry_descriptor(void) { return &canopy_preview_registry_symbol; }

extern const char canopy_test_issue_recorder_symbol __asm__("$s6Canopy18_TestIssueRecorderMp");
extern const char canopy_traps_on_broken_invariants_symbol
    __asm__("$s6Canopy29_TrapsOnBrokenGraphInvariantsMp");

const void *canopy_test_issue_recorder_descriptor(void) { return &canopy_test_issue_recorder_symbol; }
const void *canopy_traps_on_broken_invariants_descriptor(void) {
  return &canopy_traps_on_broken_invariants_symbol;
}

// The runtime's view of an executor reference: an identity object and an implementation word.
struct CanopySerialExecutorRef {
  const void *identity;
  unsigned long implementation;
};

extern __attribute__((swiftcall)) _Bool swift_task_isCurrentExecutor(
    struct CanopySerialExecutorRef executor);

_Bool canopy_is_current_executor(const void *identity, unsigned long implementation) {
  struct CanopySerialExecutorRef executor = {identity, implementation};
  return swift_task_isCurrentExecutor(executor);
}

#if defined(__APPLE__)

void *canopy_construct_nsobject_subclass(const void *metatype) {
  (void)metatype;
  return 0;
}

long canopy_enumerate_conforming_types(const void *protocolDescriptor,
                                       void (*visit)(const void *, void *), void *context) {
  (void)protocolDescriptor;
  (void)visit;
  (void)context;
  return -1;
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

// The runtime's view of one image's metadata sections (the layout the runtime exports;
// only the leading fields are read).
struct CanopySectionRange {
  uintptr_t start;
  size_t length;
};

struct CanopyMetadataSections {
  uintptr_t version;
  const void *baseAddress;
  void *unused0;
  void *unused1;
  struct CanopySectionRange protocols;
  struct CanopySectionRange protocolConformances;
};

extern void swift_enumerateAllMetadataSections(
    bool (*body)(const struct CanopyMetadataSections *sections, void *context), void *context);

// A metadata accessor: takes a request (0: complete metadata) and returns the metadata and its
// state in two registers.
struct CanopyMetadataResponse {
  const void *metadata;
  size_t state;
};
typedef __attribute__((swiftcall)) struct CanopyMetadataResponse (*CanopyMetadataAccessor)(
    size_t request);

/// A relative pointer: an offset from its own address.
static const void *canopy_relative(const int32_t *field) {
  int32_t offset = *field;
  if (offset == 0) return 0;
  return (const char *)field + offset;
}

/// A relative pointer whose low bit says the target is reached through one more pointer.
static const void *canopy_relative_indirectable(const int32_t *field) {
  int32_t offset = *field;
  if (offset == 0) return 0;
  const char *target = (const char *)field + (offset & ~1);
  if (offset & 1) return *(const void *const *)target;
  return target;
}

struct CanopyEnumeration {
  const void *protocolDescriptor;
  void (*visit)(const void *, void *);
  void *context;
  long count;
};

static bool canopy_visit_sections(const struct CanopyMetadataSections *sections, void *raw) {
  struct CanopyEnumeration *enumeration = raw;
  // Every version of the section list so far starts with these ranges; an unknown one is
  // skipped rather than misread.
  if (sections->version < 1 || sections->version > 16) return true;
  const int32_t *records = (const int32_t *)sections->protocolConformances.start;
  size_t count = sections->protocolConformances.length / sizeof(int32_t);
  for (size_t index = 0; index < count; index++) {
    // A conformance descriptor: protocol, type reference, witness table, flags.
    const int32_t *conformance = canopy_relative(&records[index]);
    if (!conformance) continue;
    if (canopy_relative_indirectable(&conformance[0]) != enumeration->protocolDescriptor) continue;
    uint32_t flags = (uint32_t)conformance[3];
    unsigned kind = (flags >> 3) & 0x7;
    const uint32_t *type = 0;
    if (kind == 0) {
      type = canopy_relative(&conformance[1]);
    } else if (kind == 1) {
      const void *const *slot = canopy_relative(&conformance[1]);
      type = slot ? *slot : 0;
    }
    if (!type) continue;
    // A type context descriptor: flags, parent, name, metadata accessor, ...
    uint32_t typeFlags = type[0];
    unsigned typeKind = typeFlags & 0x1F;
    bool isGeneric = (typeFlags & 0x80) != 0;
    if (typeKind < 16 || typeKind > 18 || isGeneric) continue;
    CanopyMetadataAccessor accessor =
        (CanopyMetadataAccessor)canopy_relative((const int32_t *)&type[3]);
    if (!accessor) continue;
    struct CanopyMetadataResponse response = accessor(0);
    if (!response.metadata) continue;
    enumeration->visit(response.metadata, enumeration->context);
    enumeration->count++;
  }
  return true;
}

long canopy_enumerate_conforming_types(const void *protocolDescriptor,
                                       void (*visit)(const void *, void *), void *context) {
  struct CanopyEnumeration enumeration = {protocolDescriptor, visit, context, 0};
  swift_enumerateAllMetadataSections(canopy_visit_sections, &enumeration);
  return enumeration.count;
}

#endif
