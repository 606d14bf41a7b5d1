#!/usr/bin/env python3
"""Side-by-side benchmark: pare and every other installed reducer on the corpus.

For every case in corpus/ and every tool (pare always; cvise, creduce, treereduce, shrinkray when
installed: bash bench/install_reducers.sh installs them) it copies the case into a fresh directory, wraps the
case's test so that every tool's calls are counted the same way, runs the tool with the same
--jobs and a wall-clock budget (interrupting it there and taking its best-so-far file), re-verifies
the final file with the case's test in a fresh directory, and prints a markdown table. While a
tool runs, its output file is sampled twice a second (tokens over time: every tool writes its best
so far in place, except treereduce, which writes only at the end), which gives the size-over-time
table (tokens at 15, 30, 60, 120, 240 s) and when pare first reached each other tool's final size.
Results are also appended as JSON lines to --out so runs can be compared over time.

    python3 bench/compare.py [--cases a,b] [--tools pare,treereduce] [--jobs 2] [--budget 300]

(PARE=path/to/pare benchmarks another build of pare, e.g. a copy while you keep building.
REDUCERS=DIR looks for Shrink Ray and treereduce where bench/install_reducers.sh put them with the
same variable; the default is its default, /opt/reducers.)
"""
import argparse
import datetime
import json
import math
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REDUCERS = os.environ.get("REDUCERS", "/opt/reducers")
TOKEN = re.compile(
    rb"//[^\n]*|/\*.*?\*/|\"(?:\\.|[^\"\\\n])*\"|'(?:\\.|[^'\\\n]){1,4}'|`(?:\\.|[^`\\])*`"
    rb"|[0-9][A-Za-z0-9_.]*|[A-Za-z_$\x80-\xff][A-Za-z0-9_$\x80-\xff]*|[()\[\]{}]|[^\sA-Za-z0-9_$()\[\]{}]+",
    re.S,
)
TREEREDUCE_LANG = {".c": "c", ".h": "c", ".rs": "rust", ".js": "javascript"}


def tokens(data):
    """One tokenizer for every tool's result (the same shape as pare's own)."""
    return len(TOKEN.findall(data))


PARE = os.environ.get("PARE", os.path.join(ROOT, "target", "release", "pare"))


def which(tool):
    if tool == "pare":
        return PARE
    if tool in ("cvise", "creduce"):
        return shutil.which(tool)
    if tool == "treereduce":
        p = os.path.join(REDUCERS, "bin", "treereduce-c")
        return p if os.path.exists(p) else None
    if tool == "shrinkray":
        p = os.path.join(REDUCERS, "shrinkray", "bin", "shrinkray")
        return p if os.path.exists(p) else None
    if tool == "cvise-main":
        # C-Vise built from its main branch (bench/install_reducers.sh cvise-main).
        p = os.path.join(REDUCERS, "bin", "cvise-main")
        return p if os.path.exists(p) else None
    return None


def version(tool):
    exe = which(tool)
    if tool == "cvise-main":
        # The commit it was built from, which its --version (2.12.0 on main) does not tell.
        try:
            with open(os.path.join(REDUCERS, "cvise-main", "COMMIT")) as f:
                built = " ".join(f.read().split())
        except OSError:
            built = "unknown commit"
        return f"cvise main ({built})"
    try:
        out = subprocess.run([exe, "--version"], capture_output=True, text=True, timeout=30)
        return (out.stdout or out.stderr).strip().splitlines()[0]
    except Exception:
        return "unknown"


def write_script(path, text):
    with open(path, "w") as f:
        f.write(text)
    os.chmod(path, 0o755)


def command(tool, work, name, jobs, counted, counted_path):
    ext = os.path.splitext(name)[1]
    if tool == "pare":
        return [which("pare"), "-q", "-j", str(jobs), "--timeout", "60", counted, name], name, {}
    if tool in ("cvise", "creduce"):
        extra = [] if ext in (".c", ".h") else ["--not-c"]
        return [which(tool), "--n", str(jobs), "--timeout", "60"] + extra + [counted, name], name, {}
    if tool == "treereduce":
        exe = os.path.join(REDUCERS, "bin", "treereduce-" + TREEREDUCE_LANG[ext])
        return [exe, "-j", str(jobs), "--stable", "-q", "-s", name, "-o", "treereduce.out", "--", counted_path, "@@" + ext], "treereduce.out", {}
    if tool == "shrinkray":
        env = {"TREE_SITTER_LANGUAGE_PACK_CACHE_DIR": os.path.join(REDUCERS, "grammars")}
        return [which("shrinkray"), "--no-llm", "--no-history", "--ui=basic", "--parallelism", str(jobs), counted, name], name, env
    raise ValueError(tool)


def run_one(case, tool, jobs, budget):
    src = os.path.join(ROOT, "corpus", case)
    name = next(f for f in os.listdir(src) if f.startswith("input."))
    ext = os.path.splitext(name)[1]
    if tool == "treereduce" and ext not in TREEREDUCE_LANG:
        return None
    work = tempfile.mkdtemp(prefix=f"bench-{case}-{tool}-")
    shutil.copy(os.path.join(src, name), os.path.join(work, name))
    test = os.path.join(work, "interesting.sh")
    shutil.copy(os.path.join(src, "interesting.sh"), test)
    os.chmod(test, 0o755)
    count = os.path.join(work, "calls.count")
    counted = os.path.join(work, "counted.sh")
    write_script(counted, f'#!/bin/bash\necho >> "{count}"\nexec "{test}" "$@"\n')
    # For tools that pass a path instead of running in a directory holding the candidate.
    counted_path = os.path.join(work, "counted-path.sh")
    write_script(
        counted_path,
        f'#!/bin/bash\necho >> "{count}"\nd=$(mktemp -d); trap \'rm -rf "$d"\' EXIT\n'
        f'cp "$1" "$d/{name}" && cd "$d" && "{test}"\n',
    )
    argv, result_name, env = command(tool, work, name, jobs, counted, counted_path)
    if tool == "pare":
        argv[1:1] = ["--json", os.path.join(work, "stats.json")]
    original = open(os.path.join(work, name), "rb").read()
    start = time.monotonic()
    proc = subprocess.Popen(argv, cwd=work, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            stdin=subprocess.DEVNULL, env={**os.environ, **env}, start_new_session=True)
    sampler = Sampler(os.path.join(work, result_name), start)
    sampler.start()
    finished = True
    try:
        proc.wait(timeout=budget)
    except subprocess.TimeoutExpired:
        finished = False
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
    wall = time.monotonic() - start
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    sampler.stop.set()
    sampler.join()
    sampler.read()
    path = os.path.join(work, result_name)
    final = open(path, "rb").read() if os.path.exists(path) else original
    calls = sum(1 for _ in open(count)) if os.path.exists(count) else 0
    timeline, skipped, passes = [], None, None
    if tool == "pare" and os.path.exists(os.path.join(work, "stats.json")):
        stats = json.load(open(os.path.join(work, "stats.json")))["stats"]
        # --json's timeline holds named points; results.jsonl keeps [seconds, calls, bytes].
        timeline = [[p["seconds"], p["calls"], p["bytes"]] for p in stats["timeline"]]
        skipped, passes = stats["skipped"], stats.get("passes")
    check = tempfile.mkdtemp(prefix="bench-verify-")
    with open(os.path.join(check, name), "wb") as f:
        f.write(final)
    verified = subprocess.run([test], cwd=check, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0
    shutil.rmtree(check, ignore_errors=True)
    shutil.rmtree(work, ignore_errors=True)
    return {
        "case": case, "tool": tool, "original_bytes": len(original), "original_tokens": tokens(original),
        "final_bytes": len(final), "final_tokens": tokens(final), "calls": calls, "seconds": round(wall, 1),
        "finished": finished and proc.returncode == 0, "exit": proc.returncode, "verified": verified,
        "result": final.decode("utf-8", "replace") if len(final) <= 2000 else None,
        "timeline": timeline,
        "samples": sampler.samples,
        "skipped_by_syntax_filter": skipped,
        "passes": passes,
    }


class Sampler(threading.Thread):
    """Reads a tool's output file twice a second while it runs: (seconds, tokens, bytes) at every
    change that holds still for a moment."""

    def __init__(self, path, start):
        super().__init__(daemon=True)
        self.path, self.t0, self.samples, self.stop = path, start, [], threading.Event()
        self.last = None

    def read(self):
        """Keeps the file's content if it stays the same for a tenth of a second: tools that
        write in place (Shrink Ray truncates, then writes) leave half-written files around."""
        try:
            data = open(self.path, "rb").read()
            time.sleep(0.1)
            again = open(self.path, "rb").read()
        except OSError:
            return
        if data != again or data == self.last:
            return
        self.last = data
        self.samples.append((round(time.monotonic() - self.t0 - 0.1, 2), tokens(data), len(data)))

    def run(self):
        while not self.stop.wait(0.5):
            self.read()


CHECKPOINTS = (15, 30, 60, 120, 240)


def valid_samples(r):
    """A tool never writes a best worse than an earlier one, so a sample smaller than its final
    verified result was a half-written file (Shrink Ray empties its file while it writes, and on
    slow writes that outlasts the sampler's double read). pare's final `format` output may be
    larger than its smallest result, so its samples are all kept."""
    samples = r.get("samples", [])
    if r["tool"] == "pare" or not r["verified"]:
        return samples
    return [s for s in samples if s[1] >= r["final_tokens"]]


def tokens_at(samples, t, original_tokens):
    """Tokens of the best file a tool had written by `t` seconds (the smallest seen so far)."""
    seen = [tok for s, tok, _ in samples if s <= t]
    return min(seen) if seen else original_tokens


def geomean(xs):
    xs = [x for x in xs if x > 0]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cases", help="comma-separated case names (default: all of corpus/)")
    ap.add_argument("--tools", default="pare,cvise,creduce,treereduce,shrinkray", help="tools to run when installed")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--budget", type=float, default=300, help="wall-clock seconds per tool and case")
    ap.add_argument("--out", default=os.path.join(ROOT, "bench", "results.jsonl"))
    ap.add_argument("--from-jsonl", metavar="PATH", help="only re-render the newest stored run in PATH")
    args = ap.parse_args()
    if args.from_jsonl:
        return from_jsonl(args.from_jsonl)
    if not os.path.exists(which("pare")):
        subprocess.run(["cargo", "build", "--release", "--quiet"], cwd=ROOT, check=True)
    cases = args.cases.split(",") if args.cases else sorted(
        d for d in os.listdir(os.path.join(ROOT, "corpus"))
        if os.path.isdir(os.path.join(ROOT, "corpus", d)) and not os.path.isdir(os.path.join(ROOT, "corpus", d, "input")))  # trees: bench/trees.py
    tools = [t for t in args.tools.split(",") if which(t)]
    stamp = datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")
    print(f"# pare benchmark, {stamp}, {os.cpu_count()} cores, --jobs {args.jobs}, budget {args.budget:.0f} s\n")
    for t in tools:
        print(f"- {t}: {version(t)}")
    print("\n| case | tool | bytes | tokens | calls | seconds | finished | verified |")
    print("|---|---|---:|---:|---:|---:|---|---|")
    rows = []
    for case in cases:
        for tool in tools:
            r = run_one(case, tool, args.jobs, args.budget)
            if r is None:
                continue
            r["date"] = stamp
            r["jobs"] = args.jobs
            r["budget"] = args.budget
            rows.append(r)
            with open(args.out, "a") as f:
                f.write(json.dumps(r) + "\n")
            print(row_line(r), flush=True)
    summarize(rows, tools)


def row_line(r):
    return (f"| {r['case']} | {r['tool']} | {r['final_bytes']} | {r['final_tokens']} | {r['calls']} | {r['seconds']} | "
            f"{'yes' if r['finished'] else 'no'} | {'yes' if r['verified'] else '**no**'} |")


def time_to_size(rows):
    """Tokens at each checkpoint per tool, and when pare first reached each other tool's final
    size in tokens (from the samples), against when that tool itself got there."""
    print("\nSize over time (tokens of the best file written by then):\n")
    print("| case | tool | " + " | ".join(f"{c} s" for c in CHECKPOINTS) + " | final |")
    print("|---|---|" + "---:|" * (len(CHECKPOINTS) + 1))
    for r in rows:
        if "samples" not in r:
            continue
        samples = valid_samples(r)
        cells = [str(tokens_at(samples, c, r["original_tokens"])) if c <= r["budget"] + 1 else "" for c in CHECKPOINTS]
        print(f"| {r['case']} | {r['tool']} | " + " | ".join(cells) + f" | {r['final_tokens']} |")
    print("\nWhen pare first got at least as small (in tokens) as each other tool's final result:\n")
    print("| case | tool | its tokens | it got there at s | pare got there at s | ratio |")
    print("|---|---|---:|---:|---:|---:|")
    for r in rows:
        p = next((q for q in rows if q["tool"] == "pare" and q["case"] == r["case"]), None)
        if r["tool"] == "pare" or p is None or not r["verified"] or "samples" not in r:
            continue
        final = r["final_tokens"]
        theirs = next((s for s, tok, _ in valid_samples(r) if tok <= final), r["seconds"])
        ours = next((s for s, tok, _ in valid_samples(p) if tok <= final), None)
        ratio = f"{ours / max(theirs, 0.5):.2f}" if ours is not None else "-"
        print(f"| {r['case']} | {r['tool']} | {final} | {theirs} | {ours if ours is not None else 'never'} | {ratio} |")


def summarize(rows, tools):
    """When pare reached each tool's size, and geometric means against pare over verified results."""
    time_to_size(rows)
    print("\nWhen pare first got at least as small (in bytes) as each other tool's verified final result:\n")
    print("| case | tool | its bytes | its seconds | pare reached that at s | pare calls by then |")
    print("|---|---|---:|---:|---:|---:|")
    for r in rows:
        p = next((q for q in rows if q["tool"] == "pare" and q["case"] == r["case"]), None)
        if r["tool"] == "pare" or p is None or not r["verified"]:
            continue
        hit = next(((t, c) for t, c, b in p["timeline"] if b <= r["final_bytes"]), None)
        if hit is None and p["final_bytes"] <= r["final_bytes"]:
            hit = (p["seconds"], p["calls"])
        when = f"{hit[0]:.1f}" if hit else "never"
        calls = hit[1] if hit else "-"
        print(f"| {r['case']} | {r['tool']} | {r['final_bytes']} | {r['seconds']} | {when} | {calls} |")
    print("\nGeometric means over the cases where both results were verified:\n")
    print("| tool | tokens / pare's | seconds / pare's | calls / pare's | cases | unverified |")
    print("|---|---:|---:|---:|---:|---:|")
    pare = {r["case"]: r for r in rows if r["tool"] == "pare" and r["verified"]}
    for tool in tools:
        mine = [r for r in rows if r["tool"] == tool and r["case"] in pare and r["verified"]]
        bad = sum(1 for r in rows if r["tool"] == tool and not r["verified"])
        tok = geomean([max(r["final_tokens"], 1) / max(pare[r["case"]]["final_tokens"], 1) for r in mine])
        sec = geomean([max(r["seconds"], 0.1) / max(pare[r["case"]]["seconds"], 0.1) for r in mine])
        calls = geomean([max(r["calls"], 1) / max(pare[r["case"]]["calls"], 1) for r in mine])
        print(f"| {tool} | {tok:.2f} | {sec:.2f} | {calls:.2f} | {len(mine)} | {bad} |")


def from_jsonl(path):
    """Re-renders the tables of a stored run (every row of the newest date in the file)."""
    rows = [json.loads(line) for line in open(path)]
    newest = max(r["date"] for r in rows)
    rows = [r for r in rows if r["date"] == newest]
    tools = list(dict.fromkeys(r["tool"] for r in rows))
    print(f"# pare benchmark, {newest}, --jobs {rows[0]['jobs']}, budget {rows[0]['budget']:.0f} s\n")
    print("| case | tool | bytes | tokens | calls | seconds | finished | verified |")
    print("|---|---|---:|---:|---:|---:|---|---|")
    for r in rows:
        print(row_line(r))
    summarize(rows, tools)


if __name__ == "__main__":
    sys.exit(main())
