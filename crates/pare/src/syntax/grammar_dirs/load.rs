//! Loading a grammar directory: its identity, its compiled library, its derived table and the
//! user's hints merged in.

use std::fs;
use std::path::Path;

use serde_json::Value;

use super::{LOADED, LoadError, Loaded, compile, derive, error};
use crate::syntax::grammar::Grammar;
use crate::syntax::language::Lang;

fn read(file: &Path) -> Result<String, LoadError> {
    fs::read_to_string(file).map_err(|e| LoadError::Invalid { file: file.to_path_buf(), reason: e.to_string() })
}

fn json(file: &Path) -> Result<Value, LoadError> {
    serde_json::from_str(&read(file)?)
        .map_err(|e| LoadError::Invalid { file: file.to_path_buf(), reason: e.to_string() })
}

/// The grammar's name (what its language function is called after) and file types, from
/// `tree-sitter.json` or `src/grammar.json`, else the directory's name without `tree-sitter-`.
fn identity(dir: &Path, grammar: Option<&Value>) -> Result<(String, Vec<String>), LoadError> {
    let meta = dir.join("tree-sitter.json");
    let meta = if meta.is_file() { Some(json(&meta)?) } else { None };
    let first = meta.as_ref().map(|m| &m["grammars"][0]);
    let from_dir = || {
        let base = dir.canonicalize().ok()?.file_name()?.to_string_lossy().into_owned();
        let base = base.strip_prefix("tree-sitter-").unwrap_or(&base);
        Some(base.split(['-', '.']).next()?.to_string())
    };
    let name = grammar
        .and_then(|g| g["name"].as_str().map(String::from))
        .or_else(|| first.and_then(|g| g["name"].as_str().map(String::from)))
        .or_else(from_dir)
        .ok_or_else(|| LoadError::NotAGrammar { dir: dir.to_path_buf(), missing: "src/grammar.json" })?;
    let types = first.and_then(|g| g["file-types"].as_array());
    let extensions = types.into_iter().flatten().filter_map(|t| t.as_str().map(String::from)).collect();
    Ok((name, extensions))
}

/// Loads the grammar in `dir` (compiling it on first use), with the table entries of `hints`,
/// and returns its language; loading the same directory and hints again returns the same one.
pub fn load(dir: &Path, hints: Option<&Path>) -> Result<Lang, LoadError> {
    let source = (dir.canonicalize().unwrap_or_else(|_| dir.to_path_buf()), hints.map(Path::to_path_buf));
    if let Some(i) = LOADED.lock().unwrap_or_else(|e| e.into_inner()).iter().position(|l| l.source == source) {
        return Ok(Lang::Loaded(i));
    }
    let src = dir.join("src");
    for missing in ["src/parser.c", "src/node-types.json"] {
        if !dir.join(missing).is_file() {
            return Err(LoadError::NotAGrammar { dir: dir.to_path_buf(), missing });
        }
    }
    let node_types = read(&src.join("node-types.json"))?;
    let node_types_json: Value = serde_json::from_str(&node_types)
        .map_err(|e| LoadError::Invalid { file: src.join("node-types.json"), reason: e.to_string() })?;
    let grammar_json = src.join("grammar.json");
    let grammar_json = if grammar_json.is_file() { Some(json(&grammar_json)?) } else { None };
    let (name, extensions) = identity(dir, grammar_json.as_ref())?;
    let (library, language) = open(dir, &name)?;
    let mut table = derive::table(&name, &extensions, &node_types_json, grammar_json.as_ref());
    if let Some(file) = hints {
        let text = read(file)?;
        let hints = toml::from_str(&text)
            .map_err(|e| LoadError::Invalid { file: file.to_path_buf(), reason: error::toml_in_one_line(&e, &text) })?;
        crate::syntax::table_merge::merge(&mut table, hints);
    }
    let table = toml::to_string(&table).expect("a TOML table serializes");
    let mut all = LOADED.lock().unwrap_or_else(|e| e.into_inner());
    let lang = Lang::Loaded(all.len());
    let grammar = Grammar::from_texts(lang, &table, &node_types).map_err(|reason| LoadError::Invalid {
        file: hints.map_or_else(|| src.join("node-types.json"), Path::to_path_buf),
        reason,
    })?;
    let node_types = Box::leak(node_types.into_boxed_str());
    let table = Box::leak(table.into_boxed_str());
    all.push(Box::leak(Box::new(Loaded { source, language, node_types, table, grammar, _library: library })));
    Ok(lang)
}

/// The compiled library of the grammar called `name` in `dir`, and its language, checked to be
/// one this build of tree-sitter can parse with.
fn open(dir: &Path, name: &str) -> Result<(libloading::Library, tree_sitter::Language), LoadError> {
    let path = compile::library(dir, name)?;
    let failed = |e: libloading::Error| LoadError::Library { path: path.clone(), reason: e.to_string() };
    // SAFETY: the library was compiled from a tree-sitter grammar's sources, whose only
    // initialisation is static data.
    let library = unsafe { libloading::Library::new(&path) }.map_err(failed)?;
    let symbol = format!("tree_sitter_{}", name.replace('-', "_"));
    // SAFETY: tree-sitter generates `const TSLanguage *tree_sitter_NAME(void)` in parser.c.
    let function = unsafe { library.get::<unsafe extern "C" fn() -> *const ()>(symbol.as_bytes()) }.map_err(failed)?;
    // SAFETY: the function returns a pointer to static data that lives as long as the library,
    // which is never unloaded.
    let language = tree_sitter::Language::new(unsafe { tree_sitter_language::LanguageFn::from_raw(*function) });
    let version = language.abi_version();
    if tree_sitter::Parser::new().set_language(&language).is_err() {
        return Err(LoadError::Abi { dir: dir.to_path_buf(), version });
    }
    Ok((library, language))
}
