#!/usr/bin/env bash
# Shows that the UIKit stand-in catches mistakes: type-checks TextViewCore's Apple layer
# (Sources/TextViewCore/Interop/Platform, the files the AppleLayerTests target compiles) against
# Tests/AppleStandIn as it stands, which must pass, then with a UIKit name, an argument label and a
# type broken on purpose, one at a time, each of which must fail with the compiler naming it.
# Uses the debug build (swift build --target AppleStandIn builds it and TextViewCore); a few seconds.
set -euo pipefail
cd "$(dirname "$0")/.."

fail() { echo "apple-standin-check: error: $*" >&2; exit 1; }

swift build --target AppleStandIn >/dev/null || fail "swift build --target AppleStandIn failed"
products=$(swift build --show-bin-path)
platform=Sources/TextViewCore/Interop/Platform
files=("$platform/TextAttributes+Platform.swift" "$platform/ParagraphStyle+Platform.swift" "$platform/PlatformFont+UIKit.swift")

typecheck() {
    swiftc -typecheck -swift-version 6 -module-name AppleLayerCheck -D TEXTVIEWCORE_APPLE_STANDIN \
        -I "$products/Modules" -Xcc -fmodule-map-file="$products/CUnicode.build/module.modulemap" \
        -I Sources/CUnicode/include "$@"
}

typecheck "${files[@]}" || fail "the Apple layer does not type-check against the stand-in"
echo "apple-standin-check: the Apple layer type-checks against Tests/AppleStandIn"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# file | what it replaces | with | what the compiler must name
mutations=(
    "PlatformFont+UIKit.swift|UIFont.preferredFont(forTextStyle:|UIFont.preferedFont(forTextStyle:|preferedFont"
    "PlatformFont+UIKit.swift|UIColor(red: CGFloat(red)|UIColor(r: CGFloat(red)|r:"
    "TextAttributes+Platform.swift|let style = NSMutableParagraphStyle()|let style = NSParagraphStyle()|lineSpacing"
    "ParagraphStyle+Platform.swift|case .justified: .justified|case .justified: .justify|justify"
)
for mutation in "${mutations[@]}"; do
    IFS='|' read -r name from to expected <<<"$mutation"
    grep -qF "$from" "$platform/$name" || fail "$name no longer contains '$from': update the mutations in $0"
    broken=()
    for file in "${files[@]}"; do
        if [ "$(basename "$file")" = "$name" ]; then
            python3 -c 'import sys; s=open(sys.argv[1]).read(); open(sys.argv[2],"w").write(s.replace(sys.argv[3], sys.argv[4], 1))' \
                "$file" "$scratch/$name" "$from" "$to"
            broken+=("$scratch/$name")
        else
            broken+=("$file")
        fi
    done
    if typecheck "${broken[@]}" >"$scratch/log" 2>&1; then
        fail "breaking $name ('$from' -> '$to') still type-checks: the stand-in does not check that use"
    fi
    grep -q "error:.*$expected" "$scratch/log" || { cat "$scratch/log" >&2; fail "breaking $name failed, but not with an error naming '$expected'"; }
    echo "apple-standin-check: breaking $name ('$from' -> '$to') fails: $(grep -m1 'error:' "$scratch/log" | sed 's/.*error: //')"
done
