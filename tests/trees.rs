//! `pare TEST DIR` and `pare TEST FILE...` through the binary: in place with `DIR.orig`, `-o
//! OUTDIR`, files given one by one, `--glob`, the marker of the tree's state, the same result
//! for every `-j`, `--json` per file, Ctrl-C, and bad input refused with nothing written.

mod common;

use std::collections::BTreeMap;
use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::Duration;

use common::{stderr, write_script};

/// The project every test starts from: two files hold the bug (`LIMIT 0` in the header, the
/// division in main.c), the others do not matter; `data/blob.bin` is binary (copied as it is)
/// and the test needs it.
fn project(root: &Path) -> BTreeMap<String, Vec<u8>> {
    let filler: String = (0..12).map(|i| format!("int helper_{i}(int x) {{ return x * {i} + 1; }}\n")).collect();
    let files: BTreeMap<String, Vec<u8>> = [
        ("Makefile", "all:\n\tcc -Iinclude src/main.c src/util.c\n".to_string()),
        ("include/config.h", "#ifndef CONFIG_H\n#define CONFIG_H\n#define LIMIT 0\n#define SIZE 64\n#endif\n".into()),
        (
            "src/main.c",
            format!("#include \"config.h\"\n{filler}int main(void) {{\n  int a = 7;\n  return a / LIMIT;\n}}\n"),
        ),
        ("src/util.c", format!("#include \"config.h\"\n{filler}")),
        ("docs/notes.txt", "Notes about the project.\nMore notes.\n".into()),
    ]
    .into_iter()
    .map(|(p, c)| (p.to_string(), c.into_bytes()))
    .collect();
    for (path, content) in &files {
        fs::create_dir_all(root.join(path).parent().unwrap()).unwrap();
        fs::write(root.join(path), content).unwrap();
    }
    fs::create_dir_all(root.join("data")).unwrap();
    fs::write(root.join("data/blob.bin"), BLOB).unwrap();
    files
}

const BLOB: &[u8] = b"\x7fBIN\0\x01\x02";

/// Interesting while the header defines LIMIT as 0, main.c divides by it, and the binary file is
/// there as it was; `$1` is the copy's root, and the test's directory holds it under its name.
const TEST: &str = r#"#!/bin/sh
[ -d "$(basename "$1")" ] || [ "$1" = "$PWD" ] || exit 3
printf '\177BIN\000\001\002' | cmp -s - "$1/data/blob.bin" || exit 4
grep -q 'LIMIT 0' "$1/include/config.h" && grep -q '/ *LIMIT' "$1/src/main.c"
"#;

struct Tree {
    dir: tempfile::TempDir,
    root: PathBuf,
    test: PathBuf,
    original: BTreeMap<String, Vec<u8>>,
}

impl Tree {
    fn new() -> Tree {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("proj");
        let original = project(&root);
        let test = dir.path().join("test.sh");
        write_script(&test, TEST);
        Tree { dir, root, test, original }
    }

    fn pare(&self, args: &[&str], inputs: &[&Path]) -> Output {
        Command::new(env!("CARGO_BIN_EXE_pare"))
            .args(args)
            .arg(&self.test)
            .args(inputs)
            .current_dir(self.dir.path())
            .output()
            .unwrap()
    }

    /// Runs the test on the tree at `root` the way pare does: a copy under the same name.
    fn interesting(&self, root: &Path) -> bool {
        let scratch = tempfile::tempdir().unwrap();
        let copy = scratch.path().join(root.file_name().unwrap());
        copy_dir(root, &copy);
        Command::new(&self.test).arg(&copy).current_dir(scratch.path()).status().unwrap().success()
    }
}

fn copy_dir(from: &Path, to: &Path) {
    fs::create_dir_all(to).unwrap();
    for entry in fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &to.join(entry.file_name()));
        } else {
            fs::copy(entry.path(), to.join(entry.file_name())).unwrap();
        }
    }
}

/// Every file below `root` (relative path → bytes): pare's marker lies beside the tree, so this
/// is all the tree holds.
fn read_tree(root: &Path) -> BTreeMap<String, Vec<u8>> {
    common::read_tree_bytes(root)
}

/// Where pare keeps the marker of the tree at `root`: beside it, never inside.
fn marker(root: &Path) -> PathBuf {
    let root = root.canonicalize().unwrap();
    root.with_file_name(format!("{}.pare-state", root.file_name().unwrap().to_string_lossy()))
}

/// The marker says the tree is complete and names exactly the text files on disk.
fn assert_marked(root: &Path) {
    let marker: serde_json::Value = serde_json::from_slice(&fs::read(marker(root)).unwrap()).unwrap();
    assert_eq!(marker["state"], "complete");
    let mut text = read_tree(root);
    text.retain(|_, c| !c.contains(&0));
    let bundle = pare::tree::bundle::encode(&text).unwrap();
    assert_eq!(marker["hash"], format!("{:032x}", xxhash_rust::xxh3::xxh3_128(&bundle)), "the marker names the tree");
}

#[test]
fn a_directory_is_reduced_in_place_and_its_original_kept() {
    let t = Tree::new();
    let out = t.pare(&["-j", "2"], &[&t.root]);
    assert!(out.status.success(), "{}", stderr(&out));
    let mut kept = read_tree(&t.dir.path().join("proj.orig"));
    assert_eq!(kept.remove("data/blob.bin").as_deref(), Some(BLOB));
    assert_eq!(kept, t.original, "proj.orig is the original");
    let result = read_tree(&t.root);
    assert_eq!(result.keys().collect::<Vec<_>>(), ["data/blob.bin", "include/config.h", "src/main.c"]);
    assert!(result["src/main.c"].len() < 20 && result["include/config.h"].len() < 20, "{result:?}");
    assert!(t.interesting(&t.root));
    assert_marked(&t.root);
    let said = stderr(&out);
    assert!(said.contains("2 of 5 files left") && said.contains("src/util.c"), "{said}");
    // A second run never overwrites the first backup (and `proj/` is the directory, too).
    let again = t.pare(&["-q"], &[Path::new("proj/")]);
    assert!(again.status.success(), "{}", stderr(&again));
    assert_eq!(fs::read(t.dir.path().join("proj.orig/src/util.c")).unwrap(), t.original["src/util.c"]);
    assert!(t.dir.path().join("proj.orig.1/src/main.c").is_file());
}

#[test]
fn an_output_directory_leaves_the_input_alone() {
    let t = Tree::new();
    let out_dir = t.dir.path().join("small");
    let out = t.pare(&["-q", "-o", out_dir.to_str().unwrap()], &[&t.root]);
    assert!(out.status.success(), "{}", stderr(&out));
    let mut input = read_tree(&t.root);
    input.remove("data/blob.bin");
    assert_eq!(input, t.original, "the input is untouched");
    assert!(!t.dir.path().join("proj.orig").exists());
    let result = read_tree(&out_dir);
    assert_eq!(
        result.keys().collect::<Vec<_>>(),
        ["data/blob.bin", "include/config.h", "src/main.c"],
        "only the project"
    );
    assert!(t.interesting(&out_dir.join(".")));
    assert_marked(&out_dir);
    // The same output again: it holds a tree pare wrote, so it is replaced.
    let again = t.pare(&["-q", "-o", out_dir.to_str().unwrap()], &[&t.root]);
    assert!(again.status.success(), "{}", stderr(&again));
    // A directory of something else is refused, and left as it was.
    let other = t.dir.path().join("other");
    fs::create_dir(&other).unwrap();
    fs::write(other.join("keep.txt"), "mine").unwrap();
    let refused = t.pare(&["-q", "-o", other.to_str().unwrap()], &[&t.root]);
    assert_eq!(refused.status.code(), Some(2), "{}", stderr(&refused));
    assert!(stderr(&refused).contains("not empty"), "{}", stderr(&refused));
    assert_eq!(read_tree(&other).len(), 1);
}

#[test]
fn files_given_one_by_one_keep_their_relative_paths() {
    let t = Tree::new();
    let test = t.dir.path().join("files.sh");
    write_script(
        &test,
        "#!/bin/sh\n[ \"$1\" = \"$PWD\" ] && grep -q 'LIMIT 0' include/config.h && grep -q '/ *LIMIT' src/main.c\n",
    );
    let out = Command::new(env!("CARGO_BIN_EXE_pare"))
        .args(["-q", &test.to_string_lossy(), "src/main.c", "include/config.h", "src/util.c"])
        .current_dir(&t.root)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    for (path, original) in [("src/main.c", true), ("include/config.h", true), ("src/util.c", true)] {
        assert_eq!(
            fs::read(t.root.join(format!("{path}.orig"))).unwrap(),
            t.original[path],
            "{path}: backup {original}"
        );
    }
    assert!(!t.root.join("src/util.c").exists(), "a file that does not matter is deleted (its backup stays)");
    let main = fs::read_to_string(t.root.join("src/main.c")).unwrap();
    assert!(main.contains("LIMIT") && main.len() < 20, "{main}");
    assert_eq!(fs::read(t.root.join("Makefile")).unwrap(), t.original["Makefile"], "files not given are left alone");
}

#[test]
fn a_glob_chooses_the_files_that_may_change() {
    let t = Tree::new();
    let out = t.pare(&["-q", "--glob", "src/*.c"], &[&t.root]);
    assert!(out.status.success(), "{}", stderr(&out));
    let result = read_tree(&t.root);
    for kept in ["Makefile", "include/config.h", "docs/notes.txt"] {
        assert_eq!(result[kept], t.original[kept], "{kept} is not matched by the glob");
    }
    assert!(!result.contains_key("src/util.c"));
    assert!(result["src/main.c"].len() < 20);
}

#[test]
fn the_result_is_the_same_for_every_width_and_json_tells_each_file() {
    let t = Tree::new();
    let run = |jobs: &str| {
        let (out_dir, json) = (t.dir.path().join(format!("out-{jobs}")), t.dir.path().join(format!("{jobs}.json")));
        let out =
            t.pare(&["-q", "-j", jobs, "-o", out_dir.to_str().unwrap(), "--json", json.to_str().unwrap()], &[&t.root]);
        assert!(out.status.success(), "{}", stderr(&out));
        let json: serde_json::Value = serde_json::from_slice(&fs::read(json).unwrap()).unwrap();
        (read_tree(&out_dir), json)
    };
    let (one, json) = run("1");
    let (three, json3) = run("3");
    assert_eq!(one, three);
    assert_eq!(json["stats"]["committed_calls"], json3["stats"]["committed_calls"]);
    assert_eq!((json["original_files"].as_u64(), json["final_files"].as_u64()), (Some(5), Some(2)));
    let files = json["files"].as_array().unwrap();
    let status: BTreeMap<&str, &str> =
        files.iter().map(|f| (f["path"].as_str().unwrap(), f["status"].as_str().unwrap())).collect();
    assert_eq!(status["src/util.c"], "deleted");
    assert_eq!(status["src/main.c"], "reduced");
    let main = files.iter().find(|f| f["path"] == "src/main.c").unwrap();
    assert_eq!(main["final_bytes"].as_u64(), Some(one["src/main.c"].len() as u64));
    assert!(main["final_tokens"].as_u64() < main["original_tokens"].as_u64());
}

/// Reduces `t`'s tree at `-j jobs` with its test slowed by `wait` seconds, and sends SIGINT
/// after `after_ms`: pare's output.
fn interrupted(t: &Tree, jobs: &str, wait: &str, after_ms: u64) -> std::process::Output {
    let slow = t.dir.path().join("slow.sh");
    write_script(&slow, &TEST.replace("#!/bin/sh\n", &format!("#!/bin/sh\nsleep {wait}\n")));
    let child = Command::new(env!("CARGO_BIN_EXE_pare"))
        .args(["-q", "-j", jobs, &slow.to_string_lossy()])
        .arg(&t.root)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_millis(after_ms));
    // SAFETY: sending a signal to our own child process.
    unsafe { libc::kill(child.id() as i32, libc::SIGINT) };
    child.wait_with_output().unwrap()
}

#[test]
fn ctrl_c_keeps_the_best_tree_so_far() {
    let t = Tree::new();
    let out = interrupted(&t, "2", "0.1", 2500);
    assert_eq!(out.status.code(), Some(130), "{}", stderr(&out));
    let result = read_tree(&t.root);
    assert!(result.len() < 6, "some progress before the interrupt: {:?}", result.keys());
    assert!(t.interesting(&t.root));
    assert_marked(&t.root);
}

/// Ctrl-C while the test still runs on the original tree and the reduction has started beside
/// it (`-j 4`): pare stops with 130, and the tree is as it was, with no marker and no backup.
#[test]
fn ctrl_c_during_the_head_start_leaves_the_tree_as_it_was() {
    let t = Tree::new();
    let before = read_tree(&t.root);
    let out = interrupted(&t, "4", "0.6", 300);
    assert_eq!(out.status.code(), Some(130), "{}", stderr(&out));
    assert_eq!(read_tree(&t.root), before, "the tree changed");
    assert!(!marker(&t.root).exists());
    let names: Vec<_> = fs::read_dir(t.dir.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert!(!names.iter().any(|n| n.to_string_lossy().contains(".orig")), "{names:?}");
}

#[test]
fn bad_trees_are_refused_and_nothing_is_written() {
    let t = Tree::new();
    let binary_only = t.dir.path().join("bin");
    fs::create_dir(&binary_only).unwrap();
    fs::write(binary_only.join("x.bin"), BLOB).unwrap();
    let out = t.pare(&["-q"], &[&binary_only]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("no text file"), "{}", stderr(&out));
    let mixed = t.pare(&["-q"], &[&t.root, &t.root.join("Makefile")]);
    assert_eq!(mixed.status.code(), Some(2), "{}", stderr(&mixed));
    let none = t.pare(&["-q", "--glob", "*.rs"], &[&t.root]);
    assert_eq!(none.status.code(), Some(2), "{}", stderr(&none));
    let boring = t.dir.path().join("boring.sh");
    write_script(&boring, "#!/bin/sh\nexit 1\n");
    let not = Command::new(env!("CARGO_BIN_EXE_pare")).arg("-q").arg(&boring).arg(&t.root).output().unwrap();
    assert_eq!(not.status.code(), Some(1), "{}", stderr(&not));
    assert!(stderr(&not).contains("not interesting"), "{}", stderr(&not));
    let names: Vec<_> = fs::read_dir(t.dir.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert!(!names.iter().any(|n| n.to_string_lossy().contains(".orig")), "{names:?}");
    assert!(!marker(&t.root).exists());
}

#[test]
fn a_script_in_the_tree_stays_executable_in_every_copy() {
    let t = Tree::new();
    let script = t.root.join("check.sh");
    fs::write(&script, "#!/bin/sh\n# says ok\necho ok\n").unwrap();
    fs::set_permissions(&script, fs::Permissions::from_mode(0o755)).unwrap();
    let test = t.dir.path().join("runs.sh");
    write_script(&test, "#!/bin/sh\n\"$1/check.sh\" | grep -q ok && grep -q '/ *LIMIT' \"$1/src/main.c\"\n");
    let out = Command::new(env!("CARGO_BIN_EXE_pare")).arg("-q").arg(&test).arg(&t.root).output().unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let kept = fs::read_to_string(&script).unwrap();
    assert!(kept.contains("echo ok") && !kept.contains("# says"), "reduced, still a script: {kept}");
    assert_eq!(fs::metadata(&script).unwrap().permissions().mode() & 0o777, 0o755);
}

/// A test that builds in its directory, edits its copy and changes a file's mode never sees
/// what an earlier call left there: every call finds the candidate and nothing else, though
/// pare rewrites only the files that changed.
#[test]
fn every_call_finds_the_candidate_and_nothing_an_earlier_call_left() {
    let t = Tree::new();
    let test = t.dir.path().join("leaves.sh");
    write_script(
        &test,
        r#"#!/bin/sh
[ -e built.o ] || [ -e "$1/src/built.o" ] && exit 5
grep -q EDITED "$1/src/main.c" && exit 6
touch probe
[ "$(stat -c %a "$1/include/config.h")" = "$(stat -c %a probe)" ] || exit 7
touch built.o "$1/src/built.o"
echo '/* EDITED */' >> "$1/src/main.c"
chmod 600 "$1/include/config.h"
grep -q 'LIMIT 0' "$1/include/config.h" && grep -q '/ *LIMIT' "$1/src/main.c"
"#,
    );
    let out =
        Command::new(env!("CARGO_BIN_EXE_pare")).args(["-q", "-j", "2"]).arg(&test).arg(&t.root).output().unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let result = read_tree(&t.root);
    assert_eq!(result.keys().collect::<Vec<_>>(), ["data/blob.bin", "include/config.h", "src/main.c"]);
    assert!(result["src/main.c"].len() < 20 && result["include/config.h"].len() < 20, "{result:?}");
}

/// `pare batch --unit dir`: every subdirectory is one tree; trees with the same bug are one
/// bucket, reduced once into a directory beside a copy of its original.
#[test]
fn a_batch_of_trees_reduces_one_tree_per_bug() {
    let scratch = tempfile::tempdir().unwrap();
    let inputs = scratch.path().join("in");
    let division = project(&inputs.join("p1"));
    project(&inputs.join("p2"));
    fs::write(inputs.join("p2/extra.c"), "int extra;\n").unwrap();
    project(&inputs.join("p3"));
    fs::write(inputs.join("p3/src/main.c"), "#include \"config.h\"\nint table[SIZE];\nint main(void) { return 0; }\n")
        .unwrap();
    fs::write(inputs.join("p3/include/config.h"), "#define SIZE -1\n#define LIMIT 0\n").unwrap();
    project(&inputs.join("p4"));
    fs::write(inputs.join("p4/src/main.c"), "int main(void) { return 0; }\n").unwrap();
    let test = scratch.path().join("bugs.sh");
    write_script(
        &test,
        "#!/bin/sh\ncd \"$1\" || exit 9\n\
         if grep -q 'LIMIT 0' include/config.h && grep -q '/ *LIMIT' src/main.c; then echo 'bug: division'; exit 0; fi\n\
         if grep -q 'SIZE -1' include/config.h && grep -q '\\[SIZE\\]' src/main.c; then echo 'bug: negative size'; exit 0; fi\n\
         exit 1\n",
    );
    let out = Command::new(env!("CARGO_BIN_EXE_pare"))
        .args(["batch", "-q", "-j", "2", "--unit", "dir", "--signature", "bug: ([a-z ]*)"])
        .arg(&test)
        .arg(&inputs)
        .args(["--out", "triage"])
        .current_dir(scratch.path())
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let triage = scratch.path().join("triage");
    let rows: Vec<serde_json::Value> = fs::read_to_string(triage.join("manifest.jsonl"))
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let status = |input: &str| {
        let row = rows.iter().find(|r| r["input"].as_str().unwrap().ends_with(input)).expect(input);
        row["status"].as_str().unwrap().to_string()
    };
    assert_eq!(
        [status("p1"), status("p2"), status("p3"), status("p4")],
        ["reduced", "duplicate", "reduced", "not-interesting"]
    );
    for row in rows.iter().filter(|r| r["status"] == "reduced") {
        let result = triage.join(row["result"].as_str().unwrap());
        let original = triage.join(row["original"].as_str().unwrap());
        assert!(result.is_dir() && original.is_dir(), "{row}");
        let reduced = read_tree(&result);
        assert!(reduced.len() <= 3, "files that do not matter are gone: {:?}", reduced.keys());
        assert!(reduced.values().map(Vec::len).sum::<usize>() < 60, "{reduced:?}");
        assert_marked(&result);
        let ok = Command::new(&test).arg(&result).output().unwrap();
        assert!(ok.status.success(), "{} is not interesting", result.display());
    }
    let p1 = rows.iter().find(|r| r["input"].as_str().unwrap().ends_with("p1")).unwrap();
    let mut kept = read_tree(&triage.join(p1["original"].as_str().unwrap()));
    kept.remove("data/blob.bin");
    assert_eq!(kept, division, "the original is kept beside the result");
}
