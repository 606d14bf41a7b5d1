#!/bin/sh
# Interesting iff gcc accepts the file and tcc 0.9.27 rejects it; tcc's error message names the bug.
# PARE_TEST_LOG: append the candidate's name and hash (tests count runs); PARE_TEST_SLEEP: sleep
# first (a slower test, so that tests can interrupt a batch half-way).
if [ -n "$PARE_TEST_LOG" ]; then echo "$(basename "$1") $(md5sum <"$1" | cut -c1-32)" >>"$PARE_TEST_LOG"; fi
if [ -n "$PARE_TEST_SLEEP" ]; then sleep "$PARE_TEST_SLEEP"; fi
gcc -fsyntax-only -w -Werror=implicit-function-declaration -Werror=implicit-int "$1" >/dev/null 2>&1 || exit 1
if tcc -c "$1" -o "$TMPDIR/t.o"; then exit 1; fi
exit 0
