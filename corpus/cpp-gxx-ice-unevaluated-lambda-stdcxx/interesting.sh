#!/bin/bash
# g++ 12.2 crashes on valid C++20 (the bug of cpp-gxx-ice-unevaluated-lambda, here in a program
# that includes <bits/stdc++.h>): a class template whose default template argument is the type of
# a lambda, used with that default inside a function template whose first template parameter is
# a non-type parameter:
#   internal compiler error: in tsubst, at cp/pt.cc:15867
# Interesting iff g++ reports exactly that ICE and the line it names holds `decltype(`, so that a
# reduction cannot slip to another crash of the same assertion.
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
TMPDIR="$tmp" timeout 60 g++ -std=c++20 -fsyntax-only -w input.cpp >"$tmp/log" 2>&1 && exit 1
line=$(grep -m1 -o '^input.cpp:[0-9]*:[0-9]*: internal compiler error: in tsubst, at cp/pt.cc:15867$' "$tmp/log" | cut -d: -f2)
[ -n "$line" ] || exit 1
sed -n "${line}p" input.cpp | grep -q 'decltype('
