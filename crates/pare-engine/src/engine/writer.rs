//! Handing each new best to the sink on a thread of its own.
//!
//! Writing a result can take long: a tree of many files replaced one by one, a file of
//! megabytes, a directory on a network filesystem, or a disk whose inode allocator is slow
//! after many deletions. Written on the door's thread, every improvement kept the door from
//! starting calls for as long as the write took, while tests finished around it and their slots
//! stayed empty. The [`Writer`] takes the newest best and hands it to the sink on its own thread
//! while the door goes on. When bests come faster than they are written, the ones in between are
//! skipped: the sink replaces its result whole (the command line writes atomically), so what it
//! holds is always one of the bests, and the newest once [`Writer::flush`] returns.

use std::io;
use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::thread::{self, JoinHandle};

use super::state::Sink;

/// The sink's own thread, and the best it is to write next.
pub struct Writer {
    shared: Arc<Shared>,
    thread: Option<JoinHandle<()>>,
}

/// What the door and the writer's thread share.
#[derive(Default)]
struct Shared {
    slot: Mutex<Slot>,
    /// Signalled whenever the slot changes.
    changed: Condvar,
    /// Set once a write failed, for the door to stop without taking the lock.
    failed: AtomicBool,
}

#[derive(Default)]
struct Slot {
    /// The newest best not yet handed to the sink.
    next: Option<Arc<Vec<u8>>>,
    /// True while the sink writes.
    writing: bool,
    /// The first failure not yet reported.
    error: Option<io::Error>,
    /// True once the writer is dropped: the thread writes what is left and ends.
    closed: bool,
}

impl Writer {
    /// A writer handing bests to `sink` on a thread of its own.
    pub fn new(mut sink: Sink) -> Writer {
        let shared = Arc::new(Shared::default());
        let theirs = shared.clone();
        let thread = thread::Builder::new()
            .name("pare-writer".into())
            .spawn(move || theirs.serve(&mut sink))
            .expect("a thread for the writer");
        Writer { shared, thread: Some(thread) }
    }

    /// Queues `best` to be written, in place of any best still waiting; the error of an earlier
    /// write, if one failed since the last report.
    pub fn send(&self, best: Arc<Vec<u8>>) -> io::Result<()> {
        let mut slot = self.shared.lock();
        if let Some(e) = slot.error.take() {
            return Err(e);
        }
        slot.next = Some(best);
        self.shared.changed.notify_all();
        Ok(())
    }

    /// Waits until the newest best is written; the error of a write that failed since the last
    /// report.
    pub fn flush(&self) -> io::Result<()> {
        let mut slot = self.shared.lock();
        while slot.next.is_some() || slot.writing {
            slot = self.shared.changed.wait(slot).unwrap_or_else(PoisonError::into_inner);
        }
        slot.error.take().map_or(Ok(()), Err)
    }

    /// True once any write failed.
    pub fn failed(&self) -> bool {
        self.shared.failed.load(Ordering::Relaxed)
    }
}

impl Drop for Writer {
    /// Writes what is still waiting, then ends the thread.
    fn drop(&mut self) {
        self.shared.lock().closed = true;
        self.shared.changed.notify_all();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, Slot> {
        self.slot.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The thread's loop: writes the newest best whenever there is one, until closed.
    fn serve(&self, sink: &mut Sink) {
        let mut slot = self.lock();
        loop {
            if let Some(best) = slot.next.take() {
                slot.writing = true;
                drop(slot);
                // A sink that panics fails its write; the door must not wait for it forever.
                let result = panic::catch_unwind(AssertUnwindSafe(|| sink(&best)))
                    .unwrap_or_else(|_| Err(io::Error::other("the result's writer panicked")));
                slot = self.lock();
                slot.writing = false;
                if let Err(e) = result {
                    self.failed.store(true, Ordering::Relaxed);
                    slot.error.get_or_insert(e);
                }
                self.changed.notify_all();
            } else if slot.closed {
                return;
            } else {
                slot = self.changed.wait(slot).unwrap_or_else(PoisonError::into_inner);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn recording() -> (Arc<Mutex<Vec<Vec<u8>>>>, Sink) {
        let seen = Arc::new(Mutex::new(Vec::new()));
        let theirs = seen.clone();
        let sink: Sink = Box::new(move |best: &[u8]| {
            thread::sleep(Duration::from_millis(20));
            theirs.lock().unwrap().push(best.to_vec());
            Ok(())
        });
        (seen, sink)
    }

    #[test]
    fn a_flush_leaves_the_newest_best_written_and_skips_only_bests_in_between() {
        let (seen, sink) = recording();
        let writer = Writer::new(sink);
        for n in 0..10u8 {
            writer.send(Arc::new(vec![n])).unwrap();
        }
        writer.flush().unwrap();
        let seen = seen.lock().unwrap().clone();
        assert_eq!(seen.last(), Some(&vec![9]), "the newest best is the last written");
        assert!(seen.len() < 10, "a slow sink skips bests in between: {seen:?}");
        assert!(seen.windows(2).all(|w| w[0] < w[1]), "never an older best after a newer one: {seen:?}");
    }

    #[test]
    fn dropping_the_writer_still_writes_the_last_best() {
        let (seen, sink) = recording();
        let writer = Writer::new(sink);
        writer.send(Arc::new(b"last".to_vec())).unwrap();
        drop(writer);
        assert_eq!(seen.lock().unwrap().last(), Some(&b"last".to_vec()));
    }

    #[test]
    fn a_failed_write_is_reported_once_and_flagged() {
        let sink: Sink =
            Box::new(|best: &[u8]| if best == b"bad" { Err(io::Error::other("disk full")) } else { Ok(()) });
        let writer = Writer::new(sink);
        writer.send(Arc::new(b"bad".to_vec())).unwrap();
        let error = writer.flush().expect_err("the failure reaches the door");
        assert_eq!(error.to_string(), "disk full");
        assert!(writer.failed());
        assert!(writer.flush().is_ok(), "reported once");
    }

    #[test]
    fn a_sink_that_panics_fails_its_write_instead_of_hanging_the_flush() {
        let sink: Sink = Box::new(|_: &[u8]| panic!("sink bug"));
        let writer = Writer::new(sink);
        writer.send(Arc::new(b"x".to_vec())).unwrap();
        assert!(writer.flush().is_err());
    }
}
