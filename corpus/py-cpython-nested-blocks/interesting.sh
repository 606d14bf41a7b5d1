#!/bin/bash
# CPython 3.11 refuses a file its own parser accepts: 21 nested `for` loops exceed the compiler's
# limit of 20 statically nested blocks (CO_MAXBLOCKS), so compile() raises
#   SyntaxError: too many statically nested blocks
# while ast.parse() builds the tree. Interesting iff ast.parse succeeds, compile fails with exactly
# that message, and the line it names starts a `for` loop (so a reduction cannot slip to another
# SyntaxError or to a different nesting construct).
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
PYTHONDONTWRITEBYTECODE=1 timeout 20 python3 -I -S -c '
import ast, sys
source = open("input.py", "rb").read()
ast.parse(source, "input.py")
try:
    compile(source, "input.py", "exec", dont_inherit=True)
except SyntaxError as e:
    if e.msg != "too many statically nested blocks":
        sys.exit(1)
    line = source.splitlines()[e.lineno - 1].decode("utf-8", "replace")
    sys.exit(0 if line.lstrip().startswith("for ") else 1)
sys.exit(1)
' >"$tmp/log" 2>&1
