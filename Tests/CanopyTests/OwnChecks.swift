import Canopy

/// Canopy's own tests stop at a broken graph invariant, a Canopy bug, with the problems and the
/// graph printed; a user's tests record it as an issue and go on.
enum CanopyOwnChecks: _TrapsOnBrokenGraphInvariants {}
