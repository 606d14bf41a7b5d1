#!/bin/sh
# Interesting iff gcc accepts input.c and warns about a division by zero.
gcc -fsyntax-only input.c 2>log.txt || exit 1
grep -q 'division by zero' log.txt
