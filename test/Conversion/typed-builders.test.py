"""Finds the typed builders called with parentheses and the op-name string
literals ("core.x", "aten.x") in C++ sources (typed-builders.test)."""
import os
import re
import sys

CALL = re.compile(r"\b(?:core|aten|prim)::\w+Op::(?:create|createTyped)\(")
LITERAL = re.compile(r'"(?:core|aten)\.[A-Za-z0-9_.]*')

args = sys.argv[1:]
show = "--show-literals" in args
calls = literals = 0
for root in [a for a in args if a != "--show-literals"]:
    for dirpath, _, files in sorted(os.walk(root)):
        for name in sorted(files):
            if not name.endswith((".cpp", ".h")):
                continue
            path = os.path.join(dirpath, name)
            with open(path, encoding="utf-8") as f:
                for lineno, line in enumerate(f, 1):
                    for m in CALL.finditer(line):
                        calls += 1
                        print(f"{name}:{lineno}: {m.group(0)} is called with "
                              f"parentheses: write {m.group(0)[:-1].split('::')[-1]}{{...}}")
                    for m in LITERAL.finditer(line):
                        literals += 1
                        if show:
                            print(f"{name}:{lineno}: an op named by the "
                                  f"string {m.group(0)}\"")
print(f"typed builders: {calls} parenthesized calls, {literals} name literals")
