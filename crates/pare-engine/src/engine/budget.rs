//! Test-call slots shared by several reductions running at once (`pare batch -j N`).
//!
//! Within one reduction the sequential order caps what speculation can gain, but separate
//! reductions are independent: N reductions at width 1 waste nothing, while one reduction at
//! width N throws away a share of its calls. So a batch runs several reductions under one
//! [`Budget`] of N slots. Each running reduction holds a [`Lane`]: one slot of its own, so it
//! always makes progress, plus *extra* slots borrowed for speculative calls while others are
//! free and no lane is waiting for a slot. When most reductions have finished, the few left
//! widen into the slots the finished ones gave back.
//!
//! Only how many calls run at once depends on the budget; which verdicts are committed does
//! not, so results stay the same for every width and every share of the budget.

use std::sync::{Arc, Condvar, Mutex};

/// N slots for test calls, shared by the lanes (reductions) that run at once.
pub struct Budget {
    total: usize,
    state: Mutex<Slots>,
    freed: Condvar,
}

/// The budget's bookkeeping, under its lock.
#[derive(Default)]
struct Slots {
    /// Slots taken: one per lane, plus the extras lent out.
    used: usize,
    /// Lanes waiting for a slot of their own: while any waits, no extra is lent.
    waiting: usize,
}

impl Budget {
    /// A budget of `total` slots (at least 1).
    pub fn new(total: usize) -> Arc<Budget> {
        Arc::new(Budget { total: total.max(1), state: Mutex::new(Slots::default()), freed: Condvar::new() })
    }

    /// How many slots there are.
    pub fn total(&self) -> usize {
        self.total
    }

    /// Opens a lane: waits for a free slot and keeps it until the lane is dropped. Lanes that
    /// wait take precedence over extras: many narrow reductions waste fewer calls than a few
    /// wide ones.
    pub fn lane(self: &Arc<Budget>) -> Lane {
        let mut slots = self.state.lock().expect("no panics under the budget's lock");
        slots.waiting += 1;
        while slots.used >= self.total {
            slots = self.freed.wait(slots).expect("no panics under the budget's lock");
        }
        slots.waiting -= 1;
        slots.used += 1;
        Lane { budget: self.clone() }
    }

    /// Lends one more slot for a speculative call, if one is free and no lane waits.
    fn try_extra(&self) -> bool {
        let mut slots = self.state.lock().expect("no panics under the budget's lock");
        if slots.used < self.total && slots.waiting == 0 {
            slots.used += 1;
            true
        } else {
            false
        }
    }

    /// Takes back a slot (an extra, or a closed lane's own).
    fn give_back(&self) {
        let mut slots = self.state.lock().expect("no panics under the budget's lock");
        slots.used -= 1;
        self.freed.notify_all();
    }

    /// Slots taken now (for tests and displays).
    pub fn used(&self) -> usize {
        self.state.lock().expect("no panics under the budget's lock").used
    }
}

/// One reduction's share of a [`Budget`]: a slot of its own while it lives, and extras lent
/// one at a time. Several reductions may use one lane one after another (a batch worker keeps
/// its lane between reductions, so no other lane's extra slips into the gap).
pub struct Lane {
    budget: Arc<Budget>,
}

impl Lane {
    /// Borrows one extra slot if the budget has one to lend (the engine's calls do, and give it
    /// back; nothing else may, or the count would go wrong).
    pub(crate) fn try_extra(&self) -> bool {
        self.budget.try_extra()
    }

    /// Returns an extra slot.
    pub(crate) fn give_back(&self) {
        self.budget.give_back();
    }

    /// The budget the lane draws on.
    pub fn budget(&self) -> &Arc<Budget> {
        &self.budget
    }
}

impl Drop for Lane {
    fn drop(&mut self) {
        self.budget.give_back();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn extras_never_exceed_the_total_and_waiting_lanes_come_first() {
        let budget = Budget::new(3);
        let a = budget.lane();
        let b = budget.lane();
        assert!(a.try_extra(), "one slot is free");
        assert!(!b.try_extra(), "every slot is taken");
        assert_eq!(budget.used(), 3);
        // A third lane waits for a slot; while it waits, no extra is lent.
        let waiting = {
            let budget = budget.clone();
            std::thread::spawn(move || budget.lane())
        };
        while budget.state.lock().unwrap().waiting == 0 {
            std::thread::sleep(Duration::from_millis(1));
        }
        a.give_back();
        let c = waiting.join().unwrap();
        assert!(!a.try_extra(), "the freed slot went to the waiting lane");
        drop((a, b));
        assert!(c.try_extra() && c.try_extra(), "closed lanes' slots are lent");
        assert!(!c.try_extra());
        c.give_back();
        c.give_back();
        drop(c);
        assert_eq!(budget.used(), 0);
    }
}
