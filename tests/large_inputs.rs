//! Megabyte inputs through the binary: a reduction of a large C file reaches the few bytes the
//! test needs in few calls, and `--time-limit` holds while pare parses a file of megabytes.

mod common;

use std::time::{Duration, Instant};

use common::Case;

/// `functions` small C functions; the one two thirds in holds the word MAGIC.
fn many_functions(functions: usize) -> String {
    let mut text = String::new();
    for i in 0..functions {
        let magic = if i == functions * 2 / 3 { "  /* MAGIC */\n" } else { "" };
        text.push_str(&format!(
            "static int f{i}(int a, int b) {{\n{magic}  int x = a * {} + b;\n  int y = x - {i};\n  return x + y;\n}}\n",
            i % 97
        ));
    }
    text
}

const GREP: &str = "#!/bin/sh\ngrep -q MAGIC \"$1\"\n";

/// About 1 MB: the coarse chunks take the functions that do not matter in halves and quarters,
/// so the whole reduction to the comment takes a small number of calls, and the result is
/// still interesting.
#[test]
fn a_megabyte_reduces_to_what_the_test_needs_in_few_calls() {
    let case = Case::new("big.c", &many_functions(11_000), GREP);
    let json = case.dir.path().join("stats.json");
    let out = case.pare(&["-q", "-j", "2", "--json", json.to_str().unwrap()]);
    assert!(out.status.success(), "{}", common::stderr(&out));
    let result = case.result();
    assert!(case.interesting(&case.file));
    assert!(result.len() <= 16, "{result:?}");
    let stats: serde_json::Value = serde_json::from_slice(&std::fs::read(&json).unwrap()).unwrap();
    let calls = stats["stats"]["calls"].as_u64().unwrap();
    assert!(calls < 200, "{calls} calls for 11,000 functions");
}

/// About 20 MB, a second of time: parsing the file alone takes longer than that, and the parse
/// gives up when the time is up instead of running to its end. (`hdd` alone: with the text
/// passes there, no tree of 20 MB would be built.) That a parse gives up is counted in
/// `reduction::watchdog`'s unit test; here the bound only catches a run that never stops, so
/// that no load on the machine can fail it.
#[test]
fn the_time_limit_holds_while_a_large_file_is_parsed() {
    let case = Case::new("big.c", &many_functions(220_000), GREP);
    let started = Instant::now();
    let out = case.pare(&["-q", "-j", "2", "--time-limit", "1", "--passes", "hdd"]);
    let took = started.elapsed();
    assert!(out.status.success(), "{}", common::stderr(&out));
    assert!(case.interesting(&case.file), "the result is still interesting");
    assert!(took < Duration::from_secs(120), "a 1 s limit took {took:?}");
}

/// The passes `-v` reports, in order, with the size each started from.
fn passes_run(stderr: &str) -> Vec<(String, usize)> {
    stderr
        .lines()
        .filter_map(|line| {
            let mut words = line.strip_prefix("pare: ")?.split_whitespace();
            let name = words.next()?.to_string();
            let from = words.next()?.parse().ok()?;
            (words.next()? == "->").then_some((name, from))
        })
        .collect()
}

/// About 3 MB: no pass that reads a tree runs before the best is under 1 MiB (a tenth of 3 MB is
/// less) but `sweep`, which parses the file once and runs first; the text passes take it there,
/// and the result is what the test needs.
#[test]
fn trees_wait_until_a_large_file_is_small_enough() {
    let case = Case::new("big.c", &many_functions(33_000), GREP);
    let out = case.pare(&["-v", "-j", "2"]);
    let stderr = common::stderr(&out);
    assert!(out.status.success(), "{stderr}");
    assert!(stderr.contains("passes that read text first, syntax trees once it is under 1.0 MB"), "{stderr}");
    let runs = passes_run(&stderr);
    let text = ["sweep", "chunks", "braces", "lines", "tokens"];
    assert!(runs.first().is_some_and(|(name, from)| name == "sweep" && *from > 3_000_000), "{runs:?}");
    assert!(runs.get(1).is_some_and(|(name, _)| name == "chunks"), "{runs:?}");
    let first_tree = runs.iter().find(|(name, _)| !text.contains(&name.as_str()));
    assert!(first_tree.is_some_and(|(_, from)| *from <= 1 << 20), "{runs:?}");
    assert!(case.interesting(&case.file));
    assert!(case.result().len() <= 16, "{:?}", case.result());
}

/// About 1.3 MB of C functions, each calling the one before it, and `main` calling the last: by
/// name everything is reachable from `main`, so the sweep alone can delete nothing. Once every
/// body but the entry points' is empty (one call), the chain is cut there, and the sweep after
/// it deletes all the functions before the cut: in a handful of calls, with `sweep` alone.
#[test]
fn emptied_bodies_let_the_sweep_delete_what_only_they_reached() {
    let mut text = String::from("static int f0(int a) { return a; }\n");
    let functions = 16_000;
    for i in 1..functions {
        text.push_str(&format!(
            "static int f{i}(int a) {{\n  int b = a * {} + 1;\n  return f{}(b);\n}}\n",
            i % 97,
            i - 1
        ));
    }
    text.push_str(&format!("int main(void) {{ /* MAGIC */ return f{}(1); }}\n", functions - 1));
    assert!(text.len() > 1 << 20);
    let case = Case::new("big.c", &text, "#!/bin/sh\ngrep -q MAGIC \"$1\" && grep -q 'int main' \"$1\"\n");
    let json = case.dir.path().join("stats.json");
    let out = case.pare(&["-q", "-j", "2", "--passes", "sweep", "--json", json.to_str().unwrap()]);
    assert!(out.status.success(), "{}", common::stderr(&out));
    let result = case.result();
    assert!(case.interesting(&case.file));
    assert!(result.len() < text.len() / 100, "{} of {} bytes left", result.len(), text.len());
    assert!(result.contains(&format!("return f{}(1);", functions - 1)), "the entry point keeps its body");
    let left = result.matches("static int f").count();
    assert!(result.contains("(int a) {}") && left < 40, "the chain ends at an emptied body: {left} functions left");
    let stats: serde_json::Value = serde_json::from_slice(&std::fs::read(&json).unwrap()).unwrap();
    let calls = stats["stats"]["calls"].as_u64().unwrap();
    assert!(calls <= 8, "{calls} calls");
}

/// About 1.2 MB of C whose test needs a construct the parser cannot read: every candidate under
/// the 1 MiB tree line keeps that parse error. While the best is over the line it has no count,
/// so such a candidate must not be counted either: against the best's 0 its errors would turn
/// it away, and no deletion could take the file under the line (the build before the fix ended
/// at 1,116,580 bytes). With `chunks` alone a few hundred bytes are left, the same at every `-j`.
#[test]
fn a_file_with_parse_errors_crosses_the_tree_line() {
    let text = format!("int broken( {{ /* MAGIC */\n{}", many_functions(12_000));
    assert!(text.len() > 1 << 20);
    let mut results = Vec::new();
    for jobs in ["1", "2"] {
        let case = Case::new("big.c", &text, GREP);
        let out = case.pare(&["-q", "-j", jobs, "--passes", "chunks"]);
        assert!(out.status.success(), "{}", common::stderr(&out));
        assert!(case.interesting(&case.file));
        results.push(case.result());
    }
    assert!(results[0].len() < 1_000, "{} bytes left", results[0].len());
    assert_eq!(results[0], results[1], "the same result at -j 1 and -j 2");
}
