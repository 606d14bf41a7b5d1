//! The oracles' temporary roots. A root is removed when its oracle is dropped, and once more when
//! the program exits: a stopped run (Ctrl-C, SIGTERM, the call cap) may exit while a worker
//! thread still holds the oracle for a call it is cancelling, and then nothing drops it. Without
//! this, interrupted runs left `pare-*` directories in `/tmp`.
//!
//! A run killed outright (SIGKILL, the out-of-memory killer, a lost node) removes nothing, and at
//! `-j 64` on a large tree its roots hold 64 copies of it. So each root names the process that
//! made it ([`claim`]), and the next run removes the roots of processes that are gone
//! ([`sweep_stale`]).

use std::fs;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, Once};
use std::time::Duration;

static ROOTS: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());
static CLOSING: AtomicBool = AtomicBool::new(false);

/// True once the program is removing its roots: a worker must not start a test (and make its
/// directories again) any more.
pub fn closing() -> bool {
    CLOSING.load(Ordering::SeqCst)
}

/// Notes `root` for removal at exit.
pub fn register(root: &Path) {
    ROOTS.lock().unwrap_or_else(|e| e.into_inner()).push(root.to_path_buf());
}

/// Removes `root` (its oracle is done with it), then forgets it. In that order: the last holder
/// of an oracle may be a worker thread that drops it while the program exits, and a root
/// forgotten before it was gone would be left half-removed.
pub fn remove(root: &Path) {
    // Its oracle is dropped, so no worker holds it: nothing makes the root again, and the
    // look after a pause is needed only when the first removal left something.
    remove_side_by_side(root);
    if root.exists() {
        remove_until_gone(root);
    }
    ROOTS.lock().unwrap_or_else(|e| e.into_inner()).retain(|r| r != root);
}

/// Removes every root still noted, after stopping new tests from starting.
pub fn remove_all() {
    CLOSING.store(true, Ordering::SeqCst);
    let roots = std::mem::take(&mut *ROOTS.lock().unwrap_or_else(|e| e.into_inner()));
    for root in roots {
        remove_until_gone(&root);
    }
}

/// Removes `root` until it stays gone (a few tries): a killed test's last children (a
/// compiler's subprocesses writing to `TMPDIR`) may still be adding files while it goes, and a
/// worker that was already starting a test may make its directory again.
fn remove_until_gone(root: &Path) {
    for _ in 0..5 {
        remove_side_by_side(root);
        std::thread::sleep(Duration::from_millis(20));
        if !root.exists() {
            return;
        }
    }
}

/// Removes `root` and what it holds, its entries (the workers' directories) side by side on the
/// machine's cores: at `-j 64` on a tree a root holds 64 copies of it, and removing them one
/// after the other took longer than a round of tests at the end of every run.
fn remove_side_by_side(root: &Path) {
    let Ok(entries) = fs::read_dir(root) else { return };
    let entries: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let share = entries.len().div_ceil(cores.min(entries.len()).max(1)).max(1);
    std::thread::scope(|s| {
        for part in entries.chunks(share) {
            s.spawn(move || {
                for path in part {
                    let is_dir = fs::symlink_metadata(path).is_ok_and(|m| m.is_dir());
                    let _ = if is_dir { fs::remove_dir_all(path) } else { fs::remove_file(path) };
                }
            });
        }
    });
    let _ = fs::remove_dir_all(root);
}

/// The file in a root that names the process that made it: its id and its start time (so that
/// a process that later got the same id is not taken for it), and the machine and process
/// namespace those are counted in.
const OWNER: &str = ".owner";

/// Notes in `root` which process made it, for [`sweep_stale`] to tell when it is gone.
pub fn claim(root: &Path) -> std::io::Result<()> {
    let pid = std::process::id();
    fs::write(root.join(OWNER), format!("{pid} {} {}\n", started(pid).unwrap_or(0), here()))
}

/// This machine and process namespace: a `TMPDIR` on a shared filesystem (the cluster recipe)
/// holds the roots of runs on other machines, whose process ids mean nothing here.
fn here() -> String {
    let host = fs::read_to_string("/proc/sys/kernel/hostname").unwrap_or_default();
    let namespace = fs::read_link("/proc/self/ns/pid").unwrap_or_default();
    format!("{} {}", host.trim(), namespace.display())
}

/// [`sweep_stale`] in the temporary directory, once per program (the first oracle does it).
pub fn sweep_stale_once() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| sweep_stale(&std::env::temp_dir()));
}

/// Removes the roots in `parent` that a process of this user made and that outlived it: their
/// owner is gone, or its id now names a process started at another time. Roots without an
/// owner file are left alone, as is everything of other users.
pub fn sweep_stale(parent: &Path) {
    let Ok(entries) = fs::read_dir(parent) else { return };
    // SAFETY: getuid has no preconditions and cannot fail.
    let uid = unsafe { libc::getuid() };
    for entry in entries.flatten() {
        let is_root = entry.file_name().to_string_lossy().starts_with("pare-");
        let mine = entry.metadata().is_ok_and(|m| m.is_dir() && m.uid() == uid);
        if is_root && mine && is_stale(&entry.path()) {
            let _ = fs::remove_dir_all(entry.path());
        }
    }
}

/// True when `root`'s owner file names a process of this machine and namespace that is gone.
fn is_stale(root: &Path) -> bool {
    let Ok(owner) = fs::read_to_string(root.join(OWNER)) else { return false };
    let mut fields = owner.split_whitespace();
    let mut number = || fields.next().and_then(|f| f.parse::<u64>().ok());
    let (Some(pid), Some(start)) = (number(), number()) else { return false };
    let place: Vec<&str> = fields.collect();
    place.join(" ") == here() && started(pid as u32) != Some(start)
}

/// When process `pid` started (clock ticks since boot, from `/proc`), or `None` if there is no
/// such process.
fn started(pid: u32) -> Option<u64> {
    let stat = fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The fields after the command's name (which may hold spaces and parentheses) start with
    // the third, the state; the start time is the 22nd.
    stat[stat.rfind(')')? + 1..].split_whitespace().nth(19)?.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn removed_roots_are_forgotten_and_the_others_go_at_exit() {
        let (first, second) = (tempfile::tempdir().unwrap().keep(), tempfile::tempdir().unwrap().keep());
        std::fs::create_dir_all(second.join("w0/sub")).unwrap();
        std::fs::write(second.join("w0/sub/log"), "x").unwrap();
        register(&first);
        register(&second);
        remove(&first);
        assert!(!first.exists() && ROOTS.lock().unwrap().iter().all(|r| *r != first));
        assert!(second.exists());
        remove_all();
        assert!(!second.exists() && closing());
    }

    /// The next run removes the roots of runs of this machine that are gone, and no other
    /// directory: not one another machine made in a shared `TMPDIR`.
    #[test]
    fn roots_of_processes_that_are_gone_are_swept() {
        let parent = tempfile::tempdir().unwrap();
        let names = ["pare-live", "pare-gone", "pare-reused", "pare-old", "keep-me", "pare-elsewhere"];
        let (live, gone, reused, unclaimed, other, elsewhere) = names
            .map(|name| parent.path().join(name).join("w0"))
            .map(|w| {
                fs::create_dir_all(&w).unwrap();
                w.parent().unwrap().to_path_buf()
            })
            .into();
        claim(&live).unwrap();
        let mut child = std::process::Command::new("true").spawn().unwrap();
        let dead = child.id();
        child.wait().unwrap();
        fs::write(gone.join(OWNER), format!("{dead} 1 {}\n", here())).unwrap();
        let me = std::process::id();
        fs::write(reused.join(OWNER), format!("{me} {} {}\n", started(me).unwrap() + 1, here())).unwrap();
        fs::write(other.join(OWNER), format!("{dead} 1 {}\n", here())).unwrap();
        fs::write(elsewhere.join(OWNER), format!("{dead} 1 another-machine pid:[1]\n")).unwrap();
        assert!(started(me).is_some() && started(dead).is_none());
        sweep_stale(parent.path());
        assert!(live.exists() && unclaimed.exists() && other.exists() && elsewhere.exists());
        assert!(!gone.exists() && !reused.exists());
    }
}
