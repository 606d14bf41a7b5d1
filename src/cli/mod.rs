//! The command line: options ([`args`]), one run from options to exit status ([`app`]), the
//! progress line ([`progress`]) and safe writes of results ([`output`]).

pub mod app;
pub mod args;
pub mod output;
pub mod progress;
