//! A journal of verdicts, so an interrupted reduction resumes without running the test again.
//!
//! [`Journal`] wraps an oracle: every verdict it gets is appended to a file (one short line,
//! keyed by the candidate's hash) before it is returned, and when the file already holds
//! verdicts, they answer the same candidates again, in the order they were recorded, without
//! calling the wrapped oracle. Reducing the same input again with the same options then
//! retraces the interrupted run — the same candidates, in the same order, the same verdicts — to
//! its best-so-far without running the test, and goes on from there. A reduction's result is a
//! function of its input, options and verdicts, so the resumed run ends exactly where an
//! uninterrupted one would have (restarting from the best-so-far file alone would not: the
//! passes' order and odds depend on the whole history).
//!
//! A candidate can be judged more than once (`--confirm`, the final re-check), so each key keeps
//! a queue of verdicts. Judgements that were cancelled, or that could not be made, are not
//! recorded. A line cut short by a crash is ignored.

use std::collections::{HashMap, VecDeque};
use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::Path;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

use crate::cache::{self, Key};
use crate::oracle::{Cancel, Oracle, Verdict};

/// An oracle that records its verdicts in a file and replays the ones recorded before.
pub struct Journal<O> {
    inner: O,
    file: Mutex<File>,
    recorded: Mutex<HashMap<Key, VecDeque<Verdict>>>,
    replayed: AtomicU64,
    ran: AtomicU64,
}

impl<O: Oracle> Journal<O> {
    /// Opens (or creates) the journal at `path` around `inner`, loading what it holds.
    pub fn open(path: &Path, inner: O) -> io::Result<Journal<O>> {
        let recorded = match fs::read_to_string(path) {
            Ok(text) => parse(&text),
            Err(e) if e.kind() == io::ErrorKind::NotFound => HashMap::new(),
            Err(e) => return Err(e),
        };
        let file = OpenOptions::new().create(true).append(true).open(path)?;
        Ok(Journal {
            inner,
            file: Mutex::new(file),
            recorded: Mutex::new(recorded),
            replayed: AtomicU64::new(0),
            ran: AtomicU64::new(0),
        })
    }

    /// Judgements answered from the journal.
    pub fn replayed(&self) -> u64 {
        self.replayed.load(Ordering::SeqCst)
    }

    /// Judgements the wrapped oracle made (test runs, for a process oracle).
    pub fn ran(&self) -> u64 {
        self.ran.load(Ordering::SeqCst)
    }

    /// Appends one verdict; a full line in one write, so a crash leaves at most a cut last line.
    fn record(&self, key: Key, verdict: &Verdict) {
        let code = match verdict {
            Verdict::Interesting => 'I',
            Verdict::Boring => 'B',
            Verdict::TimedOut => 'T',
            Verdict::Error(_) => return,
        };
        let line = format!("{key:032x} {code}\n");
        // A journal that cannot be written costs only the resume, not the reduction.
        let _ = self.file.lock().expect("no panics under the journal's lock").write_all(line.as_bytes());
    }
}

/// The verdicts a journal's text holds, per key, in order; malformed lines are skipped.
fn parse(text: &str) -> HashMap<Key, VecDeque<Verdict>> {
    let mut recorded: HashMap<Key, VecDeque<Verdict>> = HashMap::new();
    for line in text.lines() {
        let Some((key, code)) = line.split_once(' ') else { continue };
        let verdict = match code {
            "I" => Verdict::Interesting,
            "B" => Verdict::Boring,
            "T" => Verdict::TimedOut,
            _ => continue,
        };
        if let (32, Ok(key)) = (key.len(), Key::from_str_radix(key, 16)) {
            recorded.entry(key).or_default().push_back(verdict);
        }
    }
    recorded
}

impl<O: Oracle> Oracle for Journal<O> {
    fn judge(&self, candidate: &[u8], cancel: &Cancel) -> Verdict {
        let key = cache::key(candidate);
        let replay =
            self.recorded.lock().expect("no panics under the journal's lock").get_mut(&key).and_then(|q| q.pop_front());
        if let Some(verdict) = replay {
            self.replayed.fetch_add(1, Ordering::SeqCst);
            return verdict;
        }
        self.ran.fetch_add(1, Ordering::SeqCst);
        let verdict = self.inner.judge(candidate, cancel);
        if !cancel.is_cancelled() {
            self.record(key, &verdict);
        }
        verdict
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::FnOracle;
    use std::sync::Arc;
    use std::sync::atomic::AtomicUsize;

    #[test]
    fn recorded_verdicts_answer_again_in_order_and_cut_lines_are_skipped() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("j");
        let runs = Arc::new(AtomicUsize::new(0));
        let counting = |runs: Arc<AtomicUsize>| {
            FnOracle(move |c: &[u8]| {
                runs.fetch_add(1, Ordering::SeqCst);
                c.starts_with(b"x")
            })
        };
        let cancel = Cancel::default();
        let first = Journal::open(&path, counting(runs.clone())).unwrap();
        assert!(first.judge(b"xa", &cancel).is_interesting());
        assert!(!first.judge(b"b", &cancel).is_interesting());
        assert!(first.judge(b"xa", &cancel).is_interesting());
        drop(first);
        // A crash in the middle of a line.
        let mut text = fs::read_to_string(&path).unwrap();
        text.push_str("0123abc");
        fs::write(&path, text).unwrap();
        let again = Journal::open(&path, counting(runs.clone())).unwrap();
        for c in [&b"xa"[..], b"b", b"xa"] {
            again.judge(c, &cancel);
        }
        assert_eq!((again.replayed(), again.ran()), (3, 0));
        assert_eq!(runs.load(Ordering::SeqCst), 3, "nothing judged twice across the two runs");
        assert!(again.judge(b"xa", &cancel).is_interesting(), "a fourth judgement runs");
        assert_eq!(again.ran(), 1);
        // A cancelled judgement is not recorded.
        let cancelled = Cancel::default();
        cancelled.cancel();
        again.judge(b"c", &cancelled);
        assert!(!fs::read_to_string(&path).unwrap().contains(&format!("{:032x}", cache::key(b"c"))));
    }
}
