//! The body most deletion passes share: build a list of deletions (or replacements) on the best,
//! reduce it as far as the test allows in the user's scan order, and go on with the next step's
//! list on what that left, until a step has no list. Before the first step, a pass may try a
//! few candidates of its own (`comments` all at once, `init-drop` every zero initializer of a
//! global), which may end it.
//!
//! # Where a pass resumes
//!
//! A pass yields at a natural point of the backward scan when its recent yield fades (see
//! `passes::context`), and the scheduler gives the position back to its next run. The rule:
//! a pass of one list whose run starts straight with it ([`Resume::Below`]) resumes below the
//! unit where it yielded, since that position names a unit of the list it will build again; a
//! pass of several steps or with a first try ([`Resume::Restart`]) starts over, since a position
//! does not say which step's list it was in, nor whether the first try already ran.
//!
//! `plain-assign` and `function-bodies` are one list each and restart all the same: they came
//! (or copied their body from a branch that came) after resuming was added, written without
//! it. Resuming them is the rule's natural next step; it would change results, which this shape
//! of the passes does not.

use super::Context;
use crate::adaptive::reduce_list;
use crate::edits::SpanList;
use crate::stop::Stop;
use crate::syntax::grammar::Grammar;

/// Whether a deletion pass goes on after its first try.
pub enum After {
    /// On to the lists.
    Lists,
    /// Done: the first try did all there is to do (or showed that nothing will pass).
    Done,
}

/// Where a deletion pass starts after it yielded (see the module's documentation).
#[derive(Clone, Copy)]
pub enum Resume {
    /// Below the unit where it yielded, in a backward scan.
    Below,
    /// From the start.
    Restart,
}

/// Candidates a deletion pass tries before its lists, on the file's grammar (if any).
pub type First = fn(&mut Context, Option<&'static Grammar>) -> Result<After, Stop>;

/// The lists of a deletion pass.
#[derive(Clone, Copy)]
pub struct Deletions {
    /// Candidates tried before the lists.
    pub first: Option<First>,
    /// The list of step `step` on the best `text` (the file's grammar given), or none when the
    /// pass is done.
    pub list: fn(Option<&'static Grammar>, &[u8], usize) -> Option<SpanList>,
    /// Where it starts after it yielded.
    pub resume: Resume,
}

impl Deletions {
    /// Runs the first try, then reduces each step's list in turn.
    pub fn run(&self, cx: &mut Context) -> Result<(), Stop> {
        let grammar = cx.grammar();
        if let Some(first) = self.first
            && let After::Done = first(cx, grammar)?
        {
            return Ok(());
        }
        let order = cx.order();
        for step in 0.. {
            let Some(mut list) = (self.list)(grammar, &cx.best(), step) else { break };
            match self.resume {
                Resume::Below => super::reduce(cx, &mut list)?,
                Resume::Restart => reduce_list(cx, &mut list, order)?,
            };
        }
        Ok(())
    }
}

/// For [`Deletions::list`] of a pass of one list: `single(step)?` ends the pass after step 0.
pub fn single(step: usize) -> Option<()> {
    (step == 0).then_some(())
}
