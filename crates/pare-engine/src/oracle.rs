//! The judge of candidates: the one thing a reduction needs from the outside world.
//!
//! A reduction asks its [`Oracle`] "is this candidate still interesting?" and nothing else. The
//! engine does not know whether the answer comes from a process (the command line's
//! `pare::process::ProcessOracle`), a closure ([`FnOracle`]) or a remote service; it only needs
//! judgements that are safe to make from several threads at once and that it can cancel when a
//! speculative judgement turns out not to be needed (speculative parallel evaluation).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

/// What an oracle says about one candidate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The candidate still shows the behaviour being reduced for.
    Interesting,
    /// It does not.
    Boring,
    /// The judgement ran past its time limit; the candidate counts as not interesting.
    TimedOut,
    /// The judgement could not be made (say, the test could not start); the candidate counts as
    /// not interesting, and the message says why.
    Error(String),
}

impl Verdict {
    /// True for [`Verdict::Interesting`]: every other verdict rejects the candidate.
    pub fn is_interesting(&self) -> bool {
        matches!(self, Verdict::Interesting)
    }

    /// `Interesting` or `Boring`.
    pub fn from_bool(interesting: bool) -> Verdict {
        if interesting { Verdict::Interesting } else { Verdict::Boring }
    }
}

/// Lets the engine stop a judgement whose verdict it no longer needs: a speculative call that a
/// verdict earlier in the sequence made pointless, or every call at Ctrl-C.
///
/// An oracle that can stop early (a process oracle kills the test's process group) registers
/// how with [`Cancel::on_cancel`]; one that cannot simply finishes, and its verdict is dropped.
#[derive(Default)]
pub struct Cancel {
    cancelled: AtomicBool,
    hook: Mutex<Option<Box<dyn Fn() + Send>>>,
}

impl Cancel {
    /// Cancels the judgement: runs the registered hook, now or as soon as one is registered.
    pub fn cancel(&self) {
        let hook = self.hook.lock().expect("hooks do not panic");
        self.cancelled.store(true, Ordering::SeqCst);
        if let Some(stop) = hook.as_ref() {
            stop();
        }
    }

    /// True once [`Cancel::cancel`] was called: an oracle should not start work then.
    pub fn is_cancelled(&self) -> bool {
        self.cancelled.load(Ordering::SeqCst)
    }

    /// Registers how to stop the running judgement (run at once if it is already cancelled).
    /// The hook runs under a lock that [`Cancel::clear`] also takes, so once `clear` returns the
    /// hook never runs again (a process group id it kills cannot have been reused by then).
    pub fn on_cancel(&self, stop: Box<dyn Fn() + Send>) {
        let mut hook = self.hook.lock().expect("hooks do not panic");
        if self.is_cancelled() {
            stop();
        }
        *hook = Some(stop);
    }

    /// Removes the hook, running `last` under the same lock first (a final clean-up that must
    /// not race with a cancellation).
    pub fn clear(&self, last: impl FnOnce()) {
        let mut hook = self.hook.lock().expect("hooks do not panic");
        last();
        *hook = None;
    }
}

/// Judges candidates. Called from several threads at once, so it must be `Send + Sync`; it must
/// also be deterministic for the reduction to be: results are a function of the input, the
/// verdicts and the options only.
pub trait Oracle: Send + Sync {
    /// The verdict on `candidate`. `cancel` says when the engine no longer needs it.
    fn judge(&self, candidate: &[u8], cancel: &Cancel) -> Verdict;
}

/// A shared oracle is an oracle: a caller can keep a handle on the one a reduction uses.
impl<O: Oracle + ?Sized> Oracle for Arc<O> {
    fn judge(&self, candidate: &[u8], cancel: &Cancel) -> Verdict {
        (**self).judge(candidate, cancel)
    }
}

/// A borrowed oracle is an oracle: `pare::Reduction::run` can take `&oracle` and leave it
/// with the caller.
impl<O: Oracle + ?Sized> Oracle for &O {
    fn judge(&self, candidate: &[u8], cancel: &Cancel) -> Verdict {
        (**self).judge(candidate, cancel)
    }
}

/// An oracle from a closure that says whether a candidate is interesting: the quickest way to use
/// pare as a library, and what the engine's own tests use.
///
/// ```
/// // In `pare`, the same is `pare::oracle` (or `pare::FnOracle`).
/// use pare_engine::oracle::{Cancel, FnOracle, Oracle};
/// let oracle = FnOracle(|bytes: &[u8]| bytes.windows(3).any(|w| w == b"bug"));
/// assert!(oracle.judge(b"a bug here", &Cancel::default()).is_interesting());
/// ```
pub struct FnOracle<F>(pub F);

impl<F: Fn(&[u8]) -> bool + Send + Sync> Oracle for FnOracle<F> {
    fn judge(&self, candidate: &[u8], cancel: &Cancel) -> Verdict {
        if cancel.is_cancelled() {
            return Verdict::Boring;
        }
        Verdict::from_bool((self.0)(candidate))
    }
}

/// A cheap check that rejects a candidate without asking the oracle (the syntax pre-filter).
///
/// It lives beside [`Oracle`] because it is the other judge of candidates the engine is handed:
/// the engine only calls it, and the syntax layer implements it without knowing the engine.
/// The filter only measures (how many parse errors a candidate has); whether that is too many
/// is decided against the best's count. A count may depend on the best it was taken against
/// (the syntax filter parses a candidate incrementally against the best's tree), and a call may
/// start while an older best is current, so the door takes a count again at commit time when
/// it was taken against another best than the one a sequential run has then.
pub trait CandidateFilter: Send + Sync {
    /// How many errors `candidate` has, counted against the newest best heard of. The count
    /// depends on `candidate` and on the bests heard of so far, on nothing else (not on timing).
    fn errors(&self, candidate: &[u8]) -> Measure;
    /// Hears of a new best test case: the next candidates are built from it, and the next
    /// counts are taken against it.
    fn rebase(&self, best: &Arc<Vec<u8>>);
    /// Hears that bests up to `bytes` have syntax trees from now on: candidates up to that size
    /// are counted (a filter may count none above a size it was built with).
    fn allow_trees(&self, bytes: usize);
}

/// A [`CandidateFilter`]'s count of a candidate's errors, and which best it was taken against.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Measure {
    /// How many errors the candidate has.
    pub errors: usize,
    /// How many times [`CandidateFilter::rebase`] and [`CandidateFilter::allow_trees`] had
    /// been called when the count was taken: a count taken after another number of them may
    /// differ, and is taken again.
    pub against: u64,
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;
    use std::sync::atomic::AtomicUsize;

    #[test]
    fn a_hook_runs_once_cancelled_and_never_after_clear() {
        let runs = Arc::new(AtomicUsize::new(0));
        let c = Cancel::default();
        let r = runs.clone();
        c.on_cancel(Box::new(move || {
            r.fetch_add(1, Ordering::SeqCst);
        }));
        assert_eq!(runs.load(Ordering::SeqCst), 0);
        c.cancel();
        assert_eq!(runs.load(Ordering::SeqCst), 1);
        c.clear(|| {});
        c.cancel();
        assert_eq!(runs.load(Ordering::SeqCst), 1);
        // Registered after the cancellation: runs at once.
        let r = runs.clone();
        c.on_cancel(Box::new(move || {
            r.fetch_add(1, Ordering::SeqCst);
        }));
        assert_eq!(runs.load(Ordering::SeqCst), 2);
    }
}
