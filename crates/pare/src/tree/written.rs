//! What a test's directory holds since pare last wrote a tree into it, so that the next
//! candidate rewrites only the files that differ.
//!
//! A candidate tree differs from the last one a directory held in a file or two, and writing
//! every file again (and removing every file first) costs with the tree, not the change. So each
//! directory keeps a [`Written`]: every entry pare made there, with what it holds and the stamp
//! (inode, size, times, mode) it had once made. The next write walks the directory and keeps an
//! entry only if it is wanted with the same contents *and* its stamp is unchanged; everything
//! else the test made, changed or left there goes, and what is missing is written.
//!
//! A verdict must never depend on what a directory held before, so the directory ends as a fresh
//! write would leave it: the same paths, contents, modes and link targets, and every file and link
//! modified at one time fixed for the run ([`Written::new`]). A test that writes a file changes its
//! modification time (to "now", never that time) and its change time (which no program can set),
//! so a file the test touched is never taken for one pare wrote. One time for every file also
//! keeps tests whose build compares times (`make` with generated sources shipped in the tree)
//! from seeing an order that depends on which files changed last.
//!
//! Creating a file costs a new inode, and on ext4 after many deletions that costs more than the
//! write (the allocator steps over every inode freed in the last seconds). A file pare made that
//! the next candidate does not want (a file-deletion candidate) is therefore moved aside, out of
//! the test's sight, into a sibling directory ([`Stash`]), and moved back or rewritten when a
//! later candidate wants a file: a tree whose files come and go costs renames, not inodes.

use std::collections::{BTreeMap, HashMap};
use std::ffi::CString;
use std::fs;
use std::io::{self, Write};
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// One entry a tree wants in the directory, by what it holds.
#[derive(Clone, Debug)]
pub enum Want<'a> {
    /// A directory.
    Dir,
    /// A file with these bytes, and these permissions where they are not the default.
    Bytes(&'a [u8], Option<u32>),
    /// A copy of a file pare never changes.
    Copy(&'a Path),
    /// A symbolic link to this target.
    Link(&'a Path),
}

/// Every entry of a tree, by its path under the directory (parents before their entries), with
/// what it holds.
#[derive(Debug, Default)]
pub struct Wanted<'a>(BTreeMap<PathBuf, (Want<'a>, Made)>);

impl<'a> Wanted<'a> {
    /// Wants an entry at `path`, with its parent directories.
    pub fn entry(&mut self, path: PathBuf, want: Want<'a>) {
        for parent in path.ancestors().skip(1).filter(|p| !p.as_os_str().is_empty()) {
            self.0.entry(parent.to_path_buf()).or_insert((Want::Dir, Made::of(&Want::Dir)));
        }
        let made = Made::of(&want);
        self.0.insert(path, (want, made));
    }
}

/// What an entry pare made holds: enough to tell whether the one wanted next is the same.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Made {
    Dir { mode: u32 },
    Bytes { hash: u128, mode: Option<u32> },
    Copy(PathBuf),
    Link(PathBuf),
}

impl Made {
    fn of(want: &Want) -> Made {
        match want {
            Want::Dir => Made::Dir { mode: 0 },
            Want::Bytes(bytes, mode) => Made::Bytes { hash: xxhash_rust::xxh3::xxh3_128(bytes), mode: *mode },
            Want::Copy(from) => Made::Copy(from.to_path_buf()),
            Want::Link(target) => Made::Link(target.to_path_buf()),
        }
    }

    fn is_dir(&self) -> bool {
        matches!(self, Made::Dir { .. })
    }

    /// True when both are files of bytes with the same permissions: one can be rewritten into
    /// the other where it is.
    fn same_file_mode(&self, other: &Made) -> bool {
        matches!((self, other), (Made::Bytes { mode: a, .. }, Made::Bytes { mode: b, .. }) if a == b)
    }
}

/// What a file's metadata says of it: any write, replacement or change of mode changes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Stamp {
    dev: u64,
    ino: u64,
    size: u64,
    mode: u32,
    mtime: (i64, i64),
    ctime: (i64, i64),
}

impl Stamp {
    fn of(meta: &fs::Metadata) -> Stamp {
        Stamp {
            dev: meta.dev(),
            ino: meta.ino(),
            size: meta.size(),
            mode: meta.mode(),
            mtime: (meta.mtime(), meta.mtime_nsec()),
            ctime: (meta.ctime(), meta.ctime_nsec()),
        }
    }
}

/// What pare last wrote in one test directory (see the module's documentation).
#[derive(Debug)]
pub struct Written {
    /// The modification time of every file and link pare writes.
    mtime: SystemTime,
    /// Every entry pare made, by its path under the directory, with its stamp once made (a
    /// directory's stamp changes with its entries, so only its mode counts).
    made: HashMap<PathBuf, (Made, Stamp)>,
    /// Files pare made and moved aside since.
    stash: Stash,
}

/// Files pare made that the candidate after did not want, moved into `<dir>.stash` beside the
/// test's directory (out of its sight), each with what it holds and its stamp once moved.
#[derive(Debug, Default)]
struct Stash {
    files: Vec<(PathBuf, Made, Stamp)>,
    /// How many files were moved in, for fresh names.
    moved: u64,
}

/// How many bytes one directory's stash holds at most: files that went for good stay there until
/// the run ends, and a test directory should not hold much more than a tree.
const STASH_BYTES: u64 = 4 << 20;

impl Stash {
    /// The stash of test directory `dir`.
    fn dir_of(dir: &Path) -> PathBuf {
        let mut name = dir.file_name().unwrap_or_default().to_os_string();
        name.push(".stash");
        dir.with_file_name(name)
    }

    /// Moves `path` (a file pare made, untouched since) aside; false when it cannot be moved
    /// (then it is removed as before).
    fn put(&mut self, dir: &Path, path: &Path, made: &Made, size: u64) -> bool {
        let held: u64 = self.files.iter().map(|(_, _, stamp)| stamp.size).sum();
        if held + size > STASH_BYTES {
            return false;
        }
        let stash = Stash::dir_of(dir);
        if let Err(e) = fs::create_dir(&stash)
            && e.kind() != io::ErrorKind::AlreadyExists
        {
            return false;
        }
        let to = stash.join(self.moved.to_string());
        self.moved += 1;
        let moved = fs::rename(path, &to).and_then(|()| fs::symlink_metadata(&to));
        moved.map(|meta| self.files.push((to, made.clone(), Stamp::of(&meta)))).is_ok()
    }

    /// Moves a stashed file to `path` for a file that will hold `want`: one that holds it
    /// already if there is one (true: nothing to write), else any file of the same permissions
    /// (false: to be rewritten where it is). `None` when no stashed file will do.
    fn take(&mut self, want: &Made, path: &Path) -> Option<bool> {
        let i = (self.files.iter().position(|(_, made, _)| made == want))
            .or_else(|| self.files.iter().position(|(_, made, _)| made.same_file_mode(want)))?;
        let (from, made, stamp) = self.files.swap_remove(i);
        let untouched = fs::symlink_metadata(&from).is_ok_and(|meta| meta.nlink() == 1 && Stamp::of(&meta) == stamp);
        if !untouched || fs::rename(&from, path).is_err() {
            let _ = fs::remove_file(&from);
            return None;
        }
        Some(made == *want)
    }
}

impl Written {
    /// A directory pare has written nothing in yet, whose files will say they were modified at
    /// `mtime`: a time before the run started, so no write of the test's can carry it.
    pub fn new(mtime: SystemTime) -> Written {
        Written { mtime, made: HashMap::new(), stash: Stash::default() }
    }

    /// The time [`Written::new`] takes for a run starting now: the last whole second at least
    /// one second ago.
    pub fn run_time() -> SystemTime {
        let since = SystemTime::now().duration_since(UNIX_EPOCH).unwrap_or_default();
        UNIX_EPOCH + Duration::from_secs(since.as_secs().saturating_sub(1))
    }

    /// The same run's record for a directory that has been emptied (its stash, beside it, stays).
    pub fn afresh(&mut self) -> Written {
        Written { mtime: self.mtime, made: HashMap::new(), stash: std::mem::take(&mut self.stash) }
    }

    /// True when `dir/name` is the file pare last wrote there as a single candidate
    /// ([`Written::wrote_file`]), untouched since: it can be rewritten where it is.
    pub fn has_file(&self, dir: &Path, name: &Path) -> bool {
        let Ok(meta) = fs::symlink_metadata(dir.join(name)) else { return false };
        let made = self.made.get(name);
        meta.is_file() && meta.nlink() == 1 && made.is_some_and(|(_, was)| *was == Stamp::of(&meta))
    }

    /// Records that `dir/name` now holds the single candidate pare just wrote (and nothing
    /// else of pare's is in `dir`).
    pub fn wrote_file(&mut self, dir: &Path, name: &Path) -> io::Result<()> {
        let stamp = Stamp::of(&fs::symlink_metadata(dir.join(name))?);
        self.made = HashMap::from([(name.to_path_buf(), (Made::Bytes { hash: 0, mode: None }, stamp))]);
        Ok(())
    }

    /// Makes `dir` hold exactly `wanted`: entries pare made that are unchanged and still wanted
    /// stay, everything else in `dir` goes, and what is missing is written.
    pub fn update(&mut self, dir: &Path, wanted: &Wanted) -> io::Result<()> {
        let mut kept = HashMap::new();
        let mut stash = std::mem::take(&mut self.stash);
        let pruned = self.prune(dir, Path::new(""), wanted, &mut kept, &mut stash);
        self.stash = stash;
        pruned?;
        self.made.clear();
        for (path, (want, made)) in &wanted.0 {
            let entry = match kept.remove(path) {
                Some(stamp) if !made.is_dir() => (made.clone(), stamp),
                _ => self.make(dir, path, want, made)?,
            };
            self.made.insert(path.clone(), entry);
        }
        Ok(())
    }

    /// Walks `dir/rel`, removing every entry that is not kept (moving a file pare made and
    /// nobody touched into `stash`) and putting the stamps of those that are into `kept`.
    fn prune(
        &self,
        dir: &Path,
        rel: &Path,
        wanted: &Wanted,
        kept: &mut HashMap<PathBuf, Stamp>,
        stash: &mut Stash,
    ) -> io::Result<()> {
        for entry in fs::read_dir(dir.join(rel))? {
            let entry = entry?;
            let path = rel.join(entry.file_name());
            let meta = entry.metadata()?;
            let stamp = Stamp::of(&meta);
            let untouched =
                |made: &Made, was: &Stamp| meta.is_file() && *was == stamp && meta.nlink() == 1 && !made.is_dir();
            let (keep, rewrite, aside) = match (wanted.0.get(&path), self.made.get(&path)) {
                (Some((_, want)), Some((made, _))) if want.is_dir() => {
                    (meta.is_dir() && *made == Made::Dir { mode: meta.mode() }, false, None)
                }
                (Some((_, want)), Some((made, was))) if meta.is_file() && *was == stamp => {
                    (made == want, made.same_file_mode(want) && meta.nlink() == 1, None)
                }
                (None, Some((made, was))) if untouched(made, was) => (false, false, Some(made)),
                _ => (false, false, None),
            };
            match (keep, meta.is_dir()) {
                (true, true) => self.prune(dir, &path, wanted, kept, stash)?,
                (false, true) => fs::remove_dir_all(entry.path())?,
                // A file pare wrote and nobody touched since is rewritten where it is, or moved
                // aside when no longer wanted: creating a file costs a new inode.
                (false, false) if rewrite => {}
                (false, false) if aside.is_some_and(|made| stash.put(dir, &entry.path(), made, meta.len())) => {}
                (false, false) => fs::remove_file(entry.path())?,
                (true, false) => {}
            }
            if keep {
                kept.insert(path, stamp);
            }
        }
        Ok(())
    }

    /// Writes one wanted entry at `dir/rel` (where nothing is now, or a file pare made that is
    /// to be rewritten, or a directory is kept) and returns what it made, with its stamp. A
    /// file comes from the stash when one there will do.
    fn make(&mut self, dir: &Path, rel: &Path, want: &Want, made: &Made) -> io::Result<(Made, Stamp)> {
        let path = &dir.join(rel);
        let vacant = !self.stash.files.is_empty()
            && matches!(want, Want::Bytes(..) | Want::Copy(_))
            && fs::symlink_metadata(path).is_err();
        if vacant && self.stash.take(made, path) == Some(true) {
            return Ok((made.clone(), Stamp::of(&fs::symlink_metadata(path)?)));
        }
        match want {
            Want::Dir => {
                if !path.is_dir() {
                    fs::create_dir(path)?;
                }
                let meta = fs::symlink_metadata(path)?;
                return Ok((Made::Dir { mode: meta.mode() }, Stamp::of(&meta)));
            }
            Want::Bytes(bytes, mode) => {
                let file = overwrite(path, bytes)?;
                if let Some(mode) = mode {
                    file.set_permissions(fs::Permissions::from_mode(*mode))?;
                }
            }
            Want::Copy(from) => {
                fs::copy(from, path)?;
            }
            Want::Link(target) => std::os::unix::fs::symlink(target, path)?,
        }
        set_mtime(path, self.mtime)?;
        Ok((made.clone(), Stamp::of(&fs::symlink_metadata(path)?)))
    }
}

/// Writes `bytes` into the file at `path` (made if missing, written over where it is if not),
/// and returns it open.
///
/// Not by emptying it first (`File::create`): ext4 takes a file emptied and written again for
/// one being replaced, and sends it to the disk when it is closed (`auto_da_alloc`), an I/O
/// request per candidate. Writing over the old bytes and cutting what is left past the new end
/// does not.
pub fn overwrite(path: &Path, bytes: &[u8]) -> io::Result<fs::File> {
    let mut file = fs::OpenOptions::new().write(true).create(true).truncate(false).open(path)?;
    file.write_all(bytes)?;
    if file.metadata()?.len() > bytes.len() as u64 {
        file.set_len(bytes.len() as u64)?;
    }
    Ok(file)
}

/// Sets the modification time of `path` (of a link itself, not what it points to).
fn set_mtime(path: &Path, mtime: SystemTime) -> io::Result<()> {
    let since = mtime.duration_since(UNIX_EPOCH).unwrap_or_default();
    let times = [
        libc::timespec { tv_sec: 0, tv_nsec: libc::UTIME_OMIT },
        libc::timespec { tv_sec: since.as_secs() as libc::time_t, tv_nsec: since.subsec_nanos() as _ },
    ];
    let path = CString::new(path.as_os_str().as_bytes()).map_err(io::Error::other)?;
    // SAFETY: `path` is a NUL-terminated string and `times` two timespecs, both alive for the call.
    let done = unsafe { libc::utimensat(libc::AT_FDCWD, path.as_ptr(), times.as_ptr(), libc::AT_SYMLINK_NOFOLLOW) };
    if done == 0 { Ok(()) } else { Err(io::Error::last_os_error()) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::ffi::OsStringExt;

    /// A file written over holds exactly the new bytes, shorter or longer than the old ones,
    /// in the same inode (no new one is allocated for a rewrite).
    #[test]
    fn overwrite_leaves_exactly_the_new_bytes_in_the_same_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.c");
        overwrite(&path, b"int main(void) { return 0; }").unwrap();
        let ino = fs::metadata(&path).unwrap().ino();
        overwrite(&path, b"int x;").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"int x;");
        overwrite(&path, b"int y = 1234567;").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"int y = 1234567;");
        overwrite(&path, b"").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"");
        assert_eq!(fs::metadata(&path).unwrap().ino(), ino);
    }

    /// Everything a test could see of a directory: each entry's kind, contents or target,
    /// permissions and modification time.
    fn snapshot(dir: &Path) -> BTreeMap<PathBuf, (String, Vec<u8>, u32, i64)> {
        let mut seen = BTreeMap::new();
        let mut todo = vec![PathBuf::new()];
        while let Some(rel) = todo.pop() {
            for entry in fs::read_dir(dir.join(&rel)).unwrap() {
                let entry = entry.unwrap();
                let path = rel.join(entry.file_name());
                let meta = entry.metadata().unwrap();
                let (kind, body) = if meta.is_dir() {
                    todo.push(path.clone());
                    ("dir", Vec::new())
                } else if meta.file_type().is_symlink() {
                    ("link", fs::read_link(entry.path()).unwrap().into_os_string().into_vec())
                } else {
                    ("file", fs::read(entry.path()).unwrap())
                };
                let mtime = if meta.is_dir() { 0 } else { meta.mtime() };
                seen.insert(path, (kind.to_string(), body, meta.mode() & 0o7777, mtime));
            }
        }
        seen
    }

    fn tree<'a>(files: &[(&str, &'a [u8])], copy: &'a Path) -> Wanted<'a> {
        let mut wanted = Wanted::default();
        wanted.entry(PathBuf::from("p/empty"), Want::Dir);
        wanted.entry(PathBuf::from("p/data/logo.bin"), Want::Copy(copy));
        wanted.entry(PathBuf::from("p/link"), Want::Link(Path::new("src/a.c")));
        for (path, bytes) in files {
            let mode = path.ends_with(".sh").then_some(0o755);
            wanted.entry(Path::new("p").join(path), Want::Bytes(bytes, mode));
        }
        wanted
    }

    /// Whatever the test did to the directory, it ends as a fresh write of the next candidate
    /// leaves one; files neither the candidate nor the test changed are not written again.
    #[test]
    fn a_directory_ends_as_a_fresh_write_leaves_one() {
        let scratch = tempfile::tempdir().unwrap();
        let logo = scratch.path().join("logo.bin");
        fs::write(&logo, b"\x01\x02").unwrap();
        let (dir, fresh) = (scratch.path().join("w0"), scratch.path().join("fresh"));
        fs::create_dir(&dir).unwrap();
        let mut written = Written::new(Written::run_time());
        let tampering: [&dyn Fn(&Path); 7] = [
            &|_| {},
            &|d| fs::write(d.join("a.out"), b"built").unwrap(),
            &|d| fs::OpenOptions::new().append(true).open(d.join("p/src/b.c")).unwrap().write_all(b"//").unwrap(),
            &|d| fs::set_permissions(d.join("p/src/b.c"), fs::Permissions::from_mode(0o600)).unwrap(),
            &|d| {
                fs::remove_file(d.join("p/src/b.c")).unwrap();
                fs::create_dir_all(d.join("p/src/b.c/obj")).unwrap();
            },
            &|d| fs::remove_file(d.join("p/link")).unwrap(),
            &|d| fs::remove_dir_all(d.join("p")).unwrap(),
        ];
        for (round, tamper) in tampering.iter().enumerate() {
            let b = format!("int b{round};\n");
            let files: Vec<(&str, &[u8])> =
                [("run.sh", &b"exit 0\n"[..]), ("src/a.c", b"int a;\n"), ("src/b.c", b.as_bytes())]
                    .into_iter()
                    .filter(|(path, _)| round % 3 != 2 || *path != "run.sh")
                    .collect();
            written.update(&dir, &tree(&files, &logo)).unwrap();
            let _ = fs::remove_dir_all(&fresh);
            fs::create_dir(&fresh).unwrap();
            written.afresh().update(&fresh, &tree(&files, &logo)).unwrap();
            assert_eq!(snapshot(&dir), snapshot(&fresh), "round {round}");
            let untouched = fs::metadata(dir.join("p/src/a.c")).unwrap().ino();
            tamper(&dir);
            written.update(&dir, &tree(&files, &logo)).unwrap();
            assert_eq!(snapshot(&dir), snapshot(&fresh), "round {round}, the same candidate again");
            let a = fs::metadata(dir.join("p/src/a.c")).unwrap().ino();
            assert!(a == untouched || round + 1 == tampering.len(), "round {round}: a.c was written again");
        }
    }

    /// A file the candidate changes but the test left alone is rewritten where it is (its inode
    /// stays); one the test replaced with a link is removed, never written through.
    #[test]
    fn changed_files_are_rewritten_in_place_unless_the_test_touched_them() {
        let scratch = tempfile::tempdir().unwrap();
        let (dir, outside) = (scratch.path().join("w0"), scratch.path().join("outside"));
        fs::create_dir(&dir).unwrap();
        fs::write(&outside, b"keep").unwrap();
        let mut written = Written::new(Written::run_time());
        let one = |text: &'static [u8]| {
            let mut wanted = Wanted::default();
            wanted.entry(PathBuf::from("src/a.c"), Want::Bytes(text, None));
            wanted
        };
        written.update(&dir, &one(b"int a;")).unwrap();
        let first = fs::metadata(dir.join("src/a.c")).unwrap().ino();
        written.update(&dir, &one(b"int b;")).unwrap();
        assert_eq!(fs::read(dir.join("src/a.c")).unwrap(), b"int b;");
        assert_eq!(fs::metadata(dir.join("src/a.c")).unwrap().ino(), first, "rewritten where it was");
        fs::remove_file(dir.join("src/a.c")).unwrap();
        std::os::unix::fs::symlink(&outside, dir.join("src/a.c")).unwrap();
        written.update(&dir, &one(b"int c;")).unwrap();
        assert_eq!(fs::read(&outside).unwrap(), b"keep", "never written through the test's link");
        let meta = fs::symlink_metadata(dir.join("src/a.c")).unwrap();
        assert!(meta.is_file());
        assert_eq!(fs::read(dir.join("src/a.c")).unwrap(), b"int c;");
    }

    /// A file the next candidate does not want is moved aside out of the directory, and moved
    /// back (the same inode, nothing written) when a later candidate wants it again, or
    /// rewritten for another file; one touched while aside is not used.
    #[test]
    fn files_that_come_and_go_are_moved_aside_and_back() {
        let scratch = tempfile::tempdir().unwrap();
        let dir = scratch.path().join("w0");
        fs::create_dir(&dir).unwrap();
        let mut written = Written::new(Written::run_time());
        let files = |list: &[(&str, &'static [u8])]| {
            let mut wanted = Wanted::default();
            for (path, text) in list {
                wanted.entry(PathBuf::from(path), Want::Bytes(text, None));
            }
            wanted
        };
        let both = files(&[("a.c", b"int a;"), ("b.c", b"int b;")]);
        written.update(&dir, &both).unwrap();
        let b = fs::metadata(dir.join("b.c")).unwrap().ino();
        written.update(&dir, &files(&[("a.c", b"int a;")])).unwrap();
        assert!(!dir.join("b.c").exists());
        assert_eq!(fs::read_dir(&dir).unwrap().count(), 1, "moved out of the test's sight");
        written.update(&dir, &both).unwrap();
        assert_eq!(fs::metadata(dir.join("b.c")).unwrap().ino(), b, "moved back");
        let fresh = scratch.path().join("fresh");
        fs::create_dir(&fresh).unwrap();
        Written::new(written.mtime).update(&fresh, &both).unwrap();
        assert_eq!(snapshot(&dir), snapshot(&fresh));
        // Aside again, then another file wants a file: the stashed one is rewritten for it.
        written.update(&dir, &files(&[("a.c", b"int a;")])).unwrap();
        written.update(&dir, &files(&[("a.c", b"int a;"), ("c.c", b"int c;")])).unwrap();
        assert_eq!(fs::metadata(dir.join("c.c")).unwrap().ino(), b, "the stashed file, rewritten");
        assert_eq!(fs::read(dir.join("c.c")).unwrap(), b"int c;");
        // A stashed file something wrote to is never used, not even for the file it was.
        written.update(&dir, &files(&[("a.c", b"int a;"), ("b.c", b"int b;")])).unwrap();
        written.update(&dir, &files(&[("a.c", b"int a;")])).unwrap();
        let stashed: Vec<PathBuf> = fs::read_dir(Stash::dir_of(&dir)).unwrap().map(|e| e.unwrap().path()).collect();
        for path in &stashed {
            fs::write(path, b"int x;").unwrap();
        }
        written.update(&dir, &both).unwrap();
        assert_eq!(fs::read(dir.join("b.c")).unwrap(), b"int b;");
    }
}
