#!/usr/bin/env python3
"""pare batch benchmark: one batch of real tcc bugs at -j 1, 2 and 4, side by side.

The batch is tests/batch/inputs (14 files: 11 distinct inputs hitting 4 real tcc 0.9.27 bugs, a
byte-identical copy, 2 inputs that are not interesting), with the test tests/batch/tcc.sh behind
`sleep S` (a slow test: what a batch spends its time on). Each -j runs twice: reducing one
representative per signature (the default) and every input (--all). Prints the inputs and buckets,
the test runs that deduplication saves (every input against one per bucket, at -j 1), and per run
the wall time, the test runs (classification included), the speed-up against -j 1 and whether
the reduced files are byte-identical to -j 1's.

    python3 bench/batch.py [--sleep 0.2] [--jobs 1,2,4]
"""
import argparse
import datetime
import json
import os
import shutil
import subprocess
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PARE = os.environ.get("PARE", os.path.join(ROOT, "target", "release", "pare"))
INPUTS = os.path.join(ROOT, "tests", "batch", "inputs")
SIGNATURE = r"error: ([^\n]*)"


def run(work, test, jobs, every):
    """One batch into a fresh directory; returns wall seconds, test runs, the manifest, the results."""
    out = os.path.join(work, f"out-j{jobs}-{'all' if every else 'dedup'}")
    log = out + ".log"
    env = dict(os.environ, PARE_TEST_LOG=log)
    cmd = [PARE, "batch", "-q", "-j", str(jobs), "--signature", SIGNATURE, test, INPUTS, "--out", out]
    if every:
        cmd.append("--all")
    start = time.monotonic()
    subprocess.run(cmd, env=env, check=True)
    wall = time.monotonic() - start
    runs = sum(1 for _ in open(log))
    rows = [json.loads(line) for line in open(os.path.join(out, "manifest.jsonl"))]
    results = {}
    for r in rows:
        if r.get("result"):
            results[r["result"]] = open(os.path.join(out, r["result"]), "rb").read()
    return wall, runs, rows, results


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sleep", type=float, default=0.2, help="seconds every test call sleeps first")
    ap.add_argument("--jobs", default="1,2,4")
    args = ap.parse_args()
    if "PARE" not in os.environ:
        subprocess.run(["cargo", "build", "--release", "--quiet"], cwd=ROOT, check=True)
    work = tempfile.mkdtemp(prefix="pare-batch-bench-")
    test = os.path.join(work, "sleepy.sh")
    with open(test, "w") as f:
        f.write(f'#!/bin/sh\nsleep {args.sleep}\nexec "{os.path.join(ROOT, "tests", "batch", "tcc.sh")}" "$@"\n')
    os.chmod(test, 0o755)
    jobs = [int(j) for j in args.jobs.split(",")]
    table, summary = [], {}
    for every in (False, True):
        base = None
        for j in jobs:
            wall, runs, rows, results = run(work, test, j, every)
            if base is None:
                base = (wall, results)
                summary[every] = (runs, rows)
            table.append((("every input (--all)" if every else "one per bucket"), j, wall,
                          sum(1 for r in rows if r["status"] == "reduced"), runs, base[0] / wall, results == base[1]))
    runs_dedup, rows = summary[False]
    runs_all, _ = summary[True]
    buckets = len({r["bucket"] for r in rows if r.get("bucket")})
    statuses = [r["status"] for r in rows]
    print(f"{datetime.date.today()}, {os.cpu_count()} cores, test: sleep {args.sleep} + gcc -fsyntax-only + tcc -c\n")
    print(f"inputs: {len(rows)} files: {statuses.count('same-content')} byte-identical copies, "
          f"{statuses.count('not-interesting')} not interesting, "
          f"{len(rows) - statuses.count('same-content') - statuses.count('not-interesting')} interesting "
          f"in {buckets} buckets ({statuses.count('duplicate')} duplicates)")
    print(f"test runs at -j 1: {runs_all} reducing every input, {runs_dedup} one per bucket: "
          f"{runs_all - runs_dedup} avoided ({100.0 * (runs_all - runs_dedup) / runs_all:.0f}%)\n")
    print("| reduces | -j | wall s | reductions | test runs | speed-up | same results as -j 1 |")
    print("|---|---:|---:|---:|---:|---:|---|")
    for mode, j, wall, reductions, runs, speedup, same in table:
        print(f"| {mode} | {j} | {wall:.1f} | {reductions} | {runs} | {speedup:.2f} | {'yes' if same else '**no**'} |")
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
