#!/usr/bin/env bash
# Installs the reducers that bench/compare.py and bench/trees.py compare pare against, from package
# registries only: C-Vise and C-Reduce from Debian (apt), Shrink Ray and Picireny from PyPI (each in
# a venv of its own), treereduce from crates.io (cargo install). Idempotent: a tool already there
# is skipped. The first full run takes about ten minutes (treereduce compiles from source).
# Debian 12's C-Vise is 2.7, which has no directory mode; `cvise-main` builds C-Vise from its main
# branch (which reduces directories) into $REDUCERS/cvise-main, with LLVM 19 and its build tools
# from Debian and its Python modules from PyPI in a venv; bench/trees.py runs it as `cvise-main`.
# Its source is a clone of $CVISE_SRC (default https://github.com/marxin/cvise; a local clone or
# mirror works too). Set CPU_LOCK=/path/to/lock to run its compilation under `flock` (shared
# machines), JOBS for make's -j (default 2).
#
#   bash bench/install_reducers.sh                  # every tool but cvise-main
#   bash bench/install_reducers.sh cvise shrinkray  # only these: creduce cvise cvise-main shrinkray picireny treereduce
#
# Everything that is not a Debian package goes under $REDUCERS (default /opt/reducers); the
# benchmarks read the same variable:
#   $REDUCERS/shrinkray/bin/shrinkray        Shrink Ray (needs Python 3.12 or later; PYTHON=... picks one)
#   $REDUCERS/picireny/bin/picireny          Picireny
#   $REDUCERS/bin/treereduce-{c,rust,javascript}
#   $REDUCERS/bin/cvise-main                 C-Vise built from its main branch (a wrapper that runs it
#                                            with its venv's Python)
#   $REDUCERS/grammars                       tree-sitter grammars compiled for Shrink Ray, which
#                                            would otherwise download them when it starts
#
# Running them by hand (the test runs in a directory holding the candidate, as with `pare TEST FILE`):
#   cvise --n 2 ./test.sh input.c            (reduces in place; --not-c for input that is not C)
#   creduce --n 2 ./test.sh input.c          (the same conventions)
#   TREE_SITTER_LANGUAGE_PACK_CACHE_DIR=$REDUCERS/grammars \
#     $REDUCERS/shrinkray/bin/shrinkray --no-llm --no-history --ui=basic --parallelism 2 ./test.sh input.c
#                                            (in place, keeps input.c.bak; --no-llm, or it tries to
#                                            download a model)
#   $REDUCERS/bin/treereduce-c -j 2 --stable -s input.c -o out.c -- ./test.sh @@.c
#                                            (@@.c is replaced by the candidate's path; the test does
#                                            not run in a directory holding input.c)
set -euo pipefail

REDUCERS=${REDUCERS:-/opt/reducers}
all="creduce cvise cvise-main shrinkray picireny treereduce"
tools=${*:-creduce cvise shrinkray picireny treereduce}

for tool in $tools; do
  case " $all " in
    *" $tool "*) ;;
    *) echo "install_reducers.sh: unknown tool '$tool' (known: $all)" >&2; exit 2 ;;
  esac
done
mkdir -p "$REDUCERS"

sudo=""
[ "$(id -u)" = 0 ] || sudo="sudo"
apt_updated=""
apt_install() {
  if [ -z "$apt_updated" ]; then
    $sudo apt-get update -qq
    apt_updated=1
  fi
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}

# A Python of at least 3.12 (Shrink Ray's minimum): $PYTHON if set, else the first on PATH or
# under pyenv that is new enough.
python_312() {
  local py
  for py in ${PYTHON:-} python3.13 python3.12 python3 "$HOME"/.pyenv/versions/3.1[2-9]*/bin/python3; do
    if command -v "$py" >/dev/null 2>&1 &&
       "$py" -c 'import sys; sys.exit(sys.version_info < (3, 12))' 2>/dev/null; then
      echo "$py"
      return
    fi
  done
  echo "install_reducers.sh: Shrink Ray needs Python 3.12 or later (set PYTHON=...)" >&2
  return 1
}

# venv_install DIR PACKAGE PYTHON: a virtual environment at DIR with PACKAGE from PyPI.
venv_install() {
  [ -x "$1/bin/$2" ] && return
  "$3" -m venv "$1"
  "$1/bin/pip" install -q "$2"
}

# Shrink Ray parses with tree-sitter-language-pack, which downloads each grammar the first time it
# is used. Build them here instead, from the grammars' npm packages (which carry the C sources with
# the headers of their own ABI), into the cache directory the pack reads.
shrinkray_grammars() {
  local version libs work spec lang pkg sub
  version=$("$REDUCERS/shrinkray/bin/pip" show tree-sitter-language-pack | sed -n 's/^Version: //p')
  libs=$REDUCERS/grammars/tree-sitter-language-pack/v$version/libs
  mkdir -p "$libs"
  work=$(mktemp -d)
  # LANGUAGE[:NPM PACKAGE[:SUBDIRECTORY]]
  for spec in c cpp rust javascript python go java json typescript:typescript:typescript tsx:typescript:tsx; do
    IFS=: read -r lang pkg sub <<<"$spec"
    pkg=${pkg:-$lang}
    [ -f "$libs/libtree_sitter_$lang.so" ] && continue
    command -v npm >/dev/null || apt_install npm
    if [ ! -d "$work/$pkg" ]; then
      (cd "$work" && npm pack --silent "tree-sitter-$pkg" >/dev/null)
      mkdir -p "$work/$pkg"
      tar -xzf "$work"/tree-sitter-"$pkg"-*.tgz -C "$work/$pkg" --strip-components=1
    fi
    (
      cd "$work/$pkg/$sub"
      scanner=()
      [ -f src/scanner.c ] && scanner=(src/scanner.c)
      cc -shared -fPIC -O2 -w -Isrc src/parser.c "${scanner[@]}" -o "$libs/libtree_sitter_$lang.so"
    ) || echo "install_reducers.sh: the $lang grammar did not compile" >&2
  done
  rm -rf "$work"
}

# C-Vise from its main branch: LLVM 19 from Debian, the Python modules it imports from PyPI, the
# build with cmake and make, and a wrapper in $REDUCERS/bin that runs it with the venv's Python.
cvise_main() {
  local dest=$REDUCERS/cvise-main work llvm=/usr/lib/llvm-19/lib/cmake
  [ -x "$REDUCERS/bin/cvise-main" ] && return
  apt_install git cmake make flex unifdef g++ llvm-19-dev libclang-19-dev clang-19 clang-format-19
  mkdir -p "$dest"
  : >"$dest/COMMIT"
  python3 -m venv "$dest/venv"
  "$dest/venv/bin/pip" install -q pebble chardet msgspec psutil zstandard jsonschema
  # Its own temporary directory for the compiler: a shared /tmp may be cleaned under a long build.
  work=$(mktemp -d "$REDUCERS/cvise-build.XXXXXX")
  export TMPDIR=$work
  git clone -q --no-checkout "${CVISE_SRC:-https://github.com/marxin/cvise}" "$work/cvise"
  # A partial mirror may lack the generated tree-sitter-cpp parser (a large file): then it comes
  # from npm's tree-sitter-cpp of the version tree-sitter-cpp/package.json names (the same
  # external scanner; the grammar's newest rules, C++26 reflection and modules, are missing).
  if ! git -C "$work/cvise" checkout -q HEAD -- . 2>/dev/null; then
    git -C "$work/cvise" checkout -q HEAD -- . ':(exclude)tree-sitter-cpp/src/parser.c'
    local ver
    ver=$(sed -n 's/^ *"version": "\(.*\)",*$/\1/p' "$work/cvise/tree-sitter-cpp/package.json" | head -1)
    command -v npm >/dev/null || apt_install npm
    # With it, the runtime header of its own ABI; then it is newer than grammar.json and not
    # generated again (which would need the tree-sitter CLI).
    (cd "$work" && npm pack --silent "tree-sitter-cpp@$ver" >/dev/null &&
      tar -xzf "tree-sitter-cpp-$ver.tgz" package/src/parser.c package/src/tree_sitter/parser.h &&
      cp package/src/tree_sitter/parser.h cvise/tree-sitter-cpp/src/tree_sitter/parser.h &&
      mv package/src/parser.c cvise/tree-sitter-cpp/src/parser.c &&
      touch cvise/tree-sitter-cpp/src/parser.c)
    echo "install_reducers.sh: tree-sitter-cpp/src/parser.c from npm's tree-sitter-cpp $ver" >>"$dest/COMMIT"
  fi
  git -C "$work/cvise" log -1 --format='%H %cs' >>"$dest/COMMIT"
  cmake -S "$work/cvise" -B "$work/build" -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$dest" \
    -DLLVM_DIR="$llvm/llvm" -DClang_DIR="$llvm/clang" -DPython3_EXECUTABLE="$dest/venv/bin/python" \
    -DCLANG_FORMAT_PATH=/usr/bin/clang-format-19 >/dev/null
  ${CPU_LOCK:+flock "$CPU_LOCK"} make -s -C "$work/build" -j "${JOBS:-2}" install >/dev/null
  mkdir -p "$REDUCERS/bin"
  printf '#!/bin/sh\nexec "%s/venv/bin/python" "%s/bin/cvise" "$@"\n' "$dest" "$dest" >"$REDUCERS/bin/cvise-main"
  chmod +x "$REDUCERS/bin/cvise-main"
  rm -rf "$work"
}

for tool in $tools; do
  case $tool in
    cvise-main)
      cvise_main
      ;;
    creduce | cvise)
      command -v "$tool" >/dev/null || apt_install "$tool"
      ;;
    shrinkray)
      if [ ! -x "$REDUCERS/shrinkray/bin/shrinkray" ]; then
        py=$(python_312)
        venv_install "$REDUCERS/shrinkray" shrinkray "$py"
      fi
      shrinkray_grammars
      ;;
    picireny)
      venv_install "$REDUCERS/picireny" picireny python3
      ;;
    treereduce)
      [ -x "$REDUCERS/bin/treereduce-c" ] && [ -x "$REDUCERS/bin/treereduce-rust" ] &&
        [ -x "$REDUCERS/bin/treereduce-javascript" ] ||
        cargo install --locked -q --root "$REDUCERS" treereduce-c treereduce-rust treereduce-javascript
      ;;
  esac
  echo "ready: $tool"
done
