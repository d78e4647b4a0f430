#!/usr/bin/env bash
# Checks Examples/NotesApp, a package that depends on Canopy by path the way a user's does: it
# builds, its tests pass, and its `notes-canopy` tool (the `canopy` command line over the
# package's own app, views and previews, from the `CanopyCLI` product) prints what it should
# for `list`, `render` (text, dot, json), `run --steps`, `--interactive`, `--format html`,
# `explain` and `previews`. Any build or test failure, exit status or missing line fails it.
#
#   Scripts/check-example.sh
set -euo pipefail
cd "$(dirname "$0")/.."
example=Examples/NotesApp
swift build --package-path "$example"
swift test --package-path "$example"

# notes-canopy ARGS...: the tool, already built.
notes() { swift run --skip-build --package-path "$example" notes-canopy "$@"; }

# expect OUTPUT LINE...: fails unless OUTPUT contains each LINE (fixed text). Each output is
# taken by an assignment first (output=$(notes …)), so that the tool failing fails the script.
expect() {
    local output=$1
    shift
    for line in "$@"; do
        if ! grep -qF -- "$line" <<<"$output"; then
            echo "check-example: expected '$line' in:" >&2
            echo "$output" >&2
            exit 1
        fi
    done
}

output=$(notes list)
expect "$output" \
    "notes  The notes window on its own." "Apps (notes-canopy run APP):"
output=$(notes render notes --env)
expect "$output" \
    "├─ NoteEditor  env noteAccent=yellow" 'Text "0 words · 13 pt"'
output=$(notes render notes --format dot)
expect "$output" "digraph Canopy {"
output=$(notes render notes --format json)
expect "$output" '"schema": "canopy-tree/1"'
output=$(notes run notes --steps "type 'Groceries' into 'Title'; submit 'Title'; type 'eggs and milk' into 'Text'; command 'Note/Uppercase'; tap 'Save'; settings; increment 'Text size' in 2")
expect "$output" \
    "== command 'Note/Uppercase' ==" "│ Text: [EGGS AND MILK] (focused)" \
    '┌ Window 1 "Notes (1)"' '┌ Window 2 "Settings" (Settings)' "│ 0 words · 14 pt"
output=$(printf "type 'one two' into 'Text'\nexit\n" | notes run notes --interactive)
expect "$output" \
    "== type 'one two' into 'Text' ==" "│ 2 words · 13 pt"
output=$(notes run notes --format html --steps "type 'one' into 'Text'")
expect "$output" \
    "<h1>notes</h1>" "<h2>macOS</h2>" "<h2>iPadOS</h2>" "<h2>iOS</h2>" "1 word · 13 pt"
output=$(notes explain notes --key noteAccent)
expect "$output" \
    '\.noteAccent at ContentView/VStack/NoteEditor' \
    '1. .environment(\.noteAccent, yellow) at ContentView/VStack'
output=$(notes explain notes --preference WordCountKey)
expect "$output" "wordCount from ContentView"
output=$(notes previews)
expect "$output" "New note  NotesApp/ContentView.swift:"
output=$(notes previews "New note" --screen)
expect "$output" "0 words · 13 pt"
status=0
errors=$(notes render nope 2>&1 >/dev/null) || status=$?
[ "$status" -eq 2 ] || { echo "check-example: render nope exited $status, not 2" >&2; exit 1; }
expect "$errors" "unknown view 'nope'; the views are: notes"
echo "check-example: $example built, tested and its tool checked"
