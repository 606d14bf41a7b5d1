//! Build files read with the sources: which of their lines and entries name which files of the
//! tree (so that `files` deletes them with the file they name, and the build file stays
//! consistent), and which entries are units a pass may delete (`build-entries`: a dependency,
//! a feature, a script, a `require` line, a rule, a command).
//!
//! One reader per kind, by file name: `Cargo.toml` (targets, `build`, workspace members, path
//! dependencies), `package.json` (`main`, `module`, `types`, `bin`, `exports`, scripts that run
//! a file), `pyproject.toml` (scripts, setuptools' packages and modules), `go.mod` (its module
//! path, `replace` with a local directory), `Makefile` (rules, prerequisites, recipe words and
//! variables naming a file or its object) and `CMakeLists.txt` (source arguments,
//! `add_subdirectory`). Paths in a build file are relative to its directory.

pub(crate) mod cargo;
pub(crate) mod cmake;
pub(crate) mod gomod;
pub(crate) mod make;
pub(crate) mod package_json;
pub(crate) mod pyproject;
pub(crate) mod toml;

use std::ops::Range;

use super::{Entry, FileModules, Spec, Statement, dir_of, join};

/// The kinds of build files read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `Cargo.toml`.
    Cargo,
    /// `package.json`.
    PackageJson,
    /// `pyproject.toml`.
    Pyproject,
    /// `go.mod`.
    GoMod,
    /// `Makefile`, `makefile`, `GNUmakefile`, `*.mk`.
    Make,
    /// `CMakeLists.txt`.
    CMake,
}

/// The kind of the build file at `path`, if it is one.
pub fn kind(path: &str) -> Option<Kind> {
    let name = path.rsplit('/').next().unwrap_or(path);
    match name {
        "Cargo.toml" => Some(Kind::Cargo),
        "package.json" => Some(Kind::PackageJson),
        "pyproject.toml" => Some(Kind::Pyproject),
        "go.mod" => Some(Kind::GoMod),
        "Makefile" | "makefile" | "GNUmakefile" => Some(Kind::Make),
        "CMakeLists.txt" => Some(Kind::CMake),
        _ if name.ends_with(".mk") => Some(Kind::Make),
        _ => None,
    }
}

/// What the build file of `kind` at `path` says about the tree's files.
pub fn read(kind: Kind, path: &str, text: &[u8]) -> FileModules {
    let dir = dir_of(path);
    match kind {
        Kind::Cargo => cargo::read(dir, text),
        Kind::PackageJson => package_json::read(dir, text),
        Kind::Pyproject => pyproject::read(dir, text),
        Kind::GoMod => gomod::read(dir, text),
        Kind::Make => make::read(dir, text),
        Kind::CMake => cmake::read(dir, text),
    }
}

/// The entries of a build file a pass may delete, as lists: the spans of one list are siblings
/// separated by commas (deleted with one separator each); a list of one span is deleted as it is.
pub fn entries(kind: Kind, text: &[u8]) -> Vec<Vec<Range<usize>>> {
    match kind {
        Kind::Cargo => cargo::entries(text),
        Kind::PackageJson => package_json::entries(text),
        Kind::Pyproject => pyproject::entries(text),
        Kind::GoMod => gomod::entries(text),
        Kind::Make => make::entries(text),
        Kind::CMake => cmake::entries(text),
    }
}

/// `dir/path`, normalised (`./x` is `x`).
pub fn under(dir: &str, path: &str) -> String {
    join(dir, path).unwrap_or_default()
}

/// A statement spanning `span` that dies with the file or directory `spec` names.
pub fn naming(span: Range<usize>, spec: Spec) -> Statement {
    Statement { span: span.clone(), scope: Vec::new(), root: Entry::leaf(span, spec), declares: true, standin: None }
}

/// A statement spanning `span` whose list `elements` (each a span and what it names) loses the
/// elements whose files go, and goes with the last.
pub fn list(span: Range<usize>, elements: Vec<(Range<usize>, Spec)>) -> Statement {
    let children = elements.into_iter().map(|(s, spec)| Entry::leaf(s, spec)).collect();
    let root = Entry { span: span.clone(), spec: Spec::None, asks: None, binds: None, children };
    Statement { span, scope: Vec::new(), root, declares: true, standin: None }
}

/// What a path a build file names may be: the file, or a directory (`./lib`, `crates/*`).
pub fn file_or_dir(dir: &str, path: &str) -> Spec {
    let path = under(dir, path.trim_end_matches("/*").trim_end_matches('/'));
    Spec::AnyOf(vec![path.clone(), format!("{path}/")])
}
