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

/// Extends a deletion over the spaces after it; a range alone on its line takes the whole line
/// (indentation and line break), so deletions do not leave blank lines behind.
pub fn with_line(text: &[u8], range: Range<usize>) -> Range<usize> {
    let mut end = range.end;
    while end < text.len() && matches!(text[end], b' ' | b'\t' | b'\r') {
        end += 1;
    }
    let line_start = text[..range.start].iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1);
    let alone = text[line_start..range.start].iter().all(|&b| b == b' ' || b == b'\t');
    if alone && (end == text.len() || text[end] == b'\n') {
        return line_start..(end + 1).min(text.len());
    }
    range.start..end
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

    #[test]
    fn a_range_alone_on_its_line_takes_the_line() {
        let t = b"a\n  // c\nb // d\n";
        assert_eq!(with_line(t, 4..8), 2..9);
        assert_eq!(with_line(t, 11..15), 11..15, "not alone: the line break stays");
        assert_eq!(with_line(b"x y", 0..1), 0..2);
    }
}
