//! What a call costs, in a model that depends only on what was asked and what was answered, so
//! that decisions taken from it (which pass runs next, when a pass yields) are the same for
//! every `--jobs` and on a loaded machine as on an idle one.
//!
//! The unit is one accepted call on a candidate the size of the original. A test usually costs
//! more on a larger input (a compiler reads all of it), so a call costs a fixed part plus a part
//! proportional to the candidate's size. An accepted candidate runs the whole test (compile,
//! run, compare), while a rejected one often fails early (a compile error), so it costs
//! [`REJECTED`] of an accepted one. A candidate the syntax filter rejects costs a parse, nearly
//! nothing. `bench/passes.py` prints the modelled cost of each pass beside the seconds it took,
//! which is how the constants are checked against real tests.

/// The share of a call's cost that does not depend on the candidate's size (process start-up,
/// the test's own fixed work).
pub const FIXED: f64 = 0.25;

/// What a rejected call costs, relative to an accepted one of the same size.
pub const REJECTED: f64 = 0.5;

/// What a candidate rejected by the syntax filter costs (a parse), relative to an accepted call
/// of the same size.
pub const FILTERED: f64 = 0.02;

/// The modelled cost of a call on a candidate of `len` bytes, when the original had `original`.
pub fn call(len: usize, original: usize, accepted: bool) -> f64 {
    let full = full(len, original);
    if accepted { full } else { REJECTED * full }
}

/// The modelled cost of the filter's parse of a candidate of `len` bytes.
pub fn filtered(len: usize, original: usize) -> f64 {
    FILTERED * full(len, original)
}

/// An accepted call's cost at this size.
fn full(len: usize, original: usize) -> f64 {
    let size = len as f64 / original.max(1) as f64;
    FIXED + (1.0 - FIXED) * size.min(1.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepted_and_large_calls_cost_more() {
        assert_eq!(call(100, 100, true), 1.0);
        assert_eq!(call(100, 100, false), REJECTED);
        assert!(call(10, 100, true) < call(50, 100, true));
        assert!(call(0, 100, true) >= FIXED);
    }
}
