#!/bin/bash
# Interesting iff rustc 1.95.0 hits the delayed-bug ICE
# "error performing operation: fully_perform" (here from rust-lang/rust#102047, higher-ranked
# projections in an impl's where clause).
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
RUSTC_ICE=0 RUST_BACKTRACE=0 timeout 20 rustc --edition 2015 --crate-type lib \
    --emit=metadata -o "$tmp/out.rmeta" input.rs >"$tmp/log" 2>&1
grep -q 'internal compiler error: error performing operation: fully_perform' "$tmp/log"
