//! When a running pass hands control back to the scheduler (adaptive pass ordering, Shrink Ray's
//! watchdog): at a natural stopping point, once the pass has spent a little, if what it removed
//! per unit of cost lately fell below half of its best in this run, or below what another pass
//! offers. Cost is the deterministic model of [`crate::engine::cost`], so the decision is the
//! same for every `--jobs` and on any machine.

use crate::passes::YieldPolicy;

/// A pass yields only after spending this much in the run (in the units of
/// [`crate::engine::cost`]: one accepted call on the original's size), so that its rate means
/// something and every run gets something done.
const MIN_SPEND: f64 = 5.0;

/// How fast the memory of a run's rate fades, in cost units: the rate that decides a yield is
/// about the last this-many units' worth.
const HORIZON: f64 = 12.0;

/// The scheduler's policy for one run of a pass.
pub struct Lagging {
    /// The best yield (bytes per cost unit) that another pass the scheduler could run instead
    /// has had, if any such pass was measured.
    alternative: Option<f64>,
    /// Whether any other pass could run instead (without one, yielding is pointless).
    others: bool,
    meter: Meter,
}

impl Lagging {
    /// The policy of a run whose best alternative yielded `alternative`, when `others` could run
    /// instead.
    pub fn new(alternative: Option<f64>, others: bool) -> Lagging {
        Lagging { alternative, others, meter: Meter::default() }
    }
}

impl YieldPolicy for Lagging {
    fn should_yield(&mut self, cost: f64, size: usize) -> bool {
        let rate = self.meter.observe(cost, size);
        rate.is_some_and(|rate| self.others && self.meter.lagging(rate, self.alternative))
    }
}

/// How a run is going: its cost and size at the start and at the last natural point, its
/// recent rate (a fading sum of bytes removed and cost), and its best rate so far.
#[derive(Clone, Debug, Default)]
struct Meter {
    started: bool,
    start_cost: f64,
    last: (f64, usize),
    recent: (f64, f64),
    best_rate: f64,
}

impl Meter {
    /// Books the pass's cost and the best's size at a natural point; returns the run's recent
    /// rate (bytes removed per cost unit) once the run has spent enough for it to mean something.
    fn observe(&mut self, cost: f64, size: usize) -> Option<f64> {
        if !self.started {
            *self = Meter { started: true, start_cost: cost, last: (cost, size), ..Meter::default() };
            return None;
        }
        let (window_cost, window_removed) = (cost - self.last.0, self.last.1.saturating_sub(size) as f64);
        self.last = (cost, size);
        let fade = (-window_cost / HORIZON).exp();
        self.recent = (self.recent.0 * fade + window_removed, self.recent.1 * fade + window_cost);
        if cost - self.start_cost < MIN_SPEND || self.recent.1 <= 0.0 {
            return None;
        }
        let rate = self.recent.0 / self.recent.1;
        self.best_rate = self.best_rate.max(rate);
        Some(rate)
    }

    /// True when `rate` fell below half the run's best, or below what another pass offers.
    fn lagging(&self, rate: f64, alternative: Option<f64>) -> bool {
        rate < 0.5 * self.best_rate || alternative.is_some_and(|a| rate < a)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Feeds the meter natural points `(cost, size)` and says where it would have yielded.
    fn yields(points: &[(f64, usize)], alternative: Option<f64>) -> Vec<bool> {
        let mut meter = Meter::default();
        points.iter().map(|&(c, s)| meter.observe(c, s).is_some_and(|r| meter.lagging(r, alternative))).collect()
    }

    #[test]
    fn a_steady_pass_runs_on_and_a_fading_one_yields() {
        // 100 bytes per cost unit, steadily: never yields.
        let steady: Vec<(f64, usize)> = (0..40).map(|i| (i as f64, 100_000 - 100 * i)).collect();
        assert!(yields(&steady, None).iter().all(|&y| !y));
        // The same, then nothing more for a while: yields once the recent rate halves.
        let fading: Vec<(f64, usize)> = (0..40).map(|i| (i as f64, 100_000 - 100 * i.min(20))).collect();
        let when = yields(&fading, None).iter().position(|&y| y).expect("yields");
        assert!((21..30).contains(&when), "yielded at {when}");
    }

    #[test]
    fn a_pass_below_what_another_offers_yields_but_not_before_spending_a_little() {
        let steady: Vec<(f64, usize)> = (0..40).map(|i| (i as f64, 100_000 - 100 * i)).collect();
        let got = yields(&steady, Some(500.0));
        let first = got.iter().position(|&y| y).expect("yields");
        assert_eq!(first as f64, MIN_SPEND, "after spending {MIN_SPEND} units, not before");
        assert!(yields(&steady, Some(50.0)).iter().all(|&y| !y), "the other pass offers less");
    }
}
