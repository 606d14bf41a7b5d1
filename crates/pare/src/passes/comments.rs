//! `comments`: delete comments, all at once if the test allows (one call), else with adaptive
//! deletion. Comments almost never matter to a bug, and deleting them first makes every later
//! pass cheaper.

use super::Context;
use super::Pass;
use crate::adaptive::{DeletionList, reduce_list};
use crate::stop::Stop;
use crate::syntax::parse::tree_of;

/// Deletes comment nodes.
pub struct Comments;

impl Pass for Comments {
    fn name(&self) -> &'static str {
        "comments"
    }
    fn description(&self) -> &'static str {
        "delete all comments at once, else comment by comment (C, Rust, JavaScript)"
    }
    fn run(&self, cx: &mut Context) -> Result<(), Stop> {
        let Some(grammar) = cx.grammar() else { return Ok(()) };
        let best = cx.best();
        let tree = tree_of(grammar.lang, &best);
        // Error nodes may be extras too: they are what the grammar could not read (a GNU
        // extension in preprocessed C++), not comments.
        let mut list = super::node_spans(&tree, &best, |node| {
            node.is_named() && !node.is_error() && (node.is_extra() || grammar.is_comment(node.kind()))
        });
        if list.is_empty() || cx.try_candidate(list.candidate(0..list.len()))? {
            return Ok(());
        }
        let order = cx.order();
        reduce_list(cx, &mut list, order)?;
        Ok(())
    }
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
