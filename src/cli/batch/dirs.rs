//! A batch of trees (`--unit dir`): every subdirectory of an INPUT directory is one test case,
//! read as `pare TEST DIR` reads a directory (`--glob` chooses the files that may change), and
//! carried through classification, buckets and reduction as its bundle.

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::inputs::{Found, Input, Skipped};
use crate::cli::failure::{Failure, usage};
use crate::cli::tree::scan;
use pare::tree::bundle;

/// The subdirectories of the directories `paths` (names starting with a dot and `exclude`, the
/// output, left out), each as one input; identical trees are merged. Fails when a path is not a
/// directory or no subdirectory is found.
pub fn collect(paths: &[PathBuf], globs: &[String], exclude: &Path) -> Result<Found, Failure> {
    let filter = scan::glob_set(globs)?;
    let exclude = fs::canonicalize(exclude).ok();
    let mut dirs = Vec::new();
    for path in paths {
        let entries = fs::read_dir(path)
            .map_err(|e| usage(format!("--unit dir: cannot read the directory {}: {e}", path.display())))?;
        for entry in entries.flatten() {
            let sub = entry.path();
            let hidden = entry.file_name().to_string_lossy().starts_with('.');
            let is_out = exclude.is_some() && fs::canonicalize(&sub).ok() == exclude;
            if !hidden && !is_out && entry.file_type().is_ok_and(|t| t.is_dir()) {
                dirs.push(sub);
            }
        }
    }
    dirs.sort();
    if dirs.is_empty() {
        let shown: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
        return Err(usage(format!("--unit dir: no subdirectory in {}", shown.join(", "))));
    }
    let mut found = Found { inputs: Vec::new(), skipped: Vec::new() };
    for dir in dirs {
        match scan::read_dir(&dir, &filter) {
            Ok(tree) => match bundle::encode(&tree.files) {
                Ok(bytes) => {
                    let hash = format!("{:032x}", pare::reduction::content_hash(&bytes));
                    if let Some(first) = found.inputs.iter().find(|i| i.hash == hash) {
                        found.skipped.push((dir, Skipped::SameContent(first.path.clone())));
                    } else {
                        found.inputs.push(Input { path: dir, bytes, hash, tree: Some(Arc::new(tree.layout)) });
                    }
                }
                Err(e) => found.skipped.push((dir, Skipped::Unreadable(e.to_string()))),
            },
            Err(f) => found.skipped.push((dir, Skipped::Unreadable(f.message))),
        }
    }
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_subdirectory_is_one_tree_and_copies_are_merged() {
        let d = tempfile::tempdir().unwrap();
        for (case, file, text) in
            [("a", "x.c", "int a;"), ("b", "x.c", "int b;"), ("c", "x.c", "int a;"), ("out", "r", "")]
        {
            fs::create_dir_all(d.path().join(case)).unwrap();
            fs::write(d.path().join(case).join(file), text).unwrap();
        }
        fs::create_dir_all(d.path().join("empty")).unwrap();
        fs::write(d.path().join("loose.c"), "int l;").unwrap();
        let found = collect(&[d.path().to_path_buf()], &[], &d.path().join("out")).unwrap();
        let names: Vec<_> = found.inputs.iter().map(|i| i.path.file_name().unwrap().to_owned()).collect();
        assert_eq!(names, ["a", "b"]);
        assert!(found.inputs.iter().all(|i| i.tree.is_some()));
        assert!(matches!(&found.skipped[..], [(c, Skipped::SameContent(a)), (e, Skipped::Unreadable(_))]
            if c.ends_with("c") && a.ends_with("a") && e.ends_with("empty")));
        assert!(collect(&[d.path().join("loose.c")], &[], d.path()).is_err());
    }
}
