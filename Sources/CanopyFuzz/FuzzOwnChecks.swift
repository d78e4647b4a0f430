import Canopy

/// The differential check stops at a broken graph invariant, a Canopy bug, with the problems
/// and the graph printed, so the case that broke it is the one reported.
enum FuzzOwnChecks: _TrapsOnBrokenGraphInvariants {}
