#!/bin/bash
# CPython 3.11 refuses a module its own parser accepts: 21 nested `for` loops exceed the
# compiler's limit of 20 statically nested blocks (CO_MAXBLOCKS), so importing the package raises
#   SyntaxError: too many statically nested blocks
# from a file of the package whose ast.parse() succeeds. Interesting iff `import click` (the
# package's copy at $1, default ./input, first on sys.path) fails with exactly that message, in a
# file of the copy that ast.parse accepts, at a line that starts a `for` loop: the loops are in
# click/parser.py, which the package reaches through its relative imports (`from .core import …`,
# `from .parser import …`).
root=${1:-$PWD/input}
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
cd "$root" || exit 1
timeout 20 python3 -I -S -B -c '
import ast, os, sys
root = os.path.realpath(sys.argv[1])
sys.path.insert(0, root)
try:
    import click
except SyntaxError as e:
    if e.msg != "too many statically nested blocks" or not e.filename:
        sys.exit(1)
    path = os.path.realpath(e.filename)
    if not path.startswith(root + os.sep):
        sys.exit(1)
    source = open(path, "rb").read()
    ast.parse(source, path)
    line = source.splitlines()[e.lineno - 1].decode("utf-8", "replace")
    sys.exit(0 if line.lstrip().startswith("for ") else 1)
sys.exit(1)
' "$root" >"$tmp/log" 2>&1
