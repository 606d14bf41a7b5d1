//! One progress display for a whole batch on stderr: a header (units done of all, running,
//! calls) and a line per running reduction (its size now against its original, its pass).
//! Hidden with `--quiet` or off a terminal; messages then go to stderr as plain lines.

use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use indicatif::{MultiProgress, ProgressBar, ProgressDrawTarget, ProgressStyle};
use pare::reduction::Progress;

/// The batch's display.
pub struct Display {
    multi: MultiProgress,
    header: ProgressBar,
    total: usize,
    /// What a unit is: "buckets", or "inputs" with `--all`.
    noun: &'static str,
    done: AtomicUsize,
    running: AtomicUsize,
    /// Calls of every reduction of this session so far.
    calls: AtomicU64,
    quiet: bool,
}

/// The line of one running reduction.
pub struct UnitLine {
    bar: ProgressBar,
    name: String,
    /// When it was last drawn, and the calls it had then.
    seen: Mutex<(Instant, u64)>,
}

impl Display {
    /// A display for `total` units (`noun`) of which `done` ended before; nothing is drawn when
    /// `quiet`.
    pub fn new(quiet: bool, total: usize, noun: &'static str, done: usize) -> Display {
        let target = if quiet { ProgressDrawTarget::hidden() } else { ProgressDrawTarget::stderr_with_hz(8) };
        let multi = MultiProgress::with_draw_target(target);
        let header = multi.add(ProgressBar::new_spinner());
        header.set_style(ProgressStyle::with_template("{spinner} [{elapsed_precise}] {msg}").expect("valid template"));
        header.enable_steady_tick(Duration::from_millis(250));
        let display = Display {
            multi,
            header,
            total,
            noun,
            done: AtomicUsize::new(done),
            running: AtomicUsize::new(0),
            calls: AtomicU64::new(0),
            quiet,
        };
        display.refresh();
        display
    }

    fn refresh(&self) {
        let (done, running) = (self.done.load(Ordering::SeqCst), self.running.load(Ordering::SeqCst));
        let calls = self.calls.load(Ordering::SeqCst);
        let (total, noun) = (self.total, self.noun);
        self.header.set_message(format!("{done}/{total} {noun} reduced, {running} running, {calls} calls"));
    }

    /// Adds the line of a reduction that starts.
    pub fn start(&self, name: &str) -> UnitLine {
        self.running.fetch_add(1, Ordering::SeqCst);
        self.refresh();
        let bar = self.multi.add(ProgressBar::new_spinner());
        bar.set_style(ProgressStyle::with_template("  {msg}").expect("valid template"));
        bar.set_message(format!("{name}: starting"));
        UnitLine { bar, name: name.to_string(), seen: Mutex::new((Instant::now() - Duration::from_secs(1), 0)) }
    }

    /// Redraws a reduction's line (a few times a second at most).
    pub fn update(&self, line: &UnitLine, p: Progress) {
        let mut seen = line.seen.lock().expect("no panics while drawing");
        self.calls.fetch_add(p.calls.saturating_sub(seen.1), Ordering::SeqCst);
        seen.1 = p.calls;
        if self.multi.is_hidden() || seen.0.elapsed() < Duration::from_millis(150) {
            return;
        }
        seen.0 = Instant::now();
        self.refresh();
        let Progress { pass, size, original, calls, running, .. } = p;
        let name = &line.name;
        line.bar
            .set_message(format!("{name}: {size} of {original} bytes, {calls} calls, {running} running, pass {pass}"));
    }

    /// Removes a reduction's line; `finished` when it ended (not interrupted). Prints `message`.
    pub fn finish(&self, line: &UnitLine, finished: bool, message: &str) {
        self.running.fetch_sub(1, Ordering::SeqCst);
        self.done.fetch_add(usize::from(finished), Ordering::SeqCst);
        line.bar.finish_and_clear();
        self.multi.remove(&line.bar);
        self.println(message);
        self.refresh();
    }

    /// Prints a line above the display (nothing when quiet).
    pub fn println(&self, message: &str) {
        if self.quiet {
            return;
        }
        if self.multi.is_hidden() {
            eprintln!("{message}");
        } else {
            let _ = self.multi.println(message);
        }
    }

    /// Removes the display before the summary.
    pub fn close(&self) {
        self.header.finish_and_clear();
        let _ = self.multi.clear();
    }
}
