#!/usr/bin/env python3
"""Scaling benchmark: one reduction at -j 1 up to -j 64, with tests that wait and cost no CPU.

This machine has two cores, so scaling past them is measured with a test that *waits* (as a
test that runs on another machine, a device or a cluster node does): it sleeps S seconds, then
checks that a fixed set of identifiers of the original is still there as whole words (one small
program, bench/wait_check.c; no compiler).
Each row reduces the same corpus input with the same options; only -j changes, so every row must
end with the byte-identical file. Prints, per case, wait and -j:

- wall time and the speed-up against -j 1 (the same committed calls: --max-calls counts the calls
  a sequential run makes);
- calls started, and how many were wasted (speculative calls the sequential order never needed);
- tests in flight, mean (over the time any ran) and peak, as pare counts its slots held, and the
  mean while the running query had candidates it had not drawn yet (slots idle then are pare's
  doing; in a batch's tail or a pass's analysis the search has nothing independent to start),
  with the seconds that mean is taken over: a search of wide batches draws each in a few
  milliseconds, so on a tree the mean may cover a small part of the run, and a ramp from empty
  slots (a batch drawn after the one before it came back) counts half its width;
- pare's own CPU per started call (in parentheses, the part the kernel spent for it: writing the
  tests' directories, starting their processes), and the share of worker time spent in the test;
- the result's sha1, and whether it is the same as -j 1's.

`--repeat N` runs each row with -j above 1 N times and prints the median of each figure (the
spread of "in flight while candidates wait" beside it: a row whose queries are short is a few
ramps of draws, and one more or less moves it by a tenth); every repeat must end with the same
file. A run at -j 1 has one slot and is run once.

    python3 bench/scaling.py [--cases a,b] [--jobs 1,4,16,64] [--waits 0.3] [--max-calls 300]
                             [--width W] [--keep N]

A tree case (an input/ directory) is reduced as a tree; the test then reads every file.

`--temp-dir DIR` keeps the runs' directories (pare's test directories among them) in DIR, e.g.
`/dev/shm`: the kernel's part of pare's own CPU is mostly the filesystem's (creating files), and
on ext4 without a journal each new inode is searched for past every one freed in the last
minute, so back-to-back runs in `/tmp` pay for each other's deletions.

`--slow-writes MS` makes every file of pare's results (the file, a tree's changed files and its
marker) take MS milliseconds longer to create, as on a shared filesystem (bench/slow_writes.c,
preloaded into pare; the tests' directories are not slowed).

`--race SECONDS` instead runs pare (at --jobs and --width) and C-Vise (`cvise --n JOBS`, when
installed) side by side on the same waiting test for that long each, and prints the tokens of
each tool's file at 15, 30, 60 and 120 s (sampled from the file itself, the same way for both)
and its test calls.
"""
import argparse
import functools
import json
import sys
import hashlib
import os
import re
import shutil
import subprocess
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from compare import tokens  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PARE = os.environ.get("PARE", os.path.join(ROOT, "target", "release", "pare"))
# The environment pare runs in (--slow-writes adds to it).
PARE_ENV = dict(os.environ)
DEFAULT_CASES = "c-tcc-rejects-pragma-pack-push,js-duk-unstable-sort,rust-ice-fully-perform,c-tcc-abi-struct-return-tree-sitter"
WORD = re.compile(rb"\b[A-Za-z_][A-Za-z0-9_]{3,}\b")


def input_of(case):
    """The case's input: a file input.* or a directory input/."""
    src = os.path.join(ROOT, "corpus", case)
    return os.path.join(src, next(f for f in sorted(os.listdir(src)) if f.startswith("input")))


def texts(path):
    if os.path.isdir(path):
        for top, _, files in sorted(os.walk(path)):
            for f in sorted(files):
                yield open(os.path.join(top, f), "rb").read()
    else:
        yield open(path, "rb").read()


def identifiers(path, keep):
    """`keep` identifiers spread evenly over the distinct words of the input, in order of first use."""
    seen = {}
    for text in texts(path):
        for w in WORD.findall(text):
            seen.setdefault(w, len(seen))
    words = sorted(seen, key=seen.get)
    step = max(1, len(words) // keep)
    return words[::step][:keep]


def waiting_test(work, wait, ids, tree, name):
    """A test that sleeps `wait` seconds, then checks every identifier is still there: a script
    that runs bench/wait_check.c (one program; see its comment for why not a shell pipeline)."""
    with open(os.path.join(work, "ids.txt"), "wb") as f:
        f.write(b"\n".join(ids) + b"\n")
    test = os.path.join(work, "wait.sh")
    # The candidate by its name in the test's directory, as both pare and C-Vise lay it out.
    where = "." if tree else name
    with open(test, "w") as f:
        f.write(f"#!/bin/sh\nexec {checker()} {wait} {work}/ids.txt {work}/calls.log {where}\n")
    os.chmod(test, 0o755)
    return test


def checker():
    """bench/wait_check.c, compiled once per bench run."""
    return compiled("wait_check.c", "wait_check")


@functools.cache
def compiled(source, output, *flags):
    """bench/`source`, compiled by gcc with `flags` into `output` in a temporary directory."""
    path = os.path.join(tempfile.mkdtemp(prefix="bench-c-"), output)
    subprocess.run(["gcc", "-O2", "-o", path, os.path.join(ROOT, "bench", source), *flags], check=True)
    return path


def size_at(timeline, original, seconds):
    """Bytes of the best at `seconds` into the run, from its timeline of improvements."""
    size = original
    for point in timeline:
        if point["seconds"] > seconds:
            break
        size = point["bytes"]
    return size


def run(case, jobs, wait, max_calls, width, keep, time_limit=0):
    src = input_of(case)
    tree = os.path.isdir(src)
    work = tempfile.mkdtemp(prefix=f"scale-{case}-")
    name = os.path.basename(src)
    target = os.path.join(work, name)
    (shutil.copytree if tree else shutil.copy)(src, target)
    test = waiting_test(work, wait, identifiers(src, keep), tree, name)
    stats = os.path.join(work, "stats.json")
    limit = ["--max-calls", str(max_calls)] if max_calls else []
    limit += ["--time-limit", str(time_limit)] if time_limit else []
    widths = ["--width", str(width)] if width else []
    start = time.monotonic()
    subprocess.run([PARE, "-q", "-j", str(jobs), *limit, *widths, "--json", stats, test, name], cwd=work, check=True,
                   env=PARE_ENV)
    wall = time.monotonic() - start
    s = json.load(open(stats))
    digest = hashlib.sha1(b"".join(texts(target))).hexdigest()[:8]
    shutil.rmtree(work, ignore_errors=True)
    st = s["stats"]
    own = s.get("own_cpu_seconds", 0.0)
    kernel = s.get("own_kernel_cpu_seconds", 0.0)
    test_share = s.get("test_seconds", 0.0) / max(wall * jobs, 1e-9)
    return dict(wall=wall, calls=st["calls"], committed=st["committed_calls"], wasted=st["wasted"],
                mean=st["in_flight"]["mean"], peak=st["in_flight"]["peak"],
                waiting=st["in_flight"].get("while_candidates", 0.0),
                window=st["in_flight"].get("while_candidates_seconds", 0.0), own=own, kernel=kernel, share=test_share,
                size=s.get("final_bytes", 0), digest=digest, timeline=st["timeline"],
                original=s.get("original_bytes", 0))


def race(case, tool, jobs, width, wait, seconds, keep):
    """Tokens of `tool`'s file at 15, 30, 60 and 120 s (and at the end), and its test calls."""
    src = input_of(case)
    work = tempfile.mkdtemp(prefix=f"race-{tool}-{case}-")
    name = os.path.basename(src)
    target = os.path.join(work, name)
    shutil.copy(src, target)
    test = waiting_test(work, wait, identifiers(src, keep), False, name)
    if tool == "pare":
        argv = [PARE, "-q", "-j", str(jobs), "--width", str(width), "--time-limit", str(seconds), test, name]
    else:
        argv = ["cvise", "--n", str(jobs), *([] if name.endswith(".c") else ["--not-c"]), test, name]
    start = time.monotonic()
    proc = subprocess.Popen(argv, cwd=work, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    marks, seen = [15, 30, 60, 120], {}
    while time.monotonic() - start < seconds and proc.poll() is None:
        time.sleep(0.5)
        elapsed = time.monotonic() - start
        for m in marks:
            if m not in seen and elapsed >= m:
                seen[m] = tokens(open(target, "rb").read())
    if proc.poll() is None:
        os.killpg(proc.pid, 9)
    proc.wait()
    final = tokens(open(target, "rb").read())
    calls = sum(1 for _ in open(os.path.join(work, "calls.log"))) if os.path.exists(os.path.join(work, "calls.log")) else 0
    shutil.rmtree(work, ignore_errors=True)
    return [seen.get(m, final) for m in marks if m <= seconds], final, calls


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cases", default=DEFAULT_CASES)
    ap.add_argument("--jobs", default="1,2,4,8,16,32,64")
    ap.add_argument("--waits", default="0.3", help="seconds each test waits, comma-separated")
    ap.add_argument("--max-calls", type=int, default=300, help="committed calls per run; 0: to the fixed point")
    ap.add_argument("--width", type=int, default=0, help="pass --width W to pare (0: pare's default)")
    ap.add_argument("--keep", type=int, default=40, help="identifiers the test keeps")
    ap.add_argument("--time-limit", type=float, default=0, help="seconds per run (then --max-calls 0 runs to it)")
    ap.add_argument("--at", default="10,20,40", help="seconds at which to show the best's size")
    ap.add_argument("--race", type=float, default=0, help="seconds per tool: pare against C-Vise on the same test")
    ap.add_argument("--tools", default="pare,cvise", help="the tools --race runs (C-Vise only when installed)")
    ap.add_argument("--temp-dir", help="where the runs keep their directories (TMPDIR), e.g. /dev/shm")
    ap.add_argument("--slow-writes", type=float, default=0, help="milliseconds more to create each file of pare's results")
    ap.add_argument("--repeat", type=int, default=1, help="runs of each row with -j above 1; the table shows medians")
    args = ap.parse_args()
    if args.temp_dir:
        os.environ["TMPDIR"] = PARE_ENV["TMPDIR"] = tempfile.tempdir = args.temp_dir
    if args.slow_writes:
        slow_writes(args.slow_writes)
    if "PARE" not in os.environ:
        subprocess.run(["cargo", "build", "--release", "--quiet"], cwd=ROOT, check=True)
    if args.race:
        return race_table(args)
    scope = f"{args.max_calls} committed calls" if args.max_calls else "the fixed point"
    width = f", --width {args.width}" if args.width else ""
    where = tempfile.gettempdir()
    slow = f"; each file of the results {args.slow_writes:g} ms slower to create" if args.slow_writes else ""
    print(f"{os.cpu_count()} cores; every row runs to {scope}{width}; the test waits, then looks for {args.keep} identifiers; "
          f"directories in {where}{slow}\n")
    at = [float(a) for a in args.at.split(",")]
    print("| case | wait s | -j | wall s | speed-up | calls | committed | wasted % | in flight mean / peak "
          "| in flight while candidates wait (over s) | own CPU ms/call (kernel) | test share | bytes at " + " / ".join(f"{a:g}" for a in at) + " s | bytes | sha1 | same |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---|---:|---|---|")
    for case in args.cases.split(","):
        for wait in [float(w) for w in args.waits.split(",")]:
            base = None
            for jobs in [int(j) for j in args.jobs.split(",")]:
                runs = [run(case, jobs, wait, args.max_calls, args.width, args.keep, args.time_limit)
                        for _ in range(args.repeat if jobs > 1 else 1)]
                r = medians(runs)
                sizes = " / ".join(f"{size_at(r['timeline'], r['original'], a):,}" for a in at)
                base = base or r
                print(f"| {case} | {wait} | {jobs} | {r['wall']:.1f} | {base['wall'] / r['wall']:.2f} | {r['calls']} | "
                      f"{r['committed']} | {100.0 * r['wasted'] / max(r['calls'], 1):.0f}% | "
                      f"{r['mean']:.1f} / {r['peak']} | {r['waiting']:.1f}{r['spread']} ({r['window']:.2f} s) | {1000.0 * r['own'] / max(r['calls'], 1):.1f} "
                      f"({1000.0 * r['kernel'] / max(r['calls'], 1):.1f}) | "
                      f"{100.0 * r['share']:.0f}% | {sizes} | {r['size']:,} | {r['digest']} | "
                      f"{'yes' if r['digest'] == base['digest'] else '**no**'} |", flush=True)


def medians(runs):
    """One row from repeated runs of it: the median of each figure, the run of median wall time
    for the sizes over time, the spread of the mean while candidates waited, and a digest that
    says so when the runs' files differ."""
    def median(key):
        values = sorted(r[key] for r in runs)
        return values[len(values) // 2]
    r = dict(sorted(runs, key=lambda r: r["wall"])[len(runs) // 2])
    for key in ("wall", "calls", "wasted", "mean", "waiting", "window", "own", "kernel", "share"):
        r[key] = median(key)
    r["peak"] = max(x["peak"] for x in runs)
    waits = [x["waiting"] for x in runs]
    r["spread"] = f" ({min(waits):.1f}–{max(waits):.1f})" if len(runs) > 1 else ""
    if len({x["digest"] for x in runs}) > 1:
        r["digest"] = "differ: " + ",".join(sorted({x["digest"] for x in runs}))
    return r


def slow_writes(ms):
    """Preloads bench/slow_writes.c into pare, compiled into a temporary directory: every file of
    its results takes `ms` milliseconds longer to create."""
    lib = compiled("slow_writes.c", "slow_writes.so", "-shared", "-fPIC", "-ldl")
    PARE_ENV.update(LD_PRELOAD=lib, SLOW_MS=str(ms))


def race_table(args):
    """The side-by-side table of --race."""
    wait = float(args.waits.split(",")[0])
    marks = [m for m in [15, 30, 60, 120] if m <= args.race]
    tools = [t for t in args.tools.split(",") if t == "pare" or shutil.which(t)]
    print(f"{os.cpu_count()} cores; each tool {args.race:g} s on a test that waits {wait} s, then looks for {args.keep} identifiers\n")
    print("| case | tool | -j | tokens at " + " / ".join(f"{m} s" for m in marks) + " | tokens at the end | test calls |")
    print("|---|---|---:|---|---:|---:|")
    for case in args.cases.split(","):
        if os.path.isdir(input_of(case)):
            continue
        for jobs in [int(j) for j in args.jobs.split(",")]:
            for tool in tools:
                at, final, calls = race(case, tool, jobs, args.width or 1, wait, args.race, args.keep)
                label = f"pare --width {args.width or 1}" if tool == "pare" else f"C-Vise --n {jobs}"
                print(f"| {case} | {label} | {jobs} | {' / '.join(f'{t:,}' for t in at)} | {final:,} | {calls:,} |", flush=True)


if __name__ == "__main__":
    main()
