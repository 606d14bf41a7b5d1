//! Room for many tests at once: the soft limit on open files raised to the hard one.
//!
//! Each test in flight holds a few descriptors (while it starts, its output files and the pipes
//! of its process; while it runs, the pidfd it is waited on), and `-j 64` on a machine whose soft limit is 1024, or 256 on macOS, can run out
//! in a burst. The hard limit is the user's to raise; pare says so when it is too low for `-j`.

/// Descriptors one test in flight may hold at once, with room to spare.
const PER_TEST: u64 = 8;

/// Descriptors pare holds besides its tests (the input, the output, the terminal, the pools).
const BASE: u64 = 64;

/// Raises the soft limit on open files to the hard one; returns a warning when even the hard
/// limit leaves less than `jobs` tests at once need.
pub fn raise(jobs: usize) -> Option<String> {
    let mut limit = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
    // SAFETY: getrlimit and setrlimit only read and write the struct passed to them.
    unsafe {
        if libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) != 0 {
            return None;
        }
        if limit.rlim_cur < limit.rlim_max {
            let raised = libc::rlimit { rlim_cur: limit.rlim_max, rlim_max: limit.rlim_max };
            if libc::setrlimit(libc::RLIMIT_NOFILE, &raised) == 0 {
                limit.rlim_cur = limit.rlim_max;
            }
        }
    }
    let needed = BASE.saturating_add(PER_TEST.saturating_mul(jobs as u64));
    (limit.rlim_cur < needed).then(|| {
        format!(
            "-j {jobs} may need {needed} open files at once, but the limit is {} (raise it with ulimit -n)",
            limit.rlim_cur
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// After a call the soft limit is the hard one, and one test at once never needs a warning
    /// on a machine that allows the usual 1024 files.
    #[test]
    fn the_soft_limit_is_raised_to_the_hard_one() {
        let warning = raise(1);
        let mut limit = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
        // SAFETY: getrlimit only writes the struct passed to it.
        assert_eq!(unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) }, 0);
        assert_eq!(limit.rlim_cur, limit.rlim_max);
        assert_eq!(warning.is_some(), limit.rlim_cur < BASE + PER_TEST);
        let huge = raise(usize::MAX / 16);
        assert!(huge.is_some_and(|w| w.contains("ulimit -n")), "a limit too low for -j is said");
    }
}
