//! What a running reduction is doing, readable from another thread while the engine's own
//! thread is busy in a pass: the pass that runs and since when, how many candidates it has built
//! and how many the syntax filter turned away, and whether a test is running or when the last
//! one ended. A watchdog reads it to say what pare computes when no test runs for a while (the
//! most asked-for complaint on other reducers' trackers: a reducer that stalls with no sign of
//! life).

use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// The shared record of a running reduction (all counters relaxed: it is only ever displayed).
pub struct Activity {
    started: Instant,
    pass: Mutex<&'static str>,
    /// Milliseconds since `started` when the pass began, and when a test last started or ended.
    pass_since: AtomicU64,
    test_since: AtomicU64,
    /// Tests running now.
    running: AtomicU64,
    /// Candidates the pass has built in this run, and those the filter turned away.
    built: AtomicU64,
    turned_away: AtomicU64,
}

impl Default for Activity {
    fn default() -> Activity {
        Activity {
            started: Instant::now(),
            pass: Mutex::new("-"),
            pass_since: AtomicU64::new(0),
            test_since: AtomicU64::new(0),
            running: AtomicU64::new(0),
            built: AtomicU64::new(0),
            turned_away: AtomicU64::new(0),
        }
    }
}

/// What a reduction computes while no test runs: the watchdog's report.
#[derive(Clone, Debug, PartialEq)]
pub struct Stall {
    /// The pass that runs.
    pub pass: &'static str,
    /// How long no test has been running.
    pub idle: Duration,
    /// How long the pass has been running.
    pub in_pass: Duration,
    /// Candidates the pass has built in this run.
    pub built: u64,
    /// Of those, the ones the syntax filter turned away without a test.
    pub turned_away: u64,
}

impl std::fmt::Display for Stall {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "no test running for {:.0} s: pass {} computing ({:.0} s in it, {} candidates built, {} turned away by the syntax filter)",
            self.idle.as_secs_f64(),
            self.pass,
            self.in_pass.as_secs_f64(),
            self.built,
            self.turned_away
        )
    }
}

impl Activity {
    fn now(&self) -> u64 {
        self.started.elapsed().as_millis() as u64
    }

    fn since(&self, at: &AtomicU64) -> Duration {
        Duration::from_millis(self.now().saturating_sub(at.load(Ordering::Relaxed)))
    }

    /// A pass starts (its counters start from zero).
    pub fn pass(&self, name: &'static str) {
        *self.pass.lock().expect("no panics under the lock") = name;
        self.pass_since.store(self.now(), Ordering::Relaxed);
        self.built.store(0, Ordering::Relaxed);
        self.turned_away.store(0, Ordering::Relaxed);
    }

    /// The pass built a candidate.
    pub fn built(&self) {
        self.built.fetch_add(1, Ordering::Relaxed);
    }

    /// The filter turned a candidate away.
    pub fn turned_away(&self) {
        self.turned_away.fetch_add(1, Ordering::Relaxed);
    }

    /// A test starts.
    pub fn test_started(&self) {
        self.running.fetch_add(1, Ordering::Relaxed);
        self.test_since.store(self.now(), Ordering::Relaxed);
    }

    /// A test ended.
    pub fn test_ended(&self) {
        self.running.fetch_sub(1, Ordering::Relaxed);
        self.test_since.store(self.now(), Ordering::Relaxed);
    }

    /// What the reduction computes, when no test has been running for `after` or longer.
    pub fn stalled(&self, after: Duration) -> Option<Stall> {
        let idle = self.since(&self.test_since);
        if self.running.load(Ordering::Relaxed) > 0 || idle < after {
            return None;
        }
        Some(Stall {
            pass: *self.pass.lock().expect("no panics under the lock"),
            idle,
            in_pass: self.since(&self.pass_since),
            built: self.built.load(Ordering::Relaxed),
            turned_away: self.turned_away.load(Ordering::Relaxed),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stall_is_only_reported_while_no_test_runs() {
        let a = Activity::default();
        a.pass("hoist");
        a.built();
        a.turned_away();
        let stall = a.stalled(Duration::ZERO).expect("nothing ran yet");
        assert_eq!((stall.pass, stall.built, stall.turned_away), ("hoist", 1, 1));
        assert!(stall.to_string().contains("pass hoist computing"), "{stall}");
        a.test_started();
        assert_eq!(a.stalled(Duration::ZERO), None, "a test runs");
        a.test_ended();
        assert!(a.stalled(Duration::ZERO).is_some());
        assert_eq!(a.stalled(Duration::from_secs(3600)), None, "a test ended just now");
    }
}
