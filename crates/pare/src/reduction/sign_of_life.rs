//! The sign of life: a thread beside the reduction that reads its [`Activity`] and, while no test
//! has been running for a while, tells the caller what pass is computing and how far it is
//! (`Reduction::on_stall`). It observes only, so results never depend on it.

use std::sync::Arc;
use std::sync::mpsc;
use std::time::Duration;

use crate::engine::activity::{Activity, Stall};
use crate::oracle::{Cancel, Oracle, Verdict};

/// Hears what a reduction computes while no test runs.
pub type StallFn = Box<dyn FnMut(&Stall) + Send>;

/// How often it looks, at most.
const LOOK_EVERY: Duration = Duration::from_secs(1);

/// An oracle that records in an [`Activity`] when its judgements start and end.
pub struct Timed {
    /// The oracle that judges.
    pub inner: Arc<dyn Oracle>,
    /// Where the starts and ends go.
    pub activity: Arc<Activity>,
}

impl Oracle for Timed {
    fn judge(&self, candidate: &[u8], cancel: &Cancel) -> Verdict {
        self.activity.test_started();
        let verdict = self.inner.judge(candidate, cancel);
        self.activity.test_ended();
        verdict
    }
}

/// Runs `body`, calling `on_stall` (if any) with what the reduction computes whenever `after`
/// or more has passed with no test running, from a thread of its own that ends with `body`.
pub fn watch<T: Send>(
    activity: &Activity,
    on_stall: Option<(Duration, StallFn)>,
    body: impl FnOnce() -> T + Send,
) -> T {
    let Some((after, mut on_stall)) = on_stall else { return body() };
    let (done, finished) = mpsc::channel::<()>();
    let every = LOOK_EVERY.min(after / 2).max(Duration::from_millis(1));
    std::thread::scope(|s| {
        s.spawn(move || {
            while let Err(mpsc::RecvTimeoutError::Timeout) = finished.recv_timeout(every) {
                if let Some(stall) = activity.stalled(after) {
                    on_stall(&stall);
                }
            }
        });
        let out = body();
        drop(done);
        out
    })
}
