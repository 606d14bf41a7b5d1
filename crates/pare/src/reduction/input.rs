//! What a reduction reduces, and the plan that follows from it: one file in its language, or a
//! tree of files each in its own, decides which passes run, the syntax filter, the grammar the
//! passes are given, and whether a result is read back as files.

use std::sync::Arc;

use super::{Error, SyntaxFilterMode};
use crate::oracle::CandidateFilter;
use crate::passes::{self, Pass};
use crate::syntax::filter::SyntaxFilter;
use crate::syntax::grammar::Grammar;
use crate::syntax::language::Lang;
use crate::syntax::parse::parse;
use crate::tree::{self, Files};

/// What a reduction reduces.
#[derive(Clone, Copy)]
pub(super) enum Input {
    /// One file, in its language (none: it is reduced as text).
    File(Option<Lang>),
    /// A tree of files as one bundle (see [`crate::tree`]): each file in the language of its
    /// extension, or, given one, every source file in it.
    Tree(Option<Lang>),
}

/// How a reduction of an input goes.
pub(super) struct Plan {
    /// The passes, in the order they run before they are measured.
    pub passes: Vec<Box<dyn Pass>>,
    /// The syntax filter, if the mode asks for one and the input has a language.
    pub filter: Option<Arc<dyn CandidateFilter>>,
    /// The grammar the passes are given: a file's; none for a tree, whose files each bring
    /// their own.
    pub grammar: Option<&'static Grammar>,
}

impl Input {
    /// The same input in `lang` (a tree: every source file in it).
    pub fn in_language(self, lang: Lang) -> Input {
        match self {
            Input::File(_) => Input::File(Some(lang)),
            Input::Tree(_) => Input::Tree(Some(lang)),
        }
    }

    /// True for a tree of files.
    pub fn is_tree(self) -> bool {
        matches!(self, Input::Tree(_))
    }

    /// The plan for reducing `original`: the passes `names` (or the default ones), and the
    /// syntax filter `mode` asks for.
    pub fn plan(
        self,
        original: &Arc<Vec<u8>>,
        names: Option<&[String]>,
        mode: SyntaxFilterMode,
    ) -> Result<Plan, Error> {
        match self {
            Input::File(lang) => Ok(Plan {
                passes: file_passes(lang, names)?,
                filter: file_filter(lang, original, mode)?,
                grammar: lang.map(Grammar::get),
            }),
            Input::Tree(over) => {
                let langs = tree::languages::of_bundle(original, over);
                let passes = passes::for_tree(original, &langs, names).map_err(Error::UnknownPass)?;
                let strict = mode == SyntaxFilterMode::On;
                if strict && !tree::filter::parses_cleanly(original, &langs) {
                    return Err(Error::OriginalDoesNotParse);
                }
                let filter =
                    if mode == SyntaxFilterMode::Off { None } else { tree::filter::for_bundle(original, &langs) };
                Ok(Plan { passes, filter, grammar: None })
            }
        }
    }

    /// A result read back as files: a tree's, none for a file.
    pub fn files(self, best: &[u8]) -> Option<Files> {
        self.is_tree().then(|| tree::bundle::decode(best).unwrap_or_default())
    }
}

/// The passes `names` for a file in `lang`, or its default ones.
fn file_passes(lang: Option<Lang>, names: Option<&[String]>) -> Result<Vec<Box<dyn Pass>>, Error> {
    let names: Vec<&str> = match names {
        Some(names) => names.iter().map(String::as_str).collect(),
        None => passes::default_names(lang.is_some()),
    };
    passes::select(&names).map_err(Error::UnknownPass)
}

/// The syntax filter `mode` asks for on a file in `lang`, if it applies.
fn file_filter(
    lang: Option<Lang>,
    original: &Arc<Vec<u8>>,
    mode: SyntaxFilterMode,
) -> Result<Option<Arc<dyn CandidateFilter>>, Error> {
    let Some(lang) = lang else { return Ok(None) };
    let filter = match mode {
        SyntaxFilterMode::Off => return Ok(None),
        SyntaxFilterMode::Auto => SyntaxFilter::for_original(lang, original),
        SyntaxFilterMode::On if parse(lang, original, None).root_node().has_error() => {
            return Err(Error::OriginalDoesNotParse);
        }
        SyntaxFilterMode::On => SyntaxFilter::for_original(lang, original),
    };
    Ok(Some(Arc::new(filter)))
}
