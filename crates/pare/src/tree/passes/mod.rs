//! The passes that work on a tree as a whole: what no pass over one file can do (delete a file,
//! move a header into the one file that includes it, delete a declaration no file uses, rename
//! a name in every file at once).
//!
//! Each sees the whole bundle through an unframed [`crate::passes::Context`] and changes it
//! only record by record (see [`super::bundle`]).

pub mod build_entries;
pub mod cross_decl;
pub mod cross_rename;
pub mod files;
pub mod go_files;
pub mod includes;
pub mod inline_modules;
pub mod parsed;
pub mod reach;

use std::sync::Arc;

use super::languages::Langs;
use super::modules::Reader;
use crate::passes::Pass;

/// Every pass over a whole tree whose files have the languages `langs`, in the order they run
/// before they are measured.
pub fn all(langs: &Arc<Langs>) -> Vec<Box<dyn Pass>> {
    // One reader for the passes that read the module graph: each version of a file is read once.
    let reader: Arc<Reader> = Arc::default();
    vec![
        Box::new(files::Files(langs.clone(), reader.clone())),
        Box::new(reach::CrossReach(langs.clone(), reader.clone())),
        Box::new(inline_modules::TreeModifiers(langs.clone())),
        Box::new(includes::Includes(langs.clone())),
        Box::new(includes::InlineHeaders(langs.clone())),
        Box::new(inline_modules::InlineModules(langs.clone(), reader.clone())),
        Box::new(cross_decl::CrossDecl(langs.clone())),
        Box::new(cross_rename::CrossRename(langs.clone())),
        Box::new(build_entries::BuildEntries),
    ]
}

/// The names and descriptions of the passes over whole trees (for `--list-passes`).
pub fn listed() -> Vec<Box<dyn Pass>> {
    all(&Arc::default())
}
