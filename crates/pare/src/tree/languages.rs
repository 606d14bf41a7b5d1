//! The language of each file of a tree: by its extension, as for a single file, with two
//! differences a project needs. A `.h` is C++ when the tree has C++ sources and no C source
//! (a single `.h` stays C unless `--lang cpp`), and a language given for the whole reduction
//! (`--lang`, [`crate::Reduction::language`]) replaces that of every source file, never that of
//! a build file (a Makefile, `Cargo.toml`), which stays text.

use std::collections::BTreeMap;
use std::path::Path;

use crate::syntax::grammar::Grammar;
use crate::syntax::language::Lang;

/// The language of each file of a tree that has one, by relative path.
pub type Langs = BTreeMap<String, Lang>;

/// The language of every file of the tree `original` (a bundle) that has one; `over` as for
/// [`languages`].
pub fn of_bundle(original: &[u8], over: Option<Lang>) -> Langs {
    let records = super::bundle::records(original).unwrap_or_default();
    languages(records.iter().map(|r| r.path(original)), over)
}

/// The language of each of `paths` that has one; `over` replaces the language of every file
/// that has one by its extension, or whose extension `over`'s grammar lists.
pub fn languages<'p>(paths: impl IntoIterator<Item = &'p str>, over: Option<Lang>) -> Langs {
    let paths: Vec<&str> = paths.into_iter().collect();
    let by_extension = |p: &str| Lang::from_path(Path::new(p));
    let extension = |p: &str| Path::new(p).extension().and_then(|e| e.to_str()).map(str::to_ascii_lowercase);
    let cpp_headers = paths.iter().any(|p| by_extension(p) == Some(Lang::Cpp))
        && !paths.iter().any(|p| extension(p).as_deref() == Some("c"));
    let mut out = BTreeMap::new();
    for path in paths {
        let ext = extension(path);
        let own = match by_extension(path) {
            Some(Lang::C) if cpp_headers && ext.as_deref() == Some("h") => Some(Lang::Cpp),
            lang => lang,
        };
        let listed = |lang: Lang| ext.as_ref().is_some_and(|e| Grammar::get(lang).extensions.contains(e));
        let lang = match over {
            Some(over) if own.is_some() || listed(over) => Some(over),
            _ => own,
        };
        if let Some(lang) = lang {
            out.insert(path.to_string(), lang);
        }
    }
    out
}

/// For unit tests: the bundle of `files` (path, contents) and each file's language.
#[cfg(test)]
pub(crate) fn bundled(files: &[(&str, &str)]) -> (Vec<u8>, Langs) {
    let files: super::bundle::Files = files.iter().map(|(p, c)| (p.to_string(), c.as_bytes().to_vec())).collect();
    let langs = languages(files.keys().map(String::as_str), None);
    (super::bundle::encode(&files).unwrap(), langs)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn headers_follow_the_sources_and_build_files_stay_text() {
        let c = languages(["Makefile", "a.c", "a.h", "Cargo.toml"], None);
        assert_eq!(c, BTreeMap::from([("a.c".into(), Lang::C), ("a.h".into(), Lang::C)]));
        let cpp = languages(["CMakeLists.txt", "x.cc", "inc/x.h"], None);
        assert_eq!(cpp, BTreeMap::from([("inc/x.h".into(), Lang::Cpp), ("x.cc".into(), Lang::Cpp)]));
        let over = languages(["Makefile", "a.c", "a.h"], Some(Lang::Cpp));
        assert_eq!(over.len(), 2);
        assert!(over.values().all(|&l| l == Lang::Cpp));
    }
}
