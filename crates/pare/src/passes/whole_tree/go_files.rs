//! Fewer Go files (part of `inline-modules`): the files of one directory are one package, so
//! a file can move into the file before it in name order, which is where it already comes in
//! the package's initialisation order: its imports join the other file's (those it has
//! already are not repeated: Go refuses a name imported twice), its declarations go after the
//! other file's, and its record goes. Only where nothing else can tell the two apart: no test
//! file (`_test.go`), no build constraint (`//go:build`, `// +build`), no `import "C"`, no
//! file of another package name, no name with a platform suffix (`_linux.go`, `_amd64.go`).
//!
//! Java has no such move: javac finds a class in the file named after it when it looks one up
//! on its source path, and a public class must stay in that file, so moving classes between
//! files is sound only for a test that compiles every file at once, which pare cannot know.

use std::ops::Range;

use tree_sitter::Node;

use crate::edits::{Piece, apply};
use crate::syntax::language::Lang;
use crate::syntax::parse::parse;
use crate::tree::bundle;
use crate::tree::languages::Langs;
use crate::tree::modules::dir_of;

/// The suffixes after `_` that make a Go file build only on some platforms.
const PLATFORMS: [&str; 24] = [
    "aix",
    "android",
    "darwin",
    "dragonfly",
    "freebsd",
    "illumos",
    "ios",
    "js",
    "linux",
    "netbsd",
    "openbsd",
    "plan9",
    "solaris",
    "windows",
    "wasip1",
    "386",
    "amd64",
    "arm",
    "arm64",
    "loong64",
    "mips",
    "ppc64",
    "riscv64",
    "s390x",
];

/// One Go file as the merge sees it: where its header (package clause and imports) ends, its
/// import specs, its package name.
#[derive(Clone)]
struct GoFile {
    record: Range<usize>,
    content: Range<usize>,
    head_end: usize,
    specs: Vec<String>,
    package: String,
}

fn node_text(text: &[u8], node: Node) -> String {
    String::from_utf8_lossy(&text[node.byte_range()]).into_owned()
}

/// The file at `path` with `text`, if a merge may take it.
fn read(path: &str, text: &[u8], record: Range<usize>, content: Range<usize>) -> Option<GoFile> {
    let stem = path.rsplit('/').next()?.strip_suffix(".go")?;
    let platform = stem.split('_').skip(1).any(|part| PLATFORMS.contains(&part));
    let constrained = text.windows(10).any(|w| w == b"//go:build") || text.windows(8).any(|w| w == b"+build ");
    if stem.ends_with("_test") || platform || constrained {
        return None;
    }
    let tree = parse(Lang::Go, text, None);
    let root = tree.root_node();
    if root.has_error() {
        return None;
    }
    let (mut head_end, mut specs, mut package) = (0, Vec::new(), String::new());
    let mut cursor = root.walk();
    for node in root.named_children(&mut cursor) {
        match node.kind() {
            "package_clause" => {
                let mut c = node.walk();
                package = node.named_children(&mut c).next().map(|n| node_text(text, n)).unwrap_or_default();
                head_end = node.end_byte();
            }
            "import_declaration" => {
                let mut stack = vec![node];
                while let Some(n) = stack.pop() {
                    if n.kind() == "import_spec" {
                        specs.push(node_text(text, n).trim().to_string());
                    }
                    let mut c = n.walk();
                    stack.extend(n.named_children(&mut c));
                }
                head_end = node.end_byte();
            }
            "comment" if head_end > 0 => {}
            _ if head_end > 0 => break,
            _ => {}
        }
    }
    if specs.iter().any(|s| s == "\"C\"") || package.is_empty() {
        return None;
    }
    Some(GoFile { record, content, head_end, specs, package })
}

/// A merge: the file that takes the other, the file that goes.
pub struct Merge {
    into: GoFile,
    from: GoFile,
}

/// Every pair of Go files of one directory and package, next to each other in name order,
/// that may merge; the smallest moving file first.
pub fn merges(best: &[u8], langs: &Langs) -> Vec<Merge> {
    let records = bundle::records(best).unwrap_or_default();
    let mut out = Vec::new();
    let mut previous: Option<(String, GoFile)> = None;
    for r in &records {
        let path = r.path(best);
        let file = (langs.get(path) == Some(&Lang::Go))
            .then(|| read(path, r.content(best), r.whole.clone(), r.content.clone()))
            .flatten();
        let Some(file) = file else {
            previous = None;
            continue;
        };
        let dir = dir_of(path).to_string();
        if let Some((pdir, prev)) = previous.take()
            && pdir == dir
            && prev.package == file.package
        {
            let next = file.clone();
            out.push(Merge { into: prev, from: file });
            previous = Some((dir, next));
            continue;
        }
        previous = Some((dir, file));
    }
    out.sort_by_key(|m| (m.from.content.len(), m.from.record.start));
    out
}

/// `best` with `m.from`'s imports and declarations in `m.into`, and `m.from`'s record gone.
pub fn merge(best: &[u8], m: &Merge) -> Vec<u8> {
    let into = &best[m.into.content.clone()];
    let from = &best[m.from.content.clone()];
    let new: Vec<&String> = m.from.specs.iter().filter(|s| !m.into.specs.contains(s)).collect();
    let mut text = into[..m.into.head_end].to_vec();
    if !new.is_empty() {
        text.extend_from_slice(b"\n\nimport (\n");
        for s in new {
            text.extend_from_slice(format!("\t{s}\n").as_bytes());
        }
        text.extend_from_slice(b")");
    }
    text.extend_from_slice(&into[m.into.head_end..]);
    if !text.ends_with(b"\n") {
        text.push(b'\n');
    }
    text.extend_from_slice(&from[m.from.head_end..]);
    let mut pieces = [Piece::replace(m.into.content.clone(), &text), Piece::delete(m.from.record.clone())];
    pieces.sort_by_key(|p| p.range.start);
    apply(best, &pieces)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tree::bundle::{Files, decode, encode};

    #[test]
    fn a_go_file_moves_into_the_file_before_it_of_its_package() {
        let files: Files = [
            ("a.go", "package main\n\nimport \"fmt\"\n\nfunc main() { fmt.Println(b()) }\n"),
            ("b.go", "package main\n\nimport (\n\t\"fmt\"\n\t\"os\"\n)\n\nfunc b() int { fmt.Print(); return len(os.Args) }\n"),
            ("c_linux.go", "package main\n"),
            ("d_test.go", "package main\n"),
            ("sub/x.go", "package sub\n"),
        ]
        .iter()
        .map(|(p, c)| (p.to_string(), c.as_bytes().to_vec()))
        .collect();
        let langs = crate::tree::languages::languages(files.keys().map(String::as_str), None);
        let b = encode(&files).unwrap();
        let found = merges(&b, &langs);
        assert_eq!(found.len(), 1, "only a.go and b.go");
        let after = decode(&merge(&b, &found[0])).unwrap();
        assert!(!after.contains_key("b.go"));
        assert_eq!(
            String::from_utf8_lossy(&after["a.go"]),
            "package main\n\nimport \"fmt\"\n\nimport (\n\t\"os\"\n)\n\nfunc main() { fmt.Println(b()) }\n\n\nfunc b() int { fmt.Print(); return len(os.Args) }\n"
        );
    }
}
