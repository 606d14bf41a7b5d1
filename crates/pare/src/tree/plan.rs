//! Which passes a tree reduction runs: the passes over the whole tree, and every single-file
//! pass across the files it applies to ([`AcrossFiles`]), each file with its grammar. The
//! scheduler ranks them all together, as it ranks a single file's passes.

use std::collections::BTreeMap;
use std::sync::Arc;

use super::across::AcrossFiles;
use super::bundle;
use super::filter::TreeFilter;
use crate::oracle::CandidateFilter;
use crate::passes::{self, Pass};
use crate::syntax::language::Lang;
use crate::syntax::parse::parse;

/// The language of every file of the tree `original` that has one (see `tree::languages`).
pub fn languages(original: &[u8], over: Option<Lang>) -> BTreeMap<String, Lang> {
    let records = bundle::records(original).unwrap_or_default();
    super::languages::languages(records.iter().map(|r| r.path(original)), over)
}

/// The syntax filter over the tree `original`, if any file has a language: every such file is
/// filtered.
pub fn filter(original: &[u8], langs: &BTreeMap<String, Lang>) -> Option<Arc<dyn CandidateFilter>> {
    (!langs.is_empty()).then(|| Arc::new(TreeFilter::for_original(original, langs)) as Arc<dyn CandidateFilter>)
}

/// True when every file of the tree `original` with a language parses without errors.
pub fn parses_cleanly(original: &[u8], langs: &BTreeMap<String, Lang>) -> bool {
    bundle::records(original).unwrap_or_default().iter().all(|record| {
        let lang = langs.get(record.path(original));
        lang.is_none_or(|&lang| !parse(lang, record.content(original), None).root_node().has_error())
    })
}

/// Single-file passes that a pass over the whole tree replaces: renaming one file's names alone
/// would break the files that use them.
const REPLACED: [&str; 1] = ["rename"];

/// The default single-file passes, in their order: the grammar-aware list, then what only the
/// text list has.
fn default_file_passes() -> Vec<&'static str> {
    let mut names: Vec<&str> = passes::default_names(true).into_iter().filter(|n| !REPLACED.contains(n)).collect();
    for name in passes::default_names(false) {
        if !names.contains(&name) {
            names.push(name);
        }
    }
    names
}

/// The passes for the tree `original` whose files have the languages `langs`: `names` in their
/// order (a name of a single-file pass stands for that pass across every file), or the default
/// ones (the passes over the whole tree, then each default single-file pass across the files
/// whose default list has it). Files go largest first. An unknown name is an error naming the
/// choices.
pub fn passes(
    original: &[u8],
    langs: &BTreeMap<String, Lang>,
    names: Option<&[String]>,
) -> Result<Vec<Box<dyn Pass>>, String> {
    let records = bundle::records(original).map_err(|e| e.to_string())?;
    let mut files: Vec<(&str, usize)> = records.iter().map(|r| (r.path(original), r.content.len())).collect();
    files.sort_by_key(|&(path, len)| (std::cmp::Reverse(len), path));
    let given = names.is_some();
    let names: Vec<String> = match names {
        Some(names) => names.to_vec(),
        None => {
            super::passes::listed().iter().map(|p| p.name()).chain(default_file_passes()).map(String::from).collect()
        }
    };
    let langs_shared = Arc::new(langs.clone());
    let mut out: Vec<Box<dyn Pass>> = Vec::new();
    for name in &names {
        if let Some(pass) = super::passes::all(&langs_shared).into_iter().find(|p| p.name() == name) {
            out.push(pass);
            continue;
        }
        let pass = passes::select(&[name.as_str()]).map_err(with_tree_passes)?.remove(0);
        let on: Vec<(String, Option<Lang>)> = files
            .iter()
            .filter(|(path, _)| given || passes::default_names(langs.contains_key(*path)).contains(&name.as_str()))
            .map(|(path, _)| (path.to_string(), langs.get(*path).copied()))
            .collect();
        if !on.is_empty() {
            out.push(Box::new(AcrossFiles::new(pass, on)));
        }
    }
    Ok(out)
}

/// An unknown pass's message, with the passes over whole trees among the choices.
fn with_tree_passes(message: String) -> String {
    let tree: Vec<&str> = super::passes::listed().iter().map(|p| p.name()).collect();
    match message.strip_suffix(')') {
        Some(start) => format!("{start}; over whole trees: {})", tree.join(", ")),
        None => message,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tree::bundle::{Files, encode};

    #[test]
    fn every_file_gets_the_passes_of_its_language() {
        let files: Files = [("Makefile", "all:\n"), ("a.c", "int a;\nint b;\n"), ("a.h", "int a;\n")]
            .iter()
            .map(|(p, c)| (p.to_string(), c.as_bytes().to_vec()))
            .collect();
        let langs = BTreeMap::from([("a.c".to_string(), Lang::C), ("a.h".to_string(), Lang::C)]);
        let all = passes(&encode(&files).unwrap(), &langs, None).unwrap();
        assert_eq!(all[0].name(), "files");
        let names: Vec<&str> = all.iter().map(|p| p.name()).collect();
        assert_eq!(names.iter().filter(|&&n| n == "hdd").count(), 1, "one entry per pass, across the files");
        assert!(names.contains(&"bytes"), "the Makefile has no grammar: it gets the text passes");
        assert!(!names.contains(&"rename"), "a file's names are renamed in every file at once");
        let given = passes(&encode(&files).unwrap(), &langs, Some(&["lines".into(), "files".into()])).unwrap();
        assert_eq!(given.iter().map(|p| p.name()).collect::<Vec<_>>(), ["lines", "files"]);
        let err = passes(&encode(&files).unwrap(), &langs, Some(&["nope".into()])).err().unwrap();
        assert!(err.contains("over whole trees: files"), "{err}");
    }
}
