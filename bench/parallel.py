#!/usr/bin/env python3
"""Parallel speed-up benchmark: pare on corpus cases with -j 1, -j 2 and -j 4, side by side.

Each case is reduced to the fixed point (--max-calls 0) or up to the same number of *committed*
calls (--max-calls counts the calls a sequential run makes); either way every -j does exactly the
same work and ends with byte-identical output.
Rows with "+sleep" wrap the test in `sleep S` first, to show scaling beyond this machine's cores
(a test that waits on I/O or a remote machine). Prints wall time, calls started, wasted speculative
calls, the share of committed calls that were accepted (the closer to half, the less a verdict
can be foreseen, and the less speculation can gain without waste) and the speed-up against -j 1.

    python3 bench/parallel.py [--cases a,b|all] [--max-calls 0] [--sleep 0.3]

Ends with one total row per test kind and -j over every case: summed wall times, calls and
wasted calls, so a corpus-wide speed-up is the ratio of total wall times.
"""
import argparse
import json
import os
import shutil
import subprocess
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PARE = os.environ.get('PARE', os.path.join(ROOT, 'target', 'release', 'pare'))


def run(case, jobs, max_calls, sleep):
    src = os.path.join(ROOT, "corpus", case)
    name = next(f for f in os.listdir(src) if f.startswith("input."))
    work = tempfile.mkdtemp(prefix=f"par-{case}-")
    shutil.copy(os.path.join(src, name), work)
    test = os.path.join(work, "interesting.sh")
    shutil.copy(os.path.join(src, "interesting.sh"), test)
    if sleep:
        wrapped = os.path.join(work, "sleepy.sh")
        with open(wrapped, "w") as f:
            f.write(f'#!/bin/bash\nsleep {sleep}\nexec "{test}" "$@"\n')
        os.chmod(wrapped, 0o755)
        test = wrapped
    stats = os.path.join(work, "stats.json")
    start = time.monotonic()
    limit = ["--max-calls", str(max_calls)] if max_calls else []
    subprocess.run([PARE, "-q", "-j", str(jobs), *limit, "--json", stats, test, name], cwd=work, check=True)
    wall = time.monotonic() - start
    s = json.load(open(stats))
    result = open(os.path.join(work, name), "rb").read()
    shutil.rmtree(work, ignore_errors=True)
    return wall, s["stats"], result


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cases", default="rust-ice-fully-perform,c-tcc-rejects-pragma-pack-push")
    ap.add_argument("--max-calls", type=int, default=0, help="committed calls per run; 0: to the fixed point")
    ap.add_argument("--sleep", type=float, default=0.3, help="seconds the +sleep rows add to every test call")
    args = ap.parse_args()
    if "PARE" not in os.environ:
        subprocess.run(["cargo", "build", "--release", "--quiet"], cwd=ROOT, check=True)
    scope = f"the same {args.max_calls} committed calls at most" if args.max_calls else "a whole reduction"
    print(f"{os.cpu_count()} cores; every row is {scope}\n")
    print("| case | -j | wall s | s/call | calls | committed | accepted % | wasted | wasted % | speed-up | same result |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|")
    # Trees (an input/ directory) have their own benchmark, bench/trees.py.
    cases = sorted(c for c in os.listdir(os.path.join(ROOT, "corpus"))
                   if os.path.isdir(os.path.join(ROOT, "corpus", c)) and not os.path.isdir(os.path.join(ROOT, "corpus", c, "input")))
    totals = {}
    for case in (cases if args.cases == "all" else args.cases.split(",")):
        for sleep, jobs_list in [(0, [1, 2]), (args.sleep, [1, 2, 4])]:
            label = case + (f" +sleep {sleep}" if sleep else "")
            base = None
            for jobs in jobs_list:
                wall, st, result = run(case, jobs, args.max_calls, sleep)
                if base is None:
                    base = (wall, result)
                accepted = sum(p["successes"] for p in st["passes"])
                counts = [wall, st["calls"], st["committed_calls"], accepted, st["wasted"], base[0]]
                row(label, jobs, *counts, result == base[1])
                total = totals.setdefault((sleep, jobs), [0.0, 0, 0, 0, 0, 0.0, True])
                for i, v in enumerate(counts):
                    total[i] += v
                total[6] = total[6] and result == base[1]
    for (sleep, jobs), total in sorted(totals.items()):
        row("**total**" + (f" +sleep {sleep}" if sleep else ""), jobs, *total)


def row(label, jobs, wall, calls, committed, accepted, wasted, base_wall, same):
    """One table row; s/call is wall time per committed call, the test's cost as a run sees it."""
    print(f"| {label} | {jobs} | {wall:.1f} | {wall / max(committed, 1):.2f} | {calls} | {committed} | "
          f"{100.0 * accepted / max(committed, 1):.0f}% | {wasted} | "
          f"{100.0 * wasted / max(calls, 1):.0f}% | {base_wall / wall:.2f} | {'yes' if same else '**no**'} |", flush=True)


if __name__ == "__main__":
    main()
