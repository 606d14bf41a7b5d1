//! Writing results safely: a backup that never overwrites anything, and atomic replacement.

use std::fs;
use std::io::{self, Write};
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

/// Copies `bytes` to a new backup file next to `file` (never overwriting one); returns its path.
pub fn write_backup(file: &Path, bytes: &[u8]) -> io::Result<PathBuf> {
    loop {
        let path = backup_path(file);
        match fs::OpenOptions::new().write(true).create_new(true).open(&path) {
            Ok(mut f) => {
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
/// rename), keeping the old file's permissions. A symlink at `path` is replaced, not followed.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let mut tmp = tempfile::Builder::new().prefix(".pare-").tempfile_in(dir)?;
    tmp.write_all(bytes)?;
    if let Ok(meta) = fs::symlink_metadata(path)
        && meta.is_file()
    {
        tmp.as_file().set_permissions(meta.permissions())?;
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
        let b1 = write_backup(&f, b"one").unwrap();
        let b2 = write_backup(&f, b"two").unwrap();
        assert_eq!(b1, dir.path().join("a.c.orig"));
        assert_eq!(b2, dir.path().join("a.c.orig.1"));
        assert_eq!(fs::read(b1).unwrap(), b"one");
        write_atomic(&f, b"new").unwrap();
        assert_eq!(fs::read(&f).unwrap(), b"new");
    }
}
