#!/bin/bash
# tcc 0.9.27 rejects valid code: a C11 UTF-8 string literal (u8"...") as an array initializer makes
# tcc fail with
#   error: character array initializer must be a literal, optionally enclosed in braces
# Interesting iff gcc accepts the file, tcc fails with that error, and the line tcc complains about
# holds a u8 string literal.
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
timeout 10 tcc -c input.c -o "$tmp/t.o" >"$tmp/tcc.log" 2>&1 && exit 1
line=$(grep -m1 -o "^input.c:[0-9]*: error: character array initializer must be a literal" "$tmp/tcc.log" | cut -d: -f2)
[ -n "$line" ] || exit 1
sed -n "${line}p" input.c | grep -q 'u8"' || exit 1
timeout 20 gcc -fsyntax-only -w -Werror=implicit-function-declaration -Werror=implicit-int input.c >/dev/null 2>&1
