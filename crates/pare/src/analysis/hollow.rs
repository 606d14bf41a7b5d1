//! Emptying function bodies in one edit: `int f(int x) { … }` to `int f(int x) {}`, for every
//! function of a large file but its entry points. A preprocessed C++ file's library headers are
//! mostly bodies, and bodies are where most of the names that tie one declaration to another are
//! (a class's members call helpers that call other helpers): once they are empty, far less of
//! the file is reachable ([`super::reachable`]), and the sweep after them deletes the rest. A
//! body stays a body (`{}`, not `;`), so a function stays defined wherever it was: an
//! out-of-class member or a friend cannot turn into a declaration the language forbids there.
//!
//! The grammar's `[hollow]` table says which kinds are functions and which words in a signature
//! mean the body is needed where the function is declared (C++ evaluates a `constexpr` function
//! while compiling and deduces an `auto` function's type from its body). A compiler bug in a
//! body the test needs makes the one candidate fail; the test decides.

use tree_sitter::Tree;

use crate::edits::Piece;
use crate::syntax::grammar::Grammar;
use crate::syntax::walk::preorder;
use crate::text_units::tokens::{TokenKind, token_stream};

/// The pieces that empty the body of every function of `tree` (the parse of `text`) that ends
/// before the entry points, which start at `entries`, and whose signature does not need it;
/// outermost functions only, since an emptied body holds nothing more. Empty when the grammar
/// has no `[hollow]` table.
pub fn hollowing(grammar: &Grammar, tree: &Tree, text: &[u8], entries: usize) -> Vec<Piece> {
    let mut pieces = Vec::new();
    preorder(tree, |node| {
        if node.start_byte() >= entries {
            return false;
        }
        if !grammar.is_hollow_function(node.kind()) {
            return true;
        }
        let Some(body) = node.child_by_field_name("body").filter(|b| grammar.is_block(b.kind())) else {
            return true;
        };
        let signature = &text[node.start_byte()..body.start_byte()];
        let needed = token_stream(signature, grammar.lexicon())
            .any(|t| t.kind == TokenKind::Word && grammar.needs_body(&signature[t.start..t.end]));
        let empty = text[body.byte_range()].iter().filter(|b| !b.is_ascii_whitespace()).count() <= 2;
        if !needed && !empty && body.end_byte() <= entries {
            pieces.push(Piece::replace(body.byte_range(), b"{}"));
        }
        // A kept body stays whole: a class defined in it is local to it.
        false
    });
    pieces
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edits::apply;
    use crate::syntax::language::Lang;
    use crate::syntax::parse::parse;

    fn hollowed(lang: Lang, src: &str, entries: usize) -> String {
        let grammar = Grammar::get(lang);
        let tree = parse(lang, src.as_bytes(), None);
        String::from_utf8(apply(src.as_bytes(), &hollowing(grammar, &tree, src.as_bytes(), entries))).unwrap()
    }

    #[test]
    fn bodies_empty_but_the_entries_and_those_the_compiler_evaluates() {
        let src = "namespace std {\nstruct V {\n  int size() const { return n; }\n  constexpr int cap() const { return 8; }\n  int n;\n};\n\
                   auto twice(int x) { return 2 * x; }\nint V::*p;\nint helper(int x) { return x + 1; }\n}\n\
                   int main() { return std::helper(1); }\n";
        let main = src.find("int main").unwrap();
        assert_eq!(
            hollowed(Lang::Cpp, src, main),
            "namespace std {\nstruct V {\n  int size() const {}\n  constexpr int cap() const { return 8; }\n  int n;\n};\n\
             auto twice(int x) { return 2 * x; }\nint V::*p;\nint helper(int x) {}\n}\n\
             int main() { return std::helper(1); }\n"
        );
    }

    #[test]
    fn c_functions_and_out_of_class_members_keep_a_body() {
        let c = "static int f(int a) { return a * 2; }\nint g(void) {}\nint main(void) { return f(1); }\n";
        let main = c.find("int main").unwrap();
        assert_eq!(
            hollowed(Lang::C, c, main),
            "static int f(int a) {}\nint g(void) {}\nint main(void) { return f(1); }\n"
        );
        let cpp =
            "template <class T> struct B { void push(T); };\ntemplate <class T> void B<T>::push(T t) { (void)t; }\n";
        assert_eq!(
            hollowed(Lang::Cpp, cpp, cpp.len()),
            "template <class T> struct B { void push(T); };\ntemplate <class T> void B<T>::push(T t) {}\n"
        );
    }

    #[test]
    fn languages_without_a_table_hollow_nothing() {
        let src = "fn f() -> i32 { 1 }\nfn main() { f(); }\n";
        assert_eq!(hollowed(Lang::Rust, src, src.len()), src);
    }
}
