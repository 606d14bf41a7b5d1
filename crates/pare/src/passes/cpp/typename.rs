//! `typename`: the keyword goes where C++20 lets it go or a shorter one does its work. First, in
//! one candidate, every `typename` that declares a template parameter becomes `class` (the same
//! meaning, three bytes shorter); then adaptive deletion over every `typename` before a
//! dependent name (`typename T::type x;` to `T::type x;`: C++20 needs it in fewer places, and
//! where it is still needed the test says no). clang_delta reaches the same end by replacing the
//! dependent names themselves (simplify-dependent-typedef, replace-dependent-name).

use crate::edits::{Piece, SpanList, apply};
use crate::passes::Context;
use crate::passes::deletions::{After, Deletions, Resume, single};
use crate::passes::spec::{Body, Gate, Spec};
use crate::passes::{Filtering, Tier};
use crate::stop::Stop;
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::parse;
use crate::syntax::walk::preorder;

use super::{children_of_kind, with_spaces_after};

const PARAMETERS: [&str; 3] =
    ["type_parameter_declaration", "optional_type_parameter_declaration", "variadic_type_parameter_declaration"];
const DEPENDENT: &str = "dependent_type";
const KEYWORD: &str = "typename";

/// The `typename` keywords of `text`: those declaring template parameters, and those before a
/// dependent name (with the spaces after them).
fn keywords(grammar: &Grammar, text: &[u8]) -> (Vec<Piece>, Vec<Piece>) {
    let tree = parse(grammar.lang, text, None);
    let (mut parameters, mut dependent) = (Vec::new(), Vec::new());
    preorder(&tree, |node| {
        if PARAMETERS.contains(&node.kind()) {
            parameters
                .extend(children_of_kind(node, KEYWORD).into_iter().map(|k| Piece::replace(k.byte_range(), b"class")));
        } else if node.kind() == DEPENDENT {
            dependent.extend(
                children_of_kind(node, KEYWORD)
                    .into_iter()
                    .map(|k| Piece::delete(with_spaces_after(text, k.byte_range()))),
            );
        }
        true
    });
    (parameters, dependent)
}

/// The edit that spells every template parameter's `typename` as `class`, if there is one.
pub fn to_class(grammar: &Grammar, text: &[u8]) -> Option<Vec<Piece>> {
    let (parameters, _) = keywords(grammar, text);
    (!parameters.is_empty()).then_some(parameters)
}

/// The deletion list of every `typename` before a dependent name.
pub fn dependent(grammar: &Grammar, text: &[u8]) -> SpanList {
    let mut list = SpanList::new(text.to_vec());
    for piece in keywords(grammar, text).1 {
        list.push([piece]);
    }
    list
}

/// Turns `typename` into `class`, or drops it.
pub const TYPENAME: Spec = Spec {
    name: "typename",
    description: "C++: `typename` of template parameters to `class`, and away before dependent names",
    tier: Tier::Normalizing,
    filtering: Filtering::Before,
    reads_trees: true,
    gate: Gate::Grammar(Grammar::is_cpp),
    body: Body::Deletions(Deletions { first: Some(first), list, resume: Resume::Restart }),
};

/// Every `typename` of a template parameter to `class`, in one candidate.
fn first(cx: &mut Context, grammar: Option<&'static Grammar>) -> Result<After, Stop> {
    let best = cx.best();
    if let Some(pieces) = grammar.and_then(|g| to_class(g, &best)) {
        cx.try_candidate(apply(&best, &pieces))?;
    }
    Ok(After::Lists)
}

/// The pass's one list: every `typename` before a dependent name.
fn list(grammar: Option<&'static Grammar>, best: &[u8], step: usize) -> Option<SpanList> {
    single(step)?;
    Some(dependent(grammar?, best))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::adaptive::DeletionList;
    use crate::syntax::language::Lang;

    const SRC: &str = "template <typename T, typename... Ts> struct S { typedef typename T::type t; using u = typename T::value_type; };";

    #[test]
    fn parameters_become_class_and_dependent_names_lose_it() {
        let g = Grammar::get(Lang::Cpp);
        let edit = to_class(g, SRC.as_bytes()).unwrap();
        assert_eq!(
            String::from_utf8(apply(SRC.as_bytes(), &edit)).unwrap(),
            "template <class T, class... Ts> struct S { typedef typename T::type t; using u = typename T::value_type; };"
        );
        let list = dependent(g, SRC.as_bytes());
        assert_eq!(list.len(), 2);
        assert_eq!(
            String::from_utf8(list.candidate(0..2)).unwrap(),
            "template <typename T, typename... Ts> struct S { typedef T::type t; using u = T::value_type; };"
        );
    }

    #[test]
    fn keeps_the_typename_the_test_needs() {
        let out = crate::passes::testing::reduced(Lang::Cpp, SRC, &["typename"], |c| c.contains("typedef typename"));
        assert_eq!(
            out,
            "template <class T, class... Ts> struct S { typedef typename T::type t; using u = T::value_type; };"
        );
    }
}
