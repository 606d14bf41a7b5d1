//! Writing a candidate tree out for a test: the bundle's files, and what never changes (the
//! directories of the original, the files `--glob` leaves alone, binary files, symbolic links).

use std::collections::BTreeMap;
use std::ffi::OsString;
use std::io;
use std::path::{Path, PathBuf};

use super::bundle;
use super::written::{Want, Wanted, Written};

/// A file of the tree that never changes: copied from disk into every copy, or a link made again.
#[derive(Clone, Debug)]
pub enum Fixed {
    /// A file copied from `from`.
    File {
        /// Its path in the tree.
        path: String,
        /// Where its bytes are read from (a copy pare does not change: the input left alone, or
        /// its backup).
        from: PathBuf,
    },
    /// A symbolic link to `target`.
    Link {
        /// Its path in the tree.
        path: String,
        /// What it points to, as it was written.
        target: PathBuf,
    },
}

/// How a tree is written out in a test's directory, beyond the candidate's own files.
#[derive(Clone, Debug, Default)]
pub struct Layout {
    /// The tree's root in the test's directory: a name (the reduced directory's base name), or
    /// `None` for the directory itself (several files given one by one).
    pub root: Option<OsString>,
    /// Every directory of the original tree, so that one emptied of files still exists.
    pub dirs: Vec<String>,
    /// The files that never change.
    pub fixed: Vec<Fixed>,
    /// The permissions of files that may change, where they are not the default (a script).
    pub modes: BTreeMap<String, u32>,
}

impl Layout {
    /// Makes `dir` hold the tree `candidate` (a bundle) and nothing else, rewriting only what
    /// differs from what `written` says pare left there (see [`Written`]); returns the tree's root.
    pub fn write(&self, dir: &Path, candidate: &[u8], written: &mut Written) -> io::Result<PathBuf> {
        let records = bundle::records(candidate).map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e))?;
        let root = self.root.as_ref().map_or_else(PathBuf::new, PathBuf::from);
        let mut wanted = Wanted::default();
        if !root.as_os_str().is_empty() {
            wanted.entry(root.clone(), Want::Dir);
        }
        for sub in &self.dirs {
            wanted.entry(root.join(sub), Want::Dir);
        }
        for fixed in &self.fixed {
            match fixed {
                Fixed::File { path, from } => wanted.entry(root.join(path), Want::Copy(from)),
                Fixed::Link { path, target } => wanted.entry(root.join(path), Want::Link(target)),
            }
        }
        for record in records {
            let path = record.path(candidate);
            wanted.entry(root.join(path), Want::Bytes(record.content(candidate), self.modes.get(path).copied()));
        }
        written.update(dir, &wanted)?;
        Ok(self.root.as_ref().map_or_else(|| dir.to_path_buf(), |name| dir.join(name)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;
    use std::os::unix::fs::PermissionsExt;

    #[test]
    fn a_candidate_is_written_with_what_never_changes() {
        let scratch = tempfile::tempdir().unwrap();
        let source = scratch.path().join("logo.bin");
        fs::write(&source, b"\0\x01").unwrap();
        let layout = Layout {
            root: Some("proj".into()),
            dirs: vec!["empty/inner".into()],
            fixed: vec![
                Fixed::File { path: "assets/logo.bin".into(), from: source },
                Fixed::Link { path: "link".into(), target: "src/a.c".into() },
            ],
            modes: BTreeMap::from([("run.sh".to_string(), 0o755)]),
        };
        let dir = scratch.path().join("w0");
        fs::create_dir(&dir).unwrap();
        let mut written = Written::new(Written::run_time());
        let root = layout.write(&dir, b"\0run.sh\nexit 0\n\0src/a.c\nint a;\n", &mut written).unwrap();
        assert_eq!(root, dir.join("proj"));
        assert_eq!(fs::read(root.join("src/a.c")).unwrap(), b"int a;\n");
        assert_eq!(fs::read(root.join("link")).unwrap(), b"int a;\n");
        assert_eq!(fs::read(root.join("assets/logo.bin")).unwrap(), b"\0\x01");
        assert!(root.join("empty/inner").is_dir());
        assert_eq!(fs::metadata(root.join("run.sh")).unwrap().permissions().mode() & 0o777, 0o755);
        assert!(layout.write(&dir, b"not a tree", &mut written).is_err());
    }
}
