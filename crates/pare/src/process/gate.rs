//! Verdicts held until the original is judged, so that a reduction can start its first calls
//! while the test still runs on the original.
//!
//! Whether the original is interesting, the per-call time-out (from how long its run took) and
//! the bug's signature in its output are known only when the test's first run ends. A
//! reduction that waits for them idles for a whole test time with every slot empty. Behind a
//! gate it need not: its calls start at once, in the slots the first runs leave, and each
//! call's verdict is given only once the gate opens (the first runs passed; the time-out and
//! the signature are settled by then, and a call that started earlier is ended as one under
//! the settled time-out would have been). The reduction sees the verdicts it would have seen
//! had it waited, later than their runs end, so it commits nothing before the original is
//! judged and its result does not change. When the first runs fail, the gate closes: every held
//! verdict is "not interesting" and the caller stops the reduction.

use std::sync::{Condvar, Mutex};
use std::time::Duration;

use crate::oracle::Cancel;

/// How often a call waiting at the gate looks whether it was cancelled.
const LOOK_EVERY: Duration = Duration::from_millis(10);

/// The gate: pending until [`Gate::open`] or [`Gate::close`].
pub(crate) struct Gate {
    state: Mutex<State>,
    changed: Condvar,
}

struct State {
    /// `None` while the first runs go on; then whether they passed.
    passed: Option<bool>,
    /// Tests that may still start while the gate is pending (the slots the first runs leave).
    permits: usize,
}

/// A test started while the gate was pending: its permit goes back when it is dropped.
pub(crate) struct Entered<'a> {
    gate: &'a Gate,
    permit: bool,
}

impl Gate {
    /// A pending gate that lets `permits` tests run at once until it opens.
    pub(crate) fn new(permits: usize) -> Gate {
        Gate { state: Mutex::new(State { passed: None, permits }), changed: Condvar::new() }
    }

    /// Waits until a test may start: at once when the gate is open, else for a permit. `None`
    /// when the call is cancelled or the gate closes first.
    pub(crate) fn enter(&self, cancel: &Cancel) -> Option<Entered<'_>> {
        let mut state = self.state.lock().expect("no panics under the gate's lock");
        loop {
            match state.passed {
                Some(true) => return Some(Entered { gate: self, permit: false }),
                Some(false) => return None,
                None if cancel.is_cancelled() => return None,
                None if state.permits > 0 => {
                    state.permits -= 1;
                    return Some(Entered { gate: self, permit: true });
                }
                None => state = self.changed.wait_timeout(state, LOOK_EVERY).expect("no panics under the lock").0,
            }
        }
    }

    /// Waits until the gate opens or closes; true when it opened. A cancelled call stops
    /// waiting (false): nobody reads its verdict.
    pub(crate) fn passed(&self, cancel: &Cancel) -> bool {
        let mut state = self.state.lock().expect("no panics under the gate's lock");
        loop {
            match state.passed {
                Some(passed) => return passed,
                None if cancel.is_cancelled() => return false,
                None => state = self.changed.wait_timeout(state, LOOK_EVERY).expect("no panics under the lock").0,
            }
        }
    }

    /// Opens the gate: held verdicts are given, and tests start without permits.
    pub(crate) fn open(&self) {
        self.settle(true);
    }

    /// Closes the gate: held verdicts are "not interesting", and no test starts any more.
    pub(crate) fn close(&self) {
        self.settle(false);
    }

    fn settle(&self, passed: bool) {
        self.state.lock().expect("no panics under the gate's lock").passed = Some(passed);
        self.changed.notify_all();
    }
}

impl Drop for Entered<'_> {
    fn drop(&mut self) {
        if self.permit {
            self.gate.state.lock().expect("no panics under the gate's lock").permits += 1;
            self.gate.changed.notify_all();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};

    /// While pending, no more tests run at once than the gate has permits; the others start
    /// as permits come back; every verdict waits for the gate, and is given when it opens.
    #[test]
    fn permits_bound_the_tests_before_the_gate_opens_and_verdicts_wait_for_it() {
        let gate = Arc::new(Gate::new(2));
        let (running, most, passed) = (AtomicUsize::new(0), AtomicUsize::new(0), AtomicUsize::new(0));
        std::thread::scope(|s| {
            for _ in 0..6 {
                s.spawn(|| {
                    let cancel = Cancel::default();
                    let entered = gate.enter(&cancel).expect("pending gates hand out permits");
                    let now = running.fetch_add(1, Ordering::SeqCst) + 1;
                    most.fetch_max(now, Ordering::SeqCst);
                    std::thread::sleep(Duration::from_millis(20));
                    running.fetch_sub(1, Ordering::SeqCst);
                    drop(entered);
                    if gate.passed(&cancel) {
                        passed.fetch_add(1, Ordering::SeqCst);
                    }
                });
            }
            std::thread::sleep(Duration::from_millis(100));
            assert_eq!(passed.load(Ordering::SeqCst), 0, "a verdict was given before the gate opened");
            gate.open();
        });
        let most = most.load(Ordering::SeqCst);
        assert!((1..=2).contains(&most), "{most} tests ran at once with 2 permits");
        assert_eq!(passed.load(Ordering::SeqCst), 6);
        assert!(gate.enter(&Cancel::default()).is_some_and(|e| !e.permit), "an open gate needs no permit");
    }

    /// A closed gate gives no verdicts and starts nothing; a cancelled call waiting for a
    /// permit or a verdict stops waiting.
    #[test]
    fn a_closed_gate_refuses_and_a_cancelled_call_stops_waiting() {
        let gate = Gate::new(0);
        let cancelled = Cancel::default();
        cancelled.cancel();
        assert!(gate.enter(&cancelled).is_none());
        assert!(!gate.passed(&cancelled));
        gate.close();
        assert!(gate.enter(&Cancel::default()).is_none());
        assert!(!gate.passed(&Cancel::default()));
    }
}
