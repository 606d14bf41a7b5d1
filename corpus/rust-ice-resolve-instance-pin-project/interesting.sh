#!/bin/bash
# Interesting iff rustc 1.95.0 hits the codegen ICE "failed to resolve instance for ..."
# (rust-lang/rust#119095: an async block whose Send-ness depends on an opaque type with a
# 'static-only impl).
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
RUSTC_ICE=0 RUST_BACKTRACE=0 timeout 30 rustc --edition 2021 --crate-type lib \
    --emit=obj -o "$tmp/out.o" input.rs >"$tmp/log" 2>&1
grep -qE 'internal compiler error: [^ ]*/instance\.rs:[0-9]+:[0-9]+: failed to resolve instance for ' "$tmp/log"
