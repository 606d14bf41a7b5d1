//! What the passes to come will ask, listed on another thread while the running pass's last
//! batch is judged.
//!
//! A pass that may end with its next batch says so (`adaptive::Evaluator::ending_on`), and the
//! scheduler lists what the passes after it ask first on the best it would end with: a dry
//! run of those passes, tens of milliseconds on a tree. Made before the batch starts, that
//! list delays every call of the batch; made on another thread while the batch's calls start
//! and run, it costs the round nothing where a core is free. The list reaches the door on the
//! calls' own channel, which wakes a door waiting for reports, and carries a number: a list
//! that comes after the batch it was made for has been judged is stale and dropped.

use std::sync::Arc;
use std::sync::mpsc::Sender;

use super::calls::Evaluation;
use super::previews::Upcoming;

/// What reaches a door waiting on its calls: a call's report, or a list of the passes to come.
pub(super) enum Message {
    /// The call with this tag ended so.
    Report(usize, Evaluation),
    /// A list made on another thread.
    Listed(Listing),
}

/// A list of what the passes to come ask first, if the running pass ends with `base`.
pub struct Listing {
    /// Which request it answers (see [`super::Engine::list_beside`]).
    pub id: u64,
    /// The passes and their first candidates, in order.
    pub upcoming: Vec<Upcoming>,
    /// The best they were listed on.
    pub base: Arc<Vec<u8>>,
}

/// Sends one list to the door, from any thread.
pub struct Lister {
    tx: Sender<Message>,
    id: u64,
}

impl Lister {
    pub(super) fn new(tx: Sender<Message>, id: u64) -> Lister {
        Lister { tx, id }
    }

    /// The number its list will carry.
    pub(super) fn id(&self) -> u64 {
        self.id
    }

    /// Hands the door `upcoming`, listed on `base`. A door that has stopped listening (the run
    /// ended) drops it.
    pub fn send(self, upcoming: Vec<Upcoming>, base: Arc<Vec<u8>>) {
        let _ = self.tx.send(Message::Listed(Listing { id: self.id, upcoming, base }));
    }
}

#[cfg(test)]
mod tests {
    use std::time::{Duration, Instant};

    use super::super::calls::Calls;
    use super::*;
    use crate::oracle::FnOracle;

    /// A list sent from another thread wakes the door waiting on its calls at once, is taken
    /// once, and carries its request's number, which the next request's does not share.
    #[test]
    fn a_list_wakes_the_waiting_door_and_is_told_apart_from_later_ones() {
        let mut calls = Calls::new(Arc::new(FnOracle(|_: &[u8]| true)), 1, None).unwrap();
        let lister = calls.lister();
        let id = lister.id();
        let sender = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(50));
            lister.send(Vec::new(), Arc::new(b"base".to_vec()));
        });
        let waited = Instant::now();
        assert!(calls.wait(Duration::from_secs(20)).is_none(), "no call ran");
        assert!(waited.elapsed() < Duration::from_secs(10), "the list ended the wait");
        let listing = calls.take_listing().expect("the list");
        assert_eq!((listing.id, listing.base.as_slice()), (id, &b"base"[..]));
        assert!(calls.take_listing().is_none(), "taken once");
        assert_ne!(calls.lister().id(), id);
        sender.join().unwrap();
    }
}
