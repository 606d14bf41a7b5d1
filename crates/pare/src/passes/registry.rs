//! Every single-file pass pare has, in one table: each pass's [`Spec`] (its name, description,
//! tier, filtering, whether it reads trees, its gate and its body, in the pass's own file) and
//! its default rank, for files with a grammar and for files without one. `--list-passes` prints
//! the table's order; a run without `--passes` takes the passes of the file's kind in rank order,
//! the order the scheduler tries them in before it has measured them.
//!
//! With a grammar, the passes that try the largest removals come first (every unreachable
//! declaration of a file too large for trees, coarse chunks of declarations, HDD's top levels,
//! hoisting, whole declarations), whitespace last, `format` at the very end; without one, the
//! passes that read text alone, ending with `bytes`.

use super::spec::Spec;
use super::{Pass, blank, braces, bytes, c, chunks, comments, cpp, decl, format, groups, hdd, hoist, implicit, indent};
use super::{lines, literals, merge, modifiers, nesting, params, rename, substitute, sweep, tokens, unwrap, windows};

/// One row of the registry: a pass and its default ranks.
pub struct Entry {
    /// The pass.
    pub spec: &'static Spec,
    /// Its rank among the default passes of a file with a grammar, if it is one of them.
    pub with_grammar: Option<u8>,
    /// Its rank among the default passes of a file without a grammar, if it is one of them.
    pub text: Option<u8>,
}

/// Every single-file pass, in the order `--list-passes` prints them.
pub static REGISTRY: [Entry; 44] = [
    Entry { spec: &sweep::SWEEP, with_grammar: Some(0), text: None },
    Entry { spec: &chunks::CHUNKS, with_grammar: Some(1), text: Some(0) },
    Entry { spec: &comments::COMMENTS, with_grammar: Some(2), text: None },
    Entry { spec: &c::csmith_crc::CSMITH_CRC, with_grammar: Some(3), text: None },
    Entry { spec: &hdd::HDD, with_grammar: Some(4), text: None },
    Entry { spec: &braces::BRACES, with_grammar: Some(10), text: Some(3) },
    Entry { spec: &nesting::NESTING, with_grammar: Some(9), text: Some(2) },
    Entry { spec: &hoist::HOIST, with_grammar: Some(5), text: None },
    Entry { spec: &unwrap::UNWRAP, with_grammar: Some(11), text: None },
    Entry { spec: &decl::DECL, with_grammar: Some(6), text: None },
    Entry { spec: &cpp::function_bodies::FUNCTION_BODIES, with_grammar: Some(7), text: None },
    Entry { spec: &groups::GROUPS, with_grammar: Some(8), text: None },
    Entry { spec: &merge::MERGE, with_grammar: Some(12), text: None },
    Entry { spec: &params::PARAMS, with_grammar: Some(13), text: None },
    Entry { spec: &lines::LINES, with_grammar: Some(17), text: Some(1) },
    Entry { spec: &tokens::TOKENS, with_grammar: Some(18), text: Some(4) },
    Entry { spec: &modifiers::MODIFIERS, with_grammar: Some(19), text: None },
    Entry { spec: &literals::LITERALS, with_grammar: Some(35), text: None },
    Entry { spec: &c::plain_assign::PLAIN_ASSIGN, with_grammar: Some(36), text: None },
    Entry { spec: &substitute::SUBSTITUTE, with_grammar: Some(20), text: None },
    Entry { spec: &c::init_drop::INIT_DROP, with_grammar: Some(21), text: None },
    Entry { spec: &c::denest::DENEST, with_grammar: Some(22), text: None },
    Entry { spec: &c::inline_return::INLINE_RETURN, with_grammar: Some(23), text: None },
    Entry { spec: &c::param_to_local::PARAM_TO_LOCAL, with_grammar: Some(24), text: None },
    Entry { spec: &c::return_void::RETURN_VOID, with_grammar: Some(25), text: None },
    Entry { spec: &c::move_definition::MOVE_DEFINITION, with_grammar: Some(26), text: None },
    Entry { spec: &c::copy_propagation::COPY_PROPAGATION, with_grammar: Some(27), text: None },
    Entry { spec: &c::pointer_level::POINTER_LEVEL, with_grammar: Some(28), text: None },
    Entry { spec: &c::aggregate_to_scalar::AGGREGATE_TO_SCALAR, with_grammar: Some(29), text: None },
    Entry { spec: &c::array_size::ARRAY_SIZE, with_grammar: Some(30), text: None },
    Entry { spec: &c::unused_field::UNUSED_FIELD, with_grammar: Some(31), text: None },
    Entry { spec: &c::typedefs::TYPEDEFS, with_grammar: Some(32), text: None },
    Entry { spec: &c::combine_declarations::COMBINE_DECLARATIONS, with_grammar: Some(33), text: None },
    Entry { spec: &cpp::template_params::TEMPLATE_PARAMS, with_grammar: Some(14), text: None },
    Entry { spec: &cpp::base_class::BASE_CLASS, with_grammar: Some(15), text: None },
    Entry { spec: &cpp::class_to_struct::CLASS_TO_STRUCT, with_grammar: Some(16), text: None },
    Entry { spec: &cpp::typename::TYPENAME, with_grammar: Some(37), text: None },
    Entry { spec: &windows::WINDOWS, with_grammar: Some(34), text: None },
    Entry { spec: &implicit::IMPLICIT, with_grammar: Some(38), text: None },
    Entry { spec: &rename::RENAME, with_grammar: Some(39), text: None },
    Entry { spec: &indent::INDENT, with_grammar: Some(40), text: None },
    Entry { spec: &blank::BLANK, with_grammar: Some(41), text: Some(5) },
    Entry { spec: &bytes::BYTES, with_grammar: None, text: Some(6) },
    Entry { spec: &format::FORMAT, with_grammar: Some(42), text: None },
];

/// Every pass pare has, in the registry's order.
pub fn all() -> impl Iterator<Item = &'static Spec> {
    REGISTRY.iter().map(|e| e.spec)
}

/// The names of the default passes for a file with a grammar (`has_grammar`) or without one, in
/// their ranks' order.
pub fn default_names(has_grammar: bool) -> Vec<&'static str> {
    let rank = |e: &Entry| if has_grammar { e.with_grammar } else { e.text };
    let mut ranked: Vec<(u8, &'static str)> = REGISTRY.iter().filter_map(|e| Some((rank(e)?, e.spec.name))).collect();
    ranked.sort_unstable();
    ranked.into_iter().map(|(_, name)| name).collect()
}

/// Looks passes up by name, in the order given; an unknown name is an error naming the choices.
pub fn select(names: &[&str]) -> Result<Vec<Box<dyn Pass>>, String> {
    names
        .iter()
        .map(|name| {
            all().find(|p| p.name == *name).map(|p| Box::new(*p) as Box<dyn Pass>).ok_or_else(|| {
                let known: Vec<&str> = all().map(|p| p.name).collect();
                format!("unknown pass '{name}' (known passes: {})", known.join(", "))
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every name once, and the ranks of each kind of file are 0, 1, 2, … without a gap.
    #[test]
    fn names_are_unique_and_ranks_have_no_gaps() {
        let mut names: Vec<&str> = all().map(|p| p.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), REGISTRY.len());
        for has_grammar in [true, false] {
            let rank = |e: &Entry| if has_grammar { e.with_grammar } else { e.text };
            let mut ranks: Vec<u8> = REGISTRY.iter().filter_map(rank).collect();
            ranks.sort_unstable();
            assert!(ranks.iter().enumerate().all(|(i, &r)| usize::from(r) == i), "{ranks:?}");
        }
    }
}
