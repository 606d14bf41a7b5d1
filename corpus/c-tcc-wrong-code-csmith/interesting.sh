#!/bin/bash
# tcc 0.9.27 (Debian 0.9.27+git20200814) miscompiles `(uint16_t)x` for a
# negative int8_t/signed char x: the result is not truncated to 16 bits
# ((uint16_t)(int8_t)-70 gives 0xffffffba instead of 0xffba), so a csmith
# program built with tcc prints a different checksum than with gcc -O0.
# Interesting iff
#  1. (cheap, first) tcc builds input.c, its binary exits 0 and prints a checksum;
#  2. gcc -O0 with ASan+UBSan (no recovery) and the -Werror set below builds it,
#     and that binary runs cleanly (exit 0, nothing on stderr: no undefined
#     behaviour on the executed path) and prints a checksum;
#  3. the checksums differ, but only above bit 15 (the low 16 bits agree): what
#     a missing 16-bit truncation does to csmith's additive checksum (also after
#     its final `^ 0xFFFFFFFF`). Differences from reading uninitialised memory,
#     addresses or evaluation order, which the sanitizers cannot see, would
#     change the low bits too (all but 1 in 65,536 of them).
# No -w for gcc: gcc 12 drops every -Werror=... when -w is given.
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
timeout 10 tcc -w input.c -o "$tmp/t" -lm >/dev/null 2>&1 || exit 1
tout=$(timeout 5 "$tmp/t" 2>/dev/null) || exit 1
[[ $tout =~ ^checksum\ =\ ([0-9a-f]{1,16})$ ]] || exit 1
t=${BASH_REMATCH[1]}
timeout 60 gcc -O0 -fsanitize=address,undefined,float-cast-overflow -fno-sanitize-recover=all \
  -Werror=implicit-int -Werror=implicit-function-declaration -Werror=return-type \
  -Werror=int-conversion -Werror=incompatible-pointer-types \
  input.c -o "$tmp/g" -lm >/dev/null 2>&1 || exit 1
gout=$(ASAN_OPTIONS=detect_leaks=0 timeout 5 "$tmp/g" 2>"$tmp/g.err") || exit 1
[ -s "$tmp/g.err" ] && exit 1
[[ $gout =~ ^checksum\ =\ ([0-9a-f]{1,16})$ ]] || exit 1
g=${BASH_REMATCH[1]}
[ "$t" != "$g" ] && (( ((0x$t ^ 0x$g) & 0xffff) == 0 ))
