#!/bin/bash
# Interesting iff node 20 and duktape 2.7.0 (`duk`) both run input.js and print a "STAMPS ..."
# line with as many fields, where every date is valid in node but at least one is "invalid" in
# duktape: for strings that are not ISO 8601, moment falls back to the engine's Date parsing,
# which accepts "Jan 2, 2020" in V8 and returns NaN in duktape.
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
cat > "$tmp/runner.js" <<'JS'
require("vm").runInThisContext(require("fs").readFileSync(process.argv[2], "utf8"), { filename: process.argv[2] });
JS
timeout 10 node "$tmp/runner.js" input.js >"$tmp/node.out" 2>&1 || exit 1
timeout 10 duk input.js >"$tmp/duk.out" 2>&1 || exit 1
n=$(grep -m1 '^STAMPS ' "$tmp/node.out") || exit 1
d=$(grep -m1 '^STAMPS ' "$tmp/duk.out") || exit 1
grep -q invalid <<<"$n" && exit 1
grep -q invalid <<<"$d" || exit 1
[ "$(wc -w <<<"$n")" = "$(wc -w <<<"$d")" ]
