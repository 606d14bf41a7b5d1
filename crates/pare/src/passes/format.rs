//! `format`: the readable layout of a result: one statement per line, indented by block depth,
//! single spaces where the input had any whitespace, no trailing spaces.
//!
//! As the final pass it runs once, after the fixed point, and is taken only like any other
//! candidate: when the test passes on it *and* it is smaller (shortlex) than the best, since the
//! result pare reports is always the smallest it found. The readable form of a result that is
//! larger than it is what `--pretty` writes beside it (`Reduction::pretty`).

use tree_sitter::{Node, Tree};

use super::Context;
use super::spec::{Body, Gate, Spec};
use super::{Filtering, Tier};
use crate::stop::Stop;
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::tree_of;

/// What goes between two neighbouring tokens.
#[derive(Clone, Copy)]
enum Gap {
    Nothing,
    Space,
    /// A line break, then this many levels of indentation.
    Line(usize),
}

/// The tokens (leaves) of `tree`, with the block depth at each one and whether a line break
/// must come before and after it.
struct Leaf {
    start: usize,
    end: usize,
    depth: usize,
    break_before: bool,
    break_after: bool,
}

fn leaves(grammar: &Grammar, tree: &Tree) -> Vec<Leaf> {
    let mut out = Vec::new();
    visit(grammar, tree.root_node(), 0, &mut out);
    out
}

fn visit(grammar: &Grammar, node: Node, depth: usize, out: &mut Vec<Leaf>) {
    // Literals and comments are laid out as they are: their inner tokens' spacing is content.
    let whole = grammar.literal(node.kind()).is_some() || grammar.is_comment(node.kind());
    if node.child_count() == 0 || whole {
        out.push(Leaf {
            start: node.start_byte(),
            end: node.end_byte(),
            depth,
            break_before: false,
            break_after: false,
        });
        return;
    }
    let block = grammar.is_block(node.kind()) && node.parent().is_some();
    let count = node.child_count();
    let header = if block { header_len(node) } else { 0 };
    for i in 0..count {
        let child = node.child(i).expect("index below child_count");
        if i < header {
            // `case "":` stays on one line, which the statements after it follow.
            let first = out.len();
            visit(grammar, child, depth, out);
            if i + 1 == header && first < out.len() {
                out.last_mut().expect("just pushed").break_after = true;
            }
            continue;
        }
        let delimiter = block && (i == 0 || i + 1 == count) && !child.is_named();
        let inner = if block && !delimiter { depth + 1 } else { depth };
        let statement = (grammar.is_block(node.kind()) && !delimiter && child.is_named()) || child.is_extra();
        // A token between statements (`;` after `struct S {…}`, `:` after `public`) ends the
        // statement before it: it takes over that statement's line break.
        let attached = grammar.is_block(node.kind()) && !delimiter && !child.is_named() && i > 0;
        let first = out.len();
        visit(grammar, child, inner, out);
        if first < out.len() && (statement || delimiter) {
            // An opening delimiter ends its line; a closing one starts its own.
            out[first].break_before = statement || i > 0;
            out.last_mut().expect("just pushed").break_after = statement || i == 0;
        } else if attached && first > 0 && first < out.len() {
            let ends_line = std::mem::take(&mut out[first - 1].break_after);
            out.last_mut().expect("just pushed").break_after = ends_line;
        }
    }
}

/// How many children of a block make its header, laid out on one line: a block that opens with a
/// keyword rather than a bracket (`case "":`, `default:`) has one up to its first `:`.
fn header_len(node: Node) -> usize {
    let opens_with_keyword =
        node.child(0).is_some_and(|c| !c.is_named() && c.kind().chars().all(|ch| ch.is_ascii_alphabetic()));
    let mut cursor = node.walk();
    let colon = node.children(&mut cursor).position(|c| c.kind() == ":");
    match colon {
        Some(at) if opens_with_keyword => at + 1,
        _ => 0,
    }
}

/// `text` laid out one statement per line; `None` when it does not parse cleanly (then the
/// layout cannot be trusted to keep its meaning) or when the language's layout is syntax
/// (Python's indentation: `blank` has already made it as small as it may be).
pub fn format(grammar: &Grammar, text: &[u8]) -> Option<Vec<u8>> {
    if grammar.indentation() {
        return None;
    }
    let tree = tree_of(grammar.lang, text);
    if tree.root_node().has_error() {
        return None;
    }
    let leaves = leaves(grammar, &tree);
    let mut out = Vec::with_capacity(text.len() + text.len() / 4);
    let mut at = 0;
    for (i, leaf) in leaves.iter().enumerate() {
        if leaf.start < at {
            continue;
        }
        let between = &text[at..leaf.start];
        if !between.iter().all(u8::is_ascii_whitespace) {
            // Text no token covers (a preprocessor line's end, say): kept as it is.
            out.extend_from_slice(between);
        } else if i > 0 {
            let previous = &leaves[i - 1];
            let line_comment = grammar.is_line_comment(&text[previous.start..previous.end]);
            let directive = between.contains(&b'\n') && ends_directive(grammar, text, previous);
            let gap = if previous.break_after || leaf.break_before || line_comment || directive {
                Gap::Line(leaf.depth)
            } else if between.is_empty() {
                Gap::Nothing
            } else {
                Gap::Space
            };
            match gap {
                Gap::Nothing => {}
                Gap::Space => out.push(b' '),
                Gap::Line(depth) => {
                    while out.last() == Some(&b' ') {
                        out.pop();
                    }
                    if out.last() != Some(&b'\n') {
                        out.push(b'\n');
                    }
                    out.extend(std::iter::repeat_n(b' ', 4 * depth));
                }
            }
        }
        out.extend_from_slice(&text[leaf.start..leaf.end]);
        at = leaf.end;
    }
    out.extend(text[at..].iter().filter(|b| !b.is_ascii_whitespace()));
    while out.last().is_some_and(u8::is_ascii_whitespace) {
        out.pop();
    }
    if text.ends_with(b"\n") || out.contains(&b'\n') {
        out.push(b'\n');
    }
    Some(out)
}

/// True when `leaf` ends a line that must stay a line (a C preprocessor directive: the table's
/// `line_directives`).
fn ends_directive(grammar: &Grammar, text: &[u8], leaf: &Leaf) -> bool {
    let line_start = text[..leaf.start].iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1);
    let indent = text[line_start..].iter().take_while(|b| b.is_ascii_whitespace()).count();
    grammar.is_line_directive(&text[line_start + indent..])
}

/// Reformats the final result.
pub const FORMAT: Spec = Spec {
    name: "format",
    description: "final: one statement per line, indented, taken only when that is smaller (see --pretty)",
    tier: Tier::Final,
    filtering: Filtering::Before,
    reads_trees: true,
    gate: Gate::Any,
    body: Body::Run(run),
};

/// The pass's body.
fn run(cx: &mut Context) -> Result<(), Stop> {
    let Some(grammar) = cx.grammar() else { return Ok(()) };
    let best = cx.best();
    if let Some(formatted) = format(grammar, &best)
        && formatted != *best
    {
        // Not smaller: turned away by the door without a call.
        cx.try_candidate(formatted)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::language::Lang;

    fn show(lang: Lang, src: &str) -> String {
        String::from_utf8(format(Grammar::get(lang), src.as_bytes()).unwrap()).unwrap()
    }

    #[test]
    fn one_statement_per_line_indented() {
        assert_eq!(
            show(Lang::C, "#include <x.h>\nint f(int a){if(a){g();h(a,  1);}   return 0;}"),
            "#include <x.h>\nint f(int a){\n    if(a){\n        g();\n        h(a, 1);\n    }\n    return 0;\n}\n"
        );
        assert_eq!(show(Lang::Rust, "fn f(){let x=1;// c\nx}  "), "fn f(){\n    let x=1;\n    // c\n    x\n}\n");
        assert_eq!(show(Lang::JavaScript, "for(;;){a()}"), "for(;;){\n    a()\n}\n");
    }

    #[test]
    fn a_case_label_stays_on_its_line() {
        assert_eq!(show(Lang::JavaScript, "switch(0){case \"\":return 1}"), "switch(0){case \"\":\n    return 1\n}\n");
        assert_eq!(
            show(Lang::C, "int f(int a){switch(a){case 1:return 2;default:return 3;}}"),
            "int f(int a){\n    switch(a){\n        case 1:\n            return 2;\n        default:\n            return 3;\n    }\n}\n"
        );
    }

    #[test]
    fn unparsable_text_is_left_alone() {
        assert!(format(Grammar::get(Lang::C), b"int f( {").is_none());
    }
}
