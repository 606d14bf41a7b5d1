//! The reduced tree on disk: the original kept (`DIR.orig`, `FILE.orig`) or the input copied to
//! `-o OUTDIR` first, then every improvement written file by file, atomically, between two
//! writes of a marker that says which tree the files hold: an interrupted run leaves a tree that
//! is consistent, and that says whether it is. The marker lies beside the tree (`OUT.pare-state`
//! for `OUT/`), never inside it, so that the tree holds only the project: a user can archive or
//! send it as it is.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use serde::Serialize;

use super::scan::{SKIPPED_DIRS, Scanned};
use crate::cli::failure::{Failure, usage};
use crate::cli::output::{backup_path, write_atomic, write_backup};
use pare::tree::bundle::{self, Record};
use pare::tree::layout::Layout;
use pare::tree::written::Written;

/// Where a tree's results go, and the tree written there last.
pub struct Output {
    /// The directory the tree's relative paths start from.
    pub root: PathBuf,
    /// The marker beside the tree.
    marker: PathBuf,
    /// The bundle the files hold now.
    last: Vec<u8>,
}

/// What the marker's name ends with, after the tree's own name.
const MARKER_SUFFIX: &str = ".pare-state";

/// The marker of the tree at `root`: `ROOT.pare-state` beside it (a root that is `.` or ends in
/// `/` is named by its absolute path first, so the marker never lands inside it).
pub fn marker_of(root: &Path) -> io::Result<PathBuf> {
    let absolute = fs::canonicalize(root).or_else(|_| std::path::absolute(root))?;
    match (absolute.parent(), absolute.file_name()) {
        (Some(parent), Some(name)) => {
            let mut name = name.to_os_string();
            name.push(MARKER_SUFFIX);
            Ok(parent.join(name))
        }
        _ => Err(io::Error::other(format!("{} has no directory above it to keep pare's marker in", root.display()))),
    }
}

/// What the marker says.
#[derive(Serialize)]
struct Marker<'a> {
    /// What this file is.
    format: &'static str,
    /// `complete`: the files are the tree `hash` names; `writing`: they are being changed to it
    /// (each file is either its version before or after).
    state: &'static str,
    /// The XXH3-128 of the tree's bundle (every file as a NUL byte, its path, a line break and
    /// its contents, in path order).
    hash: String,
    /// Every file of the tree with its size in bytes.
    files: Vec<(&'a str, usize)>,
}

impl Output {
    /// Keeps the original (in place) or copies the input to `out` (which must not exist, be
    /// empty, or be an earlier result of pare), and marks the tree as the original.
    pub fn prepare(scanned: &Scanned, original: &[u8], out: Option<&Path>, quiet: bool) -> Result<Output, Failure> {
        let root = match out {
            Some(out) => {
                take_out_dir(out)?;
                copy_input(scanned, out).map_err(|e| usage(format!("cannot write {}: {e}", out.display())))?;
                out.to_path_buf()
            }
            None => {
                let kept = keep_original(scanned)?;
                if !quiet {
                    eprintln!("pare: original saved as {kept}");
                }
                scanned.base.clone()
            }
        };
        let shown = root.display().to_string();
        let cannot = |e: io::Error| usage(format!("cannot write the marker of {shown}: {e}"));
        let marker = marker_of(&root).map_err(cannot)?;
        let output = Output { root, marker, last: original.to_vec() };
        output.mark("complete", original).map_err(cannot)?;
        Ok(output)
    }

    /// A tree written afresh at `root` (which must be missing, empty, or a tree pare wrote):
    /// the files of `bundle` and what `layout` says never changes.
    pub fn fresh(root: &Path, layout: &Layout, bundle: &[u8]) -> io::Result<Output> {
        take_out_dir(root).map_err(|f| io::Error::other(f.message))?;
        fs::create_dir_all(root)?;
        let mut written = Written::new(SystemTime::now());
        Layout { root: None, ..layout.clone() }.write(root, bundle, &mut written)?;
        let output = Output { root: root.to_path_buf(), marker: marker_of(root)?, last: bundle.to_vec() };
        output.mark("complete", bundle)?;
        Ok(output)
    }

    /// Makes the files hold the tree `bundle`: changed files are replaced atomically, deleted
    /// ones removed, with the marker saying `writing` while that happens.
    pub fn write(&mut self, bundle: &[u8]) -> io::Result<()> {
        let new = bundle::records(bundle).map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e))?;
        let old = bundle::records(&self.last).expect("a tree written before");
        self.mark("writing", bundle)?;
        for record in &new {
            let path = record.path(bundle);
            let before = old.iter().find(|r| r.path(&self.last) == path);
            if before.is_none_or(|b| b.content(&self.last) != record.content(bundle)) {
                let file = self.root.join(path);
                if let Some(parent) = file.parent() {
                    fs::create_dir_all(parent)?;
                }
                write_atomic(&file, record.content(bundle))?;
            }
        }
        for gone in old.iter().filter(|r| !new.iter().any(|n| n.path(bundle) == r.path(&self.last))) {
            match fs::remove_file(self.root.join(gone.path(&self.last))) {
                Err(e) if e.kind() != io::ErrorKind::NotFound => return Err(e),
                _ => {}
            }
        }
        self.mark("complete", bundle)?;
        self.last = bundle.to_vec();
        Ok(())
    }

    /// Writes the marker for the tree `bundle` in `state`.
    fn mark(&self, state: &'static str, bundle: &[u8]) -> io::Result<()> {
        let records: Vec<Record> = bundle::records(bundle).unwrap_or_default();
        let files = records.iter().map(|r| (r.path(bundle), r.content.len())).collect();
        let hash = format!("{:032x}", xxhash_rust::xxh3::xxh3_128(bundle));
        let marker = Marker { format: "pare tree state 1", state, hash, files };
        let text = serde_json::to_string_pretty(&marker).expect("markers serialize") + "\n";
        write_atomic(&self.marker, text.as_bytes())
    }
}

/// Checks that `out` can take the result: missing, an empty directory, or a tree pare wrote
/// before (its marker beside it; then emptied).
fn take_out_dir(out: &Path) -> Result<(), Failure> {
    let Ok(meta) = fs::symlink_metadata(out) else { return Ok(()) };
    if !meta.is_dir() {
        return Err(usage(format!("-o {}: not a directory", out.display())));
    }
    let cannot = |e: io::Error| usage(format!("cannot read {}: {e}", out.display()));
    let mut entries = fs::read_dir(out).map_err(cannot)?.peekable();
    if entries.peek().is_none() {
        return Ok(());
    }
    if !marker_of(out).is_ok_and(|m| m.is_file()) {
        return Err(usage(format!(
            "-o {}: the directory is not empty and not a tree pare wrote; give a new or empty directory",
            out.display()
        )));
    }
    for entry in entries {
        let path = entry.map_err(cannot)?.path();
        let removed =
            if path.is_dir() && !path.is_symlink() { fs::remove_dir_all(&path) } else { fs::remove_file(&path) };
        removed.map_err(|e| usage(format!("cannot empty {}: {e}", out.display())))?;
    }
    Ok(())
}

/// Copies the input (the files that change and those that do not) into `out`.
fn copy_input(scanned: &Scanned, out: &Path) -> io::Result<()> {
    fs::create_dir_all(out)?;
    if scanned.whole_dir {
        return copy_tree(&scanned.base, out);
    }
    for path in scanned.files.keys() {
        let to = out.join(path);
        fs::create_dir_all(to.parent().expect("below out"))?;
        fs::copy(scanned.base.join(path), to)?;
    }
    Ok(())
}

/// Keeps the original: `DIR.orig` (a copy of the tree) or `FILE.orig` beside every file, never
/// overwriting anything. Returns what was kept, for the user.
fn keep_original(scanned: &Scanned) -> Result<String, Failure> {
    let linked = |p: &Path| fs::symlink_metadata(p).is_ok_and(|m| m.file_type().is_symlink());
    if scanned.whole_dir {
        let dir = &scanned.base;
        if linked(dir) {
            return Err(usage(format!(
                "{} is a symbolic link: reducing it in place would write through it; use -o OUTDIR",
                dir.display()
            )));
        }
        // `proj/` and `.` name the directory too: its backup goes beside it, never inside.
        let absolute = fs::canonicalize(dir).map_err(|e| usage(format!("cannot resolve {}: {e}", dir.display())))?;
        let backup = backup_path(&absolute);
        fs::create_dir(&backup)
            .and_then(|()| copy_tree(dir, &backup))
            .map_err(|e| usage(format!("cannot write a backup of {} in {}: {e}", dir.display(), backup.display())))?;
        return Ok(backup.display().to_string());
    }
    let files: Vec<PathBuf> = scanned.files.keys().map(|p| scanned.base.join(p)).collect();
    if let Some(link) = files.iter().find(|f| linked(f)) {
        return Err(usage(format!(
            "{} is a symbolic link: reducing it in place would replace the link; use -o OUTDIR",
            link.display()
        )));
    }
    let mut kept = Vec::new();
    for (file, bytes) in files.iter().zip(scanned.files.values()) {
        let backup = write_backup(file, bytes, &super::super::output::input_mode(file))
            .map_err(|e| usage(format!("cannot write a backup of {}: {e}", file.display())))?;
        kept.push(backup.display().to_string());
    }
    Ok(kept.join(", "))
}

/// Copies the tree at `from` into the existing directory `to`: files with their permissions,
/// links as links, without version control directories.
fn copy_tree(from: &Path, to: &Path) -> io::Result<()> {
    for entry in fs::read_dir(from)? {
        let entry = entry?;
        let name = entry.file_name();
        let kind = entry.file_type()?;
        let (src, dst) = (entry.path(), to.join(&name));
        if kind.is_dir() && SKIPPED_DIRS.iter().any(|d| name == *d) {
            continue;
        }
        if kind.is_symlink() {
            std::os::unix::fs::symlink(fs::read_link(&src)?, &dst)?;
        } else if kind.is_dir() {
            fs::create_dir(&dst)?;
            copy_tree(&src, &dst)?;
        } else {
            fs::copy(&src, &dst)?;
        }
    }
    Ok(())
}
