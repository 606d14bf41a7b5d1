//! A pass of pare's single-file kind run across the files of a tree, each file with its own
//! grammar: one scheduler entry per pass, as for a single file, so the same cost-aware order
//! that picks among passes runs here, and a pass is measured once, not once per file (a tree of
//! forty files would otherwise spend its first minutes trying every pass on every file before
//! any ranking). Within a run the pass visits the files in turn, largest first; when it yields
//! on a file (its yield fell behind), its next run resumes on that file where it stopped, so one
//! file cannot hold the run. A file whose contents did not change since the pass last ran to
//! its end on it is skipped: the pass would find nothing new there.

use std::collections::BTreeMap;
use std::sync::Mutex;

use super::frame::{FileFrame, Frame};
use super::{Context, Filtering, Pass, Tier};
use crate::adaptive::search::Position;
use crate::cache::key;
use crate::stop::Stop;
use crate::syntax::grammar::Grammar;
use crate::syntax::language::Lang;

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
        let mut cursor = self.state.lock().expect("one run at a time");
        // A dry run (the scheduler's preview of what the pass will ask) must leave the cursor
        // as the real run will find it: it walks a copy.
        let mut copy = cx.is_dry_run().then(|| cursor.clone());
        let state = copy.as_mut().unwrap_or(&mut cursor);
        let n = self.files.len();
        for k in 0..n {
            let i = (state.next + k) % n;
            let (path, lang) = &self.files[i];
            let best = cx.best();
            let Some(frame) = FileFrame::of(&best, path) else { continue };
            let hash = key(frame.view(&best));
            if state.done.get(path) == Some(&hash) {
                continue;
            }
            let resume = state.resume.remove(path);
            let result = self.pass.run(&mut cx.within(&frame, lang.map(Grammar::get), resume));
            if let Some(at) = cx.yielded_at() {
                state.resume.insert(path.clone(), at);
                state.next = i;
                return result;
            }
            result?;
            let after = cx.best();
            if let Some(frame) = FileFrame::of(&after, path) {
                state.done.insert(path.clone(), key(frame.view(&after)));
            }
        }
        state.next = 0;
        Ok(())
    }
}
