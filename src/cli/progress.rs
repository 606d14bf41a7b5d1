//! The live progress line on stderr: size, calls, calls per second, current pass, elapsed time;
//! and what pare computes when no test has run for a while (the watchdog).

use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use pare::reduction::Progress;
use pare::reduction::Stall;

use super::head_start::Later;

/// How often a stall is said again on a line of its own (off a terminal) while it lasts.
const STALL_EVERY: Duration = Duration::from_secs(60);

/// A spinner line that the reducer refreshes as it works; hidden with `--quiet` or off a terminal.
pub struct ProgressLine {
    bar: ProgressBar,
    visible: bool,
    /// Drawn: false until `passed` is set.
    shown: bool,
    /// Set once the test's first runs have passed and printed what they say.
    passed: Later<()>,
    started: Instant,
    /// Shown before the size (a tree's files left).
    prefix: String,
    /// When a stall gets a line of its own (off a terminal).
    notice: StallNotice,
}

/// When a stall deserves a line of its own: as it begins, and every minute while it lasts.
#[derive(Default)]
pub struct StallNotice {
    /// How long the stall said last had lasted then.
    said: Option<Duration>,
}

impl StallNotice {
    /// True when `stall` should be said now (and notes that it was).
    pub fn due(&mut self, stall: &Stall) -> bool {
        let due = self.said.is_none_or(|said| stall.idle < said || stall.idle >= said + STALL_EVERY);
        if due {
            self.said = Some(stall.idle);
        }
        due
    }
}

impl ProgressLine {
    /// A progress line (an invisible one when `visible` is false), drawn only once `passed` is
    /// set: a reduction starts beside the test's first runs, whose messages would land in the
    /// middle of the line.
    pub fn until_passed(visible: bool, passed: Later<()>) -> ProgressLine {
        let (now, notice) = (Instant::now(), StallNotice::default());
        let bar = ProgressBar::hidden();
        ProgressLine { bar, visible, shown: false, passed, started: now, prefix: String::new(), notice }
    }

    /// Starts drawing the line (on a terminal, unless `--quiet`) once the first runs passed.
    fn show_when_passed(&mut self) {
        if self.shown || !self.visible || self.passed.get().is_none() {
            return;
        }
        self.shown = true;
        self.bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr_with_hz(8));
        self.bar
            .set_style(ProgressStyle::with_template("{spinner} [{elapsed_precise}] {msg}").expect("valid template"));
        self.bar.enable_steady_tick(Duration::from_millis(250));
    }

    /// Redraws the line (the reduction reports only changes; indicatif draws at most 8 times a
    /// second).
    pub fn update(&mut self, p: Progress) {
        let Progress { pass, size, original, calls, running, .. } = p;
        self.show_when_passed();
        if self.bar.is_hidden() {
            return;
        }
        let pct = if original == 0 { 100.0 } else { 100.0 * size as f64 / original as f64 };
        let rate = calls as f64 / self.started.elapsed().as_secs_f64().max(1e-3);
        let prefix = &self.prefix;
        let message =
            format!("{prefix}{size} bytes ({pct:.1}%)  {calls} calls ({rate:.1}/s, {running} running)  pass {pass}");
        self.bar.set_message(message);
    }

    /// Shows `prefix` before the size from now on (a tree's files left: `3/20 files  `).
    pub fn set_prefix(&mut self, prefix: String) {
        self.prefix = prefix;
    }

    /// Says what the reduction computes while no test runs (the watchdog): on the progress line,
    /// or off a terminal on a line of its own when the stall begins and every minute it lasts.
    pub fn stalled(&mut self, stall: &Stall) {
        if !self.bar.is_hidden() {
            self.bar.set_message(stall.to_string());
            return;
        }
        if self.visible && self.notice.due(stall) {
            eprintln!("pare: {stall}");
        }
    }

    /// Prints a message above the progress line (for `-v`).
    pub fn println(&self, message: &str) {
        if self.bar.is_hidden() {
            eprintln!("{message}");
        } else {
            self.bar.println(message);
        }
    }

    /// Removes the line before the summary is printed.
    pub fn finish(&self) {
        self.bar.finish_and_clear();
    }
}
