#!/bin/bash
# Interesting iff node 20 and duktape 2.7.0 (`duk`) both run input.js and print a "TOTALS ..."
# line that differs only by digit grouping: Number.prototype.toLocaleString groups thousands in
# node ("3,748.5") and not in duktape ("3748.5").
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
cat > "$tmp/runner.js" <<'JS'
require("vm").runInThisContext(require("fs").readFileSync(process.argv[2], "utf8"), { filename: process.argv[2] });
JS
timeout 10 node "$tmp/runner.js" input.js >"$tmp/node.out" 2>&1 || exit 1
timeout 10 duk input.js >"$tmp/duk.out" 2>&1 || exit 1
n=$(grep -m1 '^TOTALS ' "$tmp/node.out") || exit 1
d=$(grep -m1 '^TOTALS ' "$tmp/duk.out") || exit 1
[ "$n" != "$d" ] || exit 1
[ "$(tr -d , <<<"$n")" = "$d" ]
