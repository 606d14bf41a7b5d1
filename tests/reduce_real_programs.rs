//! End-to-end reductions with real compilers and engines as the programs under test.

mod common;

use common::{Case, stderr};
use std::fs;

/// The shipped example (README's first command): gcc must still accept it and warn about a
/// division by zero.
const C_INPUT: &str = include_str!("../examples/demo/input.c");
const C_TEST: &str = include_str!("../examples/demo/test.sh");

#[test]
fn reduces_c_with_gcc_and_keeps_a_backup() {
    let case = Case::new("input.c", C_INPUT, C_TEST);
    let out = case.pare(&["-j", "2"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let result = case.result();
    assert!(case.interesting(&case.file), "result is no longer interesting:\n{result}");
    assert!(result.len() * 5 < C_INPUT.len(), "not reduced enough ({} bytes):\n{result}", result.len());
    assert!(result.contains("/0") || result.contains("/ 0"), "the division went:\n{result}");
    assert!(!result.contains("printf") && !result.contains("square"), "unrelated code survived:\n{result}");
    assert_eq!(fs::read_to_string(case.dir.path().join("input.c.orig")).unwrap(), C_INPUT);
}

const JS_INPUT: &str = r#"'use strict';
const config = { retries: 3, verbose: false, name: "demo" };
function describe(user) {
  const parts = [];
  parts.push(user.name);
  parts.push(user.profile.email);
  return parts.join(" ");
}
function total(values) {
  let sum = 0;
  for (const v of values) { sum += v; }
  return sum;
}
console.log(total([1, 2, 3]), config.name);
const users = [{ name: "ann", profile: { email: "a@x" } }, { name: "bob" }];
for (const u of users) {
  console.log(describe(u));
}
"#;

/// node must accept the syntax and die with this exact TypeError.
const JS_TEST: &str = r#"#!/bin/sh
node --check input.js || exit 1
node input.js 2>&1 | grep -q "TypeError: Cannot read properties of undefined (reading 'email')"
"#;

#[test]
fn reduces_javascript_with_node() {
    let case = Case::new("input.js", JS_INPUT, JS_TEST);
    let out = case.pare(&["-j", "2"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let result = case.result();
    assert!(case.interesting(&case.file), "result is no longer interesting:\n{result}");
    assert!(result.len() * 4 < JS_INPUT.len(), "not reduced enough ({} bytes):\n{result}", result.len());
    assert!(result.contains(".email"), "{result}");
    assert!(!result.contains("total") && !result.contains("retries"), "unrelated code survived:\n{result}");
}

const RUST_INPUT: &str = r#"use std::collections::HashMap;

pub struct Inventory {
    items: HashMap<String, u32>,
}

impl Inventory {
    pub fn new() -> Self {
        Inventory { items: HashMap::new() }
    }

    pub fn add(&mut self, name: &str, count: u32) {
        *self.items.entry(name.to_string()).or_insert(0) += count;
    }

    pub fn count(&self, name: &str) -> u32 {
        let found: u32 = self.items.get(name).copied().unwrap_or(0);
        let label: String = found;
        label.len() as u32
    }
}

pub fn total(inv: &Inventory) -> u32 {
    inv.items.values().sum()
}
"#;

/// rustc must report a type mismatch (E0308), and nothing needs a main function.
const RUST_TEST: &str = r#"#!/bin/sh
d=$(mktemp -d); trap 'rm -rf "$d"' EXIT
rustc --edition 2021 --crate-type lib --emit=metadata -o "$d/out.rmeta" input.rs 2>"$d/log"
grep -q 'error\[E0308\]: mismatched types' "$d/log"
"#;

#[test]
fn reduces_rust_with_rustc() {
    let case = Case::new("input.rs", RUST_INPUT, RUST_TEST);
    let out = case.pare(&["-j", "2"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let result = case.result();
    assert!(case.interesting(&case.file), "result is no longer interesting:\n{result}");
    assert!(result.len() * 4 < RUST_INPUT.len(), "not reduced enough ({} bytes):\n{result}", result.len());
    assert!(!result.contains("HashMap") && !result.contains("total"), "unrelated code survived:\n{result}");
}

#[test]
fn output_option_leaves_the_input_untouched() {
    let case = Case::new("input.c", C_INPUT, C_TEST);
    let out_path = case.dir.path().join("small.c");
    let out = case.pare(&["-q", "-o", out_path.to_str().unwrap()]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(fs::read_to_string(&case.file).unwrap(), C_INPUT);
    assert!(!case.dir.path().join("input.c.orig").exists());
    let result = fs::read_to_string(&out_path).unwrap();
    assert!(result.len() < C_INPUT.len() / 5);
    assert!(case.interesting(&out_path));
}

#[test]
fn a_boring_original_is_refused_with_the_command_and_status() {
    let case = Case::new("input.c", "int main(void) { return 0; }\n", C_TEST);
    let out = case.pare(&[]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(err.contains("the original is not interesting"), "{err}");
    assert!(err.contains("exited with status 1"), "{err}");
    assert!(err.contains("command:") && err.contains("test.sh"), "{err}");
    assert!(err.contains("directory:"), "{err}");
    assert_eq!(fs::read_to_string(&case.file).unwrap(), "int main(void) { return 0; }\n");
    assert!(!case.dir.path().join("input.c.orig").exists(), "a backup was written for a refused run");
}

#[test]
fn a_file_full_of_parse_errors_is_still_reduced() {
    let broken = "int f( { x = ; } }\nstruct { int a;; ]\nvoid g(void) { KEEP_ME(1, 2 }\n#if\nint h(void) { return 0; }\nint i = ;\n";
    let case = Case::new("input.c", broken, "#!/bin/sh\ngrep -q KEEP_ME input.c\n");
    let out = case.pare(&["-j", "2"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stderr(&out).contains("has parse errors"), "{}", stderr(&out));
    assert_eq!(case.result(), "KEEP_ME");
}
