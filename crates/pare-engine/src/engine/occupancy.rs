//! How many calls hold a slot over time: the measure of whether a run keeps its `--jobs` busy.
//!
//! A reducer on a 64-core machine is only as fast as the number of tests it keeps running, so a
//! run reports the mean and the peak number of slots held. The mean is taken over the time at
//! least one call ran: time spent in pare's own work between calls (parsing, the scheduler) is
//! no lack of candidates and shows in the own-CPU figures instead. A second mean is taken over
//! the time the running query still had candidates to draw: while a batch's last calls finish,
//! or a pass analyses a merge, slots idle because the search has nothing independent to start,
//! and that mean tells this apart from slots pare was too slow to fill.

use std::time::Instant;

use crate::stats::InFlight;

/// The slots held over time: a running integral of the count.
#[derive(Clone, Debug)]
pub struct Occupancy {
    /// Slots held now.
    level: usize,
    /// When `level` last changed.
    since: Instant,
    /// Slot-seconds held so far.
    area: f64,
    /// Seconds during which at least one slot was held.
    busy: f64,
    /// The most slots ever held at once.
    peak: usize,
    /// True while the running query has candidates it has not drawn yet.
    waiting: bool,
    /// Slot-seconds held, and seconds, while `waiting`.
    waiting_area: f64,
    waiting_time: f64,
}

impl Default for Occupancy {
    fn default() -> Occupancy {
        Occupancy {
            level: 0,
            since: Instant::now(),
            area: 0.0,
            busy: 0.0,
            peak: 0,
            waiting: false,
            waiting_area: 0.0,
            waiting_time: 0.0,
        }
    }
}

impl Occupancy {
    /// Notes that `level` slots are held from now on.
    pub fn set(&mut self, level: usize) {
        if level == self.level {
            return;
        }
        self.close();
        self.level = level;
        self.peak = self.peak.max(level);
    }

    /// Notes whether the running query has candidates it has not drawn yet, from now on.
    pub fn set_waiting(&mut self, waiting: bool) {
        if waiting != self.waiting {
            self.close();
            self.waiting = waiting;
        }
    }

    /// Accounts for the time since the last change at the current level.
    fn close(&mut self) {
        let now = Instant::now();
        let seconds = now.duration_since(self.since).as_secs_f64();
        if self.level > 0 {
            self.area += seconds * self.level as f64;
            self.busy += seconds;
        }
        if self.waiting {
            self.waiting_area += seconds * self.level as f64;
            self.waiting_time += seconds;
        }
        self.since = now;
    }

    /// The mean number of slots held while any was, the peak, and the mean while the running
    /// query had candidates to draw, with how long that was.
    pub fn summary(&mut self) -> InFlight {
        self.close();
        let mean = |area: f64, time: f64| if time > 0.0 { area / time } else { 0.0 };
        InFlight {
            mean: mean(self.area, self.busy),
            peak: self.peak as u64,
            while_candidates: mean(self.waiting_area, self.waiting_time),
            while_candidates_seconds: self.waiting_time,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    /// Two slots held for as long as one was gives a mean of 1.5; the idle time between does not
    /// count; the peak is the most held at once.
    #[test]
    fn the_mean_counts_only_time_with_a_call_running() {
        let mut o = Occupancy::default();
        o.set(1);
        std::thread::sleep(Duration::from_millis(40));
        o.set(2);
        std::thread::sleep(Duration::from_millis(40));
        o.set(0);
        std::thread::sleep(Duration::from_millis(80));
        let InFlight { mean, peak, while_candidates_seconds, .. } = o.summary();
        assert_eq!(peak, 2);
        assert!((mean - 1.5).abs() < 0.2, "mean {mean}");
        assert_eq!(while_candidates_seconds, 0.0, "no query had candidates");
    }

    /// The second mean counts only the time a query had candidates to draw, idle time
    /// included: a hundred slots held before it do not count, and neither does the idle time
    /// in the first mean. The bounds hold however long each sleep really lasts, within 7×.
    #[test]
    fn the_mean_with_candidates_waiting_counts_only_that_time() {
        let mut o = Occupancy::default();
        o.set(100);
        std::thread::sleep(Duration::from_millis(20));
        o.set(4);
        o.set_waiting(true);
        std::thread::sleep(Duration::from_millis(20));
        o.set(0);
        std::thread::sleep(Duration::from_millis(20));
        o.set_waiting(false);
        let InFlight { mean, while_candidates: waiting, while_candidates_seconds: seconds, .. } = o.summary();
        assert!(mean > 4.0 && mean < 100.0, "mean {mean}");
        assert!(waiting > 0.5 && waiting < 3.5, "mean while candidates waited {waiting}");
        assert!((0.04..1.0).contains(&seconds), "candidates waited {seconds} s, two sleeps of 20 ms");
    }
}
