#!/bin/bash
# Python's json module reads a document that JSON (RFC 8259) and node's JSON.parse reject: the
# bare `NaN` Python's own json.dumps writes for float('nan'). Interesting iff python3's json.load
# accepts the file and node 20's JSON.parse throws a SyntaxError at an unexpected `N`
#   SyntaxError: Unexpected token 'N', ... is not valid JSON
# (so a reduction cannot slip to another document the two disagree on, or to one both reject).
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
timeout 10 python3 -I -S -c 'import json, sys; json.load(open(sys.argv[1], encoding="utf-8"))' input.json \
    >"$tmp/py.log" 2>&1 || exit 1
timeout 10 node -e '
try {
    JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
} catch (e) {
    process.exit(e instanceof SyntaxError && e.message.startsWith("Unexpected token \x27N\x27") ? 0 : 1);
}
process.exit(1);
' input.json >"$tmp/node.log" 2>&1
