#!/usr/bin/env bash
# Installs the programs the corpus cases run (idempotent). gcc, node and rustc come with the machine.
set -euo pipefail
need=()
command -v tcc >/dev/null || need+=(tcc)
command -v duk >/dev/null || need+=(duktape)
if [ ${#need[@]} -gt 0 ]; then
  sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >/dev/null
fi
for p in gcc tcc duk node rustc; do
  command -v "$p" >/dev/null || { echo "corpus/setup.sh: $p is missing" >&2; exit 1; }
done
echo "corpus programs ready: gcc tcc duk node rustc"
