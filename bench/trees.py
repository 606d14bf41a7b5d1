#!/usr/bin/env python3
"""Trees side by side: pare's directory mode, C-Vise's (2.12 and later; `cvise-main` is C-Vise built
from its main branch by bench/install_reducers.sh) and Shrink Ray's, on the corpus cases whose
input is a directory (corpus/*/input/). C-Vise reads the include graph of C and C++ trees only;
on other trees it runs with --not-c, its passes that read lines and tokens.

For every such case and tool it copies the tree into a fresh directory, wraps the case's test so
that every tool's calls are counted the same way (the wrapper passes the tree's path on: the case
tests take it as $1, or find ./input), runs the tool in place with the same --jobs and wall-clock
budget (interrupting it there and taking the tree it has written), re-verifies the final tree with
the case's test in a fresh copy, and prints a markdown table: tokens over all files (one
tokenizer for every tool, bench/compare.py's), files left, bytes, calls, seconds, and the tokens
and files each tool had at 15, 30, 60, 120 and 240 s (the tree is sampled every second while a
tool runs). Results are appended as JSON lines to --out.

    python3 bench/trees.py [--cases a,b] [--tools pare,cvise,cvise-main,shrinkray] [--jobs 2] [--budget 300]

C-Vise reduces directories from 2.12 on; an older cvise (Debian 12 ships 2.7) is reported and
left out. Shrink Ray takes a directory as its FILENAME (bench/install_reducers.sh installs it).
"""
import argparse
import datetime
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import compare  # noqa: E402  (the tokenizer, the tools' paths and versions)

ROOT = compare.ROOT
CHECKPOINTS = (15, 30, 60, 120, 240)


def tree_cases():
    corpus = os.path.join(ROOT, "corpus")
    return sorted(d for d in os.listdir(corpus) if os.path.isdir(os.path.join(corpus, d, "input")))


def read_tree(root):
    """Every file below `root` (relative path -> bytes); pare keeps its marker beside the tree."""
    out = {}
    for d, dirs, files in os.walk(root):
        dirs[:] = [x for x in dirs if x not in (".git",)]
        for f in files:
            p = os.path.join(d, f)
            try:
                with open(p, "rb") as fh:
                    out[os.path.relpath(p, root)] = fh.read()
            except OSError:
                pass
    return out


def measure(tree):
    """(tokens over all files, files, bytes)."""
    return sum(compare.tokens(c) for c in tree.values()), len(tree), sum(len(c) for c in tree.values())


def cvise_dirs():
    """True when the installed cvise reduces directories (2.12 and later)."""
    exe = compare.which("cvise")
    if not exe:
        return False
    found = re.search(r"(\d+)\.(\d+)", compare.version("cvise"))
    return bool(found) and (int(found.group(1)), int(found.group(2))) >= (2, 12)


def command(tool, jobs, counted, c_tree):
    if tool == "pare":
        return [compare.which("pare"), "-q", "-j", str(jobs), "--timeout", "60", counted, "input"], {}
    if tool in ("cvise", "cvise-main"):
        return [compare.which(tool), "--n", str(jobs), "--timeout", "60"] + ([] if c_tree else ["--not-c"]) + [counted, "input"], {}
    if tool == "shrinkray":
        env = {"TREE_SITTER_LANGUAGE_PACK_CACHE_DIR": os.path.join(compare.REDUCERS, "grammars")}
        return [compare.which("shrinkray"), "--no-llm", "--no-history", "--ui=basic", "--parallelism", str(jobs), counted, "input"], env
    raise ValueError(tool)


class Sampler(threading.Thread):
    """Reads the tree every second while a tool runs; keeps a reading that holds still for a
    tenth of a second (tools rewrite files in place)."""

    def __init__(self, root, start):
        super().__init__(daemon=True)
        self.root, self.t0, self.samples, self.stop = root, start, [], threading.Event()

    def read(self):
        first = read_tree(self.root)
        time.sleep(0.1)
        if first != read_tree(self.root):
            return
        toks, files, size = measure(first)
        if not self.samples or self.samples[-1][1:] != (toks, files, size):
            self.samples.append((round(time.monotonic() - self.t0, 1), toks, files, size))

    def run(self):
        while not self.stop.wait(1.0):
            self.read()


def run_one(case, tool, jobs, budget):
    src = os.path.join(ROOT, "corpus", case)
    work = tempfile.mkdtemp(prefix=f"bench-tree-{case}-{tool}-")
    shutil.copytree(os.path.join(src, "input"), os.path.join(work, "input"), symlinks=True)
    test = os.path.join(work, "interesting.sh")
    shutil.copy(os.path.join(src, "interesting.sh"), test)
    os.chmod(test, 0o755)
    count = os.path.join(work, "calls.count")
    counted = os.path.join(work, "counted.sh")
    compare.write_script(counted, f'#!/bin/bash\necho >> "{count}"\nexec "{test}" "$@"\n')
    original = read_tree(os.path.join(work, "input"))
    c_tree = any(p.endswith((".c", ".h")) for p in original)
    argv, env = command(tool, jobs, counted, c_tree)
    if tool == "pare":
        argv[1:1] = ["--json", os.path.join(work, "stats.json")]
    start = time.monotonic()
    proc = subprocess.Popen(argv, cwd=work, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            stdin=subprocess.DEVNULL, env={**os.environ, **env}, start_new_session=True)
    sampler = Sampler(os.path.join(work, "input"), start)
    sampler.start()
    finished = True
    try:
        proc.wait(timeout=budget)
    except subprocess.TimeoutExpired:
        finished = False
        os.killpg(proc.pid, signal.SIGINT)
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
    final = read_tree(os.path.join(work, "input"))
    calls = sum(1 for _ in open(count)) if os.path.exists(count) else 0
    check = tempfile.mkdtemp(prefix="bench-tree-verify-")
    shutil.copytree(os.path.join(work, "input"), os.path.join(check, "input"), symlinks=True)
    verified = subprocess.run([test, os.path.join(check, "input")], cwd=check,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0
    shutil.rmtree(check, ignore_errors=True)
    timeline = None
    if tool == "pare" and os.path.exists(os.path.join(work, "stats.json")):
        timeline = json.load(open(os.path.join(work, "stats.json")))["stats"]["timeline"]
    shutil.rmtree(work, ignore_errors=True)
    o_tokens, o_files, o_bytes = measure(original)
    f_tokens, f_files, f_bytes = measure(final)
    return {
        "case": case, "tool": tool, "original_tokens": o_tokens, "original_files": o_files, "original_bytes": o_bytes,
        "final_tokens": f_tokens, "final_files": f_files, "final_bytes": f_bytes, "calls": calls,
        "seconds": round(wall, 1), "finished": finished and proc.returncode == 0, "exit": proc.returncode,
        "verified": verified, "samples": sampler.samples, "timeline": timeline,
        "result": {p: c.decode("utf-8", "replace") for p, c in final.items()} if f_bytes <= 4000 else None,
    }


def at(samples, t, original):
    """(tokens, files) of the smallest tree a tool had written by `t` seconds."""
    seen = [(tok, files) for s, tok, files, _ in samples if s <= t]
    return min(seen) if seen else original


def render(rows):
    print("| case | tool | tokens | files | bytes | calls | seconds | fixed point | verified | "
          + " | ".join(f"at {t} s (tokens/files)" for t in CHECKPOINTS) + " |")
    print("|---|---|---:|---:|---:|---:|---:|---|---|" + "---:|" * len(CHECKPOINTS))
    for r in rows:
        cps = " | ".join("{}/{}".format(*at(r["samples"], t, (r["original_tokens"], r["original_files"])))
                         for t in CHECKPOINTS)
        print(f"| {r['case']} | {r['tool']} | {r['final_tokens']} | {r['final_files']} | {r['final_bytes']} | "
              f"{r['calls']} | {r['seconds']} | {'yes' if r['finished'] else 'no'} | "
              f"{'yes' if r['verified'] else '**no**'} | {cps} |")
    print()
    by_case = {}
    for r in rows:
        by_case.setdefault(r["case"], {})[r["tool"]] = r
    for case, tools in by_case.items():
        pare = tools.get("pare")
        others = [r for t, r in tools.items() if t != "pare" and r["verified"]]
        if pare and others:
            best = min(others, key=lambda r: r["final_tokens"])
            print(f"- {case}: pare {pare['final_tokens']} tokens in {pare['final_files']} files, "
                  f"{pare['final_tokens'] / max(best['final_tokens'], 1):.2f}x the best other ({best['tool']}, "
                  f"{best['final_tokens']} tokens in {best['final_files']} files)")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cases", help="comma-separated tree cases (default: every corpus case with an input/ directory)")
    ap.add_argument("--tools", default="pare,cvise,cvise-main,shrinkray", help="tools to run when installed")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--budget", type=float, default=300, help="wall-clock seconds per tool and case")
    ap.add_argument("--out", default=os.path.join(ROOT, "bench", "results.jsonl"))
    args = ap.parse_args()
    if not os.path.exists(compare.which("pare")):
        subprocess.run(["cargo", "build", "--release", "--quiet"], cwd=ROOT, check=True)
    tools = []
    for t in args.tools.split(","):
        if not compare.which(t):
            print(f"<!-- {t} is not installed: left out -->")
        elif t == "cvise" and not cvise_dirs():
            print(f"<!-- cvise {compare.version('cvise')} does not reduce directories (2.12 does): left out -->")
        else:
            tools.append(t)
    cases = args.cases.split(",") if args.cases else tree_cases()
    stamp = datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")
    print(f"# Trees, {stamp}, {os.cpu_count()} cores, --jobs {args.jobs}, budget {args.budget:.0f} s\n")
    for t in tools:
        print(f"- {t}: {compare.version(t)}")
    print()
    rows = []
    for case in cases:
        for tool in tools:
            r = run_one(case, tool, args.jobs, args.budget)
            r.update(stamp=stamp, jobs=args.jobs, budget=args.budget, version=compare.version(tool), kind="tree")
            rows.append(r)
            with open(args.out, "a") as f:
                f.write(json.dumps(r) + "\n")
            print(f"<!-- {case} {tool}: {r['final_tokens']} tokens, {r['final_files']} files, {r['calls']} calls, "
                  f"{r['seconds']} s, verified {r['verified']} -->", flush=True)
    render(rows)


if __name__ == "__main__":
    main()
