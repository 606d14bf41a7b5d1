//! Running a batch's work items at once in one budget of test calls: as many worker threads as
//! the budget has slots (or items, if fewer), each holding a lane for as long as it runs, taking
//! the next item in order. A worker keeps its lane between items, so a finished reduction's slot
//! goes to the next reduction, not to another's speculative call.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use pare::reduction::{Budget, Lane};

/// Runs `work(i, lane)` for every `i` in `0..count` (in order of starting), on at most
/// `budget.total()` threads; once `stop` is non-zero no further item starts.
pub fn run(count: usize, budget: &Arc<Budget>, stop: &AtomicUsize, work: impl Fn(usize, &Arc<Lane>) + Sync) {
    let next = AtomicUsize::new(0);
    std::thread::scope(|s| {
        for _ in 0..budget.total().min(count) {
            s.spawn(|| {
                let lane = Arc::new(budget.lane());
                loop {
                    let i = next.fetch_add(1, Ordering::SeqCst);
                    if i >= count || stop.load(Ordering::SeqCst) != 0 {
                        break;
                    }
                    work(i, &lane);
                }
            });
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Mutex;

    #[test]
    fn every_item_runs_once_within_the_budget() {
        let budget = Budget::new(3);
        let done = Mutex::new(Vec::new());
        let most = AtomicUsize::new(0);
        run(10, &budget, &AtomicUsize::new(0), |i, _| {
            most.fetch_max(budget.used(), Ordering::SeqCst);
            std::thread::sleep(std::time::Duration::from_millis(5));
            done.lock().unwrap().push(i);
        });
        let mut done = done.into_inner().unwrap();
        done.sort();
        assert_eq!(done, (0..10).collect::<Vec<_>>());
        assert!(most.load(Ordering::SeqCst) <= 3);
        let stopped = AtomicUsize::new(2);
        run(5, &budget, &stopped, |_, _| panic!("nothing starts once stopped"));
    }
}
