//! `comments`: delete comments, all at once if the test allows (one call), else with adaptive
//! deletion. Comments almost never matter to a bug, and deleting them first makes every later
//! pass cheaper.

use super::Context;
use super::deletions::{After, Deletions, Resume, single};
use super::spec::every_grammar;
use super::spec::{Body, Gate, Spec};
use super::{Filtering, Tier};
use crate::adaptive::DeletionList;
use crate::edits::SpanList;
use crate::stop::Stop;
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::tree_of;

/// Deletes comment nodes.
pub const COMMENTS: Spec = Spec {
    name: "comments",
    description: "delete all comments at once, else comment by comment (C, Rust, JavaScript)",
    tier: Tier::Reducing,
    filtering: Filtering::Before,
    reads_trees: true,
    gate: Gate::Grammar(every_grammar),
    body: Body::Deletions(Deletions { first: Some(all_at_once), list, resume: Resume::Restart }),
};

/// The deletion list of every comment of `text`.
fn comments(grammar: &Grammar, text: &[u8]) -> SpanList {
    let tree = tree_of(grammar.lang, text);
    // Error nodes may be extras too: they are what the grammar could not read (a GNU
    // extension in preprocessed C++), not comments.
    super::node_spans(&tree, text, |node| {
        node.is_named() && !node.is_error() && (node.is_extra() || grammar.is_comment(node.kind()))
    })
}

/// The pass's one list.
fn list(grammar: Option<&'static Grammar>, best: &[u8], step: usize) -> Option<SpanList> {
    single(step)?;
    Some(comments(grammar?, best))
}

/// Every comment at once: done when there is none, or when the test allows it.
fn all_at_once(cx: &mut Context, grammar: Option<&'static Grammar>) -> Result<After, Stop> {
    let Some(grammar) = grammar else { return Ok(After::Done) };
    let list = comments(grammar, &cx.best());
    if list.is_empty() || cx.try_candidate(list.candidate(0..list.len()))? {
        return Ok(After::Done);
    }
    Ok(After::Lists)
}

#[cfg(test)]
mod tests {
    use crate::syntax::language::Lang;
    use crate::{FnOracle, Reduction};

    #[test]
    fn deletes_comments_and_not_what_the_grammar_could_not_read() {
        let src = "int a; /* one */ int b;\nint c = 1 +;\n// two\n";
        let out = Reduction::new(src.as_bytes().to_vec()).language(Lang::C).passes(&["comments"]).jobs(1);
        let out = out.run(FnOracle(|c: &[u8]| !c.is_empty())).unwrap();
        assert_eq!(String::from_utf8(out.best).unwrap(), "int a; int b;\nint c = 1 +;\n");
    }
}
