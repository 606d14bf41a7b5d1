//! Lines, each with its line break.

use std::ops::Range;

/// The byte ranges of `text`'s lines; each includes its trailing `\n` (the last may lack one).
pub fn line_spans(text: &[u8]) -> Vec<Range<usize>> {
    let mut spans = Vec::new();
    let mut start = 0;
    for (i, &b) in text.iter().enumerate() {
        if b == b'\n' {
            spans.push(start..i + 1);
            start = i + 1;
        }
    }
    if start < text.len() {
        spans.push(start..text.len());
    }
    spans
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_cover_the_text() {
        assert_eq!(line_spans(b"a\nbb\n\nc"), vec![0..2, 2..5, 5..6, 6..7]);
        assert_eq!(line_spans(b"a\r\n"), vec![0..3]);
        assert!(line_spans(b"").is_empty());
    }
}
