//! `csmith-crc` (C): turn the csmith runtime's checksum calls into prints of the value,
//! `transparent_crc(g_2, "g_2", print_hash_value);` to `printf("%d\n", (int)g_2);` (C-Reduce's
//! `special a`).
//!
//! A csmith program prints one checksum over every global, so a wrong-code test keeps the whole
//! CRC machinery (tables, helpers, every call) as long as any value matters. Printed values keep
//! the output sensitive to each global on its own; the CRC helpers then lose their last callers
//! and `decl` deletes them. `transparent_crc_bytes(&g, sizeof(g), …)` is left alone: printing an
//! address would make the output differ between builds. First every call at once; else the last
//! call alone, and only if that passes, adaptive rewriting over the rest (runs of them in one
//! candidate): a test that checks the output's format refuses them all, for two calls.

use crate::adaptive::DeletionList;
use crate::edits::{Piece, SpanList, apply};
use crate::passes::Context;
use crate::passes::deletions::{After, Deletions, Resume, single};
use crate::passes::spec::{Body, Gate, Spec};
use crate::passes::{Filtering, Tier};
use crate::stop::Stop;
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::tree_of;
use crate::syntax::walk::preorder;

/// The csmith runtime function whose calls are rewritten, and the tree-sitter-c kind of a call.
const CHECKSUM: &[u8] = b"transparent_crc";
const CALL: &str = "call_expression";

/// Every checksum call of `text` with its replacement, in document order.
fn rewrites(grammar: &Grammar, text: &[u8]) -> Vec<Piece> {
    let tree = tree_of(grammar.lang, text);
    let mut out = Vec::new();
    preorder(&tree, |node| {
        if node.kind() == CALL
            && let Some(function) = node.child_by_field_name("function")
            && text[function.byte_range()] == *CHECKSUM
            && let Some(arguments) = node.child_by_field_name("arguments")
        {
            let mut cursor = arguments.walk();
            let mut values = arguments.named_children(&mut cursor).filter(|c| !grammar.is_comment(c.kind()));
            if let Some(value) = values.next() {
                let print = [b"printf(\"%d\\n\", (int)".as_slice(), &text[value.byte_range()], b")"].concat();
                out.push(Piece::replace(node.byte_range(), &print));
            }
            return false;
        }
        true
    });
    out
}

/// The candidate that rewrites every checksum call at once, if there is one.
pub fn all_at_once(grammar: &Grammar, text: &[u8]) -> Option<Vec<u8>> {
    let pieces = rewrites(grammar, text);
    (!pieces.is_empty()).then(|| apply(text, &pieces))
}

/// The list of checksum calls, one unit per call, "deleting" a unit rewrites it.
pub fn calls(grammar: &Grammar, text: &[u8]) -> SpanList {
    let mut list = SpanList::new(text.to_vec());
    for piece in rewrites(grammar, text) {
        list.push([piece]);
    }
    list
}

/// Turns csmith's checksum calls into prints.
pub const CSMITH_CRC: Spec = Spec {
    name: "csmith-crc",
    description: "C: csmith's transparent_crc(x, \"x\", f) checksum calls -> printf(\"%d\\n\", (int)x)",
    tier: Tier::Reducing,
    filtering: Filtering::Before,
    reads_trees: true,
    gate: Gate::Grammar(Grammar::is_c_family),
    body: Body::Deletions(Deletions { first: Some(first), list, resume: Resume::Restart }),
};

/// Every call at once; else the last call alone, and only if that passes, the list.
fn first(cx: &mut Context, grammar: Option<&'static Grammar>) -> Result<After, Stop> {
    let Some(grammar) = grammar else { return Ok(After::Done) };
    let best = cx.best();
    let Some(candidate) = all_at_once(grammar, &best) else { return Ok(After::Done) };
    if cx.try_candidate(candidate)? {
        return Ok(After::Done);
    }
    // A test that checks the output's format (one `checksum = …` line) refuses every print:
    // one call alone must pass before the others are tried.
    let list = calls(grammar, &best);
    Ok(if cx.try_candidate(list.candidate(list.len() - 1..list.len()))? { After::Lists } else { After::Done })
}

/// The pass's one list: every call left.
fn list(grammar: Option<&'static Grammar>, best: &[u8], step: usize) -> Option<SpanList> {
    single(step)?;
    Some(calls(grammar?, best))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::language::Lang;
    use crate::{FnOracle, Reduction};

    const SRC: &str = "int printf(const char *, ...);\nvoid transparent_crc(unsigned long v, char *n, int f);\n\
        void transparent_crc_bytes(char *p, int n, char *s, int f);\nint g_2; struct S { int f0; } g_3;\n\
        int main(void) {\n    transparent_crc(g_2, \"g_2\", print_hash_value);\n    \
        transparent_crc(g_3.f0, \"g_3.f0\", 1);\n    transparent_crc_bytes(&g_3, sizeof(g_3), \"g_3\", 1);\n}\n";

    fn reduce(keep: impl Fn(&str) -> bool + Send + Sync + 'static) -> String {
        crate::passes::testing::reduced(Lang::C, SRC, &["csmith-crc"], keep)
    }

    #[test]
    fn every_checksum_call_becomes_a_print_in_one_candidate() {
        let all = String::from_utf8(all_at_once(Grammar::get(Lang::C), SRC.as_bytes()).unwrap()).unwrap();
        assert!(all.contains("\n    printf(\"%d\\n\", (int)g_2);\n    printf(\"%d\\n\", (int)g_3.f0);\n"), "{all}");
        assert!(all.contains("transparent_crc_bytes(&g_3, sizeof(g_3), \"g_3\", 1);"), "{all}");
        assert!(all.contains("void transparent_crc(unsigned long v"), "declarations stay: {all}");
        assert_eq!(reduce(|c| c.contains("int main")), all);
    }

    #[test]
    fn calls_the_test_needs_as_checksums_stay() {
        let out = reduce(|c| c.contains("transparent_crc(g_2"));
        assert!(out.contains("transparent_crc(g_2, \"g_2\", print_hash_value);"), "{out}");
        assert!(out.contains("printf(\"%d\\n\", (int)g_3.f0);"), "{out}");
    }

    #[test]
    fn a_test_that_refuses_the_last_call_alone_costs_two_calls() {
        let calls = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let counted = calls.clone();
        let oracle = FnOracle(move |c: &[u8]| {
            counted.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            c.windows(8).any(|w| w == b"int main") && !c.windows(6).any(|w| w == b"printf")
        });
        let src = SRC.replacen("int printf(const char *, ...);\n", "", 1);
        let out = Reduction::new(src.as_bytes().to_vec()).language(Lang::C).passes(&["csmith-crc"]).jobs(1);
        assert_eq!(out.run(oracle).unwrap().best, src.as_bytes());
        // The original, the empty file, every call at once, the last call alone (the original
        // stays the result, so it is not re-checked).
        assert_eq!(calls.load(std::sync::atomic::Ordering::SeqCst), 4);
    }
}
