//! `indent`: where indentation is syntax (Python), indent every statement by one space per block
//! level instead of the original's four or eight. `blank` must keep each line's indentation (a
//! line moved to another block changes the program), so without this pass a reduced Python file
//! keeps its original indentation: often half its bytes.
//!
//! A line is re-indented only when it starts with a token of the tree outside any literal: lines
//! inside a multi-line string are content and stay as they are. A line that continues a statement
//! (`else:`, a line inside brackets) takes that statement's level, which Python accepts.

use tree_sitter::Node;

use super::Context;
use super::spec::{Body, Gate, Spec};
use super::{Filtering, Tier};
use crate::stop::Stop;
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::tree_of;
use crate::text_units::lines::line_spans;

/// How many blocks below the root enclose the statement `node` belongs to (the nearest ancestor,
/// or itself, whose parent is a block); `None` when `node` is inside a literal that starts before
/// it (an f-string's `{x}` on a line of its own).
fn level(grammar: &Grammar, node: Node) -> Option<usize> {
    let mut statement = None;
    let mut at = Some(node);
    while let Some(n) = at {
        if grammar.literal(n.kind()).is_some() && n.start_byte() < node.start_byte() {
            return None;
        }
        let parent = n.parent();
        if statement.is_none() && parent.is_some_and(|p| grammar.is_block(p.kind())) {
            statement = Some(n);
        }
        at = parent;
    }
    let mut depth = 0;
    let mut at = statement?.parent();
    while let Some(n) = at {
        at = n.parent();
        if grammar.is_block(n.kind()) && at.is_some() {
            depth += 1;
        }
    }
    Some(depth)
}

/// `text` with every statement line indented one space per level, or `None` when that changes
/// nothing or `text` does not parse cleanly (a broken tree's levels cannot be trusted).
pub fn shallow(grammar: &Grammar, text: &[u8]) -> Option<Vec<u8>> {
    let tree = tree_of(grammar.lang, text);
    if tree.root_node().has_error() {
        return None;
    }
    let mut out = Vec::with_capacity(text.len());
    for span in line_spans(text) {
        let line = &text[span.clone()];
        let indent = line.iter().take_while(|&&b| b == b' ' || b == b'\t').count();
        let first = span.start + indent;
        let blank = line[indent..].iter().all(u8::is_ascii_whitespace);
        let leaf = tree.root_node().descendant_for_byte_range(first, first).filter(|n| n.start_byte() == first);
        match leaf.and_then(|n| level(grammar, n)) {
            Some(depth) if !blank => {
                out.extend(std::iter::repeat_n(b' ', depth));
                out.extend_from_slice(&line[indent..]);
            }
            _ => out.extend_from_slice(line),
        }
    }
    (out != text).then_some(out)
}

/// Re-indents statements one space per block level.
pub const INDENT: Spec = Spec {
    name: "indent",
    description: "where indentation is syntax, indent statements one space per block level",
    tier: Tier::Normalizing,
    filtering: Filtering::Before,
    reads_trees: true,
    gate: Gate::Any,
    body: Body::Run(run),
};

/// The pass's body.
fn run(cx: &mut Context) -> Result<(), Stop> {
    let Some(grammar) = cx.grammar().filter(|g| g.indentation()) else { return Ok(()) };
    if let Some(candidate) = shallow(grammar, &cx.best()) {
        cx.try_candidate(candidate)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::language::Lang;

    fn shown(src: &str) -> Option<String> {
        shallow(Grammar::get(Lang::Python), src.as_bytes()).map(|t| String::from_utf8(t).unwrap())
    }

    #[test]
    fn statements_move_to_one_space_per_level_and_strings_stay() {
        let src = "def f(x):\n    if x:\n        y = '''a\n    b'''\n    else:\n        g(1,\n              2)\n    return x\n";
        let want = "def f(x):\n if x:\n  y = '''a\n    b'''\n else:\n  g(1,\n  2)\n return x\n";
        assert_eq!(shown(src).as_deref(), Some(want));
        assert_eq!(shown(want), None, "already shallow");
        assert_eq!(shown("def f(:\n    pass\n"), None, "a broken tree is left alone");
    }
}
