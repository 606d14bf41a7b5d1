#!/bin/bash
# Interesting iff rustc 1.95.0 hits the delayed-bug ICE
# "failure to relate an opaque to itself should result in an error later on" (rust-lang/rust#117392).
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
RUSTC_ICE=0 RUST_BACKTRACE=0 timeout 20 rustc --edition 2018 --crate-type lib \
    --emit=metadata -o "$tmp/out.rmeta" input.rs >"$tmp/log" 2>&1
grep -q 'internal compiler error: failure to relate an opaque to itself should result in an error later on' "$tmp/log"
