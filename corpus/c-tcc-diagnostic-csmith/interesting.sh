#!/bin/bash
# tcc 0.9.27 (Debian 0.9.27+git20200814) prints wrong types in its warning
#   warning: pointer type mismatch in comparison('int **' and 'static static const int **')
# for `p != &g` with `static const int *g`: type_to_str() prints the storage
# class and top-level qualifiers of the object (and of the pointer itself) as if
# they were part of the type, so 'static', 'extern' or doubled qualifiers show
# up ('extern static extern static char *' for a tentative definition). gcc
# says `comparison of distinct pointer types lacks a cast` with the real types.
# Interesting iff tcc compiles the file (a warning, not an error) and one such
# warning names a type with a storage class in it, AND gcc accepts the file.
export LC_ALL=C
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
timeout 10 tcc -c input.c -o "$tmp/t.o" >"$tmp/tcc.log" 2>&1 || exit 1
grep -Eq "^input\.c:[0-9]+: warning: pointer type mismatch in comparison\(.*'.*\b(static|extern) " "$tmp/tcc.log" || exit 1
timeout 20 gcc -fsyntax-only -w -Werror=implicit-function-declaration -Werror=implicit-int input.c >/dev/null 2>&1
