//! An oracle the caller lends rather than gives: [`super::Reduction::run`] takes any oracle, a
//! closure borrowing a local included. The calls' pool needs `'static` jobs, so the pool gets a
//! [`ForwardingOracle`] that holds only a channel, and the judgements run on scoped threads
//! (`std::thread::scope`) that hold the borrow and end before `run` returns.

use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};

use crate::oracle::{Cancel, Oracle, Verdict};

/// A judgement asked of the scoped threads: the candidate, its cancellation, where to answer.
type Request = (Vec<u8>, Arc<Cancel>, Sender<Verdict>);

/// The `'static` stand-in for a borrowed oracle: it hands each judgement to the threads that
/// hold the borrow and waits for the verdict. Once the reduction is over it judges nothing.
pub struct ForwardingOracle {
    requests: Mutex<Option<Sender<Request>>>,
}

impl Oracle for ForwardingOracle {
    fn judge(&self, candidate: &[u8], cancel: &Cancel) -> Verdict {
        let Some(requests) = self.requests.lock().expect("no panics under the lock").clone() else {
            return Verdict::Error("the reduction is over".into());
        };
        // The oracle registers its own way to stop on this one; a cancellation passes it on.
        let inner = Arc::new(Cancel::default());
        let forward = inner.clone();
        cancel.on_cancel(Box::new(move || forward.cancel()));
        let (answer, verdict) = mpsc::channel();
        let verdict = match requests.send((candidate.to_vec(), inner, answer)) {
            Ok(()) => verdict.recv().unwrap_or_else(|_| Verdict::Error("the judge stopped".into())),
            Err(_) => Verdict::Error("the reduction is over".into()),
        };
        cancel.clear(|| {});
        verdict
    }
}

/// Runs `body` with a [`ForwardingOracle`] for `oracle`, served by `threads` scoped threads (as many as
/// judgements may run at once); they end when `body` has returned and no judgement is left.
pub fn lend<T>(oracle: &(impl Oracle + ?Sized), threads: usize, body: impl FnOnce(Arc<dyn Oracle>) -> T) -> T {
    let (requests, incoming) = mpsc::channel::<Request>();
    let incoming = Mutex::new(incoming);
    let forwarder = Arc::new(ForwardingOracle { requests: Mutex::new(Some(requests)) });
    std::thread::scope(|s| {
        for _ in 0..threads.max(1) {
            s.spawn(|| serve(oracle, &incoming));
        }
        // Dropped when `body` returns or panics: a panic then reaches the caller instead of
        // leaving the threads waiting for requests forever.
        let _close = Close(&forwarder);
        body(forwarder.clone())
    })
}

/// Drops the forwarder's sender, the last one: once the judgements still waiting have their
/// verdicts, the serving threads end.
struct Close<'a>(&'a ForwardingOracle);

impl Drop for Close<'_> {
    fn drop(&mut self) {
        self.0.requests.lock().unwrap_or_else(|e| e.into_inner()).take();
    }
}

/// Judges requests until every sender is gone.
fn serve(oracle: &(impl Oracle + ?Sized), incoming: &Mutex<Receiver<Request>>) {
    loop {
        let request = incoming.lock().expect("no panics under the lock").recv();
        let Ok((candidate, cancel, answer)) = request else { return };
        let _ = answer.send(oracle.judge(&candidate, &cancel));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::FnOracle;
    use std::panic::{AssertUnwindSafe, catch_unwind};

    /// A pass that panics makes the run panic, after judgements that were asked got answers;
    /// it used to hang, the serving threads waiting for requests that never came.
    #[test]
    fn a_panic_in_the_body_reaches_the_caller() {
        let oracle = FnOracle(|c: &[u8]| c.is_empty());
        let caught = catch_unwind(AssertUnwindSafe(|| {
            lend(&oracle, 2, |forwarder| {
                assert_eq!(forwarder.judge(b"", &Cancel::default()), Verdict::Interesting);
                panic!("a pass panicked")
            })
        }));
        assert!(caught.is_err());
    }
}
