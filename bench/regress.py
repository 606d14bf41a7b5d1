#!/usr/bin/env python3
"""Did a change alter what pare does? Reduces every corpus case with a cap on committed calls
(which does not depend on the machine's speed or --jobs) and prints, per case, the result's bytes
and tokens, the committed calls and a hash of the result, and what pare's own work cost per call:
its own CPU milliseconds per test call (its threads, the tests' processes not counted) beside the
test's milliseconds per call. `--save FILE` keeps the rows; `--compare FILE` prints the earlier
rows beside the new ones and says which cases changed, and how pare's own time per call moved
(a build that got slower per call shows there even when its results are identical).

A refactoring must leave every row identical; a reduction change shows where it helps or hurts.
The tree cases (an `input/` directory) are reduced as directories: their bytes and tokens are the
whole tree's, their hash is over every file's path and contents.

    python3 bench/regress.py [--cases a,b] [--max-calls 300] [--jobs 2] [--pare PATH]
                             [--save before.json | --compare before.json] [-- EXTRA PARE ARGS]
"""
import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from compare import ROOT, tokens  # noqa: E402


def cases(selected):
    names = sorted(d for d in os.listdir(os.path.join(ROOT, "corpus")) if os.path.isdir(os.path.join(ROOT, "corpus", d)))
    return [n for n in names if not selected or n in selected.split(",")]


def tree_digest(root):
    """(bytes, tokens, sha) of every file below `root`, hashed with its relative path."""
    files = {}
    for d, _, names in os.walk(root):
        for f in names:
            p = os.path.join(d, f)
            files[os.path.relpath(p, root)] = open(p, "rb").read()
    digest = hashlib.sha256()
    for path in sorted(files):
        digest.update(path.encode() + b"\0" + str(len(files[path])).encode() + b"\0" + files[path])
    return (sum(len(c) for c in files.values()), sum(tokens(c) for c in files.values()), digest.hexdigest()[:12])


def run(pare, case, max_calls, jobs, extra):
    src = os.path.join(ROOT, "corpus", case)
    name = next(f for f in os.listdir(src) if f == "input" or f.startswith("input."))
    work = tempfile.mkdtemp(prefix=f"regress-{case}-")
    try:
        if os.path.isdir(os.path.join(src, name)):
            shutil.copytree(os.path.join(src, name), os.path.join(work, name), symlinks=True)
        else:
            shutil.copy(os.path.join(src, name), os.path.join(work, name))
        test = os.path.join(work, "interesting.sh")
        shutil.copy(os.path.join(src, "interesting.sh"), test)
        os.chmod(test, 0o755)
        stats = os.path.join(work, "stats.json")
        argv = [pare, "-q", "-j", str(jobs), "--timeout", "60", "--max-calls", str(max_calls),
                "--json", stats, *extra, test, name]
        proc = subprocess.run(argv, cwd=work, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        if os.path.isdir(os.path.join(work, name)):
            size, toks, sha = tree_digest(os.path.join(work, name))
        else:
            final = open(os.path.join(work, name), "rb").read()
            size, toks, sha = len(final), tokens(final), hashlib.sha256(final).hexdigest()[:12]
        summary = json.load(open(stats)) if os.path.exists(stats) else {}
        counters = summary.get("stats", {})
        calls = max(counters.get("calls", 0), 1)
        own = summary.get("own_cpu_seconds")
        return {"case": case, "exit": proc.returncode, "bytes": size, "tokens": toks,
                "committed": counters.get("committed_calls"), "sha": sha,
                "own_ms": None if own is None else round(1000 * own / calls, 1),
                "test_ms": round(1000 * summary.get("test_seconds", 0) / calls, 1)}
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cases")
    ap.add_argument("--max-calls", type=int, default=300)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--pare", default=os.path.join(ROOT, "target", "release", "pare"))
    ap.add_argument("--save")
    ap.add_argument("--compare")
    ap.add_argument("extra", nargs="*", help="extra arguments for pare (after --)")
    args = ap.parse_args()
    before = {r["case"]: r for r in json.load(open(args.compare))} if args.compare else {}
    rows = []
    print("| case | exit | bytes | tokens | committed | sha | own ms/call | test ms/call "
          "| before (bytes/tokens/committed) | own ms/call before | same |")
    print("|---|---:|---:|---:|---:|---|---:|---:|---|---:|---|")
    for case in cases(args.cases):
        r = run(args.pare, case, args.max_calls, args.jobs, args.extra)
        rows.append(r)
        b = before.get(case)
        was = f"{b['bytes']}/{b['tokens']}/{b['committed']}" if b else ""
        same = "" if not b else ("yes" if b["sha"] == r["sha"] and b["committed"] == r["committed"] else "**no**")
        own_before = b.get("own_ms", "") if b else ""
        print(f"| {case} | {r['exit']} | {r['bytes']} | {r['tokens']} | {r['committed']} | {r['sha']} "
              f"| {r['own_ms']} | {r['test_ms']} | {was} | {own_before} | {same} |", flush=True)
    if args.save:
        json.dump(rows, open(args.save, "w"), indent=1)


if __name__ == "__main__":
    main()
