//! The seed-003 simulation: test calls made by pare's adaptive deletion, classic ddmin and the
//! linear greedy loop, reducing a list of n items that is interesting iff it contains a fixed
//! random subset. Every algorithm must return exactly that subset; the table compares calls.
//!
//!     cargo run --release --example sim [-- N SEEDS]

use pare::adaptive::{ScanOrder, reduce_list};
use pare::sim::{ItemList, SubsetModel, ddmin, greedy};

/// Runs pare's deletion to a fixed point, as the scheduler does (the last round only confirms).
fn adaptive(model: &mut SubsetModel, items: Vec<u32>, order: ScanOrder) -> Vec<u32> {
    let mut list = ItemList::new(items);
    while reduce_list(model, &mut list, order).expect("the model never stops early") {}
    list.items
}

/// One algorithm under comparison: reduces 0..n against the model.
type Algorithm<'a> = &'a dyn Fn(&mut SubsetModel) -> Vec<u32>;

fn main() {
    let args: Vec<usize> = std::env::args().skip(1).map(|a| a.parse().expect("N and SEEDS are numbers")).collect();
    let n = args.first().copied().unwrap_or(1000);
    let seeds = args.get(1).copied().unwrap_or(10) as u64;
    println!("n = {n}, mean over {seeds} seeds of distinct test calls (lower is better)\n");
    println!(
        "| essential | pare adaptive (backward) | pare adaptive (random) | classic ddmin | linear greedy | adaptive / ddmin |"
    );
    println!("|---:|---:|---:|---:|---:|---:|");
    for fraction in [0.01, 0.10, 0.50, 0.90] {
        let mut totals = [0usize; 4];
        for seed in 0..seeds {
            let runs: [Algorithm; 4] = [
                &|m| adaptive(m, (0..n as u32).collect(), ScanOrder::Backward),
                &|m| adaptive(m, (0..n as u32).collect(), ScanOrder::Random),
                &|m| ddmin(m, (0..n as u32).collect()),
                &|m| greedy(m, (0..n as u32).collect()),
            ];
            for (total, run) in totals.iter_mut().zip(runs) {
                let mut model = SubsetModel::new(n, fraction, seed);
                let result = run(&mut model);
                assert_eq!(result, model.essential(), "an algorithm returned the wrong subset");
                *total += model.calls;
            }
        }
        let mean = |t: usize| t as f64 / seeds as f64;
        println!(
            "| {:.0}% | {:.0} | {:.0} | {:.0} | {:.0} | {:.2} |",
            fraction * 100.0,
            mean(totals[0]),
            mean(totals[1]),
            mean(totals[2]),
            mean(totals[3]),
            totals[0] as f64 / totals[2] as f64
        );
    }
}
