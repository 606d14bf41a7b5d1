//! A pass of pare's single-file kind run across the files of a tree, each file with its own
//! grammar: one scheduler entry per pass, as for a single file, so the same cost-aware order
//! that picks among passes runs here, and a pass is measured once, not once per file (a tree of
//! forty files would otherwise spend its first minutes trying every pass on every file before
//! any ranking). Within a run the pass visits the files in turn, largest first; when it yields
//! on a file (its yield fell behind), its next run resumes on that file where it stopped, so one
//! file cannot hold the run. A file whose contents did not change since the pass last ran to
//! its end on it is skipped: the pass would find nothing new there.

use std::collections::{BTreeMap, HashMap};
use std::sync::Mutex;

use super::frame::{FileFrame, Frame};
use super::{Context, Filtering, Pass, Tier};
use crate::adaptive::search::Position;
use crate::cache::key;
use crate::stop::Stop;
use crate::syntax::grammar::Grammar;
use crate::syntax::language::Lang;
use crate::tree::bundle;

/// `pass` on every file of a tree.
pub struct PerFile {
    pass: Box<dyn Pass>,
    /// The files it applies to, largest first, with their languages.
    files: Vec<(String, Option<Lang>)>,
    state: Mutex<Cursor>,
}

/// Where the pass stands across runs.
#[derive(Clone, Default)]
struct Cursor {
    /// The file the next run starts with.
    next: usize,
    /// Where it yielded on a file, to resume there.
    resume: BTreeMap<String, Position>,
    /// The hash of each file's contents when the pass last ran to its end on it.
    done: BTreeMap<String, u128>,
    /// The file a run works on now.
    running: Option<String>,
}

impl PerFile {
    /// `pass` on `files` (largest first), each parsed with its language.
    pub fn new(pass: Box<dyn Pass>, files: Vec<(String, Option<Lang>)>) -> PerFile {
        PerFile { pass, files, state: Mutex::default() }
    }
}

impl Pass for PerFile {
    fn name(&self) -> &'static str {
        self.pass.name()
    }
    fn tier(&self) -> Tier {
        self.pass.tier()
    }
    fn filtering(&self) -> Filtering {
        self.pass.filtering()
    }
    fn run(&self, cx: &mut Context) -> Result<(), Stop> {
        // A dry run (the scheduler's preview of what the pass will ask) must leave the cursor
        // as the real run will find it: it walks a copy.
        let mut cursor = match cx.is_dry_run() {
            true => Keep::Copy(self.next_run(&cx.best())),
            false => Keep::Shared(&self.state),
        };
        let n = self.files.len();
        // The files to visit, in turn from where the last run stopped: each file's contents
        // change only while the pass works on it, so those to skip are known before the first.
        let best = cx.best();
        let records = bundle::records(&best).unwrap_or_default();
        let contents: HashMap<&str, &[u8]> =
            records.iter().map(|r| (r.path(&best), &best[r.content.clone()])).collect();
        let todo: Vec<usize> = cursor.with(|c| {
            let changed = |i: &usize| {
                let path = &self.files[*i].0;
                contents.get(path.as_str()).is_some_and(|text| c.done.get(path) != Some(&key(text)))
            };
            (0..n).map(|k| (c.next + k) % n).filter(changed).collect()
        });
        for (k, &i) in todo.iter().enumerate() {
            let (path, lang) = &self.files[i];
            let best = cx.best();
            let Some(frame) = FileFrame::of(&best, path) else { continue };
            let resume = cursor.with(|c| {
                c.running = Some(path.clone());
                c.resume.remove(path)
            });
            let last = k + 1 == todo.len();
            let result = self.pass.run(&mut cx.within(&frame, lang.map(Grammar::get), resume, last));
            let (yielded, after) = (cx.yielded_at(), cx.best());
            cursor.with(|c| {
                c.running = None;
                if let Some(at) = yielded {
                    c.resume.insert(path.clone(), at);
                    c.next = i;
                } else if result.is_ok() {
                    // Only this file changed: the frame taken before the run still cuts it out.
                    c.done.insert(path.clone(), key(frame.view(&after)));
                }
            });
            if yielded.is_some() {
                return result;
            }
            result?;
        }
        cursor.with(|c| c.next = 0);
        Ok(())
    }
}

impl PerFile {
    /// The cursor the pass's next run will start from if it starts on `best`: the one its last
    /// run left, or, when a dry run is made while the pass runs (its last file's last batch
    /// lists what comes after it), the one this run leaves if it ends with `best`.
    fn next_run(&self, best: &[u8]) -> Cursor {
        let mut cursor = self.state.lock().expect("a cursor").clone();
        if let Some(path) = cursor.running.take() {
            if let Some(record) = bundle::find(best, &path) {
                cursor.done.insert(path, key(&best[record.content]));
            }
            cursor.next = 0;
        }
        cursor
    }
}

/// Where a run keeps the cursor: a real run in the pass's own, locked only while it reads or
/// moves it (a dry run made while the pass runs reads it too), a dry run in a copy.
enum Keep<'a> {
    Shared(&'a Mutex<Cursor>),
    Copy(Cursor),
}

impl Keep<'_> {
    fn with<R>(&mut self, f: impl FnOnce(&mut Cursor) -> R) -> R {
        match self {
            Keep::Shared(state) => f(&mut state.lock().expect("a cursor")),
            Keep::Copy(cursor) => f(cursor),
        }
    }
}
