#!/usr/bin/env bash
# Builds the DocC catalog of the Canopy module with the toolchain alone (no package plugin):
# extract the module's symbol graph, then convert the catalog. The site lands in .build/docs.
set -euo pipefail
cd "$(dirname "$0")/.."
symbols=.build/docs-symbol-graphs
# A fresh scratch build: an up-to-date build would emit no symbol graph.
rm -rf "$symbols" .build/docs .build/docs-build
mkdir -p "$symbols"
swift build --target Canopy -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir \
    -Xswiftc "$symbols" -Xswiftc -symbol-graph-skip-synthesized-members \
    --scratch-path .build/docs-build
# `import Canopy` re-exports Foundation: keep Canopy's own symbols, not Foundation's and Glibc's.
swift Scripts/filter-symbol-graph.swift "$symbols/Canopy.symbols.json"
# The build also extracts the graphs of the modules Canopy is built from (Combine on Linux, the
# macros); the catalog documents Canopy alone.
find "$symbols" -name '*.symbols.json' ! -name 'Canopy.symbols.json' ! -name 'Canopy@*' -delete
docc convert Sources/Canopy/Canopy.docc --additional-symbol-graph-dir "$symbols" \
    --output-path .build/docs --fallback-display-name Canopy \
    --fallback-bundle-identifier canopy --warnings-as-errors
echo "Documentation: .build/docs (open index.html through a local web server)"
