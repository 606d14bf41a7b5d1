//! `pare batch` on real bugs of tcc 0.9.27 (tests/batch/inputs: four bugs in eleven inputs, two
//! inputs that are not interesting, a byte-identical copy; a binary file and a broken link are
//! added here): the buckets and their representatives, the slip guard, shards run as separate
//! processes, interrupted batches resumed, and bad inputs.

mod common;

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::Duration;

use common::{require, stderr, write_script};
use rand::{Rng, SeedableRng};
use serde_json::Value;

const SIGNATURE: &str = r"error: ([^\n]*)";
const PRAGMA: &str = "',' expected (got \")\")";
const U8: &str = "character array initializer must be a literal, optionally enclosed in braces";
const THREAD_LOCAL: &str = "';' expected (got \"int\")";
const COMPLEX: &str = "';' expected (got \"cacos\")";

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/batch")
}

/// A scratch directory with the fixture inputs in `in/` (plus a binary file and a broken link).
fn scratch() -> tempfile::TempDir {
    require(&["tcc", "gcc"]);
    let dir = tempfile::tempdir().unwrap();
    let inputs = dir.path().join("in");
    fs::create_dir(&inputs).unwrap();
    for entry in fs::read_dir(fixtures().join("inputs")).unwrap() {
        let path = entry.unwrap().path();
        fs::copy(&path, inputs.join(path.file_name().unwrap())).unwrap();
    }
    fs::write(inputs.join("blob.c"), b"int\0\x01\x02").unwrap();
    std::os::unix::fs::symlink("/nonexistent/gone.c", inputs.join("dangling.c")).unwrap();
    dir
}

/// `pare batch -q ARGS` in `dir`, with extra environment variables.
fn batch(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_pare"));
    cmd.arg("batch").arg("-q").args(args).current_dir(dir);
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.env_remove("SLURM_ARRAY_TASK_ID").env_remove("JOB_COMPLETION_INDEX");
    cmd.output().unwrap()
}

/// The usual batch over `in/` into `out` at `-j jobs`, with the test at its fixture path.
fn tcc_batch(dir: &Path, out: &str, jobs: &str, env: &[(&str, &str)]) -> Output {
    let test = fixtures().join("tcc.sh");
    batch(dir, &["-j", jobs, "--signature", SIGNATURE, test.to_str().unwrap(), "in", "--out", out], env)
}

/// Every row of every manifest in `out`, by input.
fn rows(out: &Path) -> BTreeMap<String, Vec<Value>> {
    let mut rows: BTreeMap<String, Vec<Value>> = BTreeMap::new();
    for entry in fs::read_dir(out).unwrap() {
        let path = entry.unwrap().path();
        if path.file_name().unwrap().to_string_lossy().starts_with("manifest") {
            for line in fs::read_to_string(&path).unwrap().lines() {
                let row: Value = serde_json::from_str(line).unwrap();
                rows.entry(row["input"].as_str().unwrap().to_string()).or_default().push(row);
            }
        }
    }
    rows
}

/// The one manifest of an unsharded run, by input.
fn manifest(out: &Path) -> BTreeMap<String, Value> {
    rows(out).into_iter().map(|(k, mut v)| (k, v.remove(0))).collect()
}

/// tcc's error message on `path`'s contents saved as `name`.
fn tcc_error(path: &Path, name: &str) -> String {
    let d = tempfile::tempdir().unwrap();
    fs::copy(path, d.path().join(name)).unwrap();
    let out = Command::new("tcc").args(["-c", name, "-o", "t.o"]).current_dir(d.path()).output().unwrap();
    let text = String::from_utf8_lossy(&out.stderr).into_owned();
    text.lines().find_map(|l| l.split_once("error: ").map(|(_, m)| m.to_string())).unwrap_or_default()
}

/// True when the fixture test passes on `path`'s contents saved as `name`.
fn interesting(path: &Path, name: &str) -> bool {
    let d = tempfile::tempdir().unwrap();
    fs::copy(path, d.path().join(name)).unwrap();
    Command::new(fixtures().join("tcc.sh")).arg(d.path().join(name)).env("TMPDIR", d.path()).status().unwrap().success()
}

fn file_name(input: &str) -> &str {
    Path::new(input).file_name().unwrap().to_str().unwrap()
}

#[test]
fn real_bugs_fall_into_buckets_with_one_reduced_representative_each() {
    let dir = scratch();
    let out = tcc_batch(dir.path(), "out", "2", &[]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let m = manifest(&dir.path().join("out"));
    assert_eq!(m.len(), 16, "every file has a row: {:?}", m.keys());
    let status = |input: &str| m[&format!("in/{input}")]["status"].as_str().unwrap().to_string();
    for (input, expected) in [("fine.c", "not-interesting"), ("broken.c", "not-interesting"), ("blob.c", "binary")] {
        assert_eq!(status(input), expected, "{input}");
    }
    assert_eq!(status("dangling.c"), "unreadable");
    assert_eq!(status("pack_tree_copy.c"), "same-content");
    assert_eq!(m["in/pack_tree_copy.c"]["same_as"], "in/pack_tree.c");
    let mut buckets: BTreeMap<String, Vec<&Value>> = BTreeMap::new();
    for row in m.values().filter(|r| r["bucket"].is_string()) {
        buckets.entry(row["signature"].as_str().unwrap().to_string()).or_default().push(row);
    }
    let signatures: BTreeSet<&str> = buckets.keys().map(String::as_str).collect();
    assert_eq!(signatures, BTreeSet::from([PRAGMA, U8, THREAD_LOCAL, COMPLEX]));
    let members = |s: &str| buckets[s].iter().map(|r| file_name(r["input"].as_str().unwrap())).collect::<BTreeSet<_>>();
    assert_eq!(members(PRAGMA), BTreeSet::from(["pack_header.c", "pack_queue.c", "pack_tree.c"]));
    assert_eq!(members(COMPLEX), BTreeSet::from(["complex_poly.c", "complex_rotate.c"]));
    for (signature, rows) in &buckets {
        check_bucket(dir.path(), signature, rows);
    }
    check_report(dir.path());
}

/// One bucket: exactly one representative, the smallest member, reduced with its signature kept;
/// the others recorded as its duplicates; every manifest field of the reduction filled in.
fn check_bucket(dir: &Path, signature: &str, rows: &[&Value]) {
    let reduced: Vec<&&Value> = rows.iter().filter(|r| r["status"] == "reduced").collect();
    assert_eq!(reduced.len(), 1, "one representative for {signature}");
    let rep = reduced[0];
    let input = rep["input"].as_str().unwrap();
    let smallest = rows.iter().min_by_key(|r| (r["original_bytes"].as_u64(), r["input"].as_str())).unwrap();
    assert_eq!(smallest["input"], input, "the smallest input represents {signature}");
    for r in rows.iter().filter(|r| r["input"] != input) {
        assert_eq!(r["status"], "duplicate", "{r}");
        assert_eq!(r["representative"], input);
        assert!(r["result"].is_null());
    }
    let bytes = fs::read(dir.join(input)).unwrap();
    assert_eq!(rep["hash"], format!("{:032x}", pare::cache::key(&bytes)));
    assert_eq!(rep["representative"], input);
    assert_eq!(rep["original_bytes"], bytes.len());
    let out = dir.join("out");
    let result = out.join(rep["result"].as_str().unwrap());
    assert_eq!(fs::read(out.join(rep["original"].as_str().unwrap())).unwrap(), bytes, "the original beside it");
    assert_eq!(rep["final_bytes"], fs::metadata(&result).unwrap().len());
    assert!(rep["final_bytes"].as_u64() < rep["original_bytes"].as_u64());
    assert!(rep["final_tokens"].as_u64().unwrap() < rep["original_tokens"].as_u64().unwrap());
    assert!(rep["final_tokens"].as_u64().unwrap() > 0);
    assert!(rep["calls"].as_u64().unwrap() > 0 && rep["test_runs"].as_u64().unwrap() > 0);
    assert!(rep["seconds"].as_f64().unwrap() > 0.0 && rep["test_seconds"].as_f64().unwrap() > 0.0);
    assert_eq!(rep["ended"], "fixed point");
    assert_eq!(rep["shard"], "0/1");
    assert_eq!(rep["bucket"].as_str().unwrap(), rep["unit"].as_str().unwrap());
    let name = file_name(input);
    assert!(interesting(&result, name), "{signature}: the result passes the test");
    assert_eq!(tcc_error(&result, name), signature, "the result keeps its signature");
}

/// `pare batch report` on the same directory: markdown and JSON.
fn check_report(dir: &Path) {
    let report =
        Command::new(env!("CARGO_BIN_EXE_pare")).args(["batch", "report", "out"]).current_dir(dir).output().unwrap();
    assert!(report.status.success(), "{}", stderr(&report));
    let text = String::from_utf8(report.stdout).unwrap();
    assert!(
        text.starts_with("16 inputs: 4 buckets, 4 of 4 reductions done, 7 duplicates, 2 not interesting, 3 set aside"),
        "{text}"
    );
    assert!(text.contains("| ',' expected (got \")\") | 3 | reduced | in/pack_tree.c |"), "{text}");
    assert!(text.contains("- in/pack_tree_copy.c: the same bytes as in/pack_tree.c"), "{text}");
    let json = Command::new(env!("CARGO_BIN_EXE_pare"))
        .args(["batch", "report", "--json", "out"])
        .current_dir(dir)
        .output()
        .unwrap();
    let json: Value = serde_json::from_slice(&json.stdout).unwrap();
    let dups: Vec<usize> =
        json["buckets"].as_array().unwrap().iter().map(|b| b["duplicates"].as_array().unwrap().len()).collect();
    assert_eq!(dups.iter().sum::<usize>(), 7);
    assert_eq!(json["not_interesting"].as_array().unwrap().len(), 2);
}

#[test]
fn signatures_that_split_one_bug_are_reported_as_probably_one_bug() {
    let dir = scratch();
    // The file name in the signature splits one bug into a bucket per file (a test that prints
    // it: the candidate's path itself is a placeholder in signatures); the reduced and
    // normalized results are byte-identical.
    let test = dir.path().join("named.sh");
    let tcc = fixtures().join("tcc.sh");
    write_script(&test, &format!("#!/bin/sh\necho \"in $(basename \"$1\")\" >&2\nexec {} \"$1\"\n", tcc.display()));
    let args = ["-j", "2", "--signature", r"in ([\w.]+)\n[^\n]*error: ([^\n]*)", test.to_str().unwrap()];
    let out = batch(dir.path(), &[&args[..], &["in/tls_counter.c", "in/tls_pool.c", "--out", "out"]].concat(), &[]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let m = manifest(&dir.path().join("out"));
    assert_eq!(m["in/tls_pool.c"]["signature"], format!("tls_pool.c | {THREAD_LOCAL}"));
    assert_ne!(m["in/tls_pool.c"]["bucket"], m["in/tls_counter.c"]["bucket"]);
    assert_eq!(m["in/tls_pool.c"]["final_hash"], m["in/tls_counter.c"]["final_hash"]);
    let report = Command::new(env!("CARGO_BIN_EXE_pare"))
        .args(["batch", "report", "out"])
        .current_dir(dir.path())
        .output()
        .unwrap();
    let text = String::from_utf8(report.stdout).unwrap();
    let line = text.lines().find(|l| l.starts_with("Byte-identical results, probably one bug: ")).expect(&text);
    assert!(line.contains("tls-counter-c-") && line.contains("tls-pool-c-"), "{line}");
}

/// Both bugs of tcc's `#pragma pack`: `(push)` without an alignment (the original's), and a bare
/// `#pragma pack`, which a reduction reaches by deleting `(push)`.
const SLIPPING: &str = "#pragma pack(push)\nstruct point { int x; int y; };\nchar greeting[] = u8\"hello\";\nint main(void) { struct point p = {1, 2}; return p.x + p.y; }\n";

#[test]
fn the_signature_guard_keeps_the_bug_a_reduction_would_slip_from() {
    require(&["tcc", "gcc"]);
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("slip.c");
    fs::write(&input, SLIPPING).unwrap();
    assert_eq!(tcc_error(&input, "slip.c"), PRAGMA);
    let test = fixtures().join("tcc.sh");
    let pare = |out: &str, guard: bool| {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_pare"));
        cmd.args(["-q", "-j", "2", "-o", out]).current_dir(dir.path());
        if guard {
            cmd.args(["--signature", SIGNATURE]);
        }
        let run = cmd.arg(&test).arg("slip.c").output().unwrap();
        assert!(run.status.success(), "{}", stderr(&run));
        dir.path().join(out)
    };
    let slipped = pare("slipped.c", false);
    assert_eq!(fs::read_to_string(&slipped).unwrap().trim(), "#pragma pack");
    // tcc prints the newline it got: the message's first line ends at the quote.
    assert_eq!(tcc_error(&slipped, "slip.c"), "'(' expected (got \"", "without the guard: another bug");
    let kept = pare("kept.c", true);
    assert_eq!(fs::read_to_string(&kept).unwrap().trim(), "#pragma pack(push)");
    assert_eq!(tcc_error(&kept, "slip.c"), PRAGMA, "with the guard: the original's bug");
    // A batch reduces with the guard too.
    fs::create_dir(dir.path().join("in")).unwrap();
    fs::copy(&input, dir.path().join("in/slip.c")).unwrap();
    let out = tcc_batch(dir.path(), "out", "2", &[]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let row = &manifest(&dir.path().join("out"))["in/slip.c"];
    let result = dir.path().join("out").join(row["result"].as_str().unwrap());
    assert_eq!(fs::read(result).unwrap(), fs::read(kept).unwrap());
}

/// The reduced files of a batch's output directory, by name.
fn results(out: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut files = BTreeMap::new();
    for entry in fs::read_dir(out).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "c") {
            files.insert(path.file_name().unwrap().to_string_lossy().into_owned(), fs::read(&path).unwrap());
        }
    }
    files
}

/// Per input: its status, bucket and representative (the plan every shard must agree on).
fn plan(out: &Path) -> BTreeMap<String, (String, Value, Value)> {
    let report =
        Command::new(env!("CARGO_BIN_EXE_pare")).args(["batch", "report", "--json"]).arg(out).output().unwrap();
    assert!(report.status.success(), "{}", stderr(&report));
    let json: Value = serde_json::from_slice(&report.stdout).unwrap();
    let mut plan = BTreeMap::new();
    for b in json["buckets"].as_array().unwrap() {
        for u in b["units"].as_array().unwrap() {
            let entry = (u["status"].as_str().unwrap().to_string(), u["bucket"].clone(), u["representative"].clone());
            plan.insert(u["input"].as_str().unwrap().to_string(), entry);
        }
        for d in b["duplicates"].as_array().unwrap() {
            plan.insert(d.as_str().unwrap().to_string(), ("duplicate".into(), b["bucket"].clone(), Value::Null));
        }
    }
    plan
}

#[test]
fn shards_run_as_separate_processes_merge_into_the_unsharded_result() {
    let dir = scratch();
    let whole = tcc_batch(dir.path(), "whole", "2", &[]);
    assert_eq!(whole.status.code(), Some(0), "{}", stderr(&whole));
    // Three shards into one directory: one from --shard, one from a Slurm array (ids 1..3),
    // one from a Kubernetes Indexed Job; the first two at once, the third after them.
    let spawn = |extra: &[&str], env: &[(&str, &str)]| {
        let test = fixtures().join("tcc.sh");
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_pare"));
        cmd.args(["batch", "-q", "-j", "1", "--signature", SIGNATURE]).arg(&test).args(["in", "--out", "sharded"]);
        cmd.args(extra).current_dir(dir.path()).env_remove("SLURM_ARRAY_TASK_ID").env_remove("JOB_COMPLETION_INDEX");
        cmd.envs(env.iter().copied()).stderr(Stdio::piped()).spawn().unwrap()
    };
    let first = spawn(&["--shard", "0/3"], &[]);
    let slurm = [("SLURM_ARRAY_TASK_ID", "2"), ("SLURM_ARRAY_TASK_MIN", "1"), ("SLURM_ARRAY_TASK_COUNT", "3")];
    let second = spawn(&[], &slurm);
    for child in [first, second] {
        let out = child.wait_with_output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    }
    let third = spawn(&["--shards", "3"], &[("JOB_COMPLETION_INDEX", "2")]).wait_with_output().unwrap();
    assert_eq!(third.status.code(), Some(0), "{}", stderr(&third));
    let sharded = dir.path().join("sharded");
    let manifests: Vec<String> = fs::read_dir(&sharded)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("manifest"))
        .collect();
    assert_eq!(manifests.len(), 3, "{manifests:?}");
    assert_eq!(plan(&sharded), plan(&dir.path().join("whole")), "the same buckets, representatives and statuses");
    assert_eq!(results(&sharded), results(&dir.path().join("whole")), "byte-identical results and originals");
    // Every bucket was reduced exactly once: by one shard, the others list it as elsewhere.
    for (input, rows) in rows(&sharded) {
        let reduced = rows.iter().filter(|r| r["status"] == "reduced").count();
        let elsewhere = rows.iter().filter(|r| r["status"] == "elsewhere").count();
        assert!(reduced == 0 || (reduced == 1 && elsewhere == 2), "{input}: {rows:?}");
    }
}

/// The log of test runs: one line per run, the candidate's file name and hash.
fn log_lines(log: &Path) -> Vec<String> {
    fs::read_to_string(log).map(|t| t.lines().map(str::to_string).collect()).unwrap_or_default()
}

#[test]
fn interrupted_batches_resume_without_redoing_work_and_end_as_an_uninterrupted_run() {
    let dir = scratch();
    let whole_log = dir.path().join("whole.log");
    fn env(log: &Path) -> Vec<(&'static str, String)> {
        vec![("PARE_TEST_SLEEP", "0.02".to_string()), ("PARE_TEST_LOG", log.to_str().unwrap().to_string())]
    }
    let pairs = |v: &'_ Vec<(&'static str, String)>| v.iter().map(|(k, v)| (*k, v.clone())).collect::<Vec<_>>();
    // -j 1: no speculative calls, so the test runs of a whole batch are exactly known.
    let whole_env = env(&whole_log);
    let whole_env: Vec<(&str, &str)> = whole_env.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let whole = tcc_batch(dir.path(), "whole", "1", &whole_env);
    assert_eq!(whole.status.code(), Some(0), "{}", stderr(&whole));
    let log = dir.path().join("resumed.log");
    let mut rng = rand::rngs::SmallRng::seed_from_u64(18);
    let (mut interrupts, mut midway) = (0, 0);
    for sig in [libc::SIGINT, libc::SIGTERM, libc::SIGKILL] {
        let test = fixtures().join("tcc.sh");
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_pare"));
        cmd.args(["batch", "-q", "-j", "1", "--signature", SIGNATURE]).arg(&test).args(["in", "--out", "resumed"]);
        let child = cmd.current_dir(dir.path()).envs(pairs(&env(&log))).stderr(Stdio::piped()).spawn().unwrap();
        std::thread::sleep(Duration::from_millis(rng.random_range(1000..3000)));
        // SAFETY: a signal to our own child.
        unsafe { libc::kill(child.id() as i32, sig) };
        let out = child.wait_with_output().unwrap();
        let code = out.status.code();
        assert!(matches!(code, None | Some(0) | Some(130) | Some(143)), "exit {code:?}: {}", stderr(&out));
        interrupts += usize::from(code != Some(0));
        let reduced = check_nothing_redone(dir.path(), &log);
        midway += usize::from(reduced > 0 && reduced < 4);
    }
    assert!(interrupts >= 2, "the batch ended before it could be interrupted");
    assert!(midway >= 1, "no interruption fell between the first and the last reduction's end");
    let last_env = env(&log);
    let last_env: Vec<(&str, &str)> = last_env.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let last = tcc_batch(dir.path(), "resumed", "1", &last_env);
    assert_eq!(last.status.code(), Some(0), "{}", stderr(&last));
    assert_eq!(results(&dir.path().join("resumed")), results(&dir.path().join("whole")), "the same results");
    let (whole_rows, resumed_rows) = (manifest(&dir.path().join("whole")), manifest(&dir.path().join("resumed")));
    for (input, row) in &whole_rows {
        let again = &resumed_rows[input];
        assert_eq!(row["status"], again["status"], "{input}");
        assert_eq!(
            row["calls"], again["calls"],
            "{input}: a resumed reduction makes the same calls (replayed ones too)"
        );
    }
    let (runs, whole_runs) = (log_lines(&log).len(), log_lines(&whole_log).len());
    assert!(runs >= whole_runs && runs <= whole_runs + interrupts, "{runs} test runs; uninterrupted {whole_runs}");
    // The campaign page says which reductions went on from an interrupted one.
    assert!(whole_rows.values().all(|r| r["resumed"] == false), "nothing resumed in one go");
    assert!(
        resumed_rows.values().any(|r| r["resumed"] == true),
        "an interruption fell in a reduction: {resumed_rows:?}"
    );
    let index = fs::read_to_string(dir.path().join("resumed/index.html")).unwrap();
    assert!(index.contains("reduced, resumed") && index.contains("done: 4 of 4 reductions ended"), "{index}");
}

/// After an interrupted run: every later run of the test must be for a reduction not finished
/// then. Checked at the end of the next round (a mark file keeps what was finished); returns how
/// many reductions are finished now.
fn check_nothing_redone(dir: &Path, log: &Path) -> usize {
    let mark = dir.join("resumed.mark");
    let lines = log_lines(log);
    if let Ok(text) = fs::read_to_string(&mark) {
        let (seen, finished) = text.split_once('\n').unwrap();
        let seen: usize = seen.parse().unwrap();
        let finished: BTreeSet<&str> = finished.lines().collect();
        for line in &lines[seen..] {
            let name = line.split(' ').next().unwrap();
            assert!(!finished.contains(name), "{name} was run again after its work was done: {line}");
        }
    }
    // Finished: reduced units, and inputs classified but not to be reduced here.
    let rows = manifest(&dir.join("resumed"));
    let done = rows.values().filter(|r| {
        let status = r["status"].as_str().unwrap();
        status == "reduced" || (r["test_seconds"].is_number() && !matches!(status, "pending" | "reducing"))
    });
    let names: Vec<&str> = done.map(|r| file_name(r["input"].as_str().unwrap())).collect();
    fs::write(&mark, format!("{}\n{}", lines.len(), names.join("\n"))).unwrap();
    rows.values().filter(|r| r["status"] == "reduced").count()
}

#[test]
fn bad_inputs_get_a_clear_message_and_nothing_starts() {
    require(&["tcc", "gcc"]);
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let test = fixtures().join("tcc.sh");
    let t = test.to_str().unwrap();
    fs::create_dir(d.join("empty")).unwrap();
    fs::create_dir(d.join("binary")).unwrap();
    fs::write(d.join("binary/a.c"), b"\0\x7fELF").unwrap();
    fs::write(d.join("file"), "not a directory").unwrap();
    fs::create_dir(d.join("in")).unwrap();
    fs::copy(fixtures().join("inputs/fine.c"), d.join("in/fine.c")).unwrap();
    let cases: [(&[&str], &str); 7] = [
        (&[t, "empty", "--out", "o"], "no input files in empty"),
        (&[t, "in", "--glob", "*.rs", "--out", "o"], "no input files matching --glob *.rs in in"),
        (&[t, "binary", "--out", "o"], "none of the 1 input files can be used (binary or unreadable)"),
        (&[t, "missing", "--out", "o"], "cannot read the input missing"),
        (&["--signature", "error: (", t, "in", "--out", "o"], "unclosed group"),
        (&[t, "in", "--out", "file"], "--out file is a file, not a directory"),
        (&[t, "in", "--out", "file/sub"], "cannot create the output directory file/sub"),
    ];
    for (args, message) in cases {
        let out = batch(d, args, &[]);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
        assert!(stderr(&out).contains(message), "{args:?}: {}", stderr(&out));
        assert!(!d.join("o").exists(), "{args:?}: nothing may be written");
    }
    // Nothing interesting: the explanation, exit 1; the manifest lists the input.
    let out = batch(d, &[t, "in", "--out", "o"], &[]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("no input is interesting") && stderr(&out).contains("exited with status 1"),
        "{}",
        stderr(&out)
    );
    assert_eq!(manifest(&d.join("o"))["in/fine.c"]["status"], "not-interesting");
    // The same directory with other options is refused.
    let other = batch(d, &["--signature", "x", t, "in", "--out", "o"], &[]);
    assert_eq!(other.status.code(), Some(2));
    assert!(stderr(&other).contains("holds a batch run with other options (signature)"), "{}", stderr(&other));
    // The test script of a batch is checked like pare's.
    write_script(&d.join("noexec.sh"), "#!/bin/sh\nexit 0\n");
    std::process::Command::new("chmod").arg("-x").arg(d.join("noexec.sh")).status().unwrap();
    let out = batch(d, &["noexec.sh", "in", "--out", "o2"], &[]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("is not executable"), "{}", stderr(&out));
}
