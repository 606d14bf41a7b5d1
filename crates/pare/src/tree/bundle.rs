//! A tree of files as one text, so that the engine reduces a project the way it reduces a file.
//!
//! The text is the files in path order, each as a NUL byte, its relative path, a line break and
//! its contents: `\0src/a.c\n…\0src/a.h\n…`. Files that may change hold no NUL byte (binary
//! files stay out of the bundle, copied as they are), so a NUL always starts a record. That
//! makes every edit of the tree an edit of this text: deleting a file deletes its record,
//! emptying it deletes its contents, a change inside a file changes only those bytes. The
//! verdict cache, the shortlex order, the memory of changes and the journal all work on it
//! unchanged, and the empty text is the empty tree.

use std::collections::BTreeMap;
use std::fmt;
use std::ops::Range;

/// A tree of files: relative paths (with `/` between components) and their contents.
pub type Files = BTreeMap<String, Vec<u8>>;

/// Where one file sits in a bundle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The whole record: the NUL, the path, the line break and the contents.
    pub whole: Range<usize>,
    /// The path's bytes.
    pub path: Range<usize>,
    /// The contents' bytes.
    pub content: Range<usize>,
}

impl Record {
    /// The record's path, in `bundle`.
    pub fn path<'b>(&self, bundle: &'b [u8]) -> &'b str {
        std::str::from_utf8(&bundle[self.path.clone()]).expect("paths were checked when the bundle was read")
    }

    /// The record's contents, in `bundle`.
    pub fn content<'b>(&self, bundle: &'b [u8]) -> &'b [u8] {
        &bundle[self.content.clone()]
    }
}

/// Why a text is not a bundle (a pass made a broken candidate, or a file cannot be bundled).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadBundle(pub String);

impl fmt::Display for BadBundle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for BadBundle {}

/// Whether `path` can name a file of a bundle: relative, non-empty components, no `.` or `..`,
/// no NUL or line break.
pub fn check_path(path: &str) -> Result<(), BadBundle> {
    let bad = path.is_empty()
        || path.starts_with('/')
        || path.contains(['\0', '\n'])
        || path.split('/').any(|c| c.is_empty() || c == "." || c == "..");
    if bad { Err(BadBundle(format!("'{}' cannot be a file of a tree", path.escape_debug()))) } else { Ok(()) }
}

/// The bundle of `files`; a path that cannot be one or contents with a NUL byte are refused.
pub fn encode(files: &Files) -> Result<Vec<u8>, BadBundle> {
    let mut out = Vec::with_capacity(files.iter().map(|(p, c)| p.len() + c.len() + 2).sum());
    for (path, content) in files {
        check_path(path)?;
        if content.contains(&0) {
            return Err(BadBundle(format!("{path} holds a NUL byte (a binary file cannot be reduced as text)")));
        }
        out.push(0);
        out.extend_from_slice(path.as_bytes());
        out.push(b'\n');
        out.extend_from_slice(content);
    }
    Ok(out)
}

/// The records of `bundle`, in order; an error for a text that is not a bundle (paths out of
/// order, repeated or invalid, text before the first record).
pub fn records(bundle: &[u8]) -> Result<Vec<Record>, BadBundle> {
    let mut out: Vec<Record> = Vec::new();
    if bundle.first().is_some_and(|&b| b != 0) {
        return Err(BadBundle("a bundle starts with a record".into()));
    }
    let mut starts = memchr::memchr_iter(0, bundle).peekable();
    while let Some(start) = starts.next() {
        let end = starts.peek().copied().unwrap_or(bundle.len());
        let line =
            memchr::memchr(b'\n', &bundle[start..end]).ok_or_else(|| BadBundle("a record without a path".into()))?;
        let record = Record { whole: start..end, path: start + 1..start + line, content: start + line + 1..end };
        let path =
            std::str::from_utf8(&bundle[record.path.clone()]).map_err(|_| BadBundle("a path is not UTF-8".into()))?;
        check_path(path)?;
        if out.last().is_some_and(|last| last.path(bundle) >= path) {
            return Err(BadBundle(format!("{path} is out of order")));
        }
        out.push(record);
    }
    Ok(out)
}

/// The files of `bundle`.
pub fn decode(bundle: &[u8]) -> Result<Files, BadBundle> {
    Ok(records(bundle)?.iter().map(|r| (r.path(bundle).to_string(), r.content(bundle).to_vec())).collect())
}

/// The record of the file at `path`, if `bundle` has it.
pub fn find(bundle: &[u8], path: &str) -> Option<Record> {
    records(bundle).ok()?.into_iter().find(|r| r.path(bundle) == path)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tree(files: &[(&str, &str)]) -> Files {
        files.iter().map(|(p, c)| (p.to_string(), c.as_bytes().to_vec())).collect()
    }

    #[test]
    fn a_tree_is_its_files_in_path_order() {
        let files = tree(&[("src/b.c", "int b;\n"), ("a.h", ""), ("Makefile", "all:\n")]);
        let bundle = encode(&files).unwrap();
        assert_eq!(bundle, b"\0Makefile\nall:\n\0a.h\n\0src/b.c\nint b;\n");
        assert_eq!(decode(&bundle).unwrap(), files);
        let r = find(&bundle, "a.h").unwrap();
        assert_eq!((r.content.len(), &bundle[r.whole.clone()]), (0, &b"\0a.h\n"[..]));
        assert_eq!(decode(b"").unwrap(), Files::new(), "the empty text is the empty tree");
    }

    #[test]
    fn broken_bundles_and_bad_files_are_refused() {
        for bad in [&b"x\0a\n"[..], b"\0b\n\0a\n", b"\0a\n\0a\n", b"\0a", b"\0/abs\n", b"\0a/../b\n", b"\0\n"] {
            assert!(records(bad).is_err(), "{}", String::from_utf8_lossy(bad));
        }
        assert!(encode(&tree(&[("bin", "a\0b")])).is_err());
        assert!(encode(&tree(&[("a\nb", "")])).is_err());
    }
}
