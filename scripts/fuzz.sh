#!/usr/bin/env bash
# A libFuzzer campaign against TextEditor, with AddressSanitizer.
#
#   scripts/fuzz.sh [editor|wire] SECONDS [extra libFuzzer flags]
#   scripts/fuzz.sh [editor|wire] merge
#
# Without `editor`: the selection fuzzer (SelectionFuzzer: selections and editing commands),
# corpus Fuzz/Corpus, built into fuzz-build/. With `editor`: the editor fuzzer (EditorFuzzer:
# batches, undo and redo, attributes, typing attributes, marked text, input filters, observers
# that edit and cancel themselves, the ChangeSet algebra), corpus Fuzz/EditorCorpus, built into
# fuzz-build/editor with the internal checks on (invariants after every mutation, tiny nodes).
# With `wire`: the wire fuzzer (WireFuzzer: hostile JSON to every public decoder, and change sets
# and updates applied, pushed to an authority and received by peers over a transport that delays,
# repeats and reorders), corpus Fuzz/WireCorpus, built into fuzz-build/wire with the internal checks.
# Either is built with -sanitize=fuzzer,address (the normal .build/ is untouched), then fuzzes for
# SECONDS: new interesting inputs go into the corpus, crashes into Fuzz/artifacts/ (git-ignored).
# Afterwards, minimise the corpus with `scripts/fuzz.sh [editor] merge` and replay it with a normal
# build: `swift run SelectionFuzzer Fuzz/Corpus`, `swift run EditorFuzzer Fuzz/EditorCorpus`,
# `swift run WireFuzzer Fuzz/WireCorpus` (the test suite replays all three).
set -euo pipefail
cd "$(dirname "$0")/.."

PRODUCT=SelectionFuzzer
BUILD=fuzz-build
CORPUS=Fuzz/Corpus
CHECKS=()
MERGE=()
if [ "${1:-}" = editor ]; then
    shift
    PRODUCT=EditorFuzzer
    BUILD=fuzz-build/editor
    CORPUS=Fuzz/EditorCorpus
    CHECKS=(-Xswiftc -DTEXTVIEWCORE_INTERNAL_CHECKS)
    # One input per new edge, not per hit count: a corpus the test suite replays in seconds.
    MERGE=(-use_counters=0)
elif [ "${1:-}" = wire ]; then
    shift
    PRODUCT=WireFuzzer
    BUILD=fuzz-build/wire
    CORPUS=Fuzz/WireCorpus
    CHECKS=(-Xswiftc -DTEXTVIEWCORE_INTERNAL_CHECKS)
    MERGE=(-use_counters=0)
fi
ARTIFACTS=Fuzz/artifacts

build() {
    swift build -c release --product "$PRODUCT" --build-path "$BUILD" \
        -Xswiftc -sanitize=fuzzer,address -Xswiftc -DLIBFUZZER_DRIVER "${CHECKS[@]}" >&2
    echo "$BUILD/release/$PRODUCT"
}

# libFuzzer reports a trap itself; Swift's backtracer would only slow every crash down.
export SWIFT_BACKTRACE=enable=no

case "${1:-}" in
    merge)
        # Keeps the hand-made seeds (seed-*, from scripts/fuzz-seeds.py) and, of the rest, only
        # the inputs that add coverage to them.
        fuzzer=$(build)
        mkdir -p "$ARTIFACTS"
        tmp=$(mktemp -d)
        find "$CORPUS" -type f ! -name 'seed-*' -exec mv -t "$tmp" {} +
        "$fuzzer" -merge=1 "${MERGE[@]}" -artifact_prefix="$ARTIFACTS/" "$CORPUS" "$tmp"
        rm -rf "$tmp"
        echo "corpus: $(ls "$CORPUS" | wc -l) inputs"
        ;;
    ''|*[!0-9]*)
        echo "usage: scripts/fuzz.sh [editor|wire] SECONDS [libFuzzer flags] | scripts/fuzz.sh [editor|wire] merge" >&2
        exit 2
        ;;
    *)
        seconds=$1
        shift
        fuzzer=$(build)
        mkdir -p "$CORPUS" "$ARTIFACTS"
        "$fuzzer" "$CORPUS" -max_total_time="$seconds" -artifact_prefix="$ARTIFACTS/" \
            -max_len=2048 -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 "$@"
        ;;
esac
