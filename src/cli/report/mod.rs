//! `--report FILE.html`: a picture of a run to attach to a bug report. The page is drawn from
//! the run's facts and the library's counters and timeline ([`run`]), as one self-contained
//! HTML text ([`page`], with the time-to-size plots of [`plot`] and the pieces of [`html`]),
//! and kept up to date while the run goes on from a thread of its own ([`live`]).

pub mod html;
pub mod live;
pub mod page;
pub mod plot;
pub mod run;
