//! The test's first runs, through the binary: on the original and on an empty input, side by
//! side when `-j` allows two tests at once, one after the other at `-j 1`; the empty input is
//! judged once (the reduction's first question takes that verdict), and a run beside the
//! original ends at the time-out the original's run settles, as a run after it would. From
//! `-j 3` the reduction starts beside them, in the slots they leave, and commits nothing until
//! they pass.

mod common;

use common::{Case, stderr, write_script};
use std::fs;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

const LINES: &str = "alpha\nbravo\nKEEP me\ncharlie\ndelta\necho\n";

/// A test that logs when each of its runs starts and ends, with the size of what it ran on
/// (`$1`, a file or a directory: 1000 for each file, and its bytes), waits a little, and keeps
/// the line with KEEP.
fn logging_test(log: &Path, wait: &str) -> String {
    let log = log.display();
    format!(
        "#!/bin/sh\nsize=$(( $(find \"$1\" -type f | wc -l) * 1000 + $(find \"$1\" -type f -exec cat {{}} + | wc -c) ))\necho \"start $size $(date +%s.%N)\" >> {log}\n\
         sleep {wait}\nr=1\ngrep -rq KEEP \"$1\" && r=0\necho \"end $size $(date +%s.%N)\" >> {log}\nexit $r\n"
    )
}

/// The runs the log holds: (size, start, end), in the order they started.
fn runs(log: &Path) -> Vec<(usize, f64, f64)> {
    let text = fs::read_to_string(log).unwrap();
    let mut open: Vec<(usize, f64)> = Vec::new();
    let mut done = Vec::new();
    for line in text.lines() {
        let w: Vec<&str> = line.split_whitespace().collect();
        let (size, at) = (w[1].parse().unwrap(), w[2].parse().unwrap());
        if w[0] == "start" {
            open.push((size, at));
        } else if let Some(i) = open.iter().position(|&(s, _)| s == size) {
            let (_, started) = open.remove(i);
            done.push((size, started, at));
        }
    }
    done.sort_by(|a, b| a.1.total_cmp(&b.1));
    done
}

/// At `-j 2` the empty file's run starts before the original's ends, and it is the only run
/// on an empty file in the whole reduction; at `-j 1` it starts after the original's ended.
/// Both reduce to the same line.
#[test]
fn the_original_and_an_empty_file_run_side_by_side_and_the_empty_one_once() {
    for jobs in ["2", "1"] {
        let case = Case::new("input.txt", LINES, "");
        let log = case.dir.path().join("runs.log");
        write_script(&case.test, &logging_test(&log, "0.3"));
        let out = case.pare(&["-q", "-j", jobs]);
        assert!(out.status.success(), "-j {jobs}: {}", stderr(&out));
        assert_eq!(case.result(), "KEEP", "-j {jobs}");
        let runs = runs(&log);
        let original = runs.iter().find(|r| r.0 == 1000 + LINES.len()).expect("the original ran");
        let empty: Vec<_> = runs.iter().filter(|r| r.0 == 1000).collect();
        assert_eq!(empty.len(), 1, "-j {jobs}: the empty file is judged once: {runs:?}");
        if jobs == "2" {
            assert!(empty[0].1 < original.2, "-j 2: side by side: {runs:?}");
        } else {
            assert!(empty[0].1 >= original.2, "-j 1: one test at a time: {runs:?}");
        }
    }
}

/// A test that hangs on an empty file and takes 50 ms on the original: the empty run beside
/// the original is ended at the time-out that run settles (10 times 50 ms, at least 1 s), not
/// at the first run's limit of 300 s, and counts as not interesting.
#[test]
fn an_empty_run_beside_the_original_ends_at_the_time_out_it_settles() {
    let case = Case::new(
        "input.txt",
        LINES,
        "#!/bin/sh\n[ -s input.txt ] || exec sleep 60\nsleep 0.05\ngrep -q KEEP input.txt\n",
    );
    let start = Instant::now();
    let out = case.pare(&["-q", "-j", "2"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(case.result(), "KEEP");
    assert!(start.elapsed() < Duration::from_secs(40), "the empty run waited {:?}", start.elapsed());
}

/// A test that passes on an empty file is refused at `-j 2` as at `-j 1`, and the input is left
/// as it was.
#[test]
fn a_test_that_passes_on_nothing_is_refused_at_every_jobs() {
    for jobs in ["1", "2", "4"] {
        let case = Case::new("input.txt", LINES, "#!/bin/sh\nexit 0\n");
        let out = case.pare(&["-q", "-j", jobs]);
        assert_eq!(out.status.code(), Some(1), "-j {jobs}: {}", stderr(&out));
        assert!(stderr(&out).contains("passes on an empty file"), "-j {jobs}: {}", stderr(&out));
        assert_eq!(case.result(), LINES, "-j {jobs}: the input is untouched");
    }
}

/// A tree's empty bundle (no files) runs beside the original at `-j 2`, once.
#[test]
fn a_trees_empty_run_is_beside_the_original_and_once() {
    let dir = tempfile::tempdir().unwrap();
    let tree = dir.path().join("project");
    fs::create_dir(&tree).unwrap();
    fs::write(tree.join("a.txt"), "one\nKEEP\ntwo\n").unwrap();
    fs::write(tree.join("b.txt"), "three\nfour\n").unwrap();
    let log = dir.path().join("runs.log");
    let test = dir.path().join("test.sh");
    write_script(&test, &logging_test(&log, "0.3"));
    let out = Command::new(env!("CARGO_BIN_EXE_pare"))
        .args(["-q", "-j", "2"])
        .arg(&test)
        .arg(&tree)
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(fs::read_to_string(tree.join("a.txt")).unwrap().trim(), "KEEP");
    assert!(!tree.join("b.txt").exists(), "b.txt went");
    let runs = runs(&log);
    let original = runs.iter().max_by_key(|r| r.0).expect("the original ran");
    let empty: Vec<_> = runs.iter().filter(|r| r.0 == 0).collect();
    assert_eq!(empty.len(), 1, "the empty tree is judged once: {runs:?}");
    assert!(empty[0].1 < original.2, "side by side: {runs:?}");
}

/// At `-j 4` the reduction's first calls start while the test still runs on the original, never
/// more than 4 tests at once, and the backup is written only once the original's run ended; at
/// `-j 1` nothing starts before it ends. Both reduce to the same line.
#[test]
fn the_reduction_starts_beside_the_first_runs_and_writes_nothing_before_they_pass() {
    for jobs in ["4", "1"] {
        let case = Case::new("input.txt", LINES, "");
        let log = case.dir.path().join("runs.log");
        // At the end of its run on the original, the test copies what the user's file holds.
        let seen = case.dir.path().join("seen.txt");
        let (size, file) = (1000 + LINES.len(), case.file.display());
        let copy = format!("[ $size = {size} ] && cp {file} {}\nexit $r\n", seen.display());
        write_script(&case.test, &logging_test(&log, "0.3").replace("exit $r\n", &copy));
        let out = case.pare(&["-q", "-j", jobs]);
        assert!(out.status.success(), "-j {jobs}: {}", stderr(&out));
        assert_eq!(case.result(), "KEEP", "-j {jobs}");
        assert_eq!(fs::read_to_string(&seen).unwrap(), LINES, "-j {jobs}: the file changed before the original passed");
        let runs = runs(&log);
        let original = runs.iter().find(|r| r.0 == size).expect("the original ran");
        let ahead = runs.iter().filter(|r| r.0 != 1000 && r.0 != original.0 && r.1 < original.2).count();
        let backup = fs::metadata(case.dir.path().join("input.txt.orig")).expect("a backup").modified().unwrap();
        let backup = backup.duration_since(std::time::UNIX_EPOCH).unwrap().as_secs_f64();
        assert!(
            backup >= original.2 - 0.01,
            "-j {jobs}: backup at {backup}, the original's run ended at {}",
            original.2
        );
        let most = runs.iter().map(|r| runs.iter().filter(|o| o.1 <= r.1 && r.1 < o.2).count()).max().unwrap();
        if jobs == "4" {
            assert!(ahead > 0, "-j 4: no call started beside the original's run: {runs:?}");
            assert!(most <= 4, "-j 4: {most} tests at once: {runs:?}");
        } else {
            assert_eq!(ahead, 0, "-j 1: one test at a time: {runs:?}");
        }
    }
}

/// An original that is not interesting stops a reduction that started beside its run, though
/// its test passes on every smaller candidate: the error says why, the input is untouched and
/// nothing else is written, for a file and a tree.
#[test]
fn a_reduction_started_beside_a_boring_original_writes_nothing() {
    let case = Case::new("input.txt", LINES, "#!/bin/sh\nsleep 0.2\n[ $(wc -l < input.txt) -lt 6 ]\n");
    let out = case.pare(&["-j", "4"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(stderr(&out).contains("not interesting"), "{}", stderr(&out));
    assert_eq!(case.result(), LINES, "the input is untouched");
    assert!(!case.dir.path().join("input.txt.orig").exists(), "a backup was written");
    let dir = tempfile::tempdir().unwrap();
    let tree = dir.path().join("project");
    fs::create_dir(&tree).unwrap();
    fs::write(tree.join("a.txt"), LINES).unwrap();
    fs::write(tree.join("b.txt"), "three\nfour\n").unwrap();
    let test = dir.path().join("test.sh");
    write_script(&test, "#!/bin/sh\nsleep 0.2\n[ $(cat \"$1\"/* | wc -l) -lt 8 ]\n");
    let out = Command::new(env!("CARGO_BIN_EXE_pare"))
        .args(["-j", "4"])
        .arg(&test)
        .arg(&tree)
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(stderr(&out).contains("not interesting"), "{}", stderr(&out));
    assert_eq!(fs::read_to_string(tree.join("a.txt")).unwrap(), LINES);
    assert_eq!(fs::read_to_string(tree.join("b.txt")).unwrap(), "three\nfour\n");
    let names: Vec<_> = fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(names.len(), 2, "only the tree and the test: {names:?}");
}

/// With `--allow-trivial`, a test that passes on an empty file ends with an empty file at
/// `-j 4` as at `-j 1` (the reduction that started assuming otherwise starts again).
#[test]
fn an_allowed_trivial_test_ends_empty_at_every_jobs() {
    for jobs in ["1", "4"] {
        let case = Case::new("input.txt", LINES, "#!/bin/sh\nsleep 0.1\nexit 0\n");
        let out = case.pare(&["-q", "-j", jobs, "--allow-trivial"]);
        assert!(out.status.success(), "-j {jobs}: {}", stderr(&out));
        assert_eq!(case.result(), "", "-j {jobs}");
    }
}

/// The slip guard holds for calls that started before the original's signature was known: a
/// candidate whose run names another bug is not interesting, at `-j 4` as at `-j 1`.
#[test]
fn calls_started_beside_the_original_keep_its_signature() {
    let test = "#!/bin/sh\nsleep 0.2\ngrep -q KEEP input.txt || exit 1\n\
                if grep -q alpha input.txt; then echo 'error: first'; else echo 'error: second'; fi\n";
    for jobs in ["1", "4"] {
        let case = Case::new("input.txt", LINES, test);
        let out = case.pare(&["-q", "-j", jobs, "--signature", r"error: (\w+)"]);
        assert!(out.status.success(), "-j {jobs}: {}", stderr(&out));
        let result = case.result();
        assert!(result.contains("alpha") && result.contains("KEEP"), "-j {jobs}: {result:?}");
        assert!(!result.contains("bravo") && !result.contains("echo"), "-j {jobs}: not reduced: {result:?}");
    }
}
