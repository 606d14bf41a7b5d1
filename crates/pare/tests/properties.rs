//! Property tests on random bytes: the text units and edit application never panic, spans stay inside
//! the text, text units cover what they claim, and an empty edit reproduces the input exactly.

use pare::adaptive::DeletionList;
use pare::analysis::node_list::NodeList;
use pare::edits::{Piece, SpanList, apply};
use pare::syntax::grammar::Grammar;
use pare::syntax::language::Lang;
use pare::syntax::parse::parse;
use pare::text_units::{braces, lines, tokens, whitespace};
use proptest::prelude::*;
use proptest::test_runner::RngSeed;

/// Random bytes biased towards source-like text, so brackets, quotes and comments are common.
fn text() -> impl Strategy<Value = Vec<u8>> {
    let byte = prop_oneof![
        4 => prop::sample::select(b"(){}[];,.=+-*/\"'`\\\n\t #<>:&|!".to_vec()),
        4 => prop::sample::select(b"abcxyz_019".to_vec()),
        1 => any::<u8>(),
    ];
    prop::collection::vec(byte, 0..400)
}

/// The plain (C-like) lexicon and every built-in language's.
fn lexicons() -> Vec<&'static tokens::Lexicon> {
    std::iter::once(tokens::Lexicon::plain()).chain(Lang::ALL.iter().map(|&l| Grammar::get(l).lexicon())).collect()
}

/// Brace pairs match, lie inside the text, and never cross.
fn brace_pairs_of(t: &[u8], lexicon: &tokens::Lexicon) -> Result<(), TestCaseError> {
    let pairs = braces::pairs(t, lexicon);
    for p in &pairs {
        prop_assert!(p.open < p.close && p.close < t.len());
        let expected = match t[p.open] {
            b'(' => b')',
            b'[' => b']',
            b'{' => b'}',
            _ => 0,
        };
        prop_assert_eq!(t[p.close], expected);
    }
    for a in &pairs {
        for b in &pairs {
            // Two pairs are disjoint or nested, never crossing.
            let crossing = a.open < b.open && b.open < a.close && a.close < b.close;
            prop_assert!(!crossing);
        }
    }
    Ok(())
}

proptest! {
    // A fixed seed: the same 300 inputs on every run, so a CI run cannot meet an input no
    // earlier run met (one random input once shrank for 25 minutes); and shrinking is capped so a
    // failure reports in a minute.
    #![proptest_config(ProptestConfig {
        rng_seed: RngSeed::Fixed(20261126),
        max_shrink_time: 60_000,
        ..ProptestConfig::with_cases(300)
    })]

    #[test]
    fn tokens_tile_the_text(t in text()) {
        for lexicon in lexicons() {
            let toks = tokens::tokenize(&t, lexicon);
            let mut at = t.iter().take_while(|b| b.is_ascii_whitespace() || **b == 0x0b).count();
            for tok in &toks {
                prop_assert_eq!(tok.start, at);
                prop_assert!(tok.start < tok.end && tok.end <= tok.ws_end && tok.ws_end <= t.len());
                at = tok.ws_end;
            }
            prop_assert_eq!(at, t.len());
        }
    }

    #[test]
    fn brace_pairs_match_and_nest(t in text()) {
        for lexicon in lexicons() {
            brace_pairs_of(&t, lexicon)?;
        }
    }


    #[test]
    fn lines_and_whitespace_runs_are_exact(t in text()) {
        let joined: Vec<u8> = lines::line_spans(&t).into_iter().flat_map(|r| t[r].to_vec()).collect();
        prop_assert_eq!(&joined, &t);
        for r in whitespace::runs(&t) {
            prop_assert!(r.end <= t.len() && t[r].iter().all(|b| b.is_ascii_whitespace()));
        }
    }

    #[test]
    fn span_lists_apply_and_commit_consistently(t in text(), cuts in prop::collection::vec(any::<u16>(), 0..20), a in any::<u16>(), b in any::<u16>()) {
        let mut points: Vec<usize> = cuts.iter().map(|c| *c as usize % (t.len() + 1)).collect();
        points.sort();
        points.dedup();
        let mut list = SpanList::new(t.clone());
        for w in points.windows(2) {
            list.push([Piece::replace(w[0]..w[1], b"~")]);
        }
        prop_assert_eq!(&apply(&t, &[]), &t);
        prop_assert_eq!(&list.candidate(0..0), &t);
        if !list.is_empty() {
            let (x, y) = (a as usize % list.len(), b as usize % list.len());
            let range = x.min(y)..x.max(y) + 1;
            let expected = list.candidate(range.clone());
            let rest = list.len() - range.len();
            list.commit(range);
            prop_assert_eq!(list.base(), &expected[..]);
            prop_assert_eq!(list.len(), rest);
            for i in 0..list.len() {
                let c = list.candidate(i..i + 1);
                prop_assert!(c.len() <= expected.len());
            }
        }
    }

    #[test]
    fn node_lists_on_random_bytes(t in text(), depth in 0usize..8) {
        for lang in Lang::ALL {
            let tree = parse(lang, &t, None);
            let list = NodeList::new(Grammar::get(lang), std::sync::Arc::new(t.clone()), tree, depth);
            prop_assert_eq!(&list.candidate(0..0), &t);
            for i in 0..list.len() {
                let c = list.candidate(i..i + 1);
                prop_assert!(c.len() < t.len(), "a unit must shrink the text");
            }
            if !list.is_empty() {
                let all = list.candidate(0..list.len());
                prop_assert!(all.len() < t.len());
            }
        }
    }
}
