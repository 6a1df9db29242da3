#!/usr/bin/env python3
"""Checks DocC does not make: every public symbol of a module has a doc comment, and every
top-level public symbol is curated in a topic group of the module's catalog.

    scripts/docs-check.py SYMBOL_GRAPH_DIR CATALOG MODULE
    scripts/docs-check.py --self-test SYMBOL_GRAPH_DIR CATALOG MODULE

Reads the symbol graphs swift-symbolgraph-extract wrote for MODULE (MODULE.symbols.json and the
MODULE@Other.symbols.json files of its extensions to other modules' types). A symbol counts when
it is declared in this package's sources (a symbol with no source location, or one outside
Sources/, is synthesised or inherited from another module's protocol). Prints each missing one as
`file:line: message` and exits 1, so an editor or a CI log points at the declaration.
"""
import json
import os
import re
import sys


def symbols(folder, module):
    """The (symbol, file name) pairs of every graph of `module` in `folder`."""
    for name in sorted(os.listdir(folder)):
        if name == f"{module}.symbols.json" or name.startswith(f"{module}@"):
            with open(os.path.join(folder, name), encoding="utf-8") as handle:
                graph = json.load(handle)
            for symbol in graph.get("symbols", []):
                yield symbol, name


def source_location(symbol):
    """`path:line` of a symbol declared under Sources/, else None."""
    location = symbol.get("location")
    if not location:
        return None
    path = location.get("uri", "").removeprefix("file://")
    if "/Sources/" not in path:
        return None
    line = location.get("position", {}).get("line", 0) + 1
    return f"{path[path.index('/Sources/') + 1:]}:{line}"


def curated_names(catalog):
    """Every ``Symbol`` link written under a `## Topics` heading of the catalog's Markdown."""
    names = set()
    for folder, _, files in os.walk(catalog):
        for file in files:
            if not file.endswith(".md"):
                continue
            with open(os.path.join(folder, file), encoding="utf-8") as handle:
                text = handle.read()
            topics = text.split("\n## Topics\n", 1)
            if len(topics) == 2:
                for link in re.findall(r"``([^`]+)``", topics[1]):
                    # ``Type/member`` curates Type's member; its first component names the
                    # top-level symbol. A disambiguation suffix (-swift.struct) is not part of it.
                    names.add(re.sub(r"-[0-9A-Za-z.]+$", "", link.split("/")[0]))
    return names


def self_test(folder, catalog, module):
    """Runs the check on a copy of the graphs with one doc comment removed and one uncurated type
    added, and fails unless the check reports both: a check that passes everything checks nothing."""
    import copy
    import subprocess
    import tempfile
    with open(os.path.join(folder, f"{module}.symbols.json"), encoding="utf-8") as handle:
        graph = json.load(handle)
    broken = copy.deepcopy(graph)
    victim = next(symbol for symbol in broken["symbols"]
                  if symbol.get("docComment") and source_location(symbol) and len(symbol["pathComponents"]) == 2)
    del victim["docComment"]
    broken["symbols"].append({"kind": {"identifier": "swift.struct", "displayName": "Structure"},
                              "identifier": {"precise": "s:SelfTestUncurated"}, "pathComponents": ["SelfTestUncurated"],
                              "docComment": {"lines": [{"text": "Documented but in no topic group."}]},
                              "location": {"uri": "file:///self-test/Sources/SelfTest.swift", "position": {"line": 0}}})
    with tempfile.TemporaryDirectory() as scratch:
        with open(os.path.join(scratch, f"{module}.symbols.json"), "w", encoding="utf-8") as handle:
            json.dump(broken, handle)
        run = subprocess.run([sys.executable, __file__, scratch, catalog, module], capture_output=True, text=True)
    name = ".".join(victim["pathComponents"])
    if run.returncode == 0 or f"{name} has no /// doc comment" not in run.stdout or "SelfTestUncurated is in no topic group" not in run.stdout:
        print(f"docs-check: self-test failed: removing the doc comment of {name} and adding an uncurated type "
              f"was not reported:\n{run.stdout}{run.stderr}", file=sys.stderr)
        return 1
    print(f"docs-check: self-test: a missing doc comment ({name}) and an uncurated type are reported and fail")
    return 0


def main():
    if sys.argv[1] == "--self-test":
        return self_test(*sys.argv[2:5])
    folder, catalog, module = sys.argv[1:4]
    undocumented = []
    top_level = {}
    for symbol, graph in symbols(folder, module):
        if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
            continue
        where = source_location(symbol)
        if where is None:
            continue
        path = ".".join(symbol["pathComponents"])
        kind = symbol["kind"]["displayName"]
        if not symbol.get("docComment", {}).get("lines"):
            undocumented.append(f"{where}: public {kind.lower()} {path} has no /// doc comment")
        if graph == f"{module}.symbols.json" and len(symbol["pathComponents"]) == 1:
            top_level.setdefault(path, (where, kind))

    curated = curated_names(catalog)
    uncurated = [f"{where}: public {kind.lower()} {name} is in no topic group of {catalog} "
                 f"(add ``{name}`` under a ### heading of a `## Topics` section)"
                 for name, (where, kind) in sorted(top_level.items()) if name not in curated]

    for message in undocumented + uncurated:
        print(message)
    if undocumented or uncurated:
        print(f"docs-check: {module}: {len(undocumented)} undocumented public symbols, "
              f"{len(uncurated)} uncurated top-level symbols", file=sys.stderr)
        return 1
    print(f"docs-check: {module}: every public symbol documented, all {len(top_level)} top-level symbols curated")
    return 0


if __name__ == "__main__":
    sys.exit(main())
