#!/bin/bash
# Interesting iff `cargo check` of the crate hits rustc 1.95.0's delayed-bug ICE
# "error performing operation: fully_perform" (rust-lang/rust#100041). The trait with the
# blanket impl is in the crate root and the function that normalizes through it in a module of
# its own, so the ICE needs both files (and Cargo.toml, for cargo). Cargo gets a home of its own
# (nothing to download: the crate has no dependencies), so that no other cargo's lock on the
# shared package cache can hold a call up until its time-out.
# $1 is the crate's copy (default: ./input).
root=${1:-$PWD/input}
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
cd "$root" || exit 1
RUSTC_ICE=0 RUST_BACKTRACE=0 CARGO_HOME="$tmp/home" CARGO_TARGET_DIR="$tmp/target" timeout 60 \
    cargo check --offline -q >"$tmp/log" 2>&1
grep -q 'internal compiler error: error performing operation: fully_perform' "$tmp/log"
