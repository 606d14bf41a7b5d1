#!/bin/bash
# tcc 0.9.27 crashes (SIGSEGV, stack overflow in its recursive-descent parser)
# on deeply nested syntax, e.g. an expression with ~13,400+ nested parentheses
# under an 8 MiB stack. Interesting iff tcc is killed by SIGSEGV AND gcc
# accepts the file (so the reduction stays valid C).
# tcc runs with a fixed 8 MiB stack, an empty environment, fixed argv and no
# address-space randomisation (setarch -R), so the crash depth is the same on
# every run (with ASLR it wanders by ~15 levels).
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
cp input.c "$tmp/input.c" || exit 1
cd "$tmp" || exit 2
{ (ulimit -s 8192 && exec env -i PATH=/usr/bin:/bin setarch -R timeout 10 tcc -c input.c -o t.o) >tcc.log 2>&1; } 2>/dev/null
[ $? -eq 139 ] || exit 1   # 128 + SIGSEGV; 124 would be the timeout
# gcc's parser is recursive too (with the default 8 MiB limit cc1 crashes
# somewhere between 13,000 and 40,000 levels), so give it an unlimited stack.
(ulimit -s unlimited && exec timeout 30 gcc -fsyntax-only -w -Werror=implicit-function-declaration -Werror=implicit-int input.c) >/dev/null 2>&1
