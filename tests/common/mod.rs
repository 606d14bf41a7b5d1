//! Helpers shared by the integration tests: scratch directories, executable scripts, running the
//! built `pare` binary.
#![allow(dead_code)]

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// A scratch directory holding a file to reduce and its test.
pub struct Case {
    pub dir: tempfile::TempDir,
    pub file: PathBuf,
    pub test: PathBuf,
}

/// Writes `script` as an executable file.
pub fn write_script(path: &Path, script: &str) {
    fs::write(path, script).unwrap();
    fs::set_permissions(path, fs::Permissions::from_mode(0o755)).unwrap();
}

impl Case {
    /// A case with `input` saved as `name` and `script` as `test.sh`.
    pub fn new(name: &str, input: &str, script: &str) -> Case {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join(name);
        fs::write(&file, input).unwrap();
        let test = dir.path().join("test.sh");
        write_script(&test, script);
        Case { dir, file, test }
    }

    /// Runs `pare ARGS TEST FILE` in the case's directory.
    pub fn pare(&self, args: &[&str]) -> Output {
        Command::new(env!("CARGO_BIN_EXE_pare"))
            .args(args)
            .arg(&self.test)
            .arg(&self.file)
            .current_dir(self.dir.path())
            .output()
            .unwrap()
    }

    /// Runs the test on `path`'s contents in a fresh directory, as pare does; true if interesting.
    pub fn interesting(&self, path: &Path) -> bool {
        let d = tempfile::tempdir().unwrap();
        let name = self.file.file_name().unwrap();
        fs::copy(path, d.path().join(name)).unwrap();
        Command::new(&self.test).arg(d.path().join(name)).current_dir(d.path()).status().unwrap().success()
    }

    /// The text of the reduced file.
    pub fn result(&self) -> String {
        fs::read_to_string(&self.file).unwrap()
    }
}

/// True if `program` can be run from PATH.
pub fn have(program: &str) -> bool {
    Command::new("sh").arg("-c").arg(format!("command -v {program}")).output().is_ok_and(|o| o.status.success())
}

/// The stderr of a run, as text.
pub fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// A scratch copy of corpus case `name`: its input file and its test, ready to reduce.
pub fn corpus_case(name: &str) -> Case {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus").join(name);
    let input = fs::read_dir(&src)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.file_name().unwrap().to_string_lossy().starts_with("input."))
        .unwrap_or_else(|| panic!("corpus/{name} has no input.* file"));
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join(input.file_name().unwrap());
    fs::copy(&input, &file).unwrap();
    let test = dir.path().join("interesting.sh");
    fs::copy(src.join("interesting.sh"), &test).unwrap();
    fs::set_permissions(&test, fs::Permissions::from_mode(0o755)).unwrap();
    Case { dir, file, test }
}

/// Panics with the fix when a program the corpus needs is missing (never skip silently).
pub fn require(programs: &[&str]) {
    for p in programs {
        assert!(have(p), "{p} is not installed: run `bash corpus/setup.sh` first");
    }
}

/// A scratch copy of a corpus case whose input is a tree (`corpus/NAME/input/`): the tree at
/// `root` and the case's test.
pub struct TreeCase {
    pub dir: tempfile::TempDir,
    pub root: PathBuf,
    pub test: PathBuf,
}

/// True when corpus case `name`'s input is a directory.
pub fn is_tree_case(name: &str) -> bool {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus").join(name).join("input").is_dir()
}

/// Copies the directory `from` to `to` (files and directories).
pub fn copy_tree(from: &Path, to: &Path) {
    fs::create_dir_all(to).unwrap();
    for entry in fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        if entry.file_type().unwrap().is_dir() {
            copy_tree(&entry.path(), &to.join(entry.file_name()));
        } else {
            fs::copy(entry.path(), to.join(entry.file_name())).unwrap();
        }
    }
}

/// A scratch copy of the tree case `name`.
pub fn corpus_tree(name: &str) -> TreeCase {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus").join(name);
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("input");
    copy_tree(&src.join("input"), &root);
    let test = dir.path().join("interesting.sh");
    fs::copy(src.join("interesting.sh"), &test).unwrap();
    fs::set_permissions(&test, fs::Permissions::from_mode(0o755)).unwrap();
    TreeCase { dir, root, test }
}

impl TreeCase {
    /// Runs `pare ARGS TEST ROOT` in the case's directory.
    pub fn pare(&self, args: &[&str]) -> Output {
        Command::new(env!("CARGO_BIN_EXE_pare"))
            .args(args)
            .arg(&self.test)
            .arg(&self.root)
            .current_dir(self.dir.path())
            .output()
            .unwrap()
    }

    /// Runs the test on a copy of the tree at `tree`, as pare does; true if interesting.
    pub fn interesting(&self, tree: &Path) -> bool {
        let d = tempfile::tempdir().unwrap();
        let copy = d.path().join("input");
        copy_tree(tree, &copy);
        Command::new(&self.test).arg(&copy).current_dir(d.path()).status().unwrap().success()
    }

    /// Every file of the tree at `root` (relative path → contents; pare's marker lies beside it).
    pub fn files(&self) -> std::collections::BTreeMap<String, String> {
        read_tree(&self.root)
    }
}

/// Every file below `root`, by its path relative to `root`, with its text.
pub fn read_tree(root: &Path) -> std::collections::BTreeMap<String, String> {
    read_tree_bytes(root).into_iter().map(|(path, bytes)| (path, String::from_utf8(bytes).unwrap())).collect()
}

/// Every file below `root`, by its path relative to `root`, with its bytes.
pub fn read_tree_bytes(root: &Path) -> std::collections::BTreeMap<String, Vec<u8>> {
    let mut out = std::collections::BTreeMap::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else {
                let rel = path.strip_prefix(root).unwrap().to_string_lossy().into_owned();
                out.insert(rel, fs::read(&path).unwrap());
            }
        }
    }
    out
}
