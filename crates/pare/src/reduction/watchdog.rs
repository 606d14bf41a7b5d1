//! Stopping inside a pass's own work. The door sees a signal or the time limit at the next call,
//! but between calls a pass may parse a file of megabytes, which takes seconds. The watchdog
//! looks every few milliseconds and, once the run must stop, tells this thread's parses to give
//! up (see [`crate::syntax::parse::abandon_on`]); the door then ends the run at its next call.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use crate::syntax::parse;

/// How often the watchdog looks.
const TICK: Duration = Duration::from_millis(50);

/// Watches a run's interrupt flag and deadline while it is alive: a [`crate::Reduction`] keeps
/// one while it runs, and a caller that parses the input itself before (the command line, to
/// warn about parse errors) can keep one around that.
pub struct Watchdog {
    /// Dropped when the run ends: the thread wakes at once instead of at its next look.
    done: Option<Sender<()>>,
    thread: Option<JoinHandle<()>>,
}

impl Watchdog {
    /// Starts watching for the run on the current thread.
    pub fn start(interrupt: Arc<AtomicUsize>, deadline: Option<Instant>) -> Watchdog {
        let abandon = Arc::new(AtomicBool::new(false));
        parse::abandon_on(Some(abandon.clone()));
        let (done, finished) = mpsc::channel::<()>();
        let thread = thread::Builder::new().name("pare-watchdog".into()).spawn(move || {
            loop {
                if interrupt.load(Ordering::SeqCst) != 0 || deadline.is_some_and(|d| Instant::now() >= d) {
                    abandon.store(true, Ordering::Relaxed);
                    return;
                }
                if finished.recv_timeout(TICK) != Err(RecvTimeoutError::Timeout) {
                    return;
                }
            }
        });
        // Without the thread, stops are seen at the next call, as before.
        Watchdog { done: Some(done), thread: thread.ok() }
    }
}

impl Drop for Watchdog {
    fn drop(&mut self) {
        drop(self.done.take());
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
        parse::abandon_on(None);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::language::Lang;

    /// Once the run must stop, a parse on the watched thread gives up instead of running to its
    /// end: it returns the empty text's tree. Counted in parses, not seconds, so that no load
    /// can make it fail (the loop's deadline only catches a watchdog that never fires). The text
    /// is large enough for tree-sitter to ask whether to go on while it parses.
    #[test]
    fn parses_give_up_once_the_run_must_stop() {
        let large = "static int f(int a) { return a; }\n".repeat(2_000);
        let functions = || crate::syntax::parse::parse(Lang::C, large.as_bytes(), None).root_node().child_count();
        assert_eq!(functions(), 2_000, "no watchdog: parses run to the end");
        let watchdog = Watchdog::start(Arc::new(AtomicUsize::new(2)), None);
        let started = Instant::now();
        while functions() > 0 {
            assert!(started.elapsed() < Duration::from_secs(120), "the watchdog never fired");
            thread::sleep(TICK);
        }
        drop(watchdog);
        assert_eq!(functions(), 2_000, "parses run to the end again");
    }
}
