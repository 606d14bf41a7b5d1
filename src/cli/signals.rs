//! Ctrl-C, SIGTERM and SIGHUP: stop the run, keeping what it has; a second signal exits at once.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize};

use super::failure::{Failure, usage};

/// Installs the handlers for SIGINT, SIGTERM and SIGHUP: the first sets `flag` to the signal's
/// number (the run stops, keeping its best result); a second one exits at once (the output is
/// always complete, since every write is atomic).
pub fn install(flag: &Arc<AtomicUsize>) -> Result<(), Failure> {
    for sig in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP] {
        let fail = |e: std::io::Error| usage(format!("cannot install a signal handler: {e}"));
        let seen = Arc::new(AtomicBool::new(false));
        signal_hook::flag::register_conditional_shutdown(sig, 128 + sig, seen.clone()).map_err(fail)?;
        signal_hook::flag::register(sig, seen).map_err(fail)?;
        signal_hook::flag::register_usize(sig, flag.clone(), sig as usize).map_err(fail)?;
    }
    Ok(())
}
