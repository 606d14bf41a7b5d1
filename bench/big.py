#!/usr/bin/env python3
"""Megabyte inputs: does pare's own work grow with the change or with the file?

Generates C files of 1, 10 and 30 MB (thousands of small functions, one of them holding the
word MAGIC) and reduces each with a `grep` test, once with the C grammar and once with
`--lang text` (no tree at all), and prints per run: wall seconds, test calls, calls per second,
pare's own CPU milliseconds per call (its threads; the tests' processes not counted), wall
milliseconds per call outside the test, peak memory (MB and times the input), and whether
`--time-limit` was kept (the run must end by the limit plus one second).

    python3 bench/big.py [--sizes 1,10,30] [--time-limit 60] [--jobs 2] [--pare PATH]

The time-to-size of a real preprocessed C++ crash is bench/compare.py's job (on the corpus case).
"""
import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def generate(path, megabytes, seed=1):
    """Small functions until the file holds `megabytes` MB; the one two thirds in says MAGIC."""
    rng = random.Random(seed)
    functions = []
    size = 0
    while size < megabytes * 1_000_000:
        body = "\n".join(f"  int v{j} = a * {rng.randint(1, 99)} + b;" for j in range(rng.randint(2, 6)))
        functions.append(f"static int f{len(functions)}(int a, int b) {{\n{body}\n  return a + b;\n}}\n")
        size += len(functions[-1])
    magic = len(functions) * 2 // 3
    functions[magic] = functions[magic].replace("{\n", "{\n  /* MAGIC */\n", 1)
    with open(path, "w") as f:
        f.write("".join(functions))


def run(pare, path, lang, limit, jobs):
    """One reduction; returns the row of the table."""
    out = path + f".{lang}.out"
    stats = path + f".{lang}.json"
    argv = [pare, "-q", "-j", str(jobs), "--time-limit", str(limit), "-o", out, "--json", stats,
            "--cmd", "grep -q MAGIC {}", "--expect-exit", "0"]
    if lang == "text":
        argv += ["--lang", "text"]
    argv.append(path)
    start = time.time()
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.time() - start
    proc.stderr.close()
    summary = json.load(open(stats)) if os.path.exists(stats) else {}
    counters = summary.get("stats", {})
    calls = max(counters.get("calls", 0), 1)
    own_cpu = summary.get("own_cpu_seconds", float("nan"))
    outside = wall - summary.get("test_seconds", 0) / jobs
    input_mb = os.path.getsize(path) / 1e6
    peak_mb = usage.ru_maxrss / 1024
    return {
        "input MB": f"{input_mb:.1f}", "lang": lang, "exit": os.waitstatus_to_exitcode(status),
        "bytes left": os.path.getsize(out) if os.path.exists(out) else "", "wall s": f"{wall:.1f}",
        "calls": calls, "calls/s": f"{calls / wall:.1f}", "own CPU ms/call": f"{1000 * own_cpu / calls:.1f}",
        "ms/call outside tests": f"{1000 * outside / calls:.1f}", "peak MB": f"{peak_mb:.0f}",
        "peak / input": f"{peak_mb / input_mb:.0f}x", "limit kept": "yes" if wall <= limit + 1 else "**no**",
    }


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", default="1,10,30")
    ap.add_argument("--time-limit", type=float, default=60)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--pare", default=os.path.join(ROOT, "target", "release", "pare"))
    args = ap.parse_args()
    rows = []
    with tempfile.TemporaryDirectory(prefix="pare-big-") as work:
        for mb in [float(s) for s in args.sizes.split(",")]:
            path = os.path.join(work, f"big{mb:g}.c")
            generate(path, mb)
            for lang in ["c", "text"]:
                rows.append(run(args.pare, path, lang, args.time_limit, args.jobs))
                print(" ".join(f"{k}={v}" for k, v in rows[-1].items()), file=sys.stderr, flush=True)
    keys = list(rows[0])
    print("| " + " | ".join(keys) + " |")
    print("|" + "---|" * len(keys))
    for r in rows:
        print("| " + " | ".join(str(r[k]) for k in keys) + " |")


if __name__ == "__main__":
    main()
