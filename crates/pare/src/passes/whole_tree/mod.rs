//! The passes that work on a tree as a whole: what no pass over one file can do (delete a file,
//! move a header into the one file that includes it, delete a declaration no file uses, rename
//! a name in every file at once).
//!
//! Each is a [`TreeSpec`] constant in its own file, a row of [`super::registry`] like every
//! single-file pass. What a single-file pass gets from its [`Context`] (the grammar) a pass over
//! a tree cannot: the files have a language each, and three of the passes read the module graph.
//! So a [`TreeSpec`] is made into a pass for one tree ([`TreeSpec::pass`]) with what the tree's
//! passes share ([`Shared`]). Each sees the whole bundle through an unframed [`Context`] and
//! changes it only record by record (see [`crate::tree::bundle`]).

pub mod build_entries;
pub mod cross_decl;
pub mod cross_rename;
pub mod files;
pub mod go_files;
pub mod includes;
pub mod inline_modules;
pub mod parsed;
pub mod reach;
pub mod reach_narrowing;

use std::sync::Arc;

use super::{Context, Filtering, Pass, Tier};
use crate::stop::Stop;
use crate::tree::languages::Langs;
use crate::tree::modules::Reader;

/// A pass over a whole tree, as data: what `--list-passes` and the scheduler know of it, and its
/// body. Its ranks are in [`super::registry`].
pub struct TreeSpec {
    /// The name users give to `--passes`.
    pub name: &'static str,
    /// One line for `--list-passes`.
    pub description: &'static str,
    /// Where the scheduler places the pass.
    pub tier: Tier,
    /// When its candidates meet the syntax filter ([`Pass::filtering`]): after the test for a
    /// pass whose candidates delete whole files, lines or comments, which break no file's
    /// syntax, so that the filter's parses do not hold up each call's start; before it for a
    /// pass that edits code inside the files.
    pub filtering: Filtering,
    /// What it does, on the tree whose files [`Shared`] describes.
    pub run: fn(&mut Context, &Shared) -> Result<(), Stop>,
}

/// What the passes over one tree are given: the language of each file that has one, and one
/// reader of the module graph for all of them, so that each version of a file is read once.
#[derive(Clone, Default)]
pub struct Shared {
    /// The language of every file that has one, by path.
    pub langs: Arc<Langs>,
    /// What each file says about other files, read once per version.
    pub reader: Arc<Reader>,
    /// What `tree-modifiers` drops in each file, read once per version.
    pub drops: Arc<inline_modules::Drops>,
    /// What `cross-decl` finds each file declares and uses, read once per version.
    pub usages: Arc<cross_decl::Usages>,
    /// The inline modules `inline-modules` finds in each file, read once per version.
    pub wrappers: Arc<inline_modules::Wrappers>,
}

impl Shared {
    /// What the passes over a tree whose files have the languages `langs` share.
    pub fn new(langs: Langs) -> Shared {
        Shared { langs: Arc::new(langs), ..Shared::default() }
    }
}

impl TreeSpec {
    /// The pass over the tree that `shared` describes.
    pub fn pass(&'static self, shared: &Shared) -> Box<dyn Pass> {
        Box::new(TreePass { spec: self, shared: shared.clone() })
    }
}

/// A [`TreeSpec`] made a pass for one tree.
struct TreePass {
    spec: &'static TreeSpec,
    shared: Shared,
}

impl Pass for TreePass {
    fn name(&self) -> &'static str {
        self.spec.name
    }
    fn tier(&self) -> Tier {
        self.spec.tier
    }
    fn filtering(&self) -> Filtering {
        self.spec.filtering
    }
    fn run(&self, cx: &mut Context) -> Result<(), Stop> {
        (self.spec.run)(cx, &self.shared)
    }
}
