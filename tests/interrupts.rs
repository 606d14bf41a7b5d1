//! Interrupting real reductions at 50 random moments (SIGINT, SIGTERM and SIGHUP in turn): every
//! time the input and its backup are byte-identical to the original, the output exists and passes
//! the test, pare exits with 128 + the signal (or 0 if it had already finished), and it leaves no
//! temporary directory behind. Half the runs are at `-j 4`, where the reduction starts beside
//! the test's first runs, so that many signals come while it runs ahead of them.

mod common;

use common::{Case, stderr};
use rand::{Rng, SeedableRng};
use std::fs;
use std::process::{Command, Stdio};
use std::time::Duration;

const INPUT: &str = include_str!("../examples/demo/input.c");
const TEST: &str = include_str!("../examples/demo/test.sh");

#[test]
fn fifty_random_interrupts_lose_nothing() {
    let mut rng = rand::rngs::SmallRng::seed_from_u64(2026);
    let signals = [libc::SIGINT, libc::SIGTERM, libc::SIGHUP];
    let mut interrupted = 0;
    for round in 0..50 {
        let case = Case::new("input.c", INPUT, TEST);
        let in_place = round % 2 == 0;
        let out_path = case.dir.path().join("out.c");
        let tmp = tempfile::tempdir().unwrap();
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_pare"));
        let jobs = if round % 4 < 2 { "2" } else { "4" };
        cmd.args(["-q", "-j", jobs]).env("TMPDIR", tmp.path());
        if !in_place {
            cmd.arg("-o").arg(&out_path);
        }
        let child = cmd.arg(&case.test).arg(&case.file).stderr(Stdio::piped()).spawn().unwrap();
        std::thread::sleep(Duration::from_millis(rng.random_range(0..350)));
        let sig = signals[round % 3];
        // SAFETY: sending a signal to our own child process.
        unsafe { libc::kill(child.id() as i32, sig) };
        let out = child.wait_with_output().unwrap();
        let code = out.status.code();
        assert!(code == Some(128 + sig) || code == Some(0), "round {round}: exit {code:?}: {}", stderr(&out));
        interrupted += usize::from(code != Some(0));
        let (result_path, backup) = if in_place {
            (case.file.clone(), case.dir.path().join("input.c.orig"))
        } else {
            assert_eq!(fs::read_to_string(&case.file).unwrap(), INPUT, "round {round}: the input changed");
            (out_path, case.file.clone())
        };
        if backup.exists() {
            assert_eq!(fs::read_to_string(&backup).unwrap(), INPUT, "round {round}: the backup differs");
        } else {
            // Only possible when the signal came before reduction started: nothing was touched.
            assert!(in_place, "round {round}: no backup");
            assert_eq!(fs::read_to_string(&case.file).unwrap(), INPUT, "round {round}");
        }
        assert!(result_path.exists(), "round {round}: no output");
        assert!(case.interesting(&result_path), "round {round}: output not interesting");
        let leftovers: Vec<_> = fs::read_dir(case.dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.starts_with(".pare"))
            .collect();
        assert!(leftovers.is_empty(), "round {round}: temporary files left: {leftovers:?}");
        let in_tmp: Vec<_> = fs::read_dir(tmp.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
        assert!(in_tmp.is_empty(), "round {round}: temporary directories left: {in_tmp:?}");
    }
    assert!(interrupted >= 20, "only {interrupted} of 50 runs were really interrupted: make the moments earlier");
}
