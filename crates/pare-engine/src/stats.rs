//! Counters for the whole run and per pass, the timeline of improvements (each with the pass
//! that made it: what a time-to-size plot is drawn from), the summary table, and the `--json`
//! form.

use std::fmt::Write;
use std::time::Duration;

use serde::Serialize;

/// What one pass did, summed over all its runs.
#[derive(Clone, Debug, Default, Serialize)]
pub struct PassStats {
    /// The pass's name.
    pub name: String,
    /// How many times the scheduler ran it.
    pub runs: u64,
    /// Test calls started on its behalf.
    pub calls: u64,
    /// Candidates it proposed that became the new best.
    pub successes: u64,
    /// Bytes its successes removed.
    pub bytes_removed: u64,
    /// Candidates answered from the cache.
    pub cache_hits: u64,
    /// Candidates rejected by the syntax filter without a test call.
    pub skipped: u64,
    /// Seconds spent in the pass.
    pub seconds: f64,
    /// What its committed calls cost in the deterministic model of `engine::cost` (the unit is
    /// one accepted call on the original's size); compare with `seconds` to check the model.
    pub cost: f64,
}

/// Counters for the whole run.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Stats {
    /// Test calls started (including cancelled speculative ones).
    pub calls: u64,
    /// Calls whose verdict was used: what a `-j 1` run makes, and what `--max-calls` limits.
    pub committed_calls: u64,
    /// Candidates answered from the cache.
    pub cache_hits: u64,
    /// Candidates rejected by the syntax filter without a test call.
    pub skipped: u64,
    /// Speculative calls whose verdict was not needed (cancelled or superseded).
    pub wasted: u64,
    /// Calls started from a pass's hint about its next query, before it asked.
    pub hints_started: u64,
    /// Of those, the ones a later query asked for (the others are wasted).
    pub hints_used: u64,
    /// Calls started from a dry run of a pass to come, in slots nothing else wanted (see
    /// `engine::previews`); counted in `hints_started` too.
    pub previews_started: u64,
    /// Of those, the ones a query asked for (counted in `hints_used` too).
    pub previews_used: u64,
    /// Lists of what the passes to come ask first, made on the best a pass expected to end
    /// with while its last batch ran (see `adaptive::Evaluator::ending_on`; a list that comes
    /// after the batch's verdicts is dropped).
    pub lists_at_ends: u64,
    /// Calls that hit the time-out.
    pub timeouts: u64,
    /// Improvements of the best test case.
    pub successes: u64,
    /// Extra runs made by `--confirm` and the re-checks of results.
    pub confirmations: u64,
    /// Of those, re-checks run again after a failure (a flaky test).
    pub retries: u64,
    /// Interesting verdicts that did not hold up when re-run.
    pub flaky: u64,
    /// Times the best did not pass its re-check and the reduction went back to an earlier result.
    pub fallbacks: u64,
    /// Calls holding a slot at once: whether the run kept its `--jobs` busy.
    pub in_flight: InFlight,
    /// Per-pass counters, in the order the passes were first run.
    pub passes: Vec<PassStats>,
    /// Every improvement of the best, in the order they were made: what an embedder draws a
    /// time-to-size plot from (the command line's `--report` does).
    pub timeline: Vec<Improvement>,
}

/// How many calls held a slot at once over a run.
#[derive(Clone, Copy, Debug, Default, Serialize)]
pub struct InFlight {
    /// The mean over the time at least one call ran.
    pub mean: f64,
    /// The most at once.
    pub peak: u64,
    /// The mean over the time the running query had candidates it had not drawn yet: what
    /// pare keeps running when the search has work to start.
    pub while_candidates: f64,
    /// How many seconds `while_candidates` is taken over: in a search of wide batches drawn in
    /// a few milliseconds each, a small part of the run, whose mean swings from run to run.
    pub while_candidates_seconds: f64,
}

/// One improvement of the best test case: when, after how many calls, to what size, and by
/// which pass, so that a plot of the run can say which pass made each step.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Improvement {
    /// Seconds since the reduction started.
    pub seconds: f64,
    /// Test calls started so far (speculative ones included, as `Stats::calls` counts them).
    pub calls: u64,
    /// Bytes of the new best (for a tree, its bundle: paths and contents).
    pub bytes: usize,
    /// The pass whose candidate it was.
    pub pass: String,
    /// For a tree, the files left in the new best; `None` for a single text.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub files: Option<usize>,
}

impl Stats {
    /// The counters of the pass called `name`, created on first use.
    pub fn pass_mut(&mut self, name: &str) -> &mut PassStats {
        match self.passes.iter().position(|p| p.name == name) {
            Some(i) => &mut self.passes[i],
            None => {
                self.passes.push(PassStats { name: name.to_string(), ..PassStats::default() });
                self.passes.last_mut().unwrap()
            }
        }
    }
}

/// Everything the final summary and `--json` report.
#[derive(Clone, Debug, Serialize)]
pub struct Summary {
    /// Bytes of the original.
    pub original_bytes: usize,
    /// Bytes of the result.
    pub final_bytes: usize,
    /// Lines of the original.
    pub original_lines: usize,
    /// Lines of the result.
    pub final_lines: usize,
    /// Wall time in seconds.
    pub seconds: f64,
    /// Why the run ended: "fixed point" or the stop reason.
    pub ended: String,
    /// Seconds spent inside the test, summed over every call (parallel calls each count in full).
    pub test_seconds: f64,
    /// CPU seconds pare's own threads used (its tests' processes not counted): with `calls`, what
    /// pare's bookkeeping costs per call.
    pub own_cpu_seconds: f64,
    /// Of `own_cpu_seconds`, those spent in the kernel (see [`own_kernel_cpu_seconds`]).
    pub own_kernel_cpu_seconds: f64,
    /// The counters.
    pub stats: Stats,
}

/// CPU seconds (user and system) this process's own threads have used, its children not counted.
pub fn own_cpu_seconds() -> f64 {
    let (user, kernel) = own_cpu();
    user + kernel
}

/// Of [`own_cpu_seconds`], the seconds the kernel spent on pare's behalf: mostly writing the
/// tests' directories and starting their processes. What a new file costs depends on the file
/// system (on ext4 after many deletions, more than the write), not on pare's bookkeeping, so
/// the benchmarks show it apart.
pub fn own_kernel_cpu_seconds() -> f64 {
    own_cpu().1
}

/// This process's user and system CPU seconds, its children not counted.
fn own_cpu() -> (f64, f64) {
    // SAFETY: getrusage only writes the struct it is given.
    let usage = unsafe {
        let mut usage = std::mem::zeroed::<libc::rusage>();
        libc::getrusage(libc::RUSAGE_SELF, &mut usage);
        usage
    };
    let seconds = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
    (seconds(usage.ru_utime), seconds(usage.ru_stime))
}

/// Counts lines the way `wc -l` does, plus a last line without a line break.
pub fn count_lines(text: &[u8]) -> usize {
    let n = text.iter().filter(|&&b| b == b'\n').count();
    n + usize::from(text.last().is_some_and(|&b| b != b'\n'))
}

impl Summary {
    /// The human-readable summary printed at the end of a run: the totals, then a table of the
    /// passes that did something (made a test call, or had candidates turned away by the syntax
    /// filter), or of every pass that ran when `all`, in columns as wide as the longest name.
    pub fn render(&self, all: bool) -> String {
        let mut s = String::new();
        let pct =
            if self.original_bytes == 0 { 100.0 } else { 100.0 * self.final_bytes as f64 / self.original_bytes as f64 };
        let st = &self.stats;
        let _ = writeln!(
            s,
            "pare: {} -> {} bytes ({pct:.1}%), {} -> {} lines; {} calls, {} cache hits, {} skipped by syntax, {} wasted, {}/{} hinted calls used, {:.1}s ({}); {:.1}s in tests, {:.1} CPU s of pare's own",
            self.original_bytes,
            self.final_bytes,
            self.original_lines,
            self.final_lines,
            st.calls,
            st.cache_hits,
            st.skipped,
            st.wasted,
            st.hints_used,
            st.hints_started,
            self.seconds,
            self.ended,
            self.test_seconds,
            self.own_cpu_seconds
        );
        if st.retries > 0 || st.fallbacks > 0 {
            let _ = writeln!(
                s,
                "  re-checks: {} runs, {} repeated after a failure, {} results did not pass again, {} times went back to an earlier result",
                st.confirmations, st.retries, st.flaky, st.fallbacks
            );
        }
        let shown: Vec<&PassStats> = st.passes.iter().filter(|p| all || p.calls + p.skipped > 0).collect();
        let width = shown.iter().map(|p| p.name.len()).chain(["pass".len()]).max().unwrap_or(0);
        let _ = writeln!(
            s,
            "  {:<width$} {:>5} {:>8} {:>9} {:>10} {:>8} {:>8}",
            "pass", "runs", "calls", "successes", "bytes -", "skipped", "seconds"
        );
        for p in &shown {
            let _ = writeln!(
                s,
                "  {:<width$} {:>5} {:>8} {:>9} {:>10} {:>8} {:>8.1}",
                p.name, p.runs, p.calls, p.successes, p.bytes_removed, p.skipped, p.seconds
            );
        }
        let hidden = st.passes.len() - shown.len();
        if hidden > 0 {
            let _ = writeln!(
                s,
                "  ({hidden} more passes ran without a test call or a candidate turned away; -v shows them)"
            );
        }
        s
    }
}

/// Formats a duration as seconds with one decimal.
pub fn secs(d: Duration) -> f64 {
    (d.as_secs_f64() * 10.0).round() / 10.0
}
