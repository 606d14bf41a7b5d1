#!/bin/bash
# Interesting iff node 20 and duktape 2.7.0 (`duk`) both run the package's main.js and print an
# "ORDER ..." line with the SAME names in a DIFFERENT order: duktape's Array.prototype.sort is
# not stable (ES2019 requires stability), reached through underscore's chained `sort`. The
# package is ES modules (`import … from './m.js'`), which duktape cannot load: esbuild bundles
# the tree from main.js into one ES5 script first (corpus/setup.sh installs it; $ESBUILD
# overrides), so every module the test runs must be reachable by imports from main.js.
# $1 is the package's copy (default: ./input).
root=${1:-$PWD/input}
esbuild=${ESBUILD:-$(command -v esbuild || echo "$HOME/.cache/pare-corpus/node_modules/.bin/esbuild")}
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
[ -f "$root/main.js" ] || exit 1
timeout 20 "$esbuild" "$root/main.js" --bundle --format=iife --target=es5 --log-level=error \
    --outfile="$tmp/bundle.js" >/dev/null 2>&1 || exit 1
timeout 10 node "$tmp/bundle.js" >"$tmp/node.out" 2>&1 || exit 1
timeout 10 duk "$tmp/bundle.js" >"$tmp/duk.out" 2>&1 || exit 1
n=$(grep -m1 '^ORDER ' "$tmp/node.out") || exit 1
d=$(grep -m1 '^ORDER ' "$tmp/duk.out") || exit 1
[ "$n" != "$d" ] || exit 1
# the same names: only the order differs
[ "$(tr ' ' '\n' <<<"$n" | sort)" = "$(tr ' ' '\n' <<<"$d" | sort)" ]
