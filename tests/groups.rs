//! Units that only go together, through the real binary: a group of declarations that refer to
//! each other (the `groups` pass, from the reference graph), and two lines that open and close
//! something (adaptive deletion's blocks, without any graph). No single deletion removes either.

mod common;

use common::{Case, require, stderr};

/// `even` and `odd` call each other; gcc with `-Werror` rejects the file without either one
/// (an implicit declaration, a static function used but never defined).
const MUTUAL: &str = "\
static int odd(int n);
static int even(int n) { return n == 0 ? 1 : odd(n - 1); }
static int odd(int n) { return n == 0 ? 0 : even(n - 1); }
int crash(int x) { return x; }
";

#[test]
fn a_mutually_recursive_pair_goes_with_its_prototype_in_one_call() {
    require(&["gcc"]);
    let test = "#!/bin/sh\ngrep -q 'crash(' \"$1\" && gcc -fsyntax-only -Werror \"$1\" 2>/dev/null\n";
    let case = Case::new("bug.c", MUTUAL, test);
    // Each of the three declarations alone fails.
    for line in MUTUAL.lines().take(3) {
        let without = case.dir.path().join("without.c");
        std::fs::write(&without, MUTUAL.replace(&format!("{line}\n"), "")).unwrap();
        assert!(!case.interesting(&without), "deleting `{line}` alone is accepted");
    }
    let out = case.pare(&["-q", "-j", "2", "--passes", "groups"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(case.interesting(&case.file), "the result is not interesting");
    assert_eq!(case.result(), "int crash(int x) { return x; }\n");
}

#[test]
fn two_lines_that_only_go_together_go_as_a_block() {
    // Between two lines that stay, so that no run of deletable lines can take them along. The
    // first run of `lines` deletes the filler; once `blank` has taken the trailing spaces, the
    // next finds nothing alone and tries its blocks.
    let filler: String = (0..20).map(|i| format!("filler {i}\n")).collect();
    let input = format!("{filler}KEEP  \nOPEN\nCLOSE\nKEEP\n{filler}");
    let test = "#!/bin/sh\n[ \"$(grep -c KEEP \"$1\")\" = 2 ] && [ \"$(grep -c OPEN \"$1\")\" = \"$(grep -c CLOSE \"$1\")\" ]\n";
    let case = Case::new("input.txt", &input, test);
    let out = case.pare(&["-q", "-j", "2"]);
    assert!(out.status.success(), "{}", stderr(&out));
    // OPEN and CLOSE went together; the last line break may go too (`bytes`, at the end).
    assert_eq!(case.result().trim_end(), "KEEP\nKEEP");
}
