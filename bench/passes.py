#!/usr/bin/env python3
"""What each pass contributes: pare on every corpus case, per-pass calls, successes and bytes removed.

Runs target/release/pare with --json on a fresh copy of each case (same --jobs and time limit for
all), and prints two markdown tables: per pass over the whole corpus, and bytes removed per pass
and case. The first table also gives each pass's modelled test cost (src/engine/cost.rs, what the
scheduler ranks by) beside the seconds it really took: if the model is right, seconds per cost
unit is about the same for every pass of one case (it differs between cases, whose tests differ). Passes that shorten little but make later passes possible (rename before blank, unwrap
before hdd) show their effect in the second table together with the final sizes.

    python3 bench/passes.py [--cases a,b] [--jobs 2] [--budget 60]
"""
import argparse
import json
import os
import shutil
import subprocess
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PARE = os.environ.get("PARE", os.path.join(ROOT, "target", "release", "pare"))


def run(case, jobs, budget):
    src = os.path.join(ROOT, "corpus", case)
    name = next(f for f in os.listdir(src) if f.startswith("input."))
    work = tempfile.mkdtemp(prefix=f"passes-{case}-")
    shutil.copy(os.path.join(src, name), work)
    shutil.copy(os.path.join(src, "interesting.sh"), work)
    stats = os.path.join(work, "stats.json")
    subprocess.run([PARE, "-q", "--json", stats, "-j", str(jobs), "--time-limit", str(budget), "./interesting.sh", name],
                   cwd=work, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    data = json.load(open(stats))
    shutil.rmtree(work, ignore_errors=True)
    return data


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cases", help="comma-separated case names (default: all of corpus/)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--budget", type=int, default=60, help="--time-limit in seconds per case")
    args = ap.parse_args()
    corpus = os.path.join(ROOT, "corpus")
    cases = args.cases.split(",") if args.cases else sorted(
        d for d in os.listdir(corpus) if os.path.isdir(os.path.join(corpus, d)) and not os.path.isdir(os.path.join(corpus, d, "input")))
    runs = {case: run(case, args.jobs, args.budget) for case in cases}
    order, totals = [], {}
    for data in runs.values():
        for p in data["stats"]["passes"]:
            if p["name"] not in totals:
                order.append(p["name"])
                totals[p["name"]] = {"runs": 0, "calls": 0, "successes": 0, "bytes_removed": 0, "seconds": 0.0,
                                     "cost": 0.0}
            for k in totals[p["name"]]:
                totals[p["name"]][k] += p[k]
    print(f"pare per pass, {len(cases)} cases, -j {args.jobs}, --time-limit {args.budget}\n")
    print("| pass | runs | calls | successes | bytes removed | bytes per call | seconds | modelled cost | s per cost |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for name in order:
        t = totals[name]
        per = t["bytes_removed"] / t["calls"] if t["calls"] else 0
        ratio = f"{t['seconds'] / t['cost']:.2f}" if t["cost"] > 0 else "-"
        print(f"| {name} | {t['runs']} | {t['calls']} | {t['successes']} | {t['bytes_removed']} | {per:.1f} "
              f"| {t['seconds']:.1f} | {t['cost']:.1f} | {ratio} |")
    print("\nBytes removed per pass and case (final size and how the run ended in the last columns):\n")
    print("| case | " + " | ".join(order) + " | final bytes | ended |")
    print("|---|" + "---:|" * len(order) + "---:|---|")
    for case, data in runs.items():
        by = {p["name"]: p["bytes_removed"] for p in data["stats"]["passes"]}
        cells = " | ".join(str(by.get(n, 0)) for n in order)
        print(f"| {case} | {cells} | {data['final_bytes']} | {data['ended']} |")


if __name__ == "__main__":
    main()
