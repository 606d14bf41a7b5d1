//! The live progress line on stderr: size, calls, calls per second, current pass, elapsed time.

use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use pare::engine::Progress;

/// A spinner line that the reducer refreshes as it works; hidden with `--quiet` or off a terminal.
pub struct ProgressLine {
    bar: ProgressBar,
    started: Instant,
    last: Instant,
    /// Shown before the size (a tree's files left).
    prefix: String,
}

impl ProgressLine {
    /// A progress line, or an invisible one when `visible` is false.
    pub fn new(visible: bool) -> ProgressLine {
        let bar = if visible {
            let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr_with_hz(8));
            bar.set_style(ProgressStyle::with_template("{spinner} [{elapsed_precise}] {msg}").expect("valid template"));
            bar.enable_steady_tick(Duration::from_millis(250));
            bar
        } else {
            ProgressBar::hidden()
        };
        let now = Instant::now();
        ProgressLine { bar, started: now, last: now - Duration::from_secs(1), prefix: String::new() }
    }

    /// Redraws the line (at most a few times a second).
    pub fn update(&mut self, p: Progress) {
        let Progress { pass, size, original, calls } = p;
        if self.bar.is_hidden() || self.last.elapsed() < Duration::from_millis(100) {
            return;
        }
        self.last = Instant::now();
        let pct = if original == 0 { 100.0 } else { 100.0 * size as f64 / original as f64 };
        let rate = calls as f64 / self.started.elapsed().as_secs_f64().max(1e-3);
        let prefix = &self.prefix;
        self.bar.set_message(format!("{prefix}{size} bytes ({pct:.1}%)  {calls} calls ({rate:.1}/s)  pass {pass}"));
    }

    /// Shows `prefix` before the size from now on (a tree's files left: `3/20 files  `).
    pub fn set_prefix(&mut self, prefix: String) {
        self.prefix = prefix;
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
