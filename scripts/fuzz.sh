#!/usr/bin/env bash
# A libFuzzer campaign against TextEditor's selections and edits.
#
#   scripts/fuzz.sh SECONDS [extra libFuzzer flags]
#
# Builds the SelectionFuzzer product with -sanitize=fuzzer,address into fuzz-build/ (so the normal
# .build/ is untouched), then fuzzes for SECONDS with Fuzz/Corpus as the corpus: new interesting
# inputs are written into Fuzz/Corpus, crashes into Fuzz/artifacts/ (git-ignored). Afterwards,
# minimise the corpus with `scripts/fuzz.sh merge` and replay it with a normal build:
# `swift run SelectionFuzzer Fuzz/Corpus` (the test suite replays it too).
set -euo pipefail
cd "$(dirname "$0")/.."

BUILD=fuzz-build
CORPUS=Fuzz/Corpus
ARTIFACTS=Fuzz/artifacts

build() {
    swift build -c release --product SelectionFuzzer --build-path "$BUILD" \
        -Xswiftc -sanitize=fuzzer,address -Xswiftc -DSELECTION_FUZZER_LIBFUZZER >&2
    echo "$BUILD/release/SelectionFuzzer"
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
        "$fuzzer" -merge=1 -artifact_prefix="$ARTIFACTS/" "$CORPUS" "$tmp"
        rm -rf "$tmp"
        echo "corpus: $(ls "$CORPUS" | wc -l) inputs"
        ;;
    ''|*[!0-9]*)
        echo "usage: scripts/fuzz.sh SECONDS [libFuzzer flags] | scripts/fuzz.sh merge" >&2
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
