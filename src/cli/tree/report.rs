//! What a tree's reduction did to each file: the lines after the summary, and the `files` of
//! `--json`.

use std::fmt::Write;

use serde::Serialize;

use pare::stats::Summary;
use pare::tree::Files;

/// One file of the tree, before and after.
#[derive(Clone, Debug, Serialize)]
pub struct FileRow {
    /// Its path in the tree.
    pub path: String,
    /// `deleted`, `emptied`, `reduced` or `unchanged`.
    pub status: &'static str,
    /// Bytes before.
    pub original_bytes: usize,
    /// Bytes after (0 when deleted).
    pub final_bytes: usize,
    /// Tokens before (pare's plain tokenizer: a comment or a string is one token).
    pub original_tokens: usize,
    /// Tokens after.
    pub final_tokens: usize,
}

/// `--json` for a tree: the summary of a single file's run (sizes summed over the files), the
/// number of files before and after, and every file's row.
#[derive(Serialize)]
pub struct TreeSummary<'a> {
    /// The run's summary.
    #[serde(flatten)]
    pub summary: &'a Summary,
    /// Files that could change, before.
    pub original_files: usize,
    /// Of those, the files left.
    pub final_files: usize,
    /// Every file, in path order.
    pub files: &'a [FileRow],
}

/// The plain tokens of `bytes`.
pub fn tokens(bytes: &[u8]) -> usize {
    pare::reduction::count_tokens(bytes)
}

/// Every file of `original` with what became of it in `result`.
pub fn rows(original: &Files, result: &Files) -> Vec<FileRow> {
    original
        .iter()
        .map(|(path, before)| {
            let after = result.get(path);
            let status = match after {
                None => "deleted",
                Some(a) if a.is_empty() && !before.is_empty() => "emptied",
                Some(a) if a == before => "unchanged",
                Some(_) => "reduced",
            };
            let after = after.map_or(&[][..], Vec::as_slice);
            FileRow {
                path: path.clone(),
                status,
                original_bytes: before.len(),
                final_bytes: after.len(),
                original_tokens: tokens(before),
                final_tokens: tokens(after),
            }
        })
        .collect()
}

/// The per-file lines printed after the summary: the files left first, then the others.
pub fn render(rows: &[FileRow]) -> String {
    let mut s = String::new();
    let left = rows.iter().filter(|r| r.status != "deleted").count();
    let _ = writeln!(s, "  {left} of {} files left", rows.len());
    for row in rows.iter().filter(|r| r.status != "deleted").chain(rows.iter().filter(|r| r.status == "deleted")) {
        let sizes = match row.status {
            "deleted" => format!("{} bytes, deleted", row.original_bytes),
            _ => format!(
                "{} -> {} bytes, {} -> {} tokens",
                row.original_bytes, row.final_bytes, row.original_tokens, row.final_tokens
            ),
        };
        let _ = writeln!(s, "  {:<40} {sizes}", row.path);
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_file_says_what_became_of_it() {
        let files =
            |l: &[(&str, &str)]| -> Files { l.iter().map(|(p, c)| (p.to_string(), c.as_bytes().to_vec())).collect() };
        let original = files(&[("a.c", "int a; int b;"), ("b.h", "int b;"), ("c.c", "x"), ("d.c", "y")]);
        let result = files(&[("a.c", "int b;"), ("b.h", ""), ("d.c", "y")]);
        let rows = rows(&original, &result);
        let statuses: Vec<&str> = rows.iter().map(|r| r.status).collect();
        assert_eq!(statuses, ["reduced", "emptied", "deleted", "unchanged"]);
        assert_eq!((rows[0].original_tokens, rows[0].final_tokens), (6, 3));
        let text = render(&rows);
        assert!(text.contains("3 of 4 files left"), "{text}");
        assert!(text.lines().last().unwrap().contains("c.c"), "deleted files come last: {text}");
    }
}
