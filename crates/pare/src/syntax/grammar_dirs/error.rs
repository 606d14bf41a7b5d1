//! Why a grammar directory could not be loaded, in words that say what to do about it.

use std::fmt;
use std::path::PathBuf;

/// A `--grammar` directory that pare cannot use.
#[derive(Debug)]
pub enum LoadError {
    /// The directory lacks a file every generated tree-sitter grammar has.
    NotAGrammar {
        /// The directory given.
        dir: PathBuf,
        /// The missing file, relative to it.
        missing: &'static str,
    },
    /// A file of the grammar could not be read or is not what it should be.
    Invalid {
        /// The file.
        file: PathBuf,
        /// What is wrong with it.
        reason: String,
    },
    /// The C compiler failed on the grammar's sources.
    Compile {
        /// The directory given.
        dir: PathBuf,
        /// The compiler's command line.
        command: String,
        /// The end of its error output.
        output: String,
    },
    /// The compiled library does not load or lacks the language function.
    Library {
        /// The library.
        path: PathBuf,
        /// The loader's message.
        reason: String,
    },
    /// The grammar was generated for a tree-sitter ABI this build cannot read.
    Abi {
        /// The directory given.
        dir: PathBuf,
        /// The grammar's ABI version.
        version: usize,
    },
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::NotAGrammar { dir, missing } => write!(
                f,
                "{} is not a tree-sitter grammar directory: it has no {missing} (a grammar's repository \
                 or crate has src/parser.c and src/node-types.json; run `tree-sitter generate` in it first)",
                dir.display()
            ),
            LoadError::Invalid { file, reason } => write!(f, "{}: {reason}", file.display()),
            LoadError::Compile { dir, command, output } => {
                write!(f, "compiling the grammar in {} failed:\n  {command}\n{output}", dir.display())
            }
            LoadError::Library { path, reason } => write!(f, "cannot load {}: {reason}", path.display()),
            LoadError::Abi { dir, version } => write!(
                f,
                "the grammar in {} was generated for tree-sitter ABI {version}; this pare reads ABI {} to {} \
                 (regenerate it with a matching tree-sitter CLI)",
                dir.display(),
                tree_sitter::MIN_COMPATIBLE_LANGUAGE_VERSION,
                tree_sitter::LANGUAGE_VERSION
            ),
        }
    }
}

impl std::error::Error for LoadError {}

/// A TOML error in `text` as one line with where it is: the toml crate's own message repeats the
/// line with a caret under the fault, over several lines.
pub fn toml_in_one_line(error: &toml::de::Error, text: &str) -> String {
    let message = error.message().trim_end_matches('\n').replace('\n', "; ");
    match error.span() {
        Some(span) => {
            let before = &text[..span.start.min(text.len())];
            let line = before.matches('\n').count() + 1;
            let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
            format!("line {line}, column {column}: {message}")
        }
        None => message,
    }
}
