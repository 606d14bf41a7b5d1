//! Every pass pare has, in one table: each single-file pass's [`Spec`] and each pass over a
//! whole tree's [`TreeSpec`] (its name, description, tier and body, in the pass's own file), with
//! its default ranks for files with a grammar, files without one and trees. `--list-passes`
//! prints the table's order; a run without `--passes` takes the passes of its input's kind in
//! rank order, the order the scheduler tries them in before it has measured them.
//!
//! With a grammar, the passes that try the largest removals come first (every unreachable
//! declaration of a file too large for trees, coarse chunks of declarations, HDD's top levels,
//! hoisting, whole declarations), whitespace last, `format` at the very end; without one, the
//! passes that read text alone, ending with `bytes`. A tree runs the passes over the whole tree
//! first, then the single-file passes across its files in the order of a file with a grammar,
//! then those only files without one run (`bytes`); each single-file pass runs on the files
//! whose own defaults have it. `rename` is no default of a tree: renaming one file's names alone
//! would break the files that use them, and `cross-rename` renames in every file at once.

use std::collections::BTreeMap;

use super::per_file::PerFile;
use super::spec::Spec;
use super::whole_tree::{self, Shared, TreeSpec};
use super::{Pass, blank, braces, bytes, c, chunks, comments, cpp, decl, format, groups, hdd, hoist, implicit, indent};
use super::{lines, literals, merge, modifiers, nesting, params, rename, substitute, sweep, tokens, unwrap, windows};
use crate::syntax::language::Lang;
use crate::tree::bundle;

/// One row of the registry: a pass and its default ranks.
pub struct Entry {
    /// The pass.
    pub pass: Kind,
    /// Its rank among the default passes of a file with a grammar, if it is one of them.
    pub with_grammar: Option<u8>,
    /// Its rank among the default passes of a file without a grammar, if it is one of them.
    pub text: Option<u8>,
    /// Its rank among the default passes of a tree, if it is one of them.
    pub tree: Option<u8>,
}

/// The two kinds of pass.
pub enum Kind {
    /// A pass over one text (a file, or each file of a tree, see [`PerFile`]).
    File(&'static Spec),
    /// A pass over a whole tree, made for each tree with what its passes share.
    Tree(&'static TreeSpec),
}

impl Entry {
    /// The row of a single-file pass.
    const fn file(spec: &'static Spec, with_grammar: Option<u8>, text: Option<u8>, tree: Option<u8>) -> Entry {
        Entry { pass: Kind::File(spec), with_grammar, text, tree }
    }

    /// The row of a pass over whole trees, `rank` among a tree's defaults.
    const fn tree(spec: &'static TreeSpec, rank: u8) -> Entry {
        Entry { pass: Kind::Tree(spec), with_grammar: None, text: None, tree: Some(rank) }
    }

    /// The pass's name.
    pub fn name(&self) -> &'static str {
        match self.pass {
            Kind::File(spec) => spec.name,
            Kind::Tree(spec) => spec.name,
        }
    }

    /// The pass's one line for `--list-passes`.
    pub fn description(&self) -> &'static str {
        match self.pass {
            Kind::File(spec) => spec.description,
            Kind::Tree(spec) => spec.description,
        }
    }

    /// Its rank among the defaults of a file with a grammar (`has_grammar`) or without one.
    fn file_rank(&self, has_grammar: bool) -> Option<u8> {
        if has_grammar { self.with_grammar } else { self.text }
    }
}

/// Every pass, in the order `--list-passes` prints them: the single-file passes, then those over
/// whole trees. The ranks: with a grammar, without one, in a tree.
pub static REGISTRY: [Entry; 53] = [
    Entry::file(&sweep::SWEEP, Some(0), None, Some(9)),
    Entry::file(&chunks::CHUNKS, Some(1), Some(0), Some(10)),
    Entry::file(&comments::COMMENTS, Some(2), None, Some(11)),
    Entry::file(&c::csmith_crc::CSMITH_CRC, Some(3), None, Some(12)),
    Entry::file(&hdd::HDD, Some(4), None, Some(13)),
    Entry::file(&braces::BRACES, Some(10), Some(3), Some(19)),
    Entry::file(&nesting::NESTING, Some(9), Some(2), Some(18)),
    Entry::file(&hoist::HOIST, Some(5), None, Some(14)),
    Entry::file(&unwrap::UNWRAP, Some(11), None, Some(20)),
    Entry::file(&decl::DECL, Some(6), None, Some(15)),
    Entry::file(&cpp::function_bodies::FUNCTION_BODIES, Some(7), None, Some(16)),
    Entry::file(&groups::GROUPS, Some(8), None, Some(17)),
    Entry::file(&merge::MERGE, Some(12), None, Some(21)),
    Entry::file(&params::PARAMS, Some(13), None, Some(22)),
    Entry::file(&lines::LINES, Some(17), Some(1), Some(26)),
    Entry::file(&tokens::TOKENS, Some(18), Some(4), Some(27)),
    Entry::file(&modifiers::MODIFIERS, Some(19), None, Some(28)),
    Entry::file(&literals::LITERALS, Some(35), None, Some(44)),
    Entry::file(&c::plain_assign::PLAIN_ASSIGN, Some(36), None, Some(45)),
    Entry::file(&substitute::SUBSTITUTE, Some(20), None, Some(29)),
    Entry::file(&c::init_drop::INIT_DROP, Some(21), None, Some(30)),
    Entry::file(&c::denest::DENEST, Some(22), None, Some(31)),
    Entry::file(&c::inline_return::INLINE_RETURN, Some(23), None, Some(32)),
    Entry::file(&c::param_to_local::PARAM_TO_LOCAL, Some(24), None, Some(33)),
    Entry::file(&c::return_void::RETURN_VOID, Some(25), None, Some(34)),
    Entry::file(&c::move_definition::MOVE_DEFINITION, Some(26), None, Some(35)),
    Entry::file(&c::copy_propagation::COPY_PROPAGATION, Some(27), None, Some(36)),
    Entry::file(&c::pointer_level::POINTER_LEVEL, Some(28), None, Some(37)),
    Entry::file(&c::aggregate_to_scalar::AGGREGATE_TO_SCALAR, Some(29), None, Some(38)),
    Entry::file(&c::array_size::ARRAY_SIZE, Some(30), None, Some(39)),
    Entry::file(&c::unused_field::UNUSED_FIELD, Some(31), None, Some(40)),
    Entry::file(&c::typedefs::TYPEDEFS, Some(32), None, Some(41)),
    Entry::file(&c::combine_declarations::COMBINE_DECLARATIONS, Some(33), None, Some(42)),
    Entry::file(&cpp::template_params::TEMPLATE_PARAMS, Some(14), None, Some(23)),
    Entry::file(&cpp::base_class::BASE_CLASS, Some(15), None, Some(24)),
    Entry::file(&cpp::class_to_struct::CLASS_TO_STRUCT, Some(16), None, Some(25)),
    Entry::file(&cpp::typename::TYPENAME, Some(37), None, Some(46)),
    Entry::file(&windows::WINDOWS, Some(34), None, Some(43)),
    Entry::file(&implicit::IMPLICIT, Some(38), None, Some(47)),
    Entry::file(&rename::RENAME, Some(39), None, None),
    Entry::file(&indent::INDENT, Some(40), None, Some(48)),
    Entry::file(&blank::BLANK, Some(41), Some(5), Some(49)),
    Entry::file(&bytes::BYTES, None, Some(6), Some(51)),
    Entry::file(&format::FORMAT, Some(42), None, Some(50)),
    Entry::tree(&whole_tree::files::FILES, 0),
    Entry::tree(&whole_tree::reach::CROSS_REACH, 1),
    Entry::tree(&whole_tree::inline_modules::TREE_MODIFIERS, 2),
    Entry::tree(&whole_tree::includes::INCLUDES, 3),
    Entry::tree(&whole_tree::includes::INLINE_HEADERS, 4),
    Entry::tree(&whole_tree::inline_modules::INLINE_MODULES, 5),
    Entry::tree(&whole_tree::cross_decl::CROSS_DECL, 6),
    Entry::tree(&whole_tree::cross_rename::CROSS_RENAME, 7),
    Entry::tree(&whole_tree::build_entries::BUILD_ENTRIES, 8),
];

/// Every single-file pass, in the registry's order.
pub fn all() -> impl Iterator<Item = &'static Spec> {
    REGISTRY.iter().filter_map(|e| match e.pass {
        Kind::File(spec) => Some(spec),
        Kind::Tree(_) => None,
    })
}

/// Every pass over whole trees, in the registry's order.
fn over_trees() -> impl Iterator<Item = &'static TreeSpec> {
    REGISTRY.iter().filter_map(|e| match e.pass {
        Kind::Tree(spec) => Some(spec),
        Kind::File(_) => None,
    })
}

/// The names of the default passes for a file with a grammar (`has_grammar`) or without one, in
/// their ranks' order.
pub fn default_names(has_grammar: bool) -> Vec<&'static str> {
    ranked(|e| e.file_rank(has_grammar)).into_iter().map(Entry::name).collect()
}

/// The rows `rank` gives a rank, in its order.
fn ranked(rank: impl Fn(&Entry) -> Option<u8>) -> Vec<&'static Entry> {
    let mut rows: Vec<(u8, &'static Entry)> = REGISTRY.iter().filter_map(|e| Some((rank(e)?, e))).collect();
    rows.sort_by_key(|&(r, _)| r);
    rows.into_iter().map(|(_, e)| e).collect()
}

/// Looks single-file passes up by name, in the order given; an unknown name is an error naming
/// the choices.
pub fn select(names: &[&str]) -> Result<Vec<Box<dyn Pass>>, String> {
    names.iter().map(|name| find(name).map(|p| Box::new(*p) as Box<dyn Pass>)).collect()
}

/// The single-file pass `name`, or an error naming the choices.
fn find(name: &str) -> Result<&'static Spec, String> {
    all().find(|p| p.name == name).ok_or_else(|| {
        let known: Vec<&str> = all().map(|p| p.name).collect();
        format!("unknown pass '{name}' (known passes: {})", known.join(", "))
    })
}

/// The passes for the tree `original` whose files have the languages `langs`: `names` in their
/// order (a name of a single-file pass stands for that pass across every file), or the tree's
/// default ones (each single-file pass across the files whose own defaults have it). Files go
/// largest first. An unknown name is an error naming the choices.
pub fn for_tree(
    original: &[u8],
    langs: &BTreeMap<String, Lang>,
    names: Option<&[String]>,
) -> Result<Vec<Box<dyn Pass>>, String> {
    let records = bundle::records(original).map_err(|e| e.to_string())?;
    let mut files: Vec<(&str, usize)> = records.iter().map(|r| (r.path(original), r.content.len())).collect();
    files.sort_by_key(|&(path, len)| (std::cmp::Reverse(len), path));
    let shared = Shared::new(langs.clone());
    let (rows, given): (Vec<&Entry>, bool) = match names {
        Some(names) => (names.iter().map(|n| by_name(n)).collect::<Result<_, _>>()?, true),
        None => (ranked(|e| e.tree), false),
    };
    let mut out: Vec<Box<dyn Pass>> = Vec::new();
    for row in rows {
        let spec = match row.pass {
            Kind::Tree(spec) => {
                out.push(spec.pass(&shared));
                continue;
            }
            Kind::File(spec) => spec,
        };
        let on: Vec<(String, Option<Lang>)> = files
            .iter()
            .filter(|(path, _)| given || row.file_rank(langs.contains_key(*path)).is_some())
            .map(|(path, _)| (path.to_string(), langs.get(*path).copied()))
            .collect();
        if !on.is_empty() {
            out.push(Box::new(PerFile::new(Box::new(*spec), on)));
        }
    }
    Ok(out)
}

/// The row of the pass `name`, or an error naming the choices, those over whole trees among them.
fn by_name(name: &str) -> Result<&'static Entry, String> {
    REGISTRY.iter().find(|e| e.name() == name).ok_or_else(|| {
        let message = find(name).err().unwrap_or_default();
        let tree: Vec<&str> = over_trees().map(|p| p.name).collect();
        match message.strip_suffix(')') {
            Some(start) => format!("{start}; over whole trees: {})", tree.join(", ")),
            None => message,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tree::bundle::{Files, encode};

    /// Every name once, and the ranks of each kind of input are 0, 1, 2, … without a gap.
    #[test]
    fn names_are_unique_and_ranks_have_no_gaps() {
        let mut names: Vec<&str> = REGISTRY.iter().map(Entry::name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), REGISTRY.len());
        let kinds: [fn(&Entry) -> Option<u8>; 3] = [|e| e.with_grammar, |e| e.text, |e| e.tree];
        for rank in kinds {
            let mut ranks: Vec<u8> = REGISTRY.iter().filter_map(rank).collect();
            ranks.sort_unstable();
            assert!(ranks.iter().enumerate().all(|(i, &r)| usize::from(r) == i), "{ranks:?}");
        }
    }

    /// A tree's defaults: the passes over the whole tree first, then every single-file pass of a
    /// file's defaults but `rename`.
    #[test]
    fn a_tree_runs_its_own_passes_first_and_every_file_pass_but_rename() {
        let tree: Vec<&str> = ranked(|e| e.tree).into_iter().map(Entry::name).collect();
        let whole: Vec<&str> = over_trees().map(|p| p.name).collect();
        assert_eq!(tree[..whole.len()], whole[..]);
        for name in default_names(true).into_iter().chain(default_names(false)) {
            assert_eq!(tree.contains(&name), name != "rename", "{name}");
        }
    }

    #[test]
    fn every_file_gets_the_passes_of_its_language() {
        let files: Files = [("Makefile", "all:\n"), ("a.c", "int a;\nint b;\n"), ("a.h", "int a;\n")]
            .iter()
            .map(|(p, c)| (p.to_string(), c.as_bytes().to_vec()))
            .collect();
        let langs = BTreeMap::from([("a.c".to_string(), Lang::C), ("a.h".to_string(), Lang::C)]);
        let all = for_tree(&encode(&files).unwrap(), &langs, None).unwrap();
        assert_eq!(all[0].name(), "files");
        let names: Vec<&str> = all.iter().map(|p| p.name()).collect();
        assert_eq!(names.iter().filter(|&&n| n == "hdd").count(), 1, "one entry per pass, across the files");
        assert!(names.contains(&"bytes"), "the Makefile has no grammar: it gets the text passes");
        assert!(!names.contains(&"rename"), "a file's names are renamed in every file at once");
        let given = for_tree(&encode(&files).unwrap(), &langs, Some(&["lines".into(), "files".into()])).unwrap();
        assert_eq!(given.iter().map(|p| p.name()).collect::<Vec<_>>(), ["lines", "files"]);
        let err = for_tree(&encode(&files).unwrap(), &langs, Some(&["nope".into()])).err().unwrap();
        assert!(err.contains("over whole trees: files"), "{err}");
    }
}
