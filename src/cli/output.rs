//! Writing results safely: a backup that never overwrites anything, and atomic replacement.

use std::fs::{self, Permissions};
use std::io::{self, Write};
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

/// The first of `FILE.orig`, `FILE.orig.1`, `FILE.orig.2`, … that does not exist yet.
pub fn backup_path(file: &Path) -> PathBuf {
    let base = format!("{}.orig", file.display());
    let mut candidate = PathBuf::from(&base);
    let mut n = 1;
    while fs::symlink_metadata(&candidate).is_ok() {
        candidate = PathBuf::from(format!("{base}.{n}"));
        n += 1;
    }
    candidate
}

/// Copies `bytes` to a new backup file next to `file` (never overwriting one) with `mode` (the
/// input's, like `cp -p`: an executable's backup stays executable); returns its path.
pub fn write_backup(file: &Path, bytes: &[u8], mode: &Permissions) -> io::Result<PathBuf> {
    loop {
        let path = backup_path(file);
        match fs::OpenOptions::new().write(true).create_new(true).open(&path) {
            Ok(mut f) => {
                f.set_permissions(mode.clone())?;
                f.write_all(bytes)?;
                f.sync_all()?;
                return Ok(path);
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
    }
}

/// Replaces `path` with `bytes` atomically (a temporary file in the same directory, then a
/// rename), keeping the old file's permissions; a new file gets what the umask gives any new
/// file (not the temporary file's private 0600). A symlink at `path` is replaced, not followed.
/// For pare's own files (manifests, stamps); results use [`write_result`].
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let old = fs::symlink_metadata(path).ok().filter(fs::Metadata::is_file).map(|m| m.permissions());
    replace(path, bytes, old.as_ref())
}

/// Replaces `path` with a result atomically, with `mode`: the input's, like `cp -p`, whatever
/// the umask or an older file at `path` says.
pub fn write_result(path: &Path, bytes: &[u8], mode: &Permissions) -> io::Result<()> {
    replace(path, bytes, Some(mode))
}

/// The mode of the input file at `path`, for its results; a file gone since it was read gives
/// the usual 0644.
pub fn input_mode(path: &Path) -> Permissions {
    fs::metadata(path).map_or_else(|_| Permissions::from_mode(0o644), |m| m.permissions())
}

fn replace(path: &Path, bytes: &[u8], mode: Option<&Permissions>) -> io::Result<()> {
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    // 0666 is narrowed by the umask when the file is created, as for any new file.
    let mut tmp =
        tempfile::Builder::new().prefix(".pare-").permissions(Permissions::from_mode(0o666)).tempfile_in(dir)?;
    tmp.write_all(bytes)?;
    if let Some(mode) = mode {
        tmp.as_file().set_permissions(mode.clone())?;
    }
    tmp.persist(path).map_err(|e| e.error)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backups_never_overwrite() {
        let dir = tempfile::tempdir().unwrap();
        let f = dir.path().join("a.c");
        fs::write(&f, "x").unwrap();
        let mode = Permissions::from_mode(0o750);
        let b1 = write_backup(&f, b"one", &mode).unwrap();
        let b2 = write_backup(&f, b"two", &mode).unwrap();
        assert_eq!(b1, dir.path().join("a.c.orig"));
        assert_eq!(b2, dir.path().join("a.c.orig.1"));
        assert_eq!(fs::read(b1).unwrap(), b"one");
        write_atomic(&f, b"new").unwrap();
        assert_eq!(fs::read(&f).unwrap(), b"new");
    }
}
