#!/bin/bash
# tcc 0.9.27 rejects valid code: C99 `_Complex` makes tcc fail with
#   error: ';' expected (got "...")
# Interesting iff gcc accepts the file, tcc fails with that error, and the line tcc complains about
# holds _Complex (so that a reduction cannot slip to another construct tcc does not parse).
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
timeout 10 tcc -c input.c -o "$tmp/t.o" >"$tmp/tcc.log" 2>&1 && exit 1
line=$(grep -m1 -o "^input.c:[0-9]*: error: ';' expected (got" "$tmp/tcc.log" | cut -d: -f2)
[ -n "$line" ] || exit 1
sed -n "${line}p" input.c | grep -q '_Complex' || exit 1
timeout 20 gcc -fsyntax-only -w -Werror=implicit-function-declaration -Werror=implicit-int input.c >/dev/null 2>&1
