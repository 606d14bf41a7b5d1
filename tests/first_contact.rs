//! The traps a new user fell into on first contact (issue 26), each through the binary: a test
//! that hangs, a `--cmd` without expectations, paths in signatures, results the grammar rejects,
//! a larger "readable" result, file modes, extensions, `--json`, the end table, regex errors,
//! flaky tests and the watchdog.

mod common;

use common::{Case, stderr};
use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::Path;
use std::process::{Command, Output};

const LINES: &str = "alpha\nbravo\nKEEP me\ncharlie\ndelta\necho\n";

/// Runs the built `pare` with `args` in `dir`.
fn pare_in(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_pare")).args(args).current_dir(dir).output().unwrap()
}

fn mode(path: &Path) -> u32 {
    fs::metadata(path).unwrap().permissions().mode() & 0o7777
}

/// Results and backups keep the input's mode, like `cp -p`: not the temporary file's 0600, and
/// an executable's backup stays executable.
#[test]
fn results_and_backups_keep_the_inputs_mode() {
    let case = Case::new("run.sh", "#!/bin/sh\necho one\necho KEEP\necho two\n", "#!/bin/sh\ngrep -q KEEP run.sh\n");
    fs::set_permissions(&case.file, fs::Permissions::from_mode(0o751)).unwrap();
    let out = case.pare(&["-q", "-o", "small.sh"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let small = case.dir.path().join("small.sh");
    assert_eq!(fs::read_to_string(&small).unwrap(), "KEEP");
    assert_eq!(mode(&small), 0o751, "the result of -o");
    let out = case.pare(&["-q"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(case.result(), "KEEP");
    assert_eq!(mode(&case.file), 0o751, "the result in place");
    let backup = case.dir.path().join("run.sh.orig");
    assert_eq!(fs::read_to_string(&backup).unwrap(), "#!/bin/sh\necho one\necho KEEP\necho two\n");
    assert_eq!(mode(&backup), 0o751, "the backup");
    // A 0644 input gives 0644 results, whatever the 0600 of a temporary file.
    let case = Case::new("input.txt", LINES, "#!/bin/sh\ngrep -q KEEP input.txt\n");
    fs::set_permissions(&case.file, fs::Permissions::from_mode(0o644)).unwrap();
    let out = case.pare(&["-q", "-o", "out.txt"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(mode(&case.dir.path().join("out.txt")), 0o644);
}

/// `.i` is preprocessed C and `.ii`, `.cc`, `.cxx`, `.hh`, `.hpp`, `.hxx`, `.ipp`, `.tcc` are C++:
/// they get the grammar's passes, not the text passes.
#[test]
fn extensions_of_preprocessed_and_cpp_files_choose_the_grammar() {
    let out = pare_in(Path::new("."), &["--list-languages"]);
    let listed = String::from_utf8_lossy(&out.stdout).into_owned();
    let line = |name: &str| listed.lines().find(|l| l.starts_with(name)).unwrap_or_default().to_string();
    assert!(line("c ").split_whitespace().any(|w| w == ".i"), "{listed}");
    for ext in [".ii", ".cc", ".cxx", ".hh", ".hpp", ".hxx", ".ipp", ".tcc"] {
        assert!(line("cpp ").split_whitespace().any(|w| w == ext), "{ext}: {listed}");
    }
    // A preprocessed C file is reduced by the C passes: hdd runs, and no "no grammar" warning.
    let src = "# 1 \"x.c\"\nint unused(int a) { return a; }\nint main(void) { return 1 / 0; }\n";
    let case = Case::new("x.i", src, "#!/bin/sh\ngrep -q '1 / 0' x.i\n");
    let out = case.pare(&["-v", "-j", "1"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(!stderr(&out).contains("no grammar"), "{}", stderr(&out));
    assert!(stderr(&out).contains("pare: hdd"), "{}", stderr(&out));
    assert!(case.result().contains("1 / 0") && !case.result().contains("unused"), "{}", case.result());
}

/// A regex option that does not compile is refused in one line that names the option.
#[test]
fn regex_errors_take_one_line_and_name_the_option() {
    let case = Case::new("input.txt", LINES, "#!/bin/sh\ngrep -q KEEP input.txt\n");
    for option in ["--expect-stderr", "--expect-stdout", "--not-stderr", "--signature", "--protect"] {
        let out = pare_in(case.dir.path(), &["--cmd", "true {}", option, "(ab", "input.txt"]);
        assert_eq!(out.status.code(), Some(2), "{option}: {}", stderr(&out));
        let err = stderr(&out);
        let errors: Vec<&str> = err.lines().filter(|l| l.starts_with("error:")).collect();
        assert_eq!(errors.len(), 1, "{option}: {err}");
        assert!(errors[0].contains(option) && errors[0].contains("unclosed group"), "{option}: {err}");
        assert!(!err.lines().any(|l| l.trim() == "^"), "a caret line: {err}");
    }
    let out =
        pare_in(case.dir.path(), &["batch", "--cmd", "true {}", "--signature", "[z-a]", "input.txt", "--out", "o"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    let err = stderr(&out);
    assert_eq!(err.lines().filter(|l| l.starts_with("error:")).count(), 1, "{err}");
    assert!(err.contains("--signature") && err.contains("invalid character class range"), "{err}");
    assert_eq!(fs::read_to_string(&case.file).unwrap(), LINES);
}

/// A test that hangs on the original: the first run has a limit (never past `--time-limit`),
/// pare says what it waits for, and ends with an error that says so; nothing is written.
#[test]
fn a_test_that_hangs_on_the_original_ends_with_a_clear_error() {
    let case = Case::new("s.c", "int main(){return 0;}\n", "#!/bin/sh\nsleep 31417\n");
    let started = std::time::Instant::now();
    let out = case.pare(&["-j", "1", "--time-limit", "4", "-o", "h.c"]);
    // The test sleeps for hours: only a limit that did not hold takes this long, whatever the load.
    assert!(started.elapsed().as_secs() < 120, "took {:?}", started.elapsed());
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let err = stderr(&out);
    assert!(err.contains("waiting for the test on the original") && err.contains("--time-limit"), "{err}");
    assert!(err.contains("did not finish on the original within") && err.contains("(--time-limit)"), "{err}");
    assert!(!case.dir.path().join("h.c").exists(), "nothing written");
    assert!(!Command::new("pgrep").args(["-f", "sleep 31417"]).status().unwrap().success(), "the test survived");
    // Without any limit, the default one is named while pare waits.
    let mut child = Command::new(env!("CARGO_BIN_EXE_pare"))
        .args(["-j", "1"])
        .arg(&case.test)
        .arg(&case.file)
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // Read until pare names the limit (however long a loaded machine makes that), then stop it.
    let mut said = String::new();
    let mut lines = std::io::BufRead::lines(std::io::BufReader::new(child.stderr.take().unwrap()));
    while !said.contains("stopped at 300 s by the first run's default limit") {
        let Some(Ok(line)) = lines.next() else { break };
        said.push_str(&line);
    }
    unsafe { libc::kill(child.id() as i32, libc::SIGTERM) };
    child.wait().unwrap();
    assert!(said.contains("stopped at 300 s by the first run's default limit"), "{said}");
    assert_eq!(fs::read_to_string(&case.file).unwrap(), "int main(){return 0;}\n");
}

/// `--cmd` without any `--expect-*` is interesting when the command exits 0 (C-Reduce's
/// convention), and a test that passes on an empty file is refused unless `--allow-trivial`.
#[test]
fn a_cmd_without_expectations_wants_exit_0_and_a_trivial_test_is_refused() {
    let case = Case::new("m.c", "int a;\nint b;\n", "#!/bin/sh\nexit 0\n");
    let out = pare_in(case.dir.path(), &["-o", "m2.c", "--cmd", "grep -q NOTHERE {}", "m.c"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(stderr(&out).contains("the original is not interesting"), "{}", stderr(&out));
    assert!(!case.dir.path().join("m2.c").exists());
    let out = pare_in(case.dir.path(), &["-q", "-o", "m2.c", "--cmd", "grep -q 'int b' {}", "m.c"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(fs::read_to_string(case.dir.path().join("m2.c")).unwrap().trim(), "int b;");
    // A test that passes on anything: refused, explained, nothing written.
    let out = pare_in(case.dir.path(), &["-o", "m3.c", "--cmd", "true {}", "m.c"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let err = stderr(&out);
    assert!(err.contains("passes on an empty file") && err.contains("--allow-trivial"), "{err}");
    assert!(err.contains("With --cmd and no --expect-*"), "{err}");
    assert!(!case.dir.path().join("m3.c").exists());
    let out = case.pare(&[]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert_eq!(fs::read_to_string(&case.file).unwrap(), "int a;\nint b;\n", "the input is untouched");
    assert!(!case.dir.path().join("m.c.orig").exists(), "no backup either");
    let out = case.pare(&["-q", "--allow-trivial"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(case.result(), "");
}

/// A signature holding the candidate's path is read with the path as a placeholder: a
/// deterministic test does not look flaky, and the signature says `{}`.
#[test]
fn paths_in_signatures_do_not_make_a_deterministic_test_flaky() {
    let case = Case::new("notes.txt", "some notes\nmore notes\n", "#!/bin/sh\nexit 0\n");
    // Fails with the candidate's absolute path in its message, as compilers do.
    let script = "#!/bin/sh\necho \"tool: error: $1: unrecognized file\" >&2\ngrep -q some \"$1\" || exit 0\nexit 1\n";
    common::write_script(&case.test, script);
    let args = ["-j", "1", "-o", "o.txt", "--expect-exit", "1", "--signature", r"error: ([^\n]*)"];
    let out = case.pare(&args);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(stderr(&out).contains("signature: {}: unrecognized file"), "{}", stderr(&out));
    assert!(!stderr(&out).contains("flaky"), "{}", stderr(&out));
    assert_eq!(fs::read_to_string(case.dir.path().join("o.txt")).unwrap(), "some", "{}", stderr(&out));
    // pare batch: two inputs with different names and paths are one bug.
    let dir = case.dir.path();
    fs::write(dir.join("a.txt"), "some a\n").unwrap();
    fs::write(dir.join("b.txt"), "some bb\n").unwrap();
    let out = pare_in(
        dir,
        &[
            "batch",
            "-q",
            "-j",
            "1",
            "--expect-exit",
            "1",
            "--signature",
            r"error: ([^\n]*)",
            case.test.to_str().unwrap(),
            "a.txt",
            "b.txt",
            "--out",
            "triage",
        ],
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let manifest = fs::read_to_string(dir.join("triage/manifest.jsonl")).unwrap();
    let buckets: std::collections::BTreeSet<String> = manifest
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap()["bucket"].as_str().unwrap_or("").to_string())
        .collect();
    assert_eq!(buckets.len(), 1, "{manifest}");
    assert!(manifest.contains("\"signature\":\"{}: unrecognized file\""), "{manifest}");
}

/// With the syntax filter on, a pass outside it (`implicit`) does not let the passes after it
/// break the syntax further: gcc's warning file reduces to a C file gcc still compiles.
#[test]
fn a_pass_outside_the_filter_does_not_open_the_door_to_broken_results() {
    common::require(&["gcc"]);
    let src = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/demo/input.c")).unwrap();
    let case = Case::new("warn.c", &src, "#!/bin/sh\nexit 0\n");
    for jobs in ["1", "2"] {
        fs::write(&case.file, &src).unwrap();
        let out = pare_in(
            case.dir.path(),
            &[
                "-q",
                "-j",
                jobs,
                "--syntax-filter",
                "on",
                "--cmd",
                "gcc -Wall -c {} -o /dev/null",
                "--expect-stderr",
                "warning: division by zero",
                "warn.c",
            ],
        );
        assert!(out.status.success(), "{}", stderr(&out));
        let result = case.result();
        assert!(result.len() < 20, "{result:?}");
        let gcc = Command::new("gcc").args(["-Wall", "-c", "-o", "/dev/null"]).arg(&case.file).output().unwrap();
        let said = stderr(&gcc);
        assert!(said.contains("division by zero") && !said.contains("error"), "{result:?}: {said}");
        assert!(result.contains('{') && result.contains('}') && result.contains(';'), "{result:?}");
    }
}

/// The file pare writes is the smallest it found: `format`'s layout is larger here, so it goes
/// to `--pretty`'s file, never in the result's place. The JSON timeline's last size is the
/// result's.
#[test]
fn the_result_is_the_smallest_found_and_the_layout_goes_beside_it() {
    let src =
        "function pick(k) {\n  switch (k) {\n    case \"\": return 1;\n    default: return 2;\n  }\n}\npick(\"\");\n";
    let case = Case::new("p.js", src, "#!/bin/sh\ngrep -q 'case \"\"' p.js && grep -q 'return 1' p.js\n");
    let out = case.pare(&["-q", "-j", "1", "--json", "r.json", "--pretty"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let result = case.result();
    let record: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(case.dir.path().join("r.json")).unwrap()).unwrap();
    let timeline = record["stats"]["timeline"].as_array().unwrap();
    let smallest = timeline.iter().map(|e| e["bytes"].as_u64().unwrap()).min().unwrap();
    assert_eq!(result.len() as u64, smallest, "{result:?}: {timeline:?}");
    assert_eq!(record["final_bytes"].as_u64(), Some(smallest));
    assert!(!result.contains('\n') || result.lines().count() <= 2, "{result:?}");
    let pretty = fs::read_to_string(case.dir.path().join("p.pretty.js")).unwrap();
    assert!(pretty.len() > result.len() && pretty.contains("case \"\""), "{pretty:?}");
    assert!(case.interesting(&case.dir.path().join("p.pretty.js")), "the test passes on the layout");
    assert!(record["pretty"].as_str().unwrap().ends_with("p.pretty.js"), "{record}");
}

/// `--json`: every record has named fields, with pare's version, the input, the output, the
/// test and the options that decide the result.
#[test]
fn the_json_record_describes_itself() {
    let case = Case::new("input.txt", LINES, "#!/bin/sh\ngrep -q KEEP input.txt\n");
    let out = case.pare(&["-q", "-j", "1", "--json", "r.json", "-o", "out.txt", "--max-calls", "500"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let r: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(case.dir.path().join("r.json")).unwrap()).unwrap();
    assert_eq!(r["pare"]["version"].as_str(), Some(env!("CARGO_PKG_VERSION")));
    assert!(r["input"].as_str().unwrap().ends_with("input.txt"), "{r}");
    assert_eq!(r["output"].as_str(), Some("out.txt"));
    assert!(r["command"]["test"].as_str().unwrap().ends_with("test.sh"), "{r}");
    assert_eq!(r["language"].as_str(), Some("text"));
    assert_eq!(r["options"]["max_calls"].as_u64(), Some(500));
    assert_eq!(r["options"]["order"].as_str(), Some("Backward"));
    assert_eq!(r["options"]["jobs"].as_u64(), Some(1));
    assert_eq!((r["reproduced"].as_bool(), r["exit_code"].as_i64()), (Some(true), Some(0)));
    assert_eq!(r["final_bytes"].as_u64(), Some(4));
    let timeline = r["stats"]["timeline"].as_array().unwrap();
    assert!(!timeline.is_empty());
    let passes = r["stats"]["passes"].as_array().unwrap();
    for pass in passes {
        assert!(pass["name"].is_string() && pass["calls"].is_u64(), "{pass}");
    }
    for point in timeline {
        let keys: Vec<&String> = point.as_object().expect("an object, not a bare array").keys().collect();
        assert_eq!(keys, ["bytes", "calls", "pass", "seconds"], "{point}");
        assert!(passes.iter().any(|p| p["name"] == point["pass"]), "the pass that made it ran: {point}");
    }
}

/// The end table lists only the passes that did something (all with `-v`), in aligned columns
/// even after long pass names.
#[test]
fn the_end_table_shows_what_ran_in_aligned_columns() {
    let src = "int unused_one(int a) { return a; }\nint main(void) { int x = 1; return x / 0; }\n";
    let case = Case::new("t.c", src, "#!/bin/sh\ngrep -q '/ 0' t.c\n");
    let table = |err: &str| -> Vec<String> {
        let start = err.lines().position(|l| l.trim_start().starts_with("pass ")).expect("a table");
        err.lines().skip(start).take_while(|l| l.starts_with("  ") && !l.starts_with("  (")).map(String::from).collect()
    };
    let out = case.pare(&["-j", "1"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let quiet = table(&stderr(&out));
    assert!(
        stderr(&out).contains("more passes ran without a test call or a candidate turned away; -v shows them"),
        "{}",
        stderr(&out)
    );
    fs::write(&case.file, src).unwrap();
    let out = case.pare(&["-j", "1", "-v"]);
    let all = table(&stderr(&out));
    assert!(all.len() > quiet.len() + 5, "{} rows with -v, {} without", all.len(), quiet.len());
    assert!(all.iter().any(|l| l.contains("combine-declarations")), "{all:?}");
    for rows in [&quiet, &all] {
        // Every row ends where the header does: the columns line up.
        let width = rows[0].len();
        assert!(rows.iter().all(|r| r.len() == width), "{rows:#?}");
    }
    for row in quiet.iter().skip(1) {
        let numbers: Vec<&str> = row.split_whitespace().skip(1).collect();
        assert!(numbers[1] != "0" || numbers[4] != "0", "a pass that made no call: {row:?}");
    }
    // The -v lines as each pass ends are aligned too.
    let err = stderr(&out);
    let lines: Vec<&str> = err.lines().filter(|l| l.starts_with("pare: ") && l.contains(" bytes, ")).collect();
    let arrows: std::collections::BTreeSet<usize> = lines.iter().map(|l| l.find(" -> ").unwrap()).collect();
    assert_eq!(arrows.len(), 1, "{lines:#?}");
}

/// A test script that counts its runs per content in `seen` and passes when `rule` (shell, with
/// `$n` the run's number for this content) says so.
fn counting_case(rule: &str) -> Case {
    let case = Case::new("input.txt", LINES, "");
    let seen = case.dir.path().join("seen");
    fs::create_dir(&seen).unwrap();
    let script = format!(
        "#!/bin/sh\ngrep -q KEEP input.txt || exit 1\nh={seen}/$(md5sum < input.txt | cut -c1-32)\n\
         echo x >> $h\nn=$(wc -l < $h)\n{rule}\n",
        seen = seen.display()
    );
    common::write_script(&case.test, &script);
    case
}

/// A re-check that fails once is run again (and counted): a test that fails now and then does
/// not end the run or cost its result.
#[test]
fn a_recheck_that_fails_once_is_run_again() {
    // Every content passes, except on its second run.
    let case = counting_case("[ $n -ne 2 ]");
    let out = case.pare(&["-j", "1"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(case.result(), "KEEP");
    let err = stderr(&out);
    assert!(err.contains("re-checks: 2 runs, 1 repeated after a failure, 0 results did not pass again"), "{err}");
    assert!(!err.contains("flaky"), "{err}");
}

/// When no result smaller than the original passes again, pare says so, keeps the original and
/// exits 3 (after going on from the original a few rounds).
#[test]
fn exit_3_only_when_nothing_smaller_than_the_original_passes_again() {
    // A content passes its first run; later runs pass only for the original (six lines).
    let case = counting_case("[ $n -eq 1 ] || [ $(wc -l < input.txt) -eq 6 ]");
    let out = case.pare(&["-j", "1", "--json", "r.json"]);
    assert_eq!(out.status.code(), Some(3), "{}", stderr(&out));
    assert_eq!(case.result(), LINES, "the original is kept");
    let err = stderr(&out);
    assert!(err.contains("none of the results smaller than the original passed the test again"), "{err}");
    let r: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(case.dir.path().join("r.json")).unwrap()).unwrap();
    assert!(r["stats"]["fallbacks"].as_u64().unwrap() >= 2, "it went on after the first fallback: {r}");
    assert_eq!((r["reproduced"].as_bool(), r["exit_code"].as_i64()), (Some(false), Some(3)));
}

/// `pare batch` says why it exits 3.
#[test]
fn pare_batch_says_why_it_exits_3() {
    let case = counting_case("[ $n -eq 1 ] || [ $(wc -l < input.txt) -eq 6 ]");
    let dir = case.dir.path();
    let out = pare_in(dir, &["batch", "-q", "-j", "1", case.test.to_str().unwrap(), "input.txt", "--out", "o"]);
    assert_eq!(out.status.code(), Some(3), "{}", stderr(&out));
    assert!(stderr(&out).contains("the test is flaky") && stderr(&out).contains("exit status 3"), "{}", stderr(&out));
}

/// The watchdog: while no test runs, pare says what pass computes and how far it is (on the
/// progress line, or off a terminal on a line of its own; `--watchdog` sets the wait).
#[test]
fn the_watchdog_says_what_pare_computes_while_no_test_runs() {
    let src: String = (0..200).map(|i| format!("int f{i}(int a) {{ return a + {i}; }}\n")).collect();
    let case = Case::new("w.c", &src, "#!/bin/sh\ngrep -q 'f7(' w.c\n");
    let out = case.pare(&["-j", "1", "--watchdog", "0.001"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let err = stderr(&out);
    let said: Vec<&str> = err.lines().filter(|l| l.starts_with("pare: no test running for")).collect();
    assert!(!said.is_empty(), "{err}");
    assert!(said.iter().all(|l| l.contains("computing (") && l.contains("candidates built")), "{said:#?}");
    let quiet = case.pare(&["-q", "-j", "1", "--watchdog", "0.001"]);
    assert!(!stderr(&quiet).contains("no test running"), "-q says nothing");
}

/// `--list-languages` names every built-in language with the extensions that choose it.
#[test]
fn list_languages_prints_every_language_with_its_extensions() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_pare")).arg("--list-languages").output().unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    for lang in pare::Lang::ALL {
        let line = text.lines().find(|l| l.split_whitespace().next() == Some(lang.name()));
        let line = line.unwrap_or_else(|| panic!("{} missing:\n{text}", lang.name()));
        assert!(lang.extensions().iter().all(|e| line.contains(&format!(".{e}"))), "{line}");
    }
    assert!(text.lines().any(|l| l.starts_with("text ")), "{text}");
    assert!(text.contains("cpp ") && text.contains(".hpp") && text.contains("python ") && text.contains(".py"));
}
