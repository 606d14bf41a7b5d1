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
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use wait_timeout::ChildExt;

/// How long a test may run: `most`, or less once `settled` holds a shorter time-out (counted from
/// when the wait began). A test run beside the first run on the original starts before its
/// time-out is known (it follows from how long the original took): it waits in short steps
/// until then, and is ended as a test that ran into the settled time-out would have been.
#[derive(Clone, Copy, Debug)]
pub struct Limit<'a> {
    /// The longest the test may run.
    pub most: Duration,
    /// The time-out, once known.
    pub settled: Option<&'a OnceLock<Duration>>,
}

/// How often a wait whose time-out is not settled yet looks whether it is.
const UNSETTLED_STEP: Duration = Duration::from_millis(10);

impl Limit<'_> {
    /// How long to wait from `start` on before looking again, and whether the time is up then:
    /// the settled time-out when there is one, else `most` in steps of [`UNSETTLED_STEP`].
    fn next(&self, start: Instant) -> (Duration, bool) {
        let settled = self.settled.map(OnceLock::get);
        let limit = match settled {
            Some(Some(&t)) => t.min(self.most),
            _ => self.most,
        };
        let left = (start + limit).saturating_duration_since(Instant::now());
        match settled {
            Some(None) if left > UNSETTLED_STEP => (UNSETTLED_STEP, false),
            _ => (left, true),
        }
    }
}

/// Waits for `child` to exit within `limit`: its status, or `None` when the time ran out (the
/// child is still running, and not reaped).
pub fn wait_for(child: &mut Child, limit: Limit) -> io::Result<Option<ExitStatus>> {
    let start = Instant::now();
    let pidfd = pidfd_of(child);
    loop {
        let (step, last) = limit.next(start);
        let status = match &pidfd {
            Some(pidfd) => wait_on_pidfd(child, pidfd, step)?,
            None => child.wait_timeout(step)?,
        };
        if status.is_some() || last {
            return Ok(status);
        }
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

    fn fixed(most: Duration) -> Limit<'static> {
        Limit { most, settled: None }
    }

    #[test]
    fn a_test_that_exits_is_reaped_with_its_status() {
        let mut child = Command::new("sh").args(["-c", "exit 3"]).spawn().unwrap();
        let status = wait_for(&mut child, fixed(Duration::from_secs(10))).unwrap().expect("it exited");
        assert_eq!(status.code(), Some(3));
    }

    #[test]
    fn a_test_past_its_time_is_left_running() {
        let mut child = Command::new("sleep").arg("10").spawn().unwrap();
        let start = Instant::now();
        assert_eq!(wait_for(&mut child, fixed(Duration::from_millis(200))).unwrap(), None);
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
                    let status = wait_for(&mut child, fixed(Duration::from_secs(20))).unwrap().expect("exited");
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

    /// A wait whose time-out is settled while it runs ends at the settled time, counted from
    /// its start, not at the longest; one settled longer than the test lasts gets its status.
    #[test]
    fn a_time_out_settled_while_waiting_ends_the_wait_then() {
        let settled = OnceLock::new();
        let limit = Limit { most: Duration::from_secs(20), settled: Some(&settled) };
        std::thread::scope(|s| {
            s.spawn(|| {
                std::thread::sleep(Duration::from_millis(100));
                settled.set(Duration::from_millis(300)).unwrap();
            });
            let mut child = Command::new("sleep").arg("10").spawn().unwrap();
            let start = Instant::now();
            assert_eq!(wait_for(&mut child, limit).unwrap(), None, "ran into the settled time-out");
            let waited = start.elapsed();
            assert!(waited >= Duration::from_millis(300) && waited < Duration::from_secs(5), "{waited:?}");
            child.kill().unwrap();
            child.wait().unwrap();
        });
        let mut child = Command::new("sh").args(["-c", "sleep 0.1; exit 4"]).spawn().unwrap();
        let status = wait_for(&mut child, limit).unwrap().expect("it exited within the settled time");
        assert_eq!(status.code(), Some(4));
    }
}
