//! The simulation model of adaptive deletion: test calls made by pare's adaptive deletion, classic ddmin and the
//! linear greedy loop, reducing a list of n items that is interesting iff it contains a fixed
//! random subset. Every algorithm must return exactly that subset; the table compares calls.
//! A second table adds runs of two and three adjacent items that only go together: it shows
//! calls and how many of those items each algorithm leaves.
//!
//!     cargo run --release --example subset_model [-- N SEEDS]

use pare::adaptive::{ScanOrder, reduce_list};
use pare::subset_model::{ItemList, SubsetModel, ddmin, greedy};

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
    groups_table(n, seeds);
}

/// The model with `PAIRS` pairs and `TRIPLES` triples that only go together: mean calls and mean
/// items of those runs left, per algorithm (adaptive deletion must still return every essential
/// item; 0 left means it found every run).
fn groups_table(n: usize, seeds: u64) {
    const PAIRS: usize = 5;
    const TRIPLES: usize = 3;
    println!(
        "\nWith {PAIRS} pairs and {TRIPLES} triples of adjacent items that only go together: calls (items of them left)\n"
    );
    println!("| essential | pare adaptive (backward) | classic ddmin | linear greedy |");
    println!("|---:|---:|---:|---:|");
    for fraction in [0.01, 0.03, 0.10] {
        let mut totals = [(0usize, 0usize); 3];
        for seed in 0..seeds {
            let runs: [Algorithm; 3] = [
                &|m| adaptive(m, (0..n as u32).collect(), ScanOrder::Backward),
                &|m| ddmin(m, (0..n as u32).collect()),
                &|m| greedy(m, (0..n as u32).collect()),
            ];
            for (total, run) in totals.iter_mut().zip(runs) {
                let mut model = SubsetModel::with_groups(n, fraction, seed, PAIRS, TRIPLES);
                let result = run(&mut model);
                let essential = model.essential();
                assert!(essential.iter().all(|e| result.contains(e)), "an algorithm lost an essential item");
                total.0 += model.calls;
                total.1 += model.together_left(&result);
            }
        }
        let cell = |(calls, left): (usize, usize)| {
            format!("{:.0} ({:.1})", calls as f64 / seeds as f64, left as f64 / seeds as f64)
        };
        println!("| {:.0}% | {} | {} | {} |", fraction * 100.0, cell(totals[0]), cell(totals[1]), cell(totals[2]));
    }
}
