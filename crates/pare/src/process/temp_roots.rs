//! The oracles' temporary roots. A root is removed when its oracle is dropped, and once more when
//! the program exits: a stopped run (Ctrl-C, SIGTERM, the call cap) may exit while a worker
//! thread still holds the oracle for a call it is cancelling, and then nothing drops it. Without
//! this, interrupted runs left `pare-*` directories in `/tmp`.

use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
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
    remove_until_gone(root);
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
        let _ = std::fs::remove_dir_all(root);
        std::thread::sleep(Duration::from_millis(20));
        if !root.exists() {
            return;
        }
    }
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
}
