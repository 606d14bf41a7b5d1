#!/bin/bash
# Interesting iff node 20 and duktape 2.7.0 (`duk`) both run input.js and print exactly these
# "NAMES ..." lines: String.prototype.localeCompare collates with ICU in node (ada Ærø Alice …) but
# compares code units in duktape (Alice Chloé Zed ada …).
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
cat > "$tmp/runner.js" <<'JS'
require("vm").runInThisContext(require("fs").readFileSync(process.argv[2], "utf8"), { filename: process.argv[2] });
JS
timeout 10 node "$tmp/runner.js" input.js >"$tmp/node.out" 2>&1 || exit 1
timeout 10 duk input.js >"$tmp/duk.out" 2>&1 || exit 1
n=$(grep -m1 '^NAMES ' "$tmp/node.out") || exit 1
d=$(grep -m1 '^NAMES ' "$tmp/duk.out") || exit 1
# The exact signature: ICU collation in node, code-unit order in duktape. Only a localeCompare
# sort of these names gives both (a plain sort, or duktape's unstable sort, gives neither).
[ "$n" = "NAMES ada Ærø Alice bob Chloé dave émile Zed" ] || exit 1
[ "$d" = "NAMES Alice Chloé Zed ada bob dave Ærø émile" ]
