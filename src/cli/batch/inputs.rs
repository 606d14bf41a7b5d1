//! Finding a batch's inputs: files and directories (recursively, `--glob` to filter), read once,
//! with unreadable and binary files set aside and byte-identical copies merged by content hash
//! before any test runs.

use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};

use globset::{Glob, GlobSet, GlobSetBuilder};

use crate::cli::failure::{Failure, usage};

/// An input to classify: its path as found, its bytes and their hash.
pub struct Input {
    /// The path as given or found below a given directory.
    pub path: PathBuf,
    /// Its contents.
    pub bytes: Vec<u8>,
    /// The 128-bit XXH3 hash of its contents, in hex: its identity in the manifest.
    pub hash: String,
    /// For a directory (`--unit dir`): `bytes` is the tree's bundle, written out by this layout.
    pub tree: Option<std::sync::Arc<pare::tree::layout::Layout>>,
}

impl Input {
    /// The path as shown in the manifest and the report.
    pub fn shown(&self) -> String {
        self.path.display().to_string()
    }
}

/// Why a file found is not classified.
pub enum Skipped {
    /// It could not be read (the message says why).
    Unreadable(String),
    /// It holds NUL bytes: pare reduces text.
    Binary,
    /// The same bytes as another input (named): running it would only repeat that input's run.
    SameContent(PathBuf),
}

/// What the INPUT arguments hold.
pub struct Found {
    /// Distinct readable text inputs, in path order.
    pub inputs: Vec<Input>,
    /// Files set aside, with the reason.
    pub skipped: Vec<(PathBuf, Skipped)>,
}

/// Collects the files under `paths` (directories recursively, those matching `globs` only),
/// leaving out `exclude` (the output directory, which may lie inside an input directory).
/// Fails when a path does not exist, a glob does not parse, or nothing is found.
pub fn collect(paths: &[PathBuf], globs: &[String], exclude: &Path) -> Result<Found, Failure> {
    let filter = glob_set(globs)?;
    let exclude = fs::canonicalize(exclude).ok();
    let mut files = Vec::new();
    for path in paths {
        let meta = fs::metadata(path).map_err(|e| usage(format!("cannot read the input {}: {e}", path.display())))?;
        if meta.is_dir() {
            walk(path, path, &filter, exclude.as_deref(), &mut files);
        } else {
            files.push(path.clone());
        }
    }
    files.sort();
    files.dedup();
    if files.is_empty() {
        let what = if globs.is_empty() { String::new() } else { format!(" matching --glob {}", globs.join(", ")) };
        let shown: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
        return Err(usage(format!("no input files{what} in {}", shown.join(", "))));
    }
    Ok(read_all(files))
}

fn glob_set(globs: &[String]) -> Result<Option<GlobSet>, Failure> {
    if globs.is_empty() {
        return Ok(None);
    }
    let mut set = GlobSetBuilder::new();
    for g in globs {
        set.add(Glob::new(g).map_err(|e| usage(format!("--glob '{g}': {e}")))?);
    }
    set.build().map(Some).map_err(|e| usage(format!("--glob: {e}")))
}

/// Adds the files below `dir` to `files`, skipping hidden entries and `exclude`; symbolic links
/// to directories are not followed (they could loop), other links are kept (a broken one is then
/// reported as unreadable). Unreadable directories are left out.
fn walk(root: &Path, dir: &Path, filter: &Option<GlobSet>, exclude: Option<&Path>, files: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        if entry.file_name().to_string_lossy().starts_with('.') {
            continue;
        }
        let Ok(kind) = entry.file_type() else { continue };
        if kind.is_dir() {
            if exclude.is_none_or(|x| fs::canonicalize(&path).ok().as_deref() != Some(x)) {
                walk(root, &path, filter, exclude, files);
            }
        } else if !(kind.is_symlink() && path.is_dir()) {
            let below = path.strip_prefix(root).unwrap_or(&path);
            if filter.as_ref().is_none_or(|f| f.is_match(below)) {
                files.push(path);
            }
        }
    }
}

/// Reads every file, setting aside the unreadable, the binary and the copies.
fn read_all(files: Vec<PathBuf>) -> Found {
    let mut found = Found { inputs: Vec::new(), skipped: Vec::new() };
    let mut seen: HashMap<String, PathBuf> = HashMap::new();
    for path in files {
        let bytes = match fs::read(&path) {
            Ok(bytes) => bytes,
            Err(e) => {
                found.skipped.push((path, Skipped::Unreadable(e.to_string())));
                continue;
            }
        };
        if memchr::memchr(0, &bytes).is_some() {
            found.skipped.push((path, Skipped::Binary));
            continue;
        }
        let hash = format!("{:032x}", pare::reduction::content_hash(&bytes));
        if let Some(first) = seen.get(&hash) {
            found.skipped.push((path, Skipped::SameContent(first.clone())));
            continue;
        }
        seen.insert(hash.clone(), path.clone());
        found.inputs.push(Input { path, bytes, hash, tree: None });
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn directories_are_searched_filtered_and_copies_merged() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        fs::create_dir_all(d.join("sub/deeper")).unwrap();
        fs::create_dir_all(d.join(".hidden")).unwrap();
        fs::create_dir_all(d.join("out")).unwrap();
        fs::write(d.join("a.c"), "int a;").unwrap();
        fs::write(d.join("sub/b.c"), "int b;").unwrap();
        fs::write(d.join("sub/deeper/copy.c"), "int a;").unwrap();
        fs::write(d.join("sub/bin.c"), b"int\0").unwrap();
        fs::write(d.join("notes.txt"), "x").unwrap();
        fs::write(d.join(".hidden/h.c"), "int h;").unwrap();
        fs::write(d.join("out/r.c"), "int r;").unwrap();
        let found = collect(&[d.to_path_buf()], &["*.c".into()], &d.join("out")).unwrap();
        let names: Vec<_> = found.inputs.iter().map(|i| i.path.strip_prefix(d).unwrap().to_path_buf()).collect();
        assert_eq!(names, [PathBuf::from("a.c"), PathBuf::from("sub/b.c")]);
        assert!(matches!(&found.skipped[..], [(_, Skipped::Binary), (copy, Skipped::SameContent(first))]
            if copy.ends_with("copy.c") && first.ends_with("a.c")));
        let none = collect(&[d.to_path_buf()], &["*.rs".into()], &d.join("out"));
        assert!(none.is_err_and(|f| f.message.contains("no input files matching --glob *.rs")));
        assert!(collect(&[d.join("missing")], &[], d).is_err());
        assert!(collect(&[d.to_path_buf()], &["[".into()], d).is_err());
    }
}
