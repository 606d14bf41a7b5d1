//! A pass of pare's single-file kind run on one file of a tree, with that file's grammar: the
//! scheduler ranks every (file, pass) pair on its own, so the same cost-aware order that picks
//! among passes also picks among files, and a pass that does well on one file does not keep
//! the run on it once it stops paying.

use super::frame::FileFrame;
use crate::passes::{Context, Pass, Tier};
use crate::stop::Stop;
use crate::syntax::grammar::Grammar;
use crate::syntax::language::Lang;

/// `pass` on the file at `path`, parsed as `lang`.
pub struct FilePass {
    path: String,
    lang: Option<Lang>,
    pass: Box<dyn Pass>,
}

impl FilePass {
    /// `pass` on the file at `path`, parsed as `lang` (none: the text passes only).
    pub fn new(path: &str, lang: Option<Lang>, pass: Box<dyn Pass>) -> FilePass {
        FilePass { path: path.to_string(), lang, pass }
    }

    /// The file it reduces.
    pub fn path(&self) -> &str {
        &self.path
    }
}

impl Pass for FilePass {
    fn name(&self) -> &'static str {
        self.pass.name()
    }
    fn description(&self) -> &'static str {
        self.pass.description()
    }
    fn tier(&self) -> Tier {
        self.pass.tier()
    }
    fn filtered(&self) -> bool {
        self.pass.filtered()
    }
    /// Runs the pass on the file, if the tree still has it (a deleted file has nothing to try).
    fn run(&self, cx: &mut Context) -> Result<(), Stop> {
        let Some(frame) = FileFrame::of(&cx.best(), &self.path) else { return Ok(()) };
        self.pass.run(&mut cx.within(&frame, self.lang.map(Grammar::get)))
    }
}
