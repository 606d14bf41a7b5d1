//! Waits for one test process, up to its time-out, without waking for anyone else's.
//!
//! The usual way to wait with a time-out on Unix (the `wait-timeout` crate) is a SIGCHLD
//! handler writing to a pipe that every waiting thread polls: each test that exits wakes every
//! thread waiting for one, and the first to wake calls `waitpid` on every child. At `-j 64`
//! that is 64 wake-ups and 64 system calls per test, O(jobs²) over a run, all on pare's CPU,
//! which the tests need. On Linux a process file descriptor (`pidfd_open`, Linux 5.3) becomes
//! readable when its own process exits, so each thread sleeps in `poll` until its test ends or
//! its time runs out, and nothing else wakes it. Where pidfds are missing (an older kernel, a
//! seccomp filter that forbids the call), the crate's way is the fallback.

use std::io;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::process::{Child, ExitStatus};
use std::time::{Duration, Instant};

use wait_timeout::ChildExt;

/// Waits for `child` to exit for at most `timeout`: its status, or `None` when the time ran out
/// (the child is still running, and not reaped).
pub fn wait_for(child: &mut Child, timeout: Duration) -> io::Result<Option<ExitStatus>> {
    match pidfd_of(child) {
        Some(pidfd) => wait_on_pidfd(child, &pidfd, timeout),
        None => child.wait_timeout(timeout),
    }
}

/// A process file descriptor for `child`, if this kernel gives one.
fn pidfd_of(child: &Child) -> Option<OwnedFd> {
    // SAFETY: pidfd_open takes a pid and flags and returns a new descriptor or -1; the child is
    // not reaped yet (only `wait_for` and the caller's `wait` reap it), so its pid is its own.
    let fd = unsafe { libc::syscall(libc::SYS_pidfd_open, child.id() as libc::pid_t, 0) };
    // SAFETY: a non-negative result is a descriptor this process now owns and nothing else holds.
    (fd >= 0).then(|| unsafe { OwnedFd::from_raw_fd(fd as i32) })
}

/// [`wait_for`] by polling the child's `pidfd`, which becomes readable once the child exits.
fn wait_on_pidfd(child: &mut Child, pidfd: &OwnedFd, timeout: Duration) -> io::Result<Option<ExitStatus>> {
    let deadline = Instant::now() + timeout;
    loop {
        if let Some(status) = child.try_wait()? {
            return Ok(Some(status));
        }
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Ok(None);
        }
        // Rounded up, so that a wait never ends a little before its deadline and spins.
        let ms = left.as_micros().div_ceil(1000).min(i32::MAX as u128) as i32;
        let mut fds = [libc::pollfd { fd: pidfd.as_raw_fd(), events: libc::POLLIN, revents: 0 }];
        // SAFETY: `fds` is one valid pollfd, alive for the call.
        if unsafe { libc::poll(fds.as_mut_ptr(), 1, ms) } < 0 {
            let e = io::Error::last_os_error();
            if e.kind() != io::ErrorKind::Interrupted {
                return Err(e);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::process::Command;

    #[test]
    fn a_test_that_exits_is_reaped_with_its_status() {
        let mut child = Command::new("sh").args(["-c", "exit 3"]).spawn().unwrap();
        let status = wait_for(&mut child, Duration::from_secs(10)).unwrap().expect("it exited");
        assert_eq!(status.code(), Some(3));
    }

    #[test]
    fn a_test_past_its_time_is_left_running() {
        let mut child = Command::new("sleep").arg("10").spawn().unwrap();
        let start = Instant::now();
        assert_eq!(wait_for(&mut child, Duration::from_millis(200)).unwrap(), None);
        let waited = start.elapsed();
        assert!(waited >= Duration::from_millis(200) && waited < Duration::from_secs(5), "{waited:?}");
        assert_eq!(child.try_wait().unwrap(), None, "still running, not reaped");
        child.kill().unwrap();
        child.wait().unwrap();
    }

    #[test]
    fn many_waits_at_once_each_end_with_their_own_test() {
        // Tests ending at different times: each waiter must return when its own ends, not
        // when another's does, nor miss its own.
        let waiters: Vec<_> = (0..16u64)
            .map(|i| {
                std::thread::spawn(move || {
                    let wait = format!("sleep 0.{:02}; exit {}", 5 * i, i);
                    let start = Instant::now();
                    let mut child = Command::new("sh").args(["-c", &wait]).spawn().unwrap();
                    let status = wait_for(&mut child, Duration::from_secs(20)).unwrap().expect("exited");
                    (i, status.code(), start.elapsed())
                })
            })
            .collect();
        for waiter in waiters {
            let (i, code, took) = waiter.join().unwrap();
            assert_eq!(code, Some(i as i32));
            assert!(took >= Duration::from_millis(50 * i), "{i} returned after {took:?}");
        }
    }
}
