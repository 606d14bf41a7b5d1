//! The passes beyond deletion, through the real binary: what they make of small programs whose
//! test checks a property that survives them, and the readable layout `--pretty` writes beside
//! the result, only when the test still passes on it.

mod common;

use common::Case;

/// A C file with a bug signature (`crash(` with a specific argument count) inside noise that
/// only transformations can remove: a parameter used by every call, a wrapping `if`, a long name,
/// a large literal and qualifiers.
const C_INPUT: &str = "\
static const unsigned int limit_of_everything = 4096;
static int helper_function(int unused_parameter, int value) {
    if (value > 100) {
        while (value > 200) {
            crash(value, 77);
        }
    }
    return value;
}
int main(void) { return helper_function(1, 12345) + helper_function(2, 3); }
";

#[test]
fn transformations_reach_a_tiny_canonical_result() {
    // Interesting while some call passes two arguments to `crash`.
    let case = Case::new("bug.c", C_INPUT, "#!/bin/sh\ngrep -Eq 'crash\\([^,()]+,[^,()]+\\)' \"$1\"\n");
    let out = case.pare(&["-q", "-j", "2"]);
    assert!(out.status.success(), "{}", common::stderr(&out));
    let result = case.result();
    assert!(case.interesting(&case.file), "the result must still be interesting");
    // Something like `int a{crash(0,0);}`: count what is not whitespace.
    let compact = result.chars().filter(|c| !c.is_whitespace()).count();
    assert!(compact <= 24, "expected about `int a{{crash(0,0);}}`, got {result:?}");
    assert!(result.contains("crash(0,0)"), "both arguments shrink to 0: {result:?}");
    for gone in ["helper_function", "limit_of_everything", "static", "unsigned", "while", "12345"] {
        assert!(!result.contains(gone), "{gone} should be gone: {result:?}");
    }
}

#[test]
fn the_result_stays_the_smallest_and_pretty_writes_the_readable_form_beside_it() {
    let input = "int main(void) { int a = 1; int b = 2; return a + b; }\n";
    // Needs `int a` and `int b`, in either layout: the readable form is one statement a line.
    let any_layout = Case::new("f.c", input, "#!/bin/sh\ngrep -q 'int a' \"$1\" && grep -q 'int b' \"$1\"\n");
    let out = any_layout.pare(&["-q", "--passes", "lines,format", "--pretty"]);
    assert!(out.status.success(), "{}", common::stderr(&out));
    assert_eq!(any_layout.result(), input, "lines finds nothing smaller, and the layout is larger");
    let pretty = std::fs::read_to_string(any_layout.dir.path().join("f.pretty.c")).unwrap();
    assert!(pretty.lines().count() >= 4, "expected one statement per line: {pretty:?}");
    assert!(pretty.lines().all(|l| !l.ends_with(' ')), "no trailing spaces: {pretty:?}");
    assert!(pretty.contains("\n    int a = 1;\n"), "indented by block depth: {pretty:?}");
    // The same, but interesting only while everything is on one line: no readable form.
    let one_line = "#!/bin/sh\ngrep -q 'int a' \"$1\" && grep -q 'int b' \"$1\" && [ $(wc -l < \"$1\") -le 1 ]\n";
    let strict = Case::new("f.c", input, one_line);
    let out = strict.pare(&["--passes", "lines,format", "--pretty"]);
    assert!(out.status.success(), "{}", common::stderr(&out));
    assert_eq!(strict.result(), input);
    assert!(!strict.dir.path().join("f.pretty.c").exists(), "the test fails on the layout");
    assert!(common::stderr(&out).contains("no readable form written"), "{}", common::stderr(&out));
}
