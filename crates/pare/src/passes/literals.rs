//! `literals`: shrink literals. Numbers go towards 0 (first `0` itself, then a binary search
//! between 0 and the value, keeping the suffix: `4096u32` may become `17u32`), strings and
//! template strings towards empty (empty, then the shortest prefix the test accepts), character
//! literals to a plain `'a'`.
//!
//! The first sweep tries every literal's smallest form (one call each, mostly independent, so a
//! parallel door keeps busy), then the same integer written shorter (`0x1FUL` to `31`, `6L` to
//! `6`: a value the test needs exactly can still lose its suffix and base); only the literals
//! that refused `0` get a binary search.

use std::ops::Range;

use super::Context;
use super::spec::{Body, Gate, Spec};
use super::{Filtering, Tier};
use crate::edits::Piece;
use crate::stop::Stop;
use crate::syntax::grammar::{Grammar, LiteralKind};
use crate::syntax::parse::tree_of;
use crate::syntax::walk::preorder;

/// Every literal in `text`, in document order.
fn sites(grammar: &Grammar, text: &[u8]) -> Vec<(Range<usize>, LiteralKind)> {
    let tree = tree_of(grammar.lang, text);
    let mut out = Vec::new();
    preorder(&tree, |node| match grammar.literal(node.kind()) {
        Some(kind) if !node.has_error() => {
            out.push((node.byte_range(), kind));
            false
        }
        _ => true,
    });
    out
}

/// An integer literal taken apart: `0x1Fu8` is value 31 with suffix `u8`.
#[derive(Debug, PartialEq, Eq)]
struct Integer<'a> {
    value: u128,
    suffix: &'a [u8],
}

/// Reads an integer literal (decimal, `0x`, `0o`, `0b`; `_` separators; any alphabetic suffix);
/// `None` for floats and anything else.
fn integer(text: &[u8]) -> Option<Integer<'_>> {
    let (radix, digits) = match text {
        [b'0', b'x' | b'X', rest @ ..] => (16, rest),
        [b'0', b'o' | b'O', rest @ ..] => (8, rest),
        [b'0', b'b' | b'B', rest @ ..] => (2, rest),
        _ => (10, text),
    };
    let end = digits.iter().position(|&b| b != b'_' && !(b as char).is_digit(radix)).unwrap_or(digits.len());
    let suffix = &digits[end..];
    let floaty = suffix.first().is_some_and(|&b| b == b'.' || (radix == 10 && matches!(b, b'e' | b'E')));
    if end == 0 || floaty || !suffix.iter().all(u8::is_ascii_alphanumeric) {
        return None;
    }
    let clean: String = digits[..end].iter().filter(|&&b| b != b'_').map(|&b| b as char).collect();
    let value = u128::from_str_radix(&clean, radix).ok()?;
    Some(Integer { value, suffix })
}

/// A float literal's type suffix (`f32`, `f64`, or C's `f`/`F`/`l`/`L`), kept on every rewrite.
fn float_suffix(text: &[u8]) -> &[u8] {
    if text.ends_with(b"f32") || text.ends_with(b"f64") {
        &text[text.len() - 3..]
    } else if text.last().is_some_and(|b| b"fFlL".contains(b)) && !text.starts_with(b"0x") {
        &text[text.len() - 1..]
    } else {
        &[]
    }
}

/// The quotes around a string or character literal: the content is what lies between the first
/// quote and the last one (prefixes like `b`, `r#`, `L`, `u8` stay).
fn content(text: &[u8]) -> Option<Range<usize>> {
    between(text, b"\"'`", b"\"'`")
}

/// What lies between the first byte of `open` and the last byte of `close` in `text`.
fn between(text: &[u8], open: &[u8], close: &[u8]) -> Option<Range<usize>> {
    let open = text.iter().position(|b| open.contains(b))?;
    let close = text.iter().rposition(|b| close.contains(b))?;
    (close > open).then_some(open + 1..close)
}

/// A string's content: between its quotes, or for a raw string (C++'s `R"d(…)d"`) between the
/// parentheses inside them, so that the delimiters stay.
fn string_content(kind: LiteralKind, text: &[u8]) -> Option<Range<usize>> {
    if kind == LiteralKind::RawString { between(text, b"(", b")") } else { content(text) }
}

/// The same integer written shorter, shortest first: in decimal (`0x1F` to `31`) and without its
/// suffix (`6L` to `6`, `0xFFUL` to `0xFF`); none for C's octal `017`, whose digits are not decimal.
fn same_value(int: &Integer, text: &[u8]) -> Vec<Vec<u8>> {
    let octal = text.len() > 1 && text[0] == b'0' && text[1].is_ascii_digit();
    let decimal = int.value.to_string().into_bytes();
    let bare = &text[..text.len() - int.suffix.len()];
    let mut out = vec![bare.to_vec()];
    if !octal {
        out.extend([decimal.clone(), [decimal.as_slice(), int.suffix].concat()]);
    }
    out.retain(|t| t.len() < text.len());
    out.sort_by_key(Vec::len);
    out.dedup();
    out
}

/// The literal's smallest forms, smallest first (the door skips any that are not better).
fn smallest(kind: LiteralKind, text: &[u8]) -> Vec<Vec<u8>> {
    match kind {
        LiteralKind::Number => match integer(text) {
            Some(int) => [vec![[b"0", int.suffix].concat()], same_value(&int, text)].concat(),
            None => ["0", "0.", "0.0"].iter().map(|z| [z.as_bytes(), float_suffix(text)].concat()).collect(),
        },
        LiteralKind::String | LiteralKind::RawString => {
            string_content(kind, text).map(|c| vec![[&text[..c.start], &text[c.end..]].concat()]).unwrap_or_default()
        }
        LiteralKind::Char => {
            content(text).map(|c| vec![[&text[..c.start], b"a", &text[c.end..]].concat()]).unwrap_or_default()
        }
    }
}

/// Builds the literal's text for one point of its scale.
type Rewrite<'a> = Box<dyn Fn(u128) -> Vec<u8> + 'a>;

/// The rewrite of the literal at `range` with a value or prefix length `k` (the binary search's
/// candidate), for the literals that have such a scale: `max` is the current value or length.
fn scaled(kind: LiteralKind, text: &[u8]) -> Option<(u128, Rewrite<'_>)> {
    match kind {
        LiteralKind::Number => {
            let int = integer(text)?;
            Some((int.value, Box::new(move |k| [k.to_string().as_bytes(), int.suffix].concat())))
        }
        LiteralKind::String | LiteralKind::RawString => {
            let c = string_content(kind, text)?;
            let max = c.len() as u128;
            Some((max, Box::new(move |k| [&text[..c.start + k as usize], &text[c.end..]].concat())))
        }
        LiteralKind::Char => None,
    }
}

/// Finds the smallest `k` in `1..max` whose rewrite the test accepts (assuming that if `k` is,
/// larger ones are too), by binary search; every accepted step becomes the new best.
fn binary_search(cx: &mut Context, index: usize, grammar: &Grammar) -> Result<(), Stop> {
    let Some((mut range, kind)) = sites(grammar, &cx.best()).into_iter().nth(index) else { return Ok(()) };
    let (mut lo, mut hi) = (1u128, u128::MAX);
    loop {
        let best = cx.best();
        let Some((max, make)) = scaled(kind, &best[range.clone()]) else { return Ok(()) };
        hi = hi.min(max);
        if lo >= hi {
            return Ok(());
        }
        let mid = lo + (hi - lo) / 2;
        let literal = make(mid);
        let candidate = [&best[..range.start], &literal[..], &best[range.end..]].concat();
        if cx.try_candidate(candidate)? {
            // Only this literal changed: its start stays, its end follows the new text.
            range = range.start..range.start + literal.len();
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
}

/// Shrinks numbers, strings and characters.
pub const LITERALS: Spec = Spec {
    name: "literals",
    description: "shrink numbers towards 0 (binary search), strings towards empty, characters to 'a'",
    tier: Tier::Normalizing,
    filtering: Filtering::Before,
    reads_trees: true,
    gate: Gate::Any,
    body: Body::Run(run),
};

/// The pass's body.
fn run(cx: &mut Context) -> Result<(), Stop> {
    let Some(grammar) = cx.grammar() else { return Ok(()) };
    super::try_edits(cx, |best| {
        let mut edits = Vec::new();
        for (range, kind) in sites(grammar, best) {
            for small in smallest(kind, &best[range.clone()]) {
                if small != best[range.clone()] {
                    edits.push(vec![Piece::replace(range.clone(), &small)]);
                }
            }
        }
        edits
    })?;
    let count = sites(grammar, &cx.best()).len();
    for index in 0..count {
        binary_search(cx, index, grammar)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::language::Lang;

    #[test]
    fn integers_come_apart_into_value_and_suffix() {
        assert_eq!(integer(b"4096"), Some(Integer { value: 4096, suffix: b"" }));
        assert_eq!(integer(b"0x1Fu8"), Some(Integer { value: 31, suffix: b"u8" }));
        assert_eq!(integer(b"1_000usize"), Some(Integer { value: 1000, suffix: b"usize" }));
        assert_eq!(integer(b"10UL"), Some(Integer { value: 10, suffix: b"UL" }));
        assert_eq!(integer(b"7n"), Some(Integer { value: 7, suffix: b"n" }));
        assert_eq!(integer(b"1.5"), None);
        assert_eq!(integer(b"1e10"), None);
    }

    #[test]
    fn smallest_forms_keep_prefixes_and_suffixes() {
        let show = |kind, text: &str| -> Vec<String> {
            smallest(kind, text.as_bytes()).iter().map(|s| String::from_utf8_lossy(s).into_owned()).collect()
        };
        assert_eq!(show(LiteralKind::Number, "0xFFu32"), ["0u32", "255", "0xFF", "255u32"]);
        assert_eq!(show(LiteralKind::Number, "0xF1E4269A6445ECA0LL"), ["0LL", "0xF1E4269A6445ECA0"]);
        assert_eq!(show(LiteralKind::Number, "6L"), ["0L", "6"]);
        assert_eq!(show(LiteralKind::Number, "017L"), ["0L", "017"], "octal digits are not decimal");
        assert_eq!(show(LiteralKind::Number, "12"), ["0"]);
        assert_eq!(show(LiteralKind::Number, "2.5f32"), ["0f32", "0.f32", "0.0f32"]);
        assert_eq!(show(LiteralKind::String, "b\"abc\""), ["b\"\""]);
        assert_eq!(show(LiteralKind::String, "r#\"x\"y\"#"), ["r#\"\"#"]);
        assert_eq!(show(LiteralKind::String, "`a${b}c`"), ["``"]);
        assert_eq!(show(LiteralKind::RawString, "u8R\"x(a)\"b)x\""), ["u8R\"x()x\""]);
        assert_eq!(show(LiteralKind::Char, "L'\\n'"), ["L'a'"]);
    }

    #[test]
    fn finds_the_literals_of_each_language() {
        let kinds = |lang, src: &str| -> Vec<(String, LiteralKind)> {
            sites(Grammar::get(lang), src.as_bytes()).into_iter().map(|(r, k)| (src[r].to_string(), k)).collect()
        };
        let c = kinds(Lang::C, "char *s = \"hi\"; int n = 0x10; char c = 'x'; double d = 1.5;");
        assert_eq!(
            c,
            [
                ("\"hi\"".into(), LiteralKind::String),
                ("0x10".into(), LiteralKind::Number),
                ("'x'".into(), LiteralKind::Char),
                ("1.5".into(), LiteralKind::Number)
            ]
        );
        let js = kinds(Lang::JavaScript, "f(`t${1}`, 'q', 3);");
        assert_eq!(js.iter().map(|(t, _)| t.as_str()).collect::<Vec<_>>(), ["`t${1}`", "'q'", "3"]);
        let rs = kinds(Lang::Rust, "const N: u8 = 200u8; fn f() -> &'static str { \"s\" }");
        assert_eq!(rs.iter().map(|(t, _)| t.as_str()).collect::<Vec<_>>(), ["200u8", "\"s\""]);
    }

    #[test]
    fn scaled_rewrites_search_values_and_prefixes() {
        let (max, make) = scaled(LiteralKind::Number, b"0x40u16").unwrap();
        assert_eq!((max, make(17)), (64, b"17u16".to_vec()));
        let (max, make) = scaled(LiteralKind::String, b"\"hello\"").unwrap();
        assert_eq!((max, make(2)), (5, b"\"he\"".to_vec()));
    }

    #[test]
    fn a_needed_value_loses_its_base_and_suffix() {
        let keep = |c: &str| c.contains("= 31;") || c.contains("0x1F");
        assert_eq!(crate::passes::testing::reduced(Lang::C, "int x = 0x1FUL;", &["literals"], keep), "int x = 31;");
    }
}
