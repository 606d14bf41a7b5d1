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
