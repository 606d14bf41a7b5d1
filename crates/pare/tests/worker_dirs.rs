//! The test's workers' directories, made ready before the first calls. In a process of its own:
//! the library's unit tests include one of the removal of every root at exit, which would take
//! this test's root from under it.

use std::ffi::OsString;
use std::path::PathBuf;
use std::time::Duration;

use pare::oracle::Cancel;
use pare::process::ProcessOracle;
use pare::process::command::{TestCommand, TestOutput};

/// A test that passes when its file says `ready` and nothing else is in its directory.
fn alone_and_ready() -> TestCommand {
    TestCommand {
        program: PathBuf::from("/bin/sh"),
        args: vec!["-c".into(), "[ \"$(ls -A)\" = input.txt ] && grep -qx ready \"$0\"".into()],
        file_name: OsString::from("input.txt"),
        timeout: Duration::from_secs(10),
        settles: None,
        output: TestOutput::Discard,
        memory_limit: None,
        expect: None,
        signature: None,
        tree: None,
    }
}

/// The workers' directories under an oracle's root.
fn workers(oracle: &ProcessOracle) -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(oracle.root())
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_dir() && p.extension().is_none())
        .collect();
    dirs.sort();
    dirs
}

/// Directories made ready ahead hold the candidate as a call would leave them, the calls after
/// take them instead of making new ones, and a stop ends the making at once.
#[test]
fn directories_made_ready_hold_the_candidate_for_the_calls_after() {
    let oracle = ProcessOracle::new(alone_and_ready()).unwrap();
    oracle.ready_dirs(3, b"ready\n", || false);
    let dirs = workers(&oracle);
    assert_eq!(dirs.len(), 3);
    for dir in &dirs {
        assert_eq!(std::fs::read(dir.join("input.txt")).unwrap(), b"ready\n");
    }
    let (result, dir) = oracle.run(b"ready\n", &Cancel::default(), false);
    assert!(result.interesting, "{:?}", result.outcome);
    assert!(dirs.contains(&dir), "a call takes a directory made ready");
    assert_eq!(workers(&oracle), dirs, "and makes none");
    let stopped = ProcessOracle::new(alone_and_ready()).unwrap();
    stopped.ready_dirs(3, b"ready\n", || true);
    assert!(workers(&stopped).is_empty());
}
