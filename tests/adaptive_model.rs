//! The simulation model of adaptive deletion through the real binary: a file of n lines is interesting iff it contains a
//! fixed random subset of them. `pare --passes lines` must return exactly those lines, with fewer
//! test calls than classic ddmin needs on the same model.

mod common;

use common::{Case, stderr};
use pare::subset_model::{SubsetModel, ddmin};
use std::fs;

#[test]
fn lines_pass_finds_exactly_the_essential_lines_with_fewer_calls_than_ddmin() {
    let n = 2000;
    std::thread::scope(|s| {
        for (seed, fraction) in [0.01, 0.10, 0.50, 0.90].into_iter().enumerate() {
            s.spawn(move || check(n, fraction, seed as u64));
        }
    });
}

fn check(n: usize, fraction: f64, seed: u64) {
    let mut model = SubsetModel::new(n, fraction, seed);
    let essential = model.essential();
    let ddmin_calls = {
        ddmin(&mut model, (0..n as u32).collect());
        model.calls
    };
    let input: String = (0..n).map(|i| format!("line {i}\n")).collect();
    let wanted: String = essential.iter().map(|i| format!("line {i}\n")).collect();
    let k = essential.len();
    let script = format!("#!/bin/sh\n[ \"$(grep -cxFf \"$(dirname \"$0\")/essential.txt\" input.txt)\" = {k} ]\n");
    let case = Case::new("input.txt", &input, "");
    common::write_script(&case.test, &script);
    fs::write(case.dir.path().join("essential.txt"), if k == 0 { "\u{0}never\n".to_string() } else { wanted.clone() })
        .unwrap();
    let json = case.dir.path().join("stats.json");
    let out = case.pare(&["-q", "-j", "1", "--passes", "lines", "--json", json.to_str().unwrap()]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(case.result(), wanted, "fraction {fraction}: not exactly the essential lines");
    let stats: serde_json::Value = serde_json::from_str(&fs::read_to_string(&json).unwrap()).unwrap();
    let calls = stats["stats"]["calls"].as_u64().unwrap() as usize;
    assert!(calls < ddmin_calls, "fraction {fraction}: pare made {calls} calls, ddmin {ddmin_calls}");
    eprintln!("fraction {fraction}: pare {calls} calls, classic ddmin {ddmin_calls}");
}
