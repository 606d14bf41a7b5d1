//! Faults pare must survive: misbehaving tests, bad input, flaky tests, and the user-facing edges.

mod common;

use common::{Case, stderr, write_script};
use std::fs;
use std::process::Command;

const LINES: &str = "alpha\nbravo\nKEEP me\ncharlie\ndelta\necho\n";

/// True if a process whose command line contains `marker` is still running.
fn running(marker: &str) -> bool {
    Command::new("pgrep").args(["-f", marker]).output().unwrap().status.success()
}

#[test]
fn hanging_tests_are_killed_at_the_timeout_with_their_children() {
    // Candidates without "bravo" hang (with a child in the background); others answer at once.
    let case = Case::new(
        "input.txt",
        LINES,
        "#!/bin/sh\ngrep -q KEEP input.txt || exit 1\ngrep -q bravo input.txt && exit 0\nsleep 31411 &\nsleep 31412\n",
    );
    let out = case.pare(&["-q", "--timeout", "0.3", "-j", "2"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(case.result(), "bravoKEEP");
    assert!(!running("sleep 3141[12]"), "a hanging test or its child survived");
}

#[test]
fn background_children_die_with_the_test() {
    let case = Case::new("input.txt", LINES, "#!/bin/sh\n(sleep 31413 &)\nsleep 31414 &\ngrep -q KEEP input.txt\n");
    let out = case.pare(&["-q"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(case.result(), "KEEP");
    assert!(!running("sleep 3141[34]"), "a background child of the test survived");
}

#[test]
fn megabytes_of_test_output_do_not_block() {
    let case = Case::new(
        "input.txt",
        LINES,
        "#!/bin/sh\nhead -c 3000000 /dev/zero\nhead -c 3000000 /dev/zero >&2\ngrep -q KEEP input.txt\n",
    );
    let out = case.pare(&["-q", "--timeout", "20"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(case.result(), "KEEP");
}

#[test]
fn tests_that_wreck_their_directory_or_candidate_change_nothing() {
    // Decide first, then delete and scribble: pare's copy and state must not care.
    let case = Case::new(
        "input.txt",
        LINES,
        "#!/bin/sh\ngrep -q KEEP input.txt; r=$?\necho GARBAGE >> input.txt\nrm -rf \"$PWD\"\nexit $r\n",
    );
    let out = case.pare(&["-q"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(case.result(), "KEEP");
}

#[test]
fn a_test_killed_by_a_signal_is_not_interesting() {
    let case = Case::new("input.txt", LINES, "#!/bin/sh\ngrep -q KEEP input.txt && exit 0\nkill -SEGV $$\n");
    let out = case.pare(&["-q"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(case.result(), "KEEP");
}

/// A flaky test: a candidate passes its first run if it holds KEEP, but later runs of the same
/// content pass only while it still has three lines or more.
fn flaky_case() -> Case {
    let case = Case::new("input.txt", LINES, "");
    let seen = case.dir.path().join("seen");
    fs::create_dir(&seen).unwrap();
    let script = format!(
        "#!/bin/sh\ngrep -q KEEP input.txt || exit 1\nh=$(md5sum < input.txt | cut -c1-32)\n\
         if [ -e {seen}/$h ]; then [ $(wc -l < input.txt) -ge 3 ]; exit $?; fi\ntouch {seen}/$h\nexit 0\n",
        seen = seen.display()
    );
    write_script(&case.test, &script);
    case
}

#[test]
fn a_flaky_result_is_reported_and_pare_goes_on_from_one_that_passes_again() {
    let case = flaky_case();
    let out = case.pare(&["-j", "1"]);
    assert_eq!(out.status.code(), Some(0), "a result smaller than the original passes again: {}", stderr(&out));
    assert!(stderr(&out).contains("the test is flaky") && stderr(&out).contains("went on from"), "{}", stderr(&out));
    assert!(stderr(&out).contains("re-checks:"), "the re-checks are counted: {}", stderr(&out));
    let result = case.result();
    assert!(result.contains("KEEP") && result.lines().count() >= 3, "kept a result that fails: {result:?}");
    assert!(result.len() < LINES.len(), "{result:?}");
}

#[test]
fn confirm_rejects_results_that_do_not_pass_again() {
    let case = flaky_case();
    let out = case.pare(&["-j", "1", "--confirm", "1", "--json", "s.json"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let result = case.result();
    assert!(result.contains("KEEP") && result.lines().count() == 3, "{result:?}");
}

#[test]
fn bad_input_is_a_clear_error_and_writes_nothing() {
    let case = Case::new("input.txt", LINES, "#!/bin/sh\ngrep -q KEEP input.txt\n");
    let d = case.dir.path();
    let pare = env!("CARGO_BIN_EXE_pare");
    let run = |args: &[&str]| Command::new(pare).args(args).current_dir(d).output().unwrap();
    fs::write(d.join("plain.sh"), "#!/bin/sh\nexit 0\n").unwrap();
    fs::create_dir(d.join("adir")).unwrap();
    for (args, says) in [
        (vec!["./test.sh", "missing.txt"], "cannot read missing.txt"),
        (vec!["./test.sh", "adir"], "adir holds no text file to reduce"),
        (vec!["./nope.sh", "input.txt"], "cannot find the test ./nope.sh"),
        (vec!["./plain.sh", "input.txt"], "is not executable (try: chmod +x"),
        (vec!["./adir", "input.txt"], "is not a file"),
        (vec!["-o", "/nonexistent/dir/out.txt", "./test.sh", "input.txt"], "cannot write in /nonexistent/dir"),
        (vec!["-j", "0", "./test.sh", "input.txt"], "0 is not in 1..=1024"),
        (vec!["--timeout", "0", "./test.sh", "input.txt"], "must be a positive number"),
        (vec!["--passes", "lines,bogus", "./test.sh", "input.txt"], "unknown pass 'bogus'"),
        (vec!["--cmd", "no-such-program-x {}", "input.txt"], "cannot find the program 'no-such-program-x'"),
    ] {
        let out = run(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
        assert!(stderr(&out).contains(says), "{args:?}: expected {says:?} in {}", stderr(&out));
    }
    assert_eq!(fs::read_to_string(d.join("input.txt")).unwrap(), LINES);
    let leftovers: Vec<_> = fs::read_dir(d).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert!(!leftovers.iter().any(|n| n.to_string_lossy().contains(".orig")), "{leftovers:?}");
    assert!(!leftovers.iter().any(|n| n.to_string_lossy().starts_with(".pare")), "{leftovers:?}");
}

#[test]
fn a_candidate_the_test_replaced_or_locked_is_never_written_through() {
    // The test decides, then swaps its candidate for a link to a file outside its directory, or
    // makes it read-only: pare's next candidate in that directory must be a file of its own.
    let dir = tempfile::tempdir().unwrap();
    let sentinel = dir.path().join("sentinel.txt");
    fs::write(&sentinel, "untouched\n").unwrap();
    let script = format!(
        "#!/bin/sh\ngrep -q KEEP input.txt; r=$?\nif grep -q bravo input.txt; then ln -sf {} input.txt; else chmod 444 input.txt; fi\nexit $r\n",
        sentinel.display()
    );
    let case = Case::new("input.txt", LINES, &script);
    let out = case.pare(&["-q", "-j", "2"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(case.result(), "KEEP");
    assert_eq!(fs::read_to_string(&sentinel).unwrap(), "untouched\n");
}

#[test]
fn symlinks_are_not_reduced_in_place() {
    let case = Case::new("input.txt", LINES, "#!/bin/sh\ngrep -q KEEP input.txt\n");
    let link = case.dir.path().join("link.txt");
    std::os::unix::fs::symlink(&case.file, &link).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_pare")).arg(&case.test).arg(&link).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("symbolic link"), "{}", stderr(&out));
    assert_eq!(fs::read_to_string(&case.file).unwrap(), LINES);
}

#[test]
fn odd_inputs_just_work() {
    // Empty file.
    let case = Case::new("empty.txt", "", "#!/bin/sh\nexit 0\n");
    assert!(case.pare(&["-q"]).status.success());
    assert_eq!(case.result(), "");
    // Interesting even when empty: refused as a test that checks nothing, unless
    // --allow-trivial, and then empty in a handful of calls.
    let case = Case::new("input.c", "int main(void) { return 0; }\n", "#!/bin/sh\nexit 0\n");
    assert_eq!(case.pare(&["-q"]).status.code(), Some(1));
    let out = case.pare(&["-q", "--allow-trivial", "--json", "s.json"]);
    assert!(out.status.success());
    assert_eq!(case.result(), "");
    let stats: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(case.dir.path().join("s.json")).unwrap()).unwrap();
    assert!(stats["stats"]["calls"].as_u64().unwrap() <= 3, "{stats}");
    // Binary, non-UTF-8 bytes.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("blob.bin");
    let mut bytes: Vec<u8> = (0..=255u8).cycle().take(4000).collect();
    bytes.extend_from_slice(b"\xffMAGIC\x00\xfe");
    bytes.extend((0..=255u8).rev().cycle().take(3000));
    fs::write(&file, &bytes).unwrap();
    let test = dir.path().join("t.sh");
    write_script(&test, "#!/bin/sh\ngrep -qa MAGIC blob.bin\n");
    let out = Command::new(env!("CARGO_BIN_EXE_pare")).arg("-q").arg(&test).arg(&file).output().unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(fs::read(&file).unwrap(), b"MAGIC");
    assert_eq!(fs::read(dir.path().join("blob.bin.orig")).unwrap(), bytes);
    // CRLF line endings survive in what is kept.
    let case = Case::new("input.txt", "one\r\nKEEP two\r\nthree\r\n", "#!/bin/sh\ngrep -q 'KEEP two.$' input.txt\n");
    assert!(case.pare(&["-q"]).status.success());
    assert_eq!(case.result(), "KEEP two\r", "the test needs the CR, which must survive");
}

#[test]
fn cmd_conditions_are_and_ed() {
    let src = "int f(int x) { return x / 0; }\nint g(void) { return 1; }\n";
    // gcc exits 0 here, so requiring exit 1 as well as the warning must refuse the original.
    let case = Case::new("input.c", src, "");
    let out = Command::new(env!("CARGO_BIN_EXE_pare"))
        .args(["--cmd", "gcc -fsyntax-only {}", "--expect-stderr", "division by zero", "--expect-exit", "1"])
        .arg(&case.file)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(stderr(&out).contains("--expect-* condition did not hold"), "{}", stderr(&out));
    // With the right conditions it reduces.
    let out = Command::new(env!("CARGO_BIN_EXE_pare"))
        .args(["-q", "--cmd", "gcc -fsyntax-only {}", "--expect-stderr", "division by zero", "--expect-exit", "0"])
        .arg(&case.file)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let result = case.result();
    assert!(result.contains("/0") || result.contains("/ 0"), "{result}");
    assert!(!result.contains("g("), "{result}");
}

#[test]
fn protected_text_survives() {
    let case = Case::new("input.txt", LINES, "#!/bin/sh\ngrep -q KEEP input.txt\n");
    let out = case.pare(&["-q", "--protect", "char[a-z]+"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(case.result(), "KEEPcharlie");
}

#[test]
fn completions_and_man_page_are_generated() {
    let pare = env!("CARGO_BIN_EXE_pare");
    let out = Command::new(pare).args(["--completions", "bash"]).output().unwrap();
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("--max-calls"));
    let out = Command::new(pare).arg("--man").output().unwrap();
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains(".TH pare"));
}

#[test]
fn verbose_says_what_each_pass_did() {
    let case = Case::new("input.txt", LINES, "#!/bin/sh\ngrep -q KEEP input.txt\n");
    let out = case.pare(&["-v"]);
    assert!(out.status.success());
    let err = stderr(&out);
    assert!(err.contains("pare: lines") && err.contains("-> ") && err.contains("calls"), "{err}");
}

#[test]
fn the_default_timeout_adapts_to_the_original_test_time() {
    // The original answers at once; candidates without "bravo" hang. Without --timeout the limit
    // is 10 times the original's time, at least 1 s: the run must not wait the 300 s maximum.
    // One hanging candidate under that maximum would take 300 s, so the bound below only fails
    // when the time-out did not adapt, however loaded the machine.
    let case = Case::new(
        "input.txt",
        LINES,
        "#!/bin/sh\ngrep -q KEEP input.txt || exit 1\ngrep -q bravo input.txt && exit 0\nsleep 31415\n",
    );
    let start = std::time::Instant::now();
    let out = case.pare(&["-q", "-j", "2"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(case.result(), "bravoKEEP");
    assert!(start.elapsed().as_secs() < 290, "took {:?}: the time-out did not adapt", start.elapsed());
    assert!(!running("sleep 31415"));
}

#[test]
fn memory_limit_caps_the_test() {
    // Allocating 400 MB works without a cap and fails under a 200 MB one.
    let script = "#!/bin/sh\npython3 -c 'x = bytearray(400 << 20)' || exit 1\ngrep -q KEEP input.txt\n";
    let case = Case::new("input.txt", LINES, script);
    let out = case.pare(&["-q", "--memory-limit", "200M"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(stderr(&out).contains("MemoryError"), "{}", stderr(&out));
    let out = case.pare(&["-q", "--memory-limit", "2G"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(case.result(), "KEEP");
}

#[test]
fn temporary_files_of_killed_tests_do_not_pile_up() {
    // Every call makes a mktemp directory whose cleanup trap never runs (killed at the time-out).
    let marker = format!("pare-leak-{}", std::process::id());
    let script = format!(
        "#!/bin/bash\nd=$(mktemp -d -t {marker}.XXXX); trap 'rm -rf \"$d\"' EXIT\n\
         grep -q KEEP input.txt || exit 1\ngrep -q bravo input.txt && exit 0\nsleep 31416\n"
    );
    let case = Case::new("input.txt", LINES, &script);
    let out = case.pare(&["-q", "--timeout", "0.3"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let leaked: Vec<_> = fs::read_dir(std::env::temp_dir())
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().starts_with(&marker))
        .collect();
    assert!(leaked.is_empty(), "{} temporary directories leaked", leaked.len());
}
