#!/usr/bin/env bash
# Shows that the Apple stand-ins catch mistakes: type-checks TextViewCore's Apple layer
# (Sources/TextViewCore/Interop/Platform) as the AppleLayerTests target compiles it, against
# Tests/AppleStandIn (UIKit), and as the AppKitLayerTests target does, against Tests/AppKitStandIn
# (AppKit), which must pass, then with a UIKit or AppKit name, an argument label and a type broken on
# purpose, one at a time, each of which must fail with the compiler naming it.
# Uses the debug build (swift build --target builds each stand-in and TextViewCore); a few seconds.
set -euo pipefail
cd "$(dirname "$0")/.."

fail() { echo "apple-standin-check: error: $*" >&2; exit 1; }

swift build --target AppleStandIn >/dev/null || fail "swift build --target AppleStandIn failed"
swift build --target AppKitStandIn >/dev/null || fail "swift build --target AppKitStandIn failed"
products=$(swift build --show-bin-path)
platform=Sources/TextViewCore/Interop/Platform
uikit_files=("$platform/TextAttributes+Platform.swift" "$platform/ParagraphStyle+Platform.swift" "$platform/PlatformFont+UIKit.swift")
appkit_files=("$platform/TextAttributes+Platform.swift" "$platform/ParagraphStyle+Platform.swift" "$platform/PlatformFont+AppKit.swift")

# typecheck CONDITION FILE...: the files as the stand-in's test target compiles them.
typecheck() {
    local condition=$1
    shift
    swiftc -typecheck -swift-version 6 -module-name AppleLayerCheck -D "$condition" \
        -I "$products/Modules" -Xcc -fmodule-map-file="$products/CUnicode.build/module.modulemap" \
        -I Sources/CUnicode/include "$@"
}

typecheck TEXTVIEWCORE_APPLE_STANDIN "${uikit_files[@]}" || fail "the UIKit side does not type-check against Tests/AppleStandIn"
echo "apple-standin-check: the UIKit side type-checks against Tests/AppleStandIn"
typecheck TEXTVIEWCORE_APPKIT_STANDIN "${appkit_files[@]}" || fail "the AppKit side does not type-check against Tests/AppKitStandIn"
echo "apple-standin-check: the AppKit side type-checks against Tests/AppKitStandIn"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# stand-in | file | what it replaces | with | what the compiler must name
mutations=(
    "UIKit|PlatformFont+UIKit.swift|UIFont.preferredFont(forTextStyle:|UIFont.preferedFont(forTextStyle:|preferedFont"
    "UIKit|PlatformFont+UIKit.swift|UIColor(red: CGFloat(red)|UIColor(r: CGFloat(red)|r:"
    "UIKit|TextAttributes+Platform.swift|let style = NSMutableParagraphStyle()|let style = NSParagraphStyle()|lineSpacing"
    "UIKit|ParagraphStyle+Platform.swift|case .justified: .justified|case .justified: .justify|justify"
    "AppKit|PlatformFont+AppKit.swift|NSFont.preferredFont(forTextStyle: textStyle.nsTextStyle, options: [:])|NSFont.preferredFont(forTextStyle: textStyle.nsTextStyle, withOptions: [:])|withOptions"
    "AppKit|PlatformFont+AppKit.swift|font = NSFont(descriptor: font.fontDescriptor, size: CGFloat(pointSize)) ?? font|font = NSFont(descriptor: font.fontDescriptor, size: CGFloat(pointSize))|optional"
    "AppKit|PlatformFont+AppKit.swift|symbolicTraits.union(.italic)|symbolicTraits.union(.traitItalic)|traitItalic"
    "AppKit|PlatformFont+AppKit.swift|guard let rgb = color.usingColorSpace(.sRGB)|guard let rgb = color.usingColorSpace(.srgb)|srgb"
    "AppKit|PlatformFont+AppKit.swift|NSColor(srgbRed: CGFloat(red)|NSColor(red: CGFloat(red)|red:"
)
for mutation in "${mutations[@]}"; do
    IFS='|' read -r standin name from to expected <<<"$mutation"
    if [ "$standin" = UIKit ]; then
        condition=TEXTVIEWCORE_APPLE_STANDIN files=("${uikit_files[@]}")
    else
        condition=TEXTVIEWCORE_APPKIT_STANDIN files=("${appkit_files[@]}")
    fi
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
    if typecheck "$condition" "${broken[@]}" >"$scratch/log" 2>&1; then
        fail "breaking $name ('$from' -> '$to') still type-checks against the $standin stand-in: it does not check that use"
    fi
    grep -q "error:.*$expected" "$scratch/log" || { cat "$scratch/log" >&2; fail "breaking $name failed, but not with an error naming '$expected'"; }
    echo "apple-standin-check: $standin: breaking $name ('$from' -> '$to') fails: $(grep -m1 'error:' "$scratch/log" | sed 's/.*error: //')"
done
