#!/usr/bin/env python3
"""What --report costs a run: corpus cases reduced with and without it, alternately, several times.

Each run is `pare -q -j 2 --max-calls N --json ...` on a fresh copy of the case, with
`--report page.html` on every other run. Prints a markdown table per case and variant: wall seconds
and pare's own CPU seconds (median, min and max over the runs), and whether every result is
byte-identical (the report only observes: it must change nothing).

    python3 bench/report_cost.py [--cases c-tcc-rejects-complex] [--max-calls 200] [--runs 5]
"""
import argparse
import hashlib
import json
import os
import shutil
import statistics
import subprocess
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PARE = os.environ.get("PARE", os.path.join(ROOT, "target", "release", "pare"))


def once(name, max_calls, report):
    """One reduction of corpus case `name`; returns wall seconds, own CPU seconds, the result's hash."""
    src = os.path.join(ROOT, "corpus", name)
    work = tempfile.mkdtemp(prefix="pare-report-cost-")
    file = next(f for f in os.listdir(src) if f.startswith("input."))
    shutil.copy(os.path.join(src, file), work)
    test = os.path.join(work, "interesting.sh")
    shutil.copy(os.path.join(src, "interesting.sh"), test)
    result = os.path.join(work, "result" + os.path.splitext(file)[1])
    cmd = [PARE, "-q", "-j", "2", "--max-calls", str(max_calls), "--json", os.path.join(work, "run.json"),
           "-o", result]
    if report:
        cmd += ["--report", os.path.join(work, "page.html")]
    start = time.monotonic()
    subprocess.run(cmd + [test, os.path.join(work, file)], cwd=work, check=True)
    wall = time.monotonic() - start
    own = json.load(open(os.path.join(work, "run.json")))["own_cpu_seconds"]
    digest = hashlib.sha256(open(result, "rb").read()).hexdigest()
    shutil.rmtree(work)
    return wall, own, digest


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cases", default="c-tcc-rejects-complex")
    ap.add_argument("--max-calls", type=int, default=200)
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    if "PARE" not in os.environ:
        subprocess.run(["cargo", "build", "--release", "--quiet"], cwd=ROOT, check=True)
    print("| case | --report | runs | wall s (median, min–max) | own CPU s (median, min–max) | same result |")
    print("|---|---|---:|---:|---:|---|")
    for name in args.cases.split(","):
        runs = {False: [], True: []}
        for _ in range(args.runs):
            for report in (False, True):
                runs[report].append(once(name, args.max_calls, report))
        digests = {d for r in runs.values() for _, _, d in r}
        for report in (False, True):
            walls, owns = [r[0] for r in runs[report]], [r[1] for r in runs[report]]
            print(f"| {name} | {'yes' if report else 'no'} | {len(walls)} | "
                  f"{statistics.median(walls):.2f} ({min(walls):.2f}–{max(walls):.2f}) | "
                  f"{statistics.median(owns):.3f} ({min(owns):.3f}–{max(owns):.3f}) | "
                  f"{'yes' if len(digests) == 1 else 'NO'} |")


if __name__ == "__main__":
    main()
