#!/bin/bash
# Interesting iff node 20 and duktape 2.7.0 (`duk`) both run input.js and print a "NAMES ..."
# line with the SAME names in a DIFFERENT order: String.prototype.localeCompare collates with ICU
# in node (ada Ærø Alice …) but compares code units in duktape (Alice Chloé Zed ada …).
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
cat > "$tmp/runner.js" <<'JS'
require("vm").runInThisContext(require("fs").readFileSync(process.argv[2], "utf8"), { filename: process.argv[2] });
JS
timeout 10 node "$tmp/runner.js" input.js >"$tmp/node.out" 2>&1 || exit 1
timeout 10 duk input.js >"$tmp/duk.out" 2>&1 || exit 1
n=$(grep -m1 '^NAMES ' "$tmp/node.out") || exit 1
d=$(grep -m1 '^NAMES ' "$tmp/duk.out") || exit 1
[ "$n" != "$d" ] || exit 1
[ "$(tr ' ' '\n' <<<"$n" | sort)" = "$(tr ' ' '\n' <<<"$d" | sort)" ]
