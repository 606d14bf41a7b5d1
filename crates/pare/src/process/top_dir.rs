//! Marks the oracle's temporary root as the top of separate directory trees, so that a
//! filesystem spreads the workers' directories over its disk instead of packing them beside the
//! root.
//!
//! At `-j 64` on a tree the root holds 64 copies of it, made at the start of every run and
//! removed at its end. ext4 places a new directory in its parent's block group and a new file in
//! its directory's, and without a journal it steps over every inode freed in the last minute
//! when it looks for a free one there, one lookup each: the copies of a run were made among the
//! inodes the last run (or a `make clean`) had just freed, and on a tree of a few hundred files
//! that was most of pare's CPU. A directory flagged "top of hierarchy" (`chattr +T`, for the
//! Orlov allocator) has its subdirectories placed like top-level ones, each in a group with more
//! free inodes than average, away from the ones just freed (measured in docs/scaling.md).
//!
//! The flag is a hint: a filesystem without it (tmpfs, btrfs, xfs) refuses or ignores it, and
//! nothing else changes.

use std::fs::File;
use std::os::fd::AsRawFd;
use std::path::Path;

/// ext4's "top of directory hierarchies" inode flag (`FS_TOPDIR_FL` in `linux/fs.h`).
const FS_TOPDIR_FL: libc::c_int = 0x0002_0000;

/// Flags `dir` as the top of separate directory hierarchies where its filesystem knows the flag;
/// true when it carries the flag now. Nothing changes where the filesystem does not know it.
pub fn mark(dir: &Path) -> bool {
    let Ok(file) = File::open(dir) else { return false };
    match flags(&file) {
        Some(flags) if flags & FS_TOPDIR_FL != 0 => true,
        Some(flags) => {
            let flags = flags | FS_TOPDIR_FL;
            // SAFETY: the ioctl reads one int through a pointer to a live local, on an fd we own.
            unsafe { libc::ioctl(file.as_raw_fd(), libc::FS_IOC_SETFLAGS, &flags) == 0 }
        }
        None => false,
    }
}

/// The inode flags of an open file, where its filesystem has them.
fn flags(file: &File) -> Option<libc::c_int> {
    let mut flags: libc::c_int = 0;
    // SAFETY: the ioctl writes one int through a pointer to a live local, on an fd we own; the
    // kernel's FS_IOC_GETFLAGS takes an int whatever its encoded size says.
    let done = unsafe { libc::ioctl(file.as_raw_fd(), libc::FS_IOC_GETFLAGS, &mut flags) };
    (done == 0).then_some(flags)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// On ext4 the root carries the flag once marked; on any filesystem a marked directory is
    /// still one that holds the workers' directories and files.
    #[test]
    fn a_marked_directory_is_flagged_on_ext4_and_still_holds_files() {
        let dir = tempfile::tempdir().unwrap();
        let marked = mark(dir.path());
        assert_eq!(mark(dir.path()), marked, "marking twice changes nothing");
        if is_ext4(dir.path()) {
            assert!(marked, "ext4 knows the flag");
            let flags = flags(&File::open(dir.path()).unwrap()).unwrap();
            assert_ne!(flags & FS_TOPDIR_FL, 0);
        }
        std::fs::create_dir(dir.path().join("w0")).unwrap();
        std::fs::write(dir.path().join("w0/a.c"), "int x;").unwrap();
        assert_eq!(std::fs::read_to_string(dir.path().join("w0/a.c")).unwrap(), "int x;");
    }

    fn is_ext4(path: &Path) -> bool {
        let c = std::ffi::CString::new(path.as_os_str().as_encoded_bytes()).unwrap();
        // SAFETY: statfs is plain data, for which all zeroes is a value.
        let mut stat: libc::statfs = unsafe { std::mem::zeroed() };
        // SAFETY: a valid C string and a pointer to a live statfs.
        let ok = unsafe { libc::statfs(c.as_ptr(), &mut stat) } == 0;
        ok && stat.f_type == 0xEF53
    }
}
