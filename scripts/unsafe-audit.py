#!/usr/bin/env python3
"""Every unsafe construct in Sources/ carries its reason, and no raw pointer is public.

The rule (the package's memory-safety rule): `@exclusivity(unchecked)`, `unowned(unsafe)`,
`Unmanaged` and unsafe pointers are used only where no user code can run during the access, and
each says why in a comment. A use is covered by a `//` comment tagged `Unsafe:`, `Exclusivity:`,
`Unchecked:`, `Unretained:` or `C API:` (any case) on its line or in the 15 lines above it, or by a tag comment `// Unsafe in this file:` in
the file's first 40 lines. Prints every uncovered use as file:line and exits 1 if there is one, or if
a `public` or `open` declaration names an unsafe pointer type (no raw pointer leaves the package).

--self-test: checks that an uncovered use and a public pointer are both reported.
"""
import os, re, sys, tempfile

UNSAFE = re.compile(r"@exclusivity\(unchecked\)|unowned\(unsafe\)|\bUnmanaged\b|_withUnsafeGuaranteedRef|"
                    r"\bUnsafe(Mutable)?(Raw)?(Buffer)?Pointer\b|\bwithUnsafe[A-Za-z]*\b|\bunsafeBitCast\b|"
                    r"\bunsafeDowncast\b|assumingMemoryBound|bindMemory|\bOpaquePointer\b")
TAG = re.compile(r"(^|[^/])//[^/].*?(\bunsafe|\bexclusivity|\bC API|\bunchecked|\bunretained|`@exclusivity\(unchecked\)`):", re.I)
FILE_TAG = re.compile(r"//\s*Unsafe in this file:")
PUBLIC_POINTER = re.compile(r"\b(public|open)\b[^=]*\bUnsafe(Mutable)?(Raw)?(Buffer)?Pointer\b")

def audit(root):
    problems, uses = [], 0
    for folder, _, files in os.walk(root):
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(folder, name)
            lines = open(path, encoding="utf-8").read().split("\n")
            file_covered = any(FILE_TAG.search(l) for l in lines[:40])
            for i, line in enumerate(lines):
                code = line.split("//", 1)[0] if "//" in line and not line.strip().startswith("//") else line
                if line.strip().startswith("//"):
                    continue
                window = lines[max(0, i - 15): i + 1]
                # A C entry point (libFuzzer's) takes a pointer by its ABI; it says so with `C API:`.
                c_api = any(re.search(r"//.*\bC API:", l) for l in window)
                if PUBLIC_POINTER.search(code) and not c_api:
                    problems.append(f"{path}:{i + 1}: a public declaration names an unsafe pointer: {line.strip()}")
                if not UNSAFE.search(code):
                    continue
                uses += 1
                if file_covered or any(TAG.search(l) for l in window):
                    continue
                problems.append(f"{path}:{i + 1}: unsafe use without a reason (// Unsafe: …): {line.strip()}")
    return problems, uses

def self_test():
    with tempfile.TemporaryDirectory() as root:
        with open(os.path.join(root, "A.swift"), "w") as f:
            f.write("struct A {\n    @exclusivity(unchecked) var x = 0\n}\n"
                    "public func leak() -> UnsafePointer<UInt16>? { nil }\n"
                    "// Unsafe: a reason.\nfunc ok(_ a: [Int]) { a.withUnsafeBufferPointer { _ in } }\n")
        problems, _ = audit(root)
        kinds = [p.split(": ", 1)[1] for p in problems]
        assert any("without a reason" in k and "A.swift:2" in p for p, k in zip(problems, kinds)), problems
        assert any("public declaration" in k for k in kinds), problems
        assert not any("A.swift:6" in p for p in problems), problems
    print("unsafe-audit self-test: an uncovered use and a public pointer are reported")

if __name__ == "__main__":
    if "--self-test" in sys.argv:
        self_test()
        sys.exit(0)
    root = sys.argv[1] if len(sys.argv) > 1 else "Sources"
    problems, uses = audit(root)
    for p in problems:
        print(p)
    print(f"unsafe-audit: {uses} unsafe uses in {root}, {len(problems)} without a reason or public")
    sys.exit(1 if problems else 0)
