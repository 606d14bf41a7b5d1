#!/bin/bash
# Interesting iff rustc 1.95.0 hits the delayed-bug ICE "error performing operation:
# fully_perform" (rust-lang/rust#100041) checking the crate at $1 (default: ./input) from its
# root, src/lib.rs. The reproducer is split over three modules of the crate `bytes`: the trait
# with its blanket impl in src/fmt/hex.rs, the function whose argument type normalizes through it
# in src/buf/take.rs, its caller in src/bytes.rs, tied by `use crate::…` paths and re-exports.
# No file crashes rustc alone. rustc, not cargo: the crate's optional dependencies would need a
# registry; only `cargo check`-level analysis is needed (--emit=metadata).
root=${1:-$PWD/input}
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
cd "$root" || exit 1
RUSTC_ICE=0 RUST_BACKTRACE=0 timeout 60 rustc --edition 2021 --crate-type lib --crate-name bytes \
    --emit=metadata -o "$tmp/out.rmeta" src/lib.rs >"$tmp/log" 2>&1
grep -q 'internal compiler error: error performing operation: fully_perform' "$tmp/log"
