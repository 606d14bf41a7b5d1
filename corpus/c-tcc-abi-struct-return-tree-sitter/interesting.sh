#!/bin/bash
# Interesting iff a gcc-compiled caller reads a different struct than a tcc-compiled caller from
# the same tcc-compiled library: tcc 0.9.27 returns `struct { double; uint32_t; }` (one SSE and
# one INTEGER eightbyte in the SysV x86-64 ABI) in the wrong registers. The library object is the
# same in both programs, so only the ABI between the two compilers can tell them apart; main.c
# is held to gcc's warnings for uninitialized values, missing prototypes and bad conversions,
# and runs under ASan and UBSan, so the difference cannot come from undefined behaviour there.
# gcc must also build main.c and the library as one translation unit without a warning (so the
# caller cannot declare the function differently from its definition), and that program must
# print what the tcc-built one prints: the two compilers agree on each side, only not across.
# $1 is the project's copy (default: ./input).
root=${1:-$PWD/input}
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
cd "$root" || exit 1
libtcc1=/usr/lib/x86_64-linux-gnu/tcc/libtcc1.a
werror="-Werror=implicit-function-declaration -Werror=implicit-int -Werror=return-type -Werror=int-conversion
    -Werror=incompatible-pointer-types"
timeout 10 tcc -Iinclude -Isrc -c src/lib.c -o "$tmp/lib.o" >/dev/null 2>&1 || exit 1
timeout 30 gcc -Werror -Iinclude -Isrc $werror -include main.c src/lib.c -o "$tmp/gcc" >/dev/null 2>&1 || exit 1
timeout 10 tcc -Iinclude -Isrc main.c "$tmp/lib.o" -o "$tmp/same" >/dev/null 2>&1 || exit 1
timeout 20 gcc -O1 -Iinclude -Isrc -fsanitize=address,undefined -fno-sanitize-recover=all \
    -Werror=uninitialized -Werror=maybe-uninitialized $werror -Werror=format -Werror=sequence-point \
    main.c "$tmp/lib.o" "$libtcc1" -o "$tmp/mixed" >/dev/null 2>&1 || exit 1
same=$(timeout 5 "$tmp/same" 2>&1) || exit 1
gcc_only=$(timeout 5 "$tmp/gcc" 2>&1) || exit 1
mixed=$(ASAN_OPTIONS=detect_leaks=0 timeout 5 "$tmp/mixed" 2>&1) || exit 1
[ -n "$same" ] && [ "$same" = "$gcc_only" ] && [ "$same" != "$mixed" ]
