//! The built-in languages and how a file's language is chosen.

use std::path::Path;

use super::loaded;

/// A language pare parses with tree-sitter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    /// C, with tree-sitter-c.
    C,
    /// C++, with tree-sitter-cpp.
    Cpp,
    /// Rust, with tree-sitter-rust.
    Rust,
    /// JavaScript, with tree-sitter-javascript.
    JavaScript,
    /// Python, with tree-sitter-python.
    Python,
    /// JSON, with tree-sitter-json.
    Json,
    /// Go, with tree-sitter-go.
    Go,
    /// Java, with tree-sitter-java.
    Java,
    /// TypeScript, with tree-sitter-typescript.
    TypeScript,
    /// TSX (TypeScript with JSX), with tree-sitter-typescript.
    Tsx,
    /// The grammar `--grammar` loaded as this number (see [`crate::syntax::loaded`]).
    Loaded(usize),
}

/// What `--lang` accepts: a language, or `text` for the language-agnostic passes only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum LangChoice {
    /// C (`.c`, `.h`).
    C,
    /// C++ (`.cc`, `.cpp`, `.cxx`, `.hpp`, `.hh`, …; `.h` only by `--lang cpp`).
    Cpp,
    /// Rust (`.rs`).
    Rust,
    /// JavaScript (`.js`, `.mjs`, `.cjs`, `.jsx`).
    Javascript,
    /// Python (`.py`, `.pyi`, `.pyw`).
    Python,
    /// JSON (`.json`, `.jsonc`, …).
    Json,
    /// Go (`.go`).
    Go,
    /// Java (`.java`).
    Java,
    /// TypeScript (`.ts`, `.mts`, `.cts`).
    Typescript,
    /// TSX (`.tsx`).
    Tsx,
    /// No grammar: lines, braces, tokens and whitespace only.
    Text,
}

impl Lang {
    /// Every built-in language.
    pub const ALL: [Lang; 10] = [
        Lang::C,
        Lang::Cpp,
        Lang::Rust,
        Lang::JavaScript,
        Lang::Python,
        Lang::Json,
        Lang::Go,
        Lang::Java,
        Lang::TypeScript,
        Lang::Tsx,
    ];

    /// The name `--lang` and a table's `name` give it (for a loaded grammar, its table's).
    pub fn name(self) -> &'static str {
        match self {
            Lang::C => "c",
            Lang::Cpp => "cpp",
            Lang::Rust => "rust",
            Lang::JavaScript => "javascript",
            Lang::Python => "python",
            Lang::Json => "json",
            Lang::Go => "go",
            Lang::Java => "java",
            Lang::TypeScript => "typescript",
            Lang::Tsx => "tsx",
            Lang::Loaded(i) => loaded::get(i).grammar.name.as_str(),
        }
    }

    /// The tree-sitter language.
    pub fn ts_language(self) -> tree_sitter::Language {
        match self {
            Lang::C => tree_sitter_c::LANGUAGE.into(),
            Lang::Cpp => tree_sitter_cpp::LANGUAGE.into(),
            Lang::Rust => tree_sitter_rust::LANGUAGE.into(),
            Lang::JavaScript => tree_sitter_javascript::LANGUAGE.into(),
            Lang::Python => tree_sitter_python::LANGUAGE.into(),
            Lang::Json => tree_sitter_json::LANGUAGE.into(),
            Lang::Go => tree_sitter_go::LANGUAGE.into(),
            Lang::Java => tree_sitter_java::LANGUAGE.into(),
            Lang::TypeScript => tree_sitter_typescript::LANGUAGE_TYPESCRIPT.into(),
            Lang::Tsx => tree_sitter_typescript::LANGUAGE_TSX.into(),
            Lang::Loaded(i) => loaded::get(i).language.clone(),
        }
    }

    /// The grammar crate's `node-types.json`.
    pub fn node_types(self) -> &'static str {
        match self {
            Lang::C => tree_sitter_c::NODE_TYPES,
            Lang::Cpp => tree_sitter_cpp::NODE_TYPES,
            Lang::Rust => tree_sitter_rust::NODE_TYPES,
            Lang::JavaScript => tree_sitter_javascript::NODE_TYPES,
            Lang::Python => tree_sitter_python::NODE_TYPES,
            Lang::Json => tree_sitter_json::NODE_TYPES,
            Lang::Go => tree_sitter_go::NODE_TYPES,
            Lang::Java => tree_sitter_java::NODE_TYPES,
            Lang::TypeScript => tree_sitter_typescript::TYPESCRIPT_NODE_TYPES,
            Lang::Tsx => tree_sitter_typescript::TSX_NODE_TYPES,
            Lang::Loaded(i) => loaded::get(i).node_types,
        }
    }

    /// The table from `grammars/` (for a loaded grammar, the one derived for it).
    pub fn table(self) -> &'static str {
        match self {
            Lang::C => include_str!("../../grammars/c.toml"),
            Lang::Cpp => include_str!("../../grammars/cpp.toml"),
            Lang::Rust => include_str!("../../grammars/rust.toml"),
            Lang::JavaScript => include_str!("../../grammars/javascript.toml"),
            Lang::Python => include_str!("../../grammars/python.toml"),
            Lang::Json => include_str!("../../grammars/json.toml"),
            Lang::Go => include_str!("../../grammars/go.toml"),
            Lang::Java => include_str!("../../grammars/java.toml"),
            Lang::TypeScript => include_str!("../../grammars/typescript.toml"),
            Lang::Tsx => include_str!("../../grammars/tsx.toml"),
            Lang::Loaded(i) => loaded::get(i).table,
        }
    }

    /// The language `--lang` names, or `None` for `text`.
    pub fn from_choice(choice: LangChoice) -> Option<Lang> {
        match choice {
            LangChoice::C => Some(Lang::C),
            LangChoice::Cpp => Some(Lang::Cpp),
            LangChoice::Rust => Some(Lang::Rust),
            LangChoice::Javascript => Some(Lang::JavaScript),
            LangChoice::Python => Some(Lang::Python),
            LangChoice::Json => Some(Lang::Json),
            LangChoice::Go => Some(Lang::Go),
            LangChoice::Java => Some(Lang::Java),
            LangChoice::Typescript => Some(Lang::TypeScript),
            LangChoice::Tsx => Some(Lang::Tsx),
            LangChoice::Text => None,
        }
    }

    /// The language whose table lists `path`'s extension.
    pub fn from_path(path: &Path) -> Option<Lang> {
        let ext = path.extension()?.to_str()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| crate::syntax::grammar::Grammar::get(*l).extensions.contains(&ext))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn extensions_choose_the_language() {
        assert_eq!(Lang::from_path(Path::new("a/b.c")), Some(Lang::C));
        assert_eq!(Lang::from_path(Path::new("x.H")), Some(Lang::C));
        for cpp in ["a.cc", "a.cpp", "a.CXX", "a.hpp", "a.hh", "t.ii"] {
            assert_eq!(Lang::from_path(Path::new(cpp)), Some(Lang::Cpp), "{cpp}");
        }
        assert_eq!(Lang::from_path(Path::new("x.h")), Some(Lang::C), ".h stays C unless --lang cpp");
        assert_eq!(Lang::from_path(Path::new("lib.rs")), Some(Lang::Rust));
        assert_eq!(Lang::from_path(Path::new("m.mjs")), Some(Lang::JavaScript));
        assert_eq!(Lang::from_path(Path::new("setup.py")), Some(Lang::Python));
        assert_eq!(Lang::from_path(Path::new("package.json")), Some(Lang::Json));
        assert_eq!(Lang::from_path(Path::new("main.go")), Some(Lang::Go));
        assert_eq!(Lang::from_path(Path::new("Main.java")), Some(Lang::Java));
        assert_eq!(Lang::from_path(Path::new("app.ts")), Some(Lang::TypeScript));
        assert_eq!(Lang::from_path(Path::new("App.tsx")), Some(Lang::Tsx));
        for lang in Lang::ALL {
            assert_eq!(lang.name(), crate::syntax::grammar::Grammar::get(lang).name, "{lang:?}");
        }
        assert_eq!(Lang::from_path(Path::new("notes.txt")), None);
        assert_eq!(Lang::from_path(Path::new("Makefile")), None);
    }
}
