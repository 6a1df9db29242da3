#!/usr/bin/env bash
# Builds the DocC documentation of TextViewCore and TextViewBridge as a static site under
# .build/docs, and checks it:
#   1. symbol graphs of the two library modules (swift build, then swift-symbolgraph-extract over
#      the built modules, so nothing is compiled twice);
#   2. every public symbol has a /// doc comment and every top-level one is in a topic group
#      (scripts/docs-check.py, over the symbol graph JSON: docc itself does not refuse either);
#   3. docc convert --warnings-as-errors (a broken ``symbol`` or <doc:article> link fails)
#      --transform-for-static-hosting, one site per module: .build/docs/TextViewCore/...;
#   4. the site opened in headless Chromium (Debian's package, installed when missing): the
#      landing page and an article of each module render, with their title and a known heading and
#      no JavaScript error; screenshots go to .build/docs/screenshots (scripts/docs-browser.py).
#      Where Chromium cannot be installed the step says so and is skipped; everything else still runs.
#
#   scripts/docs.sh                # all of it
#   scripts/docs.sh --no-browser   # steps 1-3
# Open the site: python3 -m http.server -d .build/docs 8000, then
# http://127.0.0.1:8000/TextViewCore/documentation/textviewcore/
set -euo pipefail
cd "$(dirname "$0")/.."

browser=1
[ "${1:-}" = "--no-browser" ] && browser=0

modules=(TextViewCore TextViewBridge)
site=.build/docs
graphs=.build/symbol-graphs
start=$(date +%s)

step() { echo "== docs: $*"; }
fail() { echo "docs: error: $*" >&2; exit 1; }

SUDO=""
if [ "$(id -u)" != 0 ] && command -v sudo >/dev/null 2>&1; then SUDO=sudo; fi
if ! command -v python3 >/dev/null 2>&1; then
    step "installing python3"
    $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq python3
fi

# The toolchain's own tools, next to the swift that runs.
bin=$(dirname "$(readlink -f "$(command -v swift)")")
docc=$(command -v docc || echo "$bin/docc")
extract=$(command -v swift-symbolgraph-extract || echo "$bin/swift-symbolgraph-extract")
[ -x "$docc" ] || fail "no docc in the toolchain ($bin)"
[ -x "$extract" ] || fail "no swift-symbolgraph-extract in the toolchain ($bin)"

step "building ${modules[*]} (debug; reuses swift test's build)"
for module in "${modules[@]}"; do swift build --target "$module" >/dev/null || fail "swift build --target $module failed"; done
products=$(swift build --show-bin-path)
triple=$(swiftc -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')

step "symbol graphs"
rm -rf "$graphs"
for module in "${modules[@]}"; do
    mkdir -p "$graphs/$module"
    # CUnicode is a C module: its module map is in its build folder.
    "$extract" -module-name "$module" -target "$triple" -I "$products/Modules" -I "$products" \
        -Xcc -fmodule-map-file="$products/CUnicode.build/module.modulemap" -I Sources/CUnicode/include \
        -minimum-access-level public -skip-inherited-docs -output-dir "$graphs/$module" \
        || fail "swift-symbolgraph-extract failed for $module"
done

step "every public symbol documented and curated"
checked=0
for module in "${modules[@]}"; do
    python3 scripts/docs-check.py "$graphs/$module" "Sources/$module/$module.docc" "$module" || checked=1
done
python3 scripts/docs-check.py --self-test "$graphs/TextViewCore" Sources/TextViewCore/TextViewCore.docc TextViewCore || checked=1
[ $checked = 0 ] || fail "add the missing /// comments and topic entries listed above"

step "docc convert --warnings-as-errors --transform-for-static-hosting"
rm -rf "$site"
mkdir -p "$site"
for module in "${modules[@]}"; do
    log=".build/docc-$module.log"
    status=0
    "$docc" convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$graphs/$module" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.textviewcore.$module" \
        --output-path "$site/$module" \
        --transform-for-static-hosting --hosting-base-path "$module" \
        --warnings-as-errors --ide-console-output >"$log" 2>&1 || status=$?
    # One line per problem, `file:line:column: error: ...`, as a compiler prints them.
    grep -E '(error|warning):' "$log" | sort -u || true
    if [ $status != 0 ]; then
        fail "docc convert failed for $module: $(grep -cE '(error|warning):' "$log") problems above (full log: $log). A symbol link to a renamed member: fix the path; to an overloaded one: add the suffix docc suggests, such as -(String); to a symbol of another module or an internal one: write it as code voice instead"
    fi
done
cat > "$site/index.html" <<'EOF'
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>TextViewCore documentation</title></head>
<body><h1>TextViewCore documentation</h1><ul>
<li><a href="TextViewCore/documentation/textviewcore/">TextViewCore</a>: the headless text engine</li>
<li><a href="TextViewBridge/documentation/textviewbridge/">TextViewBridge</a>: the SwiftUI-side models</li>
</ul></body></html>
EOF
echo "docs: site written to $site ($(( $(date +%s) - start )) s so far)"

if [ $browser = 1 ]; then
    step "the site in headless Chromium"
    chromium=$(command -v chromium || command -v chromium-browser || true)
    if [ -z "$chromium" ]; then
        echo "docs: installing Debian's chromium"
        if ! { $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null; }; then
            echo "docs: chromium cannot be installed here: SKIPPING the browser check (the site is built and checked otherwise)"
        fi
        chromium=$(command -v chromium || command -v chromium-browser || true)
    fi
    if [ -n "$chromium" ]; then
        browser_start=$(date +%s)
        python3 scripts/docs-browser.py "$site" "$chromium" \
            /TextViewCore/documentation/textviewcore/ "TextViewCore" "Essentials" \
            /TextViewCore/documentation/textviewcore/editingandselections "Editing and Selections" "Overview" \
            /TextViewBridge/documentation/textviewbridge/coordinatorwithswiftui "A SwiftUI Coordinator" "Rules of the coordinator" \
            || fail "the browser check failed (screenshots in .build/docs/screenshots)"
        echo "docs: browser check took $(( $(date +%s) - browser_start )) s"
    fi
fi
echo "docs: done in $(( $(date +%s) - start )) s"
