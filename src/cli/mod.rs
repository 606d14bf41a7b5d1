//! The command line: options ([`args`], shared with `pare batch` in [`options`]), one run from
//! options to exit status ([`app`]), the user's test ([`user_test`]), explanations of failed runs
//! ([`explain`]), the test's first runs ([`first_run`]), the progress line ([`progress`]), signals ([`signals`]), the library's
//! enumerations as values ([`choices`]), safe writes of results
//! ([`output`]), regex options read with one-line errors ([`regex_arg`]), the `--report` page ([`report`]), and `pare batch` ([`batch`]).

pub mod app;
pub mod args;
pub mod batch;
pub mod choices;
pub mod end;
pub mod explain;
pub mod failure;
pub mod fd_limit;
pub mod first_run;
pub mod head_start;
pub mod options;
pub mod output;
pub mod progress;
pub mod record;
pub mod regex_arg;
pub mod report;
pub mod signals;
pub mod tree;
pub mod user_test;
