//! `pyproject.toml`: `[project.scripts]` and `[project.gui-scripts]` entries name the module
//! they run (`x = "pkg.cli:main"`), setuptools' `packages` and `py-modules` name packages and
//! modules. Dependencies (`[project] dependencies`, each optional group's), scripts and
//! optional groups are the entries a pass deletes.

use std::ops::Range;

use super::toml::{strings, tables, unquote};
use super::{list, naming, under};
use crate::tree::modules::{FileModules, Spec};

/// The files a dotted module may be, below `dir` or its `src/`.
fn module(dir: &str, dotted: &str) -> Spec {
    let path = dotted.replace('.', "/");
    let mut paths = Vec::new();
    for base in ["", "src/"] {
        paths.push(under(dir, &format!("{base}{path}.py")));
        paths.push(under(dir, &format!("{base}{path}/__init__.py")));
        paths.push(format!("{}/", under(dir, &format!("{base}{path}"))));
    }
    Spec::AnyOf(paths)
}

/// What a `pyproject.toml` in directory `dir` names.
pub fn read(dir: &str, text: &[u8]) -> FileModules {
    let mut out = FileModules::default();
    for t in tables(text) {
        for item in &t.items {
            let value = item.value.clone();
            if t.header == "[project.scripts]" || t.header == "[project.gui-scripts]" {
                if let Some(target) = unquote(&text[value]) {
                    let dotted = target.split(':').next().unwrap_or("").trim().to_string();
                    out.statements.push(naming(item.lines.clone(), module(dir, &dotted)));
                }
            } else if t.header == "[tool.setuptools]" && (item.key == "packages" || item.key == "py-modules") {
                let names = strings(text, value).into_iter().map(|(s, m)| (s, module(dir, &m))).collect();
                out.statements.push(list(item.lines.clone(), names));
            }
        }
    }
    out
}

/// The entries of a `pyproject.toml`: the dependencies of `[project]` (one list), each optional
/// group and script.
pub fn entries(text: &[u8]) -> Vec<Vec<Range<usize>>> {
    let mut out = Vec::new();
    for t in tables(text) {
        match t.header.as_str() {
            "[project]" => {
                if let Some(deps) = t.items.iter().find(|i| i.key == "dependencies") {
                    out.push(strings(text, deps.value.clone()).into_iter().map(|(s, _)| s).collect());
                }
            }
            "[project.optional-dependencies]" | "[project.scripts]" | "[project.gui-scripts]" => {
                out.extend(t.items.iter().map(|i| vec![i.lines.clone()]));
            }
            _ => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::super::tests::{tree, without};
    use super::*;

    const PYPROJECT: &str = "[project]\nname = \"x\"\ndependencies = [\"click\", \"attrs>=1\"]\n\n[project.scripts]\nx = \"pkg.cli:main\"\ny = \"pkg:run\"\n\n[tool.setuptools]\npackages = [\"pkg\", \"extra\"]\n";

    #[test]
    fn scripts_and_packages_go_with_their_modules() {
        let (b, langs) = tree(&[
            ("pyproject.toml", PYPROJECT),
            ("pkg/__init__.py", "def run(): pass\n"),
            ("pkg/cli.py", "def main(): pass\n"),
            ("extra/__init__.py", "\n"),
        ]);
        let after = without(&b, &langs, &["pkg/cli.py", "extra/__init__.py"]);
        assert_eq!(
            after["pyproject.toml"],
            PYPROJECT.replace("x = \"pkg.cli:main\"\n", "").replace(", \"extra\"", "").as_bytes()
        );
        let e = entries(PYPROJECT.as_bytes());
        assert_eq!(e.len(), 3);
        assert_eq!(&PYPROJECT.as_bytes()[e[0][1].clone()], b"\"attrs>=1\"");
    }
}
