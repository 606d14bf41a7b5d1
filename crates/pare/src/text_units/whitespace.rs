//! Runs of whitespace, the units of the `blank` pass.

use std::ops::Range;

/// The maximal runs of spaces, tabs and line breaks in `text`.
pub fn runs(text: &[u8]) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < text.len() {
        if text[i].is_ascii_whitespace() {
            let start = i;
            while i < text.len() && text[i].is_ascii_whitespace() {
                i += 1;
            }
            out.push(start..i);
        } else {
            i += 1;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn finds_runs() {
        assert_eq!(super::runs(b" a  b\n\n"), vec![0..1, 2..4, 5..7]);
    }
}
