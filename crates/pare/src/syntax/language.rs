//! The built-in languages and how a file's language is chosen.

use std::path::Path;

use super::grammar_dirs;

/// Declares the built-in languages, one line each: its `Lang` variant (and `LangChoice` for
/// `--lang`), its name (which is also its table's file name in `grammars/`), its tree-sitter
/// language and its `node-types.json`. Adding a language is a grammar crate in Cargo.toml, a
/// table, and a line here.
macro_rules! languages {
    ($($(#[doc = $doc:literal])* $variant:ident = $name:literal, $language:expr, $node_types:expr;)*) => {
        /// A language pare parses with tree-sitter.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Lang {
            $($(#[doc = $doc])* $variant,)*
            /// The grammar `--grammar` loaded as this number (see [`crate::syntax::grammar_dirs`]).
            Loaded(usize),
        }

        /// What `--lang` accepts: a language, or `text` for the language-agnostic passes only.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum LangChoice {
            $($(#[doc = $doc])* $variant,)*
            /// No grammar: lines, braces, tokens and whitespace only.
            Text,
        }

        impl LangChoice {
            /// Every choice, in the order a command line lists them.
            pub const ALL: [LangChoice; [$(stringify!($variant)),*].len() + 1] = [$(LangChoice::$variant,)* LangChoice::Text];

            /// The name `--lang` gives it.
            pub fn name(self) -> &'static str {
                match self {
                    $(LangChoice::$variant => $name,)*
                    LangChoice::Text => "text",
                }
            }

            /// One sentence saying what it is (its doc comment), for a command line's help.
            pub fn description(self) -> &'static str {
                match self {
                    $(LangChoice::$variant => concat!($($doc),*).trim_ascii(),)*
                    LangChoice::Text => "No grammar: lines, braces, tokens and whitespace only.",
                }
            }
        }

        impl Lang {
            /// Every built-in language.
            pub const ALL: [Lang; [$(stringify!($variant)),*].len()] = [$(Lang::$variant),*];

            /// The name `--lang` and a table's `name` give it (for a loaded grammar, its table's).
            pub fn name(self) -> &'static str {
                match self {
                    $(Lang::$variant => $name,)*
                    Lang::Loaded(i) => grammar_dirs::get(i).grammar.name.as_str(),
                }
            }

            /// The tree-sitter language.
            pub(crate) fn ts_language(self) -> tree_sitter::Language {
                match self {
                    $(Lang::$variant => $language.into(),)*
                    Lang::Loaded(i) => grammar_dirs::get(i).language.clone(),
                }
            }

            /// The grammar crate's `node-types.json`.
            pub(crate) fn node_types(self) -> &'static str {
                match self {
                    $(Lang::$variant => $node_types,)*
                    Lang::Loaded(i) => grammar_dirs::get(i).node_types,
                }
            }

            /// The table from `grammars/` (for a loaded grammar, the one derived for it).
            pub(crate) fn table(self) -> &'static str {
                match self {
                    $(Lang::$variant => include_str!(concat!("../../grammars/", $name, ".toml")),)*
                    Lang::Loaded(i) => grammar_dirs::get(i).table,
                }
            }

            /// The language `--lang` names, or `None` for `text`.
            pub fn from_choice(choice: LangChoice) -> Option<Lang> {
                match choice {
                    $(LangChoice::$variant => Some(Lang::$variant),)*
                    LangChoice::Text => None,
                }
            }
        }
    };
}

languages! {
    /// C (`.c`, `.h`), with tree-sitter-c.
    C = "c", tree_sitter_c::LANGUAGE, tree_sitter_c::NODE_TYPES;
    /// C++ (`.cc`, `.cpp`, `.cxx`, `.hpp`, `.hh`, …; `.h` only by `--lang cpp`), with tree-sitter-cpp.
    Cpp = "cpp", tree_sitter_cpp::LANGUAGE, tree_sitter_cpp::NODE_TYPES;
    /// Rust (`.rs`), with tree-sitter-rust.
    Rust = "rust", tree_sitter_rust::LANGUAGE, tree_sitter_rust::NODE_TYPES;
    /// JavaScript (`.js`, `.mjs`, `.cjs`, `.jsx`), with tree-sitter-javascript.
    JavaScript = "javascript", tree_sitter_javascript::LANGUAGE, tree_sitter_javascript::NODE_TYPES;
    /// Python (`.py`, `.pyi`, `.pyw`), with tree-sitter-python.
    Python = "python", tree_sitter_python::LANGUAGE, tree_sitter_python::NODE_TYPES;
    /// JSON (`.json`, `.jsonc`, …), with tree-sitter-json.
    Json = "json", tree_sitter_json::LANGUAGE, tree_sitter_json::NODE_TYPES;
    /// Go (`.go`), with tree-sitter-go.
    Go = "go", tree_sitter_go::LANGUAGE, tree_sitter_go::NODE_TYPES;
    /// Java (`.java`), with tree-sitter-java.
    Java = "java", tree_sitter_java::LANGUAGE, tree_sitter_java::NODE_TYPES;
    /// TypeScript (`.ts`, `.mts`, `.cts`), with tree-sitter-typescript.
    TypeScript = "typescript", tree_sitter_typescript::LANGUAGE_TYPESCRIPT, tree_sitter_typescript::TYPESCRIPT_NODE_TYPES;
    /// TSX (TypeScript with JSX, `.tsx`), with tree-sitter-typescript.
    Tsx = "tsx", tree_sitter_typescript::LANGUAGE_TSX, tree_sitter_typescript::TSX_NODE_TYPES;
}

impl std::str::FromStr for LangChoice {
    type Err = String;

    /// The choice `--lang` names.
    fn from_str(name: &str) -> Result<LangChoice, String> {
        LangChoice::ALL.into_iter().find(|c| c.name() == name).ok_or_else(|| format!("unknown language '{name}'"))
    }
}

impl Lang {
    /// The language whose table lists `path`'s extension.
    pub fn from_path(path: &Path) -> Option<Lang> {
        let ext = path.extension()?.to_str()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.extensions().contains(&ext))
    }

    /// The file extensions its table lists (without the dot).
    pub fn extensions(self) -> &'static [String] {
        &crate::syntax::grammar::Grammar::get(self).extensions
    }

    /// True when `text` has parse errors in this language. The tree is kept among the recent
    /// ones, so a reduction of `text` that follows does not parse it again.
    pub fn has_parse_errors(self, text: &[u8]) -> bool {
        crate::syntax::parse::tree_of(self, text).root_node().has_error()
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
