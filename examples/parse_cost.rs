//! What parsing costs pare on a large input: a full parse, an incremental re-parse after a small
//! accepted deletion (what HDD does after every success), collecting one level's units, and the
//! syntax filter's check of a candidate (an incremental parse against the best).
//!
//!     cargo run --release --example parse_cost -- FILE.c|.rs|.js

use std::sync::Arc;
use std::time::Instant;

use pare::adaptive::DeletionList;
use pare::analysis::node_list::NodeList;
use pare::oracle::CandidateFilter;
use pare::syntax::filter::SyntaxFilter;
use pare::syntax::grammar::Grammar;
use pare::syntax::language::Lang;
use pare::syntax::parse::parse;

fn main() {
    let path = std::env::args().nth(1).expect("usage: parse_cost FILE");
    let lang = Lang::from_path(std::path::Path::new(&path)).expect("a .c, .rs or .js file");
    let text = Arc::new(std::fs::read(&path).expect("readable file"));
    let grammar = Grammar::get(lang);
    // The second parse: the first also pays the parser's one-time set-up.
    parse(lang, &text, None);
    let start = Instant::now();
    let tree = parse(lang, &text, None);
    let full = start.elapsed();
    // The deepest level with many units stands for HDD's typical level.
    let (mut list, mut best_len) = (None, 0);
    for depth in 1..12 {
        let l = NodeList::new(grammar, text.clone(), tree.clone(), depth);
        if l.len() > best_len {
            best_len = l.len();
            list = Some(l);
        }
    }
    let mut list = list.expect("some level has units");
    let start = Instant::now();
    let again = NodeList::new(grammar, text.clone(), tree.clone(), list.depth());
    let collect = start.elapsed();
    assert_eq!(again.len(), list.len());
    let commits = 20.min(list.len());
    let start = Instant::now();
    for i in 0..commits {
        let j = (i * 7919) % list.len();
        list.commit(j..j + 1);
    }
    let per_commit = start.elapsed() / commits as u32;
    // The filter's check of candidates that each delete one line, spread over the file.
    let filter = SyntaxFilter::for_original(lang, &text);
    let lines: Vec<usize> = std::iter::once(0).chain(memchr::memchr_iter(b'\n', &text).map(|i| i + 1)).collect();
    let candidates: Vec<Vec<u8>> = (1..=20)
        .map(|k| {
            let i = (lines.len() - 2) * k / 21;
            [&text[..lines[i]], &text[lines[i + 1]..]].concat()
        })
        .collect();
    let start = Instant::now();
    for c in &candidates {
        filter.errors(c);
    }
    let check = start.elapsed() / candidates.len() as u32;
    println!("{path}: {} bytes, {lang:?}", text.len());
    println!("  full parse:                          {:>8.1} ms", full.as_secs_f64() * 1e3);
    println!("  collect depth {} ({} units):         {:>8.1} ms", list.depth(), best_len, collect.as_secs_f64() * 1e3);
    println!("  accepted deletion (edit, incremental re-parse, re-collect): {:.1} ms", per_commit.as_secs_f64() * 1e3);
    println!("  syntax filter, one candidate:        {:>8.1} ms", check.as_secs_f64() * 1e3);
}
