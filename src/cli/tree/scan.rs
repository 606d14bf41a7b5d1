//! Reading a tree to reduce from disk: a directory (recursively) or several files, split into the
//! files that may change (text files `--glob` matches) and what is copied as it is (binary
//! files, files `--glob` leaves out, symbolic links, the directories themselves).

use std::collections::BTreeMap;
use std::ffi::OsString;
use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

use globset::{Glob, GlobSet, GlobSetBuilder};

use crate::cli::failure::{Failure, usage};
use pare::tree::Files;
use pare::tree::layout::{Fixed, Layout};

/// Directories of version control: neither reduced nor copied into the test's directory.
pub const SKIPPED_DIRS: [&str; 3] = [".git", ".hg", ".svn"];

/// A tree read from disk.
pub struct Scanned {
    /// The directory the relative paths start from (the directory given, or the deepest one
    /// holding every file given).
    pub base: PathBuf,
    /// True for a directory given as a whole; false for files given one by one.
    pub whole_dir: bool,
    /// The files that may change.
    pub files: Files,
    /// How the test's copy is written: the root, the directories, what never changes.
    pub layout: Layout,
}

/// Reads `paths`: one directory, or files (never a mix). `globs` choose which files of a
/// directory may change.
pub fn read(paths: &[PathBuf], globs: &[String]) -> Result<Scanned, Failure> {
    let is_dir = |p: &Path| fs::metadata(p).is_ok_and(|m| m.is_dir());
    match paths {
        [dir] if is_dir(dir) => read_dir(dir, &glob_set(globs)?),
        _ if paths.iter().any(|p| is_dir(p)) => {
            Err(usage("give one directory, or files (not directories) one by one".to_string()))
        }
        _ if !globs.is_empty() => {
            Err(usage("--glob chooses files in a directory; here files are given one by one".into()))
        }
        _ => read_files(paths),
    }
}

/// The set of `globs`, or none when there are none.
pub fn glob_set(globs: &[String]) -> Result<Option<GlobSet>, Failure> {
    if globs.is_empty() {
        return Ok(None);
    }
    let mut set = GlobSetBuilder::new();
    for g in globs {
        set.add(Glob::new(g).map_err(|e| usage(format!("--glob '{g}': {e}")))?);
    }
    set.build().map(Some).map_err(|e| usage(format!("--glob: {e}")))
}

/// Reads the directory `dir` recursively.
pub fn read_dir(dir: &Path, filter: &Option<GlobSet>) -> Result<Scanned, Failure> {
    let name = dir.canonicalize().ok().and_then(|d| d.file_name().map(OsString::from));
    let layout = Layout { root: Some(name.unwrap_or_else(|| "tree".into())), ..Layout::default() };
    let mut scanned = Scanned { base: dir.to_path_buf(), whole_dir: true, files: Files::new(), layout };
    walk(dir, "", filter, &mut scanned)?;
    if scanned.files.is_empty() {
        let what = if filter.is_some() { " matching --glob" } else { "" };
        return Err(usage(format!("{} holds no text file{what} to reduce", dir.display())));
    }
    Ok(scanned)
}

/// Adds what lies below `dir` (at `prefix` in the tree) to `scanned`.
fn walk(dir: &Path, prefix: &str, filter: &Option<GlobSet>, scanned: &mut Scanned) -> Result<(), Failure> {
    let cannot = |e: std::io::Error| usage(format!("cannot read {}: {e}", dir.display()));
    let mut entries: Vec<fs::DirEntry> =
        fs::read_dir(dir).map_err(cannot)?.collect::<Result<_, _>>().map_err(cannot)?;
    entries.sort_by_key(|e| e.file_name());
    for entry in entries {
        let name = entry.file_name();
        let Some(name) = name.to_str() else {
            return Err(usage(format!("{}: pare needs file names in UTF-8", entry.path().display())));
        };
        let rel = if prefix.is_empty() { name.to_string() } else { format!("{prefix}/{name}") };
        let kind = entry.file_type().map_err(cannot)?;
        if kind.is_dir() && SKIPPED_DIRS.contains(&name) {
            continue;
        }
        if kind.is_symlink() {
            let target = fs::read_link(entry.path()).map_err(cannot)?;
            scanned.layout.fixed.push(Fixed::Link { path: rel, target });
        } else if kind.is_dir() {
            scanned.layout.dirs.push(rel.clone());
            walk(&entry.path(), &rel, filter, scanned)?;
        } else {
            let changes = filter.as_ref().is_none_or(|f| f.is_match(Path::new(&rel)));
            add_file(&entry.path(), rel, changes, scanned)?;
        }
    }
    Ok(())
}

/// Adds the file at `path` as `rel`: to the files that may change when `changes` and it is
/// text, else to those copied as they are.
fn add_file(path: &Path, rel: String, changes: bool, scanned: &mut Scanned) -> Result<(), Failure> {
    let meta = fs::metadata(path).map_err(|e| usage(format!("cannot read {}: {e}", path.display())))?;
    let bytes = if changes {
        fs::read(path).map_err(|e| usage(format!("cannot read {}: {e}", path.display())))?
    } else {
        Vec::new()
    };
    if !changes || memchr::memchr(0, &bytes).is_some() {
        let from = fs::canonicalize(path).map_err(|e| usage(format!("cannot read {}: {e}", path.display())))?;
        scanned.layout.fixed.push(Fixed::File { path: rel, from });
        return Ok(());
    }
    let mode = meta.permissions().mode() & 0o7777;
    if mode & 0o111 != 0 {
        scanned.layout.modes.insert(rel.clone(), mode);
    }
    scanned.files.insert(rel, bytes);
    Ok(())
}

/// Reads files given one by one: their paths below the deepest directory that holds them all.
fn read_files(paths: &[PathBuf]) -> Result<Scanned, Failure> {
    let mut absolute = Vec::new();
    for path in paths {
        let meta = fs::metadata(path).map_err(|e| usage(format!("cannot read {}: {e}", path.display())))?;
        if !meta.is_file() {
            return Err(usage(format!("{} is not a regular file", path.display())));
        }
        let parent = path.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
        let parent = fs::canonicalize(parent).map_err(|e| usage(format!("cannot resolve {}: {e}", path.display())))?;
        absolute.push(parent.join(path.file_name().expect("a regular file has a name")));
    }
    let base = common_dir(&absolute);
    let layout = Layout { root: None, ..Layout::default() };
    let mut scanned = Scanned { base: base.clone(), whole_dir: false, files: Files::new(), layout };
    let mut dirs = BTreeMap::new();
    for (path, shown) in absolute.iter().zip(paths) {
        let rel = path.strip_prefix(&base).expect("below the common directory");
        let Some(rel) = rel.to_str().map(str::to_string) else {
            return Err(usage(format!("{}: pare needs file names in UTF-8", shown.display())));
        };
        if scanned.files.contains_key(&rel) {
            return Err(usage(format!("{} is given twice", shown.display())));
        }
        let mut up = Path::new(&rel).parent();
        while let Some(dir) = up.filter(|d| !d.as_os_str().is_empty()) {
            dirs.insert(dir.to_string_lossy().into_owned(), ());
            up = dir.parent();
        }
        let before = scanned.layout.fixed.len();
        add_file(path, rel, true, &mut scanned)?;
        if scanned.layout.fixed.len() > before {
            return Err(usage(format!("{} holds NUL bytes: pare reduces text", shown.display())));
        }
    }
    scanned.layout.dirs = dirs.into_keys().collect();
    Ok(scanned)
}

/// The deepest directory above every one of `files` (absolute paths).
fn common_dir(files: &[PathBuf]) -> PathBuf {
    let mut common = files[0].parent().expect("absolute").to_path_buf();
    for file in &files[1..] {
        while !file.starts_with(&common) {
            common = common.parent().expect("/ holds everything").to_path_buf();
        }
    }
    common
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_directory_splits_into_text_to_reduce_and_what_is_copied() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("proj");
        fs::create_dir_all(root.join("src/empty")).unwrap();
        fs::create_dir_all(root.join(".git")).unwrap();
        fs::write(root.join(".git/HEAD"), "ref").unwrap();
        fs::write(root.join("src/a.c"), "int a;").unwrap();
        fs::write(root.join("Makefile"), "all:").unwrap();
        fs::write(root.join("logo.png"), b"\x89PNG\0").unwrap();
        let all = read(std::slice::from_ref(&root), &[]).unwrap();
        assert_eq!(all.files.keys().collect::<Vec<_>>(), ["Makefile", "src/a.c"]);
        assert_eq!(all.layout.root.as_deref(), Some("proj".as_ref()));
        assert_eq!(all.layout.dirs, ["src", "src/empty"]);
        assert!(matches!(&all.layout.fixed[..], [Fixed::File { path, .. }] if path == "logo.png"));
        let c = read(std::slice::from_ref(&root), &["*.c".into()]).unwrap();
        assert_eq!(c.files.keys().collect::<Vec<_>>(), ["src/a.c"]);
        assert_eq!(c.layout.fixed.len(), 2, "the Makefile is copied as it is");
        assert!(read(std::slice::from_ref(&root), &["*.rs".into()]).is_err());
        assert!(read(&[root.clone(), root.join("Makefile")], &[]).is_err());
    }

    #[test]
    fn files_keep_their_paths_below_the_directory_that_holds_them_all() {
        let dir = tempfile::tempdir().unwrap();
        fs::create_dir_all(dir.path().join("inc")).unwrap();
        fs::write(dir.path().join("a.c"), "int a;").unwrap();
        fs::write(dir.path().join("inc/a.h"), "int b;").unwrap();
        let files = read(&[dir.path().join("a.c"), dir.path().join("inc/a.h")], &[]).unwrap();
        assert_eq!(files.files.keys().collect::<Vec<_>>(), ["a.c", "inc/a.h"]);
        assert_eq!(files.base, dir.path().canonicalize().unwrap());
        assert_eq!(files.layout.dirs, ["inc"]);
        assert!(files.layout.root.is_none());
        assert!(read(&[dir.path().join("a.c"), dir.path().join("a.c")], &[]).is_err());
    }
}
