//! `windows`: delete runs of 2 to 4 sibling nodes, then of 2 to 8 tokens, that cannot go one at a
//! time (C-Reduce's `rm-toks-N`).
//!
//! Adaptive deletion grows a run only after a single unit was accepted, so it never tries what
//! only goes in pairs: `= 0` in `int *b = 0;` (neither `=` nor `0` can go alone), `, b`, `x =`,
//! `* const`; a Rust attribute and the item it decorates (`#[cfg(f)] use::*;`: the item alone
//! leaves a dangling attribute, the attribute alone changes nothing the test sees). With a
//! grammar, this pass first asks about every run of 2 to [`MAX_SIBLINGS`] adjacent named
//! siblings, then about every window of 2 to [`MAX_WINDOW`] tokens; each list from the end of
//! the file towards the start, the longest run at a position first. Most windows break the
//! syntax, so when the syntax filter is on they cost a parse, not a test call; the pass is still
//! quadratic-ish in spirit (seven candidates per token), which is why it sits with the expensive
//! passes and runs once the cheap ones are stuck.

use std::ops::Range;

use tree_sitter::Node;

use super::spec::{Body, Gate, Spec};
use super::{Context, try_in_order};
use super::{Filtering, Tier};
use crate::stop::Stop;
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::tree_of;
use crate::syntax::walk::preorder;
use crate::text_units::tokens::{Lexicon, tokenize};

/// The longest run of tokens tried.
pub const MAX_WINDOW: usize = 8;

/// The longest run of sibling nodes tried.
pub const MAX_SIBLINGS: usize = 4;

/// Every window of `2..=MAX_WINDOW` tokens as a byte range (with the whitespace after each
/// token), by the position of its last token from the end of the text backwards, then from the
/// longest window down. Ordering from the end keeps the index of a window stable when an
/// accepted deletion changes the text before it, so the search resumes where it was.
///
/// A window whose deletion leaves the same text as the window one token later is left out: in
/// a run of equal tokens (`((((((`), every window of a length leaves the same text, and each
/// would cost a candidate to build, hash and parse.
pub fn windows(text: &[u8], lexicon: &Lexicon) -> Vec<std::ops::Range<usize>> {
    let tokens = tokenize(text, lexicon);
    let span = |i: usize| &text[tokens[i].start..tokens[i].ws_end];
    let mut out = Vec::new();
    for last in (0..tokens.len()).rev() {
        for len in (2..=MAX_WINDOW.min(last + 1)).rev() {
            let first = last + 1 - len;
            // Deleting tokens first..=last leaves what deleting first+1..=last+1 leaves when
            // token `first` reads exactly like token `last + 1`.
            if last + 1 < tokens.len() && span(first) == span(last + 1) {
                continue;
            }
            out.push(tokens[first].start..tokens[last].ws_end);
        }
    }
    out
}

/// Every run of 2 to [`MAX_SIBLINGS`] adjacent named siblings (comments aside) as a byte range,
/// by the position of its last node from the end backwards, then from the longest run down. A
/// run followed by a lone separator (`,` or `;`) before the next sibling takes it along, so that
/// `a, b` of `f(a, b, c)` goes as `a, b, ` and leaves `f(c)`.
pub fn sibling_runs(grammar: &Grammar, text: &[u8]) -> Vec<Range<usize>> {
    let tree = tree_of(grammar.lang, text);
    let mut runs: Vec<(usize, usize, Range<usize>)> = Vec::new();
    preorder(&tree, |node| {
        let mut cursor = node.walk();
        let kids: Vec<Node> = node.named_children(&mut cursor).filter(|k| !k.is_extra()).collect();
        for last in 1..kids.len() {
            let end = run_end(text, kids[last], kids.get(last + 1).copied());
            for len in (2..=MAX_SIBLINGS.min(last + 1)).rev() {
                runs.push((end, len, kids[last + 1 - len].start_byte()..end));
            }
        }
        true
    });
    runs.sort_by_key(|&(end, len, _)| (std::cmp::Reverse(end), std::cmp::Reverse(len)));
    runs.dedup_by(|a, b| a.2 == b.2);
    runs.into_iter().map(|(_, _, range)| range).collect()
}

/// Where a run ending with `last` ends: after the separator and whitespace that lead to `next`,
/// when only those lie between them.
fn run_end(text: &[u8], last: Node, next: Option<Node>) -> usize {
    let end = last.end_byte();
    let Some(next) = next else { return end };
    let gap = &text[end..next.start_byte()];
    let separators = gap.iter().filter(|b| matches!(b, b',' | b';')).count();
    let rest_blank = gap.iter().all(|b| b.is_ascii_whitespace() || matches!(b, b',' | b';'));
    if separators == 1 && rest_blank { next.start_byte() } else { end }
}

/// Deletes runs of 2–8 tokens.
pub const WINDOWS: Spec = Spec {
    name: "windows",
    description: "delete runs of 2-4 sibling nodes, then of 2-8 tokens, that cannot go one at a time (`= 0`, `, b`)",
    tier: Tier::Reducing,
    filtering: Filtering::Before,
    reads_trees: true,
    gate: Gate::Any,
    body: Body::Run(run),
};

/// The pass's body.
fn run(cx: &mut Context) -> Result<(), Stop> {
    let grammar = cx.grammar();
    let lexicon = cx.lexicon();
    let runs = |text: &[u8]| {
        let mut runs = grammar.map(|g| sibling_runs(g, text)).unwrap_or_default();
        runs.extend(windows(text, lexicon));
        runs
    };
    try_in_order(cx, runs, |text, range| [&text[..range.start], &text[range.end..]].concat())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;

    #[test]
    fn windows_that_leave_the_same_text_are_tried_once() {
        let text = b"x = ((((y))));";
        let all = windows(text, Lexicon::plain());
        let mut results: Vec<Vec<u8>> = all.iter().map(|r| [&text[..r.start], &text[r.end..]].concat()).collect();
        let n = results.len();
        results.sort();
        results.dedup();
        assert_eq!(results.len(), n, "two windows leave the same text");
        assert!(n < 6 + 5 + 4 + 3 + 2 + 1 + 7 * 5, "{n} windows");
    }

    #[test]
    fn windows_run_from_the_end_longest_first() {
        let text = b"int *b = 0;";
        let shown: Vec<&str> =
            windows(text, Lexicon::plain()).iter().map(|r| std::str::from_utf8(&text[r.clone()]).unwrap()).collect();
        // Tokens: int * b = 0 ; — the windows ending at `;` come first, longest first.
        assert_eq!(&shown[..5], &["int *b = 0;", "*b = 0;", "b = 0;", "= 0;", "0;"]);
        assert!(shown.contains(&"= 0"));
        assert_eq!(shown.len(), 5 + 4 + 3 + 2 + 1);
    }

    #[test]
    fn sibling_runs_take_a_lone_separator_along() {
        let grammar = Grammar::get(Lang::C);
        let text = b"int f(int a, int b, int c);";
        let shown: Vec<&str> =
            sibling_runs(grammar, text).iter().map(|r| std::str::from_utf8(&text[r.clone()]).unwrap()).collect();
        assert!(shown.contains(&"int a, int b, "), "{shown:?}");
        assert!(shown.contains(&"int b, int c"), "{shown:?}");
        assert!(shown.iter().all(|s| !s.is_empty()));
    }

    /// A Rust attribute and the item it decorates go together, where neither goes alone.
    #[test]
    fn an_attribute_goes_with_its_item() {
        let source = "fn main() { let x = 1; }\n#[cfg(f)]\nuse::*;\n";
        // The attribute alone cannot go (the test sees it), nor the item alone (the syntax
        // filter turns a dangling attribute away).
        let keep = |c: &str| c.contains("fn main") && (c.contains("#[cfg(f)]") == c.contains("use::*;"));
        let text = crate::passes::testing::reduced(Lang::Rust, source, &["hdd", "windows"], keep);
        assert!(!text.contains("cfg") && !text.contains("use"), "{text}");
    }

    /// `= 0` goes although neither token can go alone: what single-token deletion cannot do.
    #[test]
    fn a_pair_that_only_goes_together_goes() {
        let source = "int *b = 0;\nint main(void) { return b != 0; }\n";
        let keep = |c: &str| c.contains("int *b") && c.contains("int main(void) {") && c.contains("return b");
        let text = crate::passes::testing::reduced(Lang::C, source, &["tokens", "windows"], keep);
        assert!(text.starts_with("int *b ;"), "the initializer went, with its spaces: {text}");
        assert!(!text.contains('0'), "{text}");
    }
}
