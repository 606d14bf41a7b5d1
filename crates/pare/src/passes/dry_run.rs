//! A door that judges nothing: it lists the candidates a pass would put to the real door if
//! every one of them were rejected, up to a limit, and then ends the pass.
//!
//! The scheduler runs passes this way before they run (`scheduler::preview`), on the best as it
//! is, so that slots the running pass leaves idle can start the candidates it and the passes
//! after it will ask: speculation across queries the pass gives no hint of, and across passes.
//! A query's candidates never depend on its own verdicts (the door commits the first that stops
//! it), and a pass whose candidates are all rejected sees the same best throughout, so the list
//! is exactly what the real run asks until its first success. Most candidates of a reduction are
//! rejected, and a success ends the bet anyway (the engine drops every preview on a new best).
//! At the limit the run unwinds with [`Stop::DryRun`], which every pass propagates like any
//! other reason to stop.

use std::sync::Arc;

use super::context::Door;
use crate::adaptive::{Evaluator, Query, Seek};
use crate::stop::Stop;

/// The door of a dry run: the best it shows, what it answers the pass's questions about its
/// odds and its width, and the candidates it has listed.
pub struct DryRun {
    best: Arc<Vec<u8>>,
    width: usize,
    success_likely: bool,
    cost: f64,
    /// The most candidates to list: more than the free slots could start is wasted work.
    limit: usize,
    listed: Vec<Vec<u8>>,
    /// Questions answered so far: a pass that asks many with no candidates is cut short too.
    questions: usize,
}

/// The most questions a dry run answers.
const MAX_QUESTIONS: usize = 1000;

impl DryRun {
    /// A dry run on `best` for a pass whose odds say `success_likely`, whose runs so far cost
    /// `cost`, at `width`, listing at most `limit` candidates.
    pub fn new(best: Arc<Vec<u8>>, width: usize, success_likely: bool, cost: f64, limit: usize) -> DryRun {
        DryRun { best, width, success_likely, cost, limit, listed: Vec::new(), questions: 0 }
    }

    /// The candidates listed, in the order the real run would ask about them.
    pub fn listed(self) -> Vec<Vec<u8>> {
        self.listed
    }

    /// Lists `candidates` while the limit allows; `Err` once it is reached (or the questions'
    /// limit), which ends the run.
    fn list(&mut self, candidates: impl IntoIterator<Item = Vec<u8>>) -> Result<(), Stop> {
        self.questions += 1;
        let room = self.limit.saturating_sub(self.listed.len());
        self.listed.extend(candidates.into_iter().take(room));
        if self.listed.len() >= self.limit || self.questions >= MAX_QUESTIONS {
            return Err(Stop::DryRun);
        }
        Ok(())
    }
}

impl Door for DryRun {
    fn best(&self) -> Arc<Vec<u8>> {
        self.best.clone()
    }
    fn pass_cost(&self) -> f64 {
        self.cost
    }
    fn is_dry_run(&self) -> bool {
        true
    }
}

impl Evaluator<Vec<u8>> for DryRun {
    /// Lists the query's candidates as if each were rejected: all of them when the query seeks
    /// an acceptance (it then ends with none), the first when it seeks a rejection.
    fn query(&mut self, query: &mut dyn Query<Vec<u8>>, seek: Seek) -> Result<Option<usize>, Stop> {
        let room = self.limit.saturating_sub(self.listed.len());
        match seek {
            Seek::Accepted => {
                // One more than the room: a query longer than that is cut where `list` stops it.
                self.list(std::iter::from_fn(|| query.next()).take(room + 1).collect::<Vec<_>>())?;
                Ok(None)
            }
            Seek::Rejected => {
                let first = query.next();
                let end = first.as_ref().map(|_| 0);
                self.list(first)?;
                Ok(end)
            }
        }
    }

    fn success_likely(&self) -> bool {
        self.success_likely
    }

    fn width(&self) -> usize {
        self.width
    }

    fn judge_all(&mut self, candidates: Vec<Vec<u8>>) -> Result<Vec<bool>, Stop> {
        let n = candidates.len();
        self.list(candidates)?;
        Ok(vec![false; n])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A dry run answers every question with rejections and lists the candidates in the order
    /// they were asked, up to its limit, where it stops the pass.
    #[test]
    fn lists_what_the_pass_asks_while_everything_is_rejected() {
        let mut door = DryRun::new(Arc::new(b"abc".to_vec()), 2, false, 0.0, 5);
        let mut candidates = (0..2u8).map(|i| vec![i]);
        assert_eq!(door.first_with(&mut candidates, Seek::Accepted), Ok(None));
        let mut probes = (10..20u8).map(|i| vec![i]);
        assert_eq!(door.first_with(&mut probes, Seek::Rejected), Ok(Some(0)));
        assert_eq!(probes.next(), Some(vec![11]), "a probe's query ends at its first rejection");
        assert_eq!(door.judge_all(vec![vec![20], vec![21], vec![22]]), Err(Stop::DryRun));
        assert_eq!(door.listed(), vec![vec![0], vec![1], vec![10], vec![20], vec![21]]);

        let mut door = DryRun::new(Arc::new(b"abc".to_vec()), 1, false, 0.0, 3);
        let mut long = (0..100u8).map(|i| vec![i]);
        assert_eq!(door.first_with(&mut long, Seek::Accepted), Err(Stop::DryRun));
        assert_eq!(long.next(), Some(vec![4]), "nothing drawn past the limit and one more");
        assert_eq!(door.listed().len(), 3);
    }
}
