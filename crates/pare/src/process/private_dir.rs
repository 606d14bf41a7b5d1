//! Private (mode 0700) directories for the test calls, so other users cannot read or plant files.

use std::fs::DirBuilder;
use std::io;
use std::os::unix::fs::DirBuilderExt;
use std::path::Path;

/// Creates `dir` (and missing parents) with mode 0700.
pub fn create(dir: &Path) -> io::Result<()> {
    DirBuilder::new().recursive(true).mode(0o700).create(dir)
}
