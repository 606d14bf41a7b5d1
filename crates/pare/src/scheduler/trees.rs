//! When syntax trees come on an input too large for them at first.
//!
//! While the best is larger than [`crate::syntax::parse::tree_bytes`] of the original, only the
//! passes that read text run (docs/design.md, "Text first"): a tree takes 50 to 130 times the memory of
//! its text. Those passes can stall just above that line. On the corpus's 2.5 MB C++ crash they
//! took the file to 1.06 MB in a minute, 2% above the 1 MiB line, and then removed a few hundred
//! bytes per hundred calls for the rest of the run, while the passes that read trees, which
//! remove tens of kilobytes per call at that size, never ran. So once the best has shrunk by
//! less than [`PROGRESS`] in [`WINDOW`] committed calls, trees come for the best as it is, if it
//! is within [`TREE_STRETCH`] times the line (a bound on the memory one tree may take).
//!
//! The window opens only once every pass that reads text has run: their first runs measure
//! them, and a pass yields early in its first run (`braces` takes a few kilobytes in its first
//! twenty calls on that file, then hundreds of kilobytes in the next hundred), so a window over
//! the first round alone would call a stall what is only the scheduler learning.
//!
//! The decision reads committed calls and sizes only: the same for every `--jobs`.

use crate::engine::Engine;
use crate::syntax::parse::TREE_STRETCH;

/// How many committed calls the text passes get to make [`PROGRESS`] before trees come.
pub const WINDOW: u64 = 50;

/// The share of the best that counts as progress within [`WINDOW`] calls: one percent.
pub const PROGRESS: f64 = 0.01;

/// The largest best that passes reading trees work on, and the progress it is widened by.
pub struct TreeGate {
    /// The line: trees for a best up to this size.
    limit: usize,
    /// The line as the reduction started, which [`TREE_STRETCH`] multiplies.
    first: usize,
    /// Committed calls and the best's size when the best last shrank by [`PROGRESS`].
    mark: (u64, usize),
}

impl TreeGate {
    /// A gate at `limit` for the best of `engine` as it is now.
    pub fn new(engine: &Engine, limit: usize) -> TreeGate {
        TreeGate { limit, first: limit, mark: (engine.state().stats.committed_calls, engine.best().len()) }
    }

    /// The line for the best as it is now: widened to its size when the text passes have
    /// stalled within reach of the first line, and then the engine is told (its filter counts
    /// candidates of that size from now on).
    /// `measured` says whether every pass that reads text has run at least once.
    pub fn limit(&mut self, engine: &mut Engine, measured: bool) -> usize {
        let (calls, size) = (engine.state().stats.committed_calls, engine.best().len());
        if self.widens(calls, size, measured) {
            engine.allow_trees(size);
            engine.notify_observer(&format!(
                "pare: the passes that read text removed under {:.0}% in {WINDOW} calls: syntax trees from now on ({:.2} MB)",
                PROGRESS * 100.0,
                size as f64 / 1e6
            ));
        }
        self.limit
    }

    /// Moves the mark on progress and while the text passes are not all `measured`, and widens
    /// the line to `size` (returning true) when the best has stalled above it for [`WINDOW`]
    /// calls within reach of the first line.
    fn widens(&mut self, calls: u64, size: usize, measured: bool) -> bool {
        if size <= self.limit {
            return false;
        }
        if !measured || (size as f64) < self.mark.1 as f64 * (1.0 - PROGRESS) {
            self.mark = (calls, size);
            return false;
        }
        let stalled = calls >= self.mark.0 + WINDOW && size <= self.first.saturating_mul(TREE_STRETCH);
        if stalled {
            self.limit = size;
        }
        stalled
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gate(limit: usize, size: usize) -> TreeGate {
        TreeGate { limit, first: limit, mark: (0, size) }
    }

    #[test]
    fn trees_come_after_a_window_without_progress_within_reach() {
        let mut g = gate(1000, 1500);
        assert!(!g.widens(WINDOW - 1, 1495, true), "not before the window has passed");
        assert!(!g.widens(WINDOW - 1, 1480, true), "1% is progress: the window starts again");
        assert!(!g.widens(2 * WINDOW - 2, 1470, true));
        assert!(g.widens(2 * WINDOW - 1, 1470, true));
        assert_eq!(g.limit, 1470);
        assert!(!g.widens(3 * WINDOW, 1460, true), "below the new line: nothing to widen");
    }

    #[test]
    fn trees_never_come_far_above_the_first_line() {
        let mut g = gate(1000, 2500);
        assert!(!g.widens(10 * WINDOW, 2500, true), "above twice the line");
        assert!(!g.widens(10 * WINDOW, 900, true), "under the line anyway");
        assert_eq!(g.limit, 1000);
    }

    #[test]
    fn the_window_opens_once_every_text_pass_has_run() {
        let mut g = gate(1000, 1500);
        assert!(!g.widens(3 * WINDOW, 1500, false), "a text pass has not run yet");
        assert!(!g.widens(4 * WINDOW - 1, 1500, true), "the window starts when the last of them has run");
        assert!(g.widens(4 * WINDOW, 1500, true));
    }
}
