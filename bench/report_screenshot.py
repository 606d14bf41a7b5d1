#!/usr/bin/env python3
"""The report pages in a browser: headless Chromium screenshots of `pare --report` on a corpus case
and of a small `pare batch` (its campaign page and one reduction's page).

Installs Debian's chromium with apt when it is missing, reduces the corpus case (-j 2, --max-calls
N) with --report, runs `pare batch` over tests/batch/inputs with the tcc test, checks that every
page is final and holds no outside asset (script, src=, url(, http), and saves a screenshot of each
page (1280 px wide). --all also reduces every corpus case (files and trees) with --report and checks
that each page renders. --keep PATH copies the corpus case's screenshot there (for docs/).

    python3 bench/report_screenshot.py [--case c-tcc-rejects-pragma-pack-push] [--max-calls 300]
                                       [--out DIR] [--keep docs/report.png] [--all]
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PARE = os.environ.get("PARE", os.path.join(ROOT, "target", "release", "pare"))
OUTSIDE = re.compile(r"<script|src=|url\(|https?://|<link|@import", re.I)


def chromium():
    """The chromium binary, installed with apt first if it is missing."""
    found = shutil.which("chromium")
    if found:
        return found
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    subprocess.run(sudo + ["apt-get", "update"], check=True)
    subprocess.run(sudo + ["apt-get", "install", "-y", "chromium"], check=True,
                   env=dict(os.environ, DEBIAN_FRONTEND="noninteractive"))
    return shutil.which("chromium")


def screenshot(browser, page, png, height):
    """A headless screenshot of `page`, with nothing fetched from the network."""
    profile = tempfile.mkdtemp(prefix="pare-chromium-")
    cmd = [browser, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
           "--disable-background-networking", "--disable-component-update", "--disable-sync",
           f"--user-data-dir={profile}", f"--screenshot={png}", f"--window-size=1280,{height}",
           "file://" + os.path.abspath(page)]
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)
    shutil.rmtree(profile, ignore_errors=True)
    size = os.path.getsize(png)
    assert size > 10_000, f"{png}: {size} bytes, a blank page?"
    return size


def check(page):
    """The page is final and fetches nothing (the result's text is left out of the check)."""
    text = open(page, encoding="utf-8").read()
    shown = re.sub(r'<pre class="result">.*?</pre>', "", text, flags=re.S)
    bad = OUTSIDE.search(shown)
    assert not bad, f"{page}: {bad.group(0)}"
    assert "http-equiv" not in text, f"{page} is still live"
    return text


def reduce_case(name, work, max_calls):
    """`pare --report` on corpus case `name`; returns the page's path."""
    src = os.path.join(ROOT, "corpus", name)
    case = os.path.join(work, name)
    os.makedirs(case)
    test = os.path.join(case, "interesting.sh")
    shutil.copy(os.path.join(src, "interesting.sh"), test)
    if os.path.isdir(os.path.join(src, "input")):
        target, result = os.path.join(case, "input"), os.path.join(case, "result")
        shutil.copytree(os.path.join(src, "input"), target)
    else:
        file = next(f for f in os.listdir(src) if f.startswith("input."))
        target, result = os.path.join(case, file), os.path.join(case, "result" + os.path.splitext(file)[1])
        shutil.copy(os.path.join(src, file), target)
    page = os.path.join(case, "report.html")
    cmd = [PARE, "-q", "-j", "2", "--max-calls", str(max_calls), "--report", page, "-o", result, test, target]
    subprocess.run(cmd, cwd=case, check=True)
    return page


def batch(work, max_calls):
    """`pare batch` over tests/batch/inputs; returns its campaign page and one reduction's page."""
    out = os.path.join(work, "batch")
    test = os.path.join(ROOT, "tests", "batch", "tcc.sh")
    inputs = os.path.join(ROOT, "tests", "batch", "inputs")
    cmd = [PARE, "batch", "-q", "-j", "2", "--max-calls", str(max_calls), "--signature", r"error: ([^\n]*)",
           test, inputs, "--out", out]
    subprocess.run(cmd, check=True)
    reports = sorted(os.listdir(os.path.join(out, "report")))
    return os.path.join(out, "index.html"), os.path.join(out, "report", reports[0])


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--case", default="c-tcc-rejects-pragma-pack-push")
    ap.add_argument("--max-calls", type=int, default=300)
    ap.add_argument("--out", help="where the pages and screenshots go (default: a new temporary directory)")
    ap.add_argument("--keep", help="copy the corpus case's screenshot here")
    ap.add_argument("--height", type=int, default=2000, help="the screenshots' height in pixels")
    ap.add_argument("--all", action="store_true", help="also every corpus case, each page rendered")
    args = ap.parse_args()
    if "PARE" not in os.environ:
        subprocess.run(["cargo", "build", "--release", "--quiet"], cwd=ROOT, check=True)
    browser = chromium()
    work = args.out or tempfile.mkdtemp(prefix="pare-report-shots-")
    os.makedirs(work, exist_ok=True)
    shots = []
    page = reduce_case(args.case, work, args.max_calls)
    shots.append((page, os.path.join(work, "case.png")))
    index, unit = batch(work, 100)
    shots += [(index, os.path.join(work, "batch.png")), (unit, os.path.join(work, "batch-unit.png"))]
    failed = []
    if args.all:
        for name in sorted(os.listdir(os.path.join(ROOT, "corpus"))):
            if name != args.case and os.path.isfile(os.path.join(ROOT, "corpus", name, "interesting.sh")):
                try:
                    shots.append((reduce_case(name, work, 100), os.path.join(work, f"{name}.png")))
                except subprocess.CalledProcessError as e:
                    failed.append(f"{name}: pare exited {e.returncode} (corpus/setup.sh installs the programs)")
    for page, png in shots:
        try:
            check(page)
            size = screenshot(browser, page, png, args.height)
            print(f"{png}: {size // 1000} KB, from {page}")
        except (AssertionError, subprocess.SubprocessError) as e:
            failed.append(f"{page}: {e}")
    for f in failed:
        print(f"FAILED {f}")
    if args.keep:
        shutil.copy(shots[0][1], args.keep)
        print(f"kept {args.keep}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
