//! `--grammar DIR`: a tree-sitter grammar directory a user brings, compiled once into a cache and
//! reduced with a table derived from its own files; and the errors for directories that are not
//! grammars, do not compile, or were generated for another tree-sitter ABI.

mod common;

use std::fs;
use std::path::{Path, PathBuf};

use common::{Case, stderr};

/// tree-sitter-json's own source from the cargo registry (a dependency of pare, so it is there):
/// a real grammar directory with src/parser.c, src/node-types.json and src/grammar.json.
fn json_grammar() -> PathBuf {
    let home = std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(std::env::var_os("HOME").unwrap()).join(".cargo"));
    let registry = home.join("registry").join("src");
    let found = fs::read_dir(&registry).unwrap().flat_map(|index| fs::read_dir(index.unwrap().path()).unwrap());
    found
        .map(|e| e.unwrap().path())
        .find(|p| p.file_name().unwrap().to_string_lossy().starts_with("tree-sitter-json-"))
        .expect("tree-sitter-json is in the cargo registry")
}

/// Runs pare on `case` with `args` and the compile cache in `cache`.
fn pare(case: &Case, cache: &Path, args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_pare"))
        .args(args)
        .arg(&case.test)
        .arg(&case.file)
        .current_dir(case.dir.path())
        .env("XDG_CACHE_HOME", cache)
        .output()
        .unwrap()
}

#[test]
fn a_grammar_directory_reduces_a_file_of_its_language_and_is_compiled_once() {
    let grammar = json_grammar();
    let cache = tempfile::tempdir().unwrap();
    let input = "{\n  \"keep\": [1, 2, 3],\n  \"drop\": {\"x\": \"a long string value\", \"y\": [true, false]}\n}\n";
    // The extension chooses no language: only --grammar gives pare a tree.
    let case = Case::new("data.txt", input, "#!/bin/sh\ngrep -q '\"keep\"' \"$1\"\n");
    let args = ["-j", "1", "--grammar", grammar.to_str().unwrap()];
    let out = pare(&case, cache.path(), &args);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(!stderr(&out).contains("no grammar"), "{}", stderr(&out));
    let result = case.result();
    assert!(case.interesting(&case.file));
    // `hoist` puts the key, a string and so a value, in the object's place.
    assert_eq!(result.trim(), "\"keep\"");
    let libraries: Vec<PathBuf> = fs::read_dir(cache.path().join("pare/grammars"))
        .unwrap()
        .map(|e| e.unwrap().path().join("libjson.so"))
        .collect();
    assert_eq!(libraries.len(), 1, "one compiled grammar in the cache");
    let built = fs::metadata(&libraries[0]).unwrap().modified().unwrap();
    fs::write(&case.file, input).unwrap();
    let out = pare(&case, cache.path(), &args);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(case.result(), result, "the same grammar, the same result");
    assert_eq!(fs::metadata(&libraries[0]).unwrap().modified().unwrap(), built, "not compiled again");
}

/// A directory with `files` (path → contents) and the error pare gives for it.
fn refusal(files: &[(&str, &str)]) -> String {
    let dir = tempfile::tempdir().unwrap();
    for (path, text) in files {
        let path = dir.path().join(path);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    }
    let cache = tempfile::tempdir().unwrap();
    let case = Case::new("x.txt", "x\n", "#!/bin/sh\nexit 0\n");
    let out = pare(&case, cache.path(), &["--grammar", dir.path().to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert_eq!(case.result(), "x\n", "nothing written");
    stderr(&out)
}

#[test]
fn a_directory_that_is_not_a_grammar_is_refused() {
    let message = refusal(&[("README.md", "hello\n")]);
    assert!(message.contains("is not a tree-sitter grammar directory: it has no src/parser.c"), "{message}");
}

#[test]
fn a_grammar_that_does_not_compile_is_refused_with_the_compilers_words() {
    let message = refusal(&[("src/parser.c", "this is not C;\n"), ("src/node-types.json", "[]")]);
    assert!(message.contains("compiling the grammar in") && message.contains("parser.c"), "{message}");
}

#[test]
fn a_grammar_for_another_abi_is_refused() {
    // The first field of a TSLanguage is its ABI version; tree-sitter reads nothing else before
    // it refuses the language.
    let parser = "static const unsigned fake[64] = {99};\nconst void *tree_sitter_fake(void) { return fake; }\n";
    let message = refusal(&[
        ("src/parser.c", parser),
        ("src/node-types.json", "[]"),
        ("src/grammar.json", "{\"name\": \"fake\", \"rules\": {}}"),
    ]);
    assert!(message.contains("generated for tree-sitter ABI 99"), "{message}");
}

#[test]
fn a_grammar_table_adds_to_the_derived_one_and_a_bad_one_is_refused() {
    let grammar = json_grammar();
    let cache = tempfile::tempdir().unwrap();
    let input = "{\"keep\": {\"inner\": [1, 2]}, \"drop\": true}\n";
    let script = "#!/bin/sh\ngrep -q inner \"$1\" && grep -q keep \"$1\"\n";
    let case = Case::new("data.txt", input, script);
    // The derived table has no blocks, so `format` leaves everything on one line; with `blocks`
    // from the hints it puts one member per line (in the readable form beside the result).
    let hints = case.dir.path().join("hints.toml");
    fs::write(&hints, "blocks = [\"document\", \"object\"]\n").unwrap();
    let dir = grammar.to_str().unwrap();
    let table = ["-j", "1", "--pretty", "--grammar", dir, "--grammar-table", hints.to_str().unwrap()];
    let out = pare(&case, cache.path(), &table);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(case.result(), "{\"keep\":\"inner\"}");
    let pretty = case.dir.path().join("data.pretty.txt");
    assert_eq!(fs::read_to_string(&pretty).unwrap(), "{\n    \"keep\":\"inner\"\n}\n");
    fs::remove_file(&pretty).unwrap();
    fs::write(&case.file, input).unwrap();
    let out = pare(&case, cache.path(), &["-j", "1", "--pretty", "--grammar", dir]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(case.result(), "{\"keep\":\"inner\"}");
    assert!(!pretty.exists(), "one line is its own layout without blocks");
    fs::write(&hints, "blocks = 3\n").unwrap();
    let out = pare(&case, cache.path(), &["--grammar", dir, "--grammar-table", hints.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("hints.toml: the table is invalid"), "{}", stderr(&out));
}

/// A `--grammar-table` that is not TOML is refused in one line that says where the fault is
/// (the toml crate's message spans several, with the line repeated and a caret).
#[test]
fn a_table_that_is_not_toml_is_refused_in_one_line() {
    let cache = tempfile::tempdir().unwrap();
    let case = Case::new("data.txt", "{}\n", "#!/bin/sh\nexit 0\n");
    fs::write(case.dir.path().join("t.toml"), "# a table\nblocks = [\n").unwrap();
    let grammar = json_grammar();
    let out = pare(&case, cache.path(), &["--grammar", grammar.to_str().unwrap(), "--grammar-table", "t.toml"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    let err = stderr(&out);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("--grammar") && err.contains("t.toml") && err.contains("line 2"), "{err}");
}
