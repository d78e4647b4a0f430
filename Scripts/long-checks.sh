#!/usr/bin/env bash
# The long checks, which `swift test` leaves out so that it runs in well under a minute after
# the build; CI runs them after `swift test` (.ci/run). About three minutes on two cores, most
# of it building Examples/NotesApp:
#
# - the differential check's fixed-seed runs in full (`swift test` runs their first cases): 400
#   view trees without lazy containers, 300 with them, 300 animated ones, 200 apps, from seed
#   2026 at the sizes the tests use, each step compared with a fresh mount and the rules (an
#   animated tree's animations also run to their end);
# - Examples/NotesApp, a package that depends on Canopy by path as a user's does: it builds,
#   its tests pass, and its `notes-canopy` tool prints what it should (Scripts/check-example.sh).
#
#   Scripts/long-checks.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product canopy-fuzz
fuzz() { swift run --skip-build canopy-fuzz --seed 2026 --minutes 30 "$@"; }
fuzz --without-lazy --without-animations --cases 400 --max-nodes 30 --max-steps 10
fuzz --without-animations --cases 300 --max-nodes 30 --max-steps 10
# Animated trees (issue 38): transitions, views held and brought back (D34), clock advances.
fuzz --without-lazy --cases 300 --max-nodes 30 --max-steps 10
fuzz --apps --cases 200 --max-nodes 8 --max-steps 8
Scripts/check-example.sh
