#!/usr/bin/env python3
"""Parallel speed-up benchmark: pare on corpus cases with -j 1, -j 2 and -j 4, side by side.

Each case is reduced to the fixed point (--max-calls 0) or up to the same number of *committed*
calls (--max-calls counts the calls a sequential run makes); either way every -j does exactly the
same work and ends with byte-identical output.
Rows with "+sleep" wrap the test in `sleep S` first, to show scaling beyond this machine's cores
(a test that waits on I/O or a remote machine). Prints wall time, calls started, wasted speculative
calls and the speed-up against -j 1.

    python3 bench/parallel.py [--cases a,b] [--max-calls 0] [--sleep 0.3]
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
    print("| case | -j | wall s | calls | committed | wasted | wasted % | speed-up | same result |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---|")
    for case in args.cases.split(","):
        for sleep, jobs_list in [(0, [1, 2]), (args.sleep, [1, 2, 4])]:
            label = case + (f" +sleep {sleep}" if sleep else "")
            base = None
            for jobs in jobs_list:
                wall, st, result = run(case, jobs, args.max_calls, sleep)
                if base is None:
                    base = (wall, result)
                waste = 100.0 * st["wasted"] / max(st["calls"], 1)
                same = "yes" if result == base[1] else "**no**"
                print(f"| {label} | {jobs} | {wall:.1f} | {st['calls']} | {st['committed_calls']} | {st['wasted']} | "
                      f"{waste:.0f}% | {base[0] / wall:.2f} | {same} |", flush=True)


if __name__ == "__main__":
    main()
