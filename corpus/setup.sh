#!/usr/bin/env bash
# Installs the programs the corpus cases run (idempotent). gcc, python3, node and rustc come with
# the machine; tcc, duktape, g++ (Debian's gcc does not bring it) and Go 1.19 (golang-1.19-go, whose
# compiler the go-* case crashes; the case runs /usr/lib/go-1.19/bin/go, whatever `go` is on PATH)
# come from apt; esbuild (which bundles the ES modules of js-duk-unstable-sort-underscore-esm into
# one script for duktape) from npm, under ~/.cache/pare-corpus. The tree tests of build files
# (tests/module_graphs.rs) also run javac, make and cmake: default-jdk-headless, make and cmake
# come from apt when missing.
set -euo pipefail
need=()
command -v tcc >/dev/null || need+=(tcc)
command -v duk >/dev/null || need+=(duktape)
command -v g++ >/dev/null || need+=(g++)
command -v python3 >/dev/null || need+=(python3)
[ -x /usr/lib/go-1.19/bin/go ] || need+=(golang-1.19-go)
command -v javac >/dev/null || need+=(default-jdk-headless)
command -v make >/dev/null || need+=(make)
command -v cmake >/dev/null || need+=(cmake)
if [ ${#need[@]} -gt 0 ]; then
  sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >/dev/null
fi
esbuild_dir="$HOME/.cache/pare-corpus"
if ! command -v esbuild >/dev/null && [ ! -x "$esbuild_dir/node_modules/.bin/esbuild" ]; then
  mkdir -p "$esbuild_dir"
  npm install --silent --no-audit --no-fund --prefix "$esbuild_dir" esbuild@0.28.2 >/dev/null
fi
"$esbuild_dir/node_modules/.bin/esbuild" --version >/dev/null 2>&1 || command -v esbuild >/dev/null \
  || { echo "corpus/setup.sh: esbuild is missing" >&2; exit 1; }
for p in gcc g++ tcc duk node rustc python3 /usr/lib/go-1.19/bin/go; do
  command -v "$p" >/dev/null || { echo "corpus/setup.sh: $p is missing" >&2; exit 1; }
done
echo "corpus programs ready: gcc g++ tcc duk node rustc python3 go1.19 esbuild"
