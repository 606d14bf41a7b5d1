//! A bug's name, read from what the test printed (`--signature REGEX`).
//!
//! "Interesting" says that *a* bug shows; a fuzz campaign needs to know *which*. The signature is
//! what a regex finds in the test's stdout followed by its stderr: its capture groups, or the
//! whole match when it has none (`internal compiler error: ([^\n]*)` names an ICE by its
//! message). It serves twice: a batch groups inputs by it, and a reduction keeps it, since a
//! reducer left alone drifts to whichever bug is cheapest to keep (the slip guard). The paths of
//! the candidate and of the directory it runs in are replaced by placeholders first
//! ([`without_paths`]): they change from call to call.

use std::borrow::Cow;
use std::os::unix::ffi::OsStrExt;
use std::path::Path;

use memchr::memmem;
use regex::bytes::Regex;

/// What separates the capture groups of a signature with several.
const GROUP_SEPARATOR: &str = " | ";

/// What stands for the candidate's path in the output a signature is read from (as in `--cmd`).
pub const PATH_PLACEHOLDER: &str = "{}";
/// What stands for the test's directory (and so for the rest of a path in it).
pub const DIR_PLACEHOLDER: &str = "{dir}";

/// `output` with the candidate's `path` and its directory `dir` replaced by placeholders. Every
/// call runs in a worker directory of its own, so a signature that kept the path (`tcc: error:
/// /tmp/pare-x/w3/a.c: …`) would differ between two runs of the same candidate and make a
/// deterministic test look flaky, and would split one bug into buckets in a batch.
pub fn without_paths<'a>(output: &'a [u8], dir: &Path, path: &Path) -> Cow<'a, [u8]> {
    let mut text = Cow::Borrowed(output);
    for (from, to) in [(path, PATH_PLACEHOLDER), (dir, DIR_PLACEHOLDER)] {
        let from = from.as_os_str().as_bytes();
        if !from.is_empty() && memmem::find(&text, from).is_some() {
            text = Cow::Owned(replace_all(&text, from, to.as_bytes()));
        }
    }
    text
}

fn replace_all(text: &[u8], from: &[u8], to: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    let mut at = 0;
    for hit in memmem::find_iter(text, from) {
        out.extend_from_slice(&text[at..hit]);
        out.extend_from_slice(to);
        at = hit + from.len();
    }
    out.extend_from_slice(&text[at..]);
    out
}

/// The regex that names a bug in a test's output.
#[derive(Clone, Debug)]
pub struct Signature {
    regex: Regex,
}

impl Signature {
    /// A signature read by `regex`.
    pub fn new(regex: Regex) -> Signature {
        Signature { regex }
    }

    /// The regex, as given.
    pub fn as_str(&self) -> &str {
        self.regex.as_str()
    }

    /// The signature in a test's output: the first match in stdout followed by stderr (a line
    /// break between them, so a one-line pattern never spans both), as its capture groups that
    /// took part joined by ` | `, or the whole match when the regex has no groups. `None` when
    /// nothing matches. Bytes that are not UTF-8 are replaced.
    pub fn of(&self, stdout: &[u8], stderr: &[u8]) -> Option<String> {
        let mut output = Vec::with_capacity(stdout.len() + stderr.len() + 1);
        output.extend_from_slice(stdout);
        if !stdout.is_empty() && !stdout.ends_with(b"\n") {
            output.push(b'\n');
        }
        output.extend_from_slice(stderr);
        let caps = self.regex.captures(&output)?;
        let parts: Vec<String> = if caps.len() == 1 {
            vec![String::from_utf8_lossy(&caps[0]).into_owned()]
        } else {
            caps.iter().skip(1).flatten().map(|m| String::from_utf8_lossy(m.as_bytes()).into_owned()).collect()
        };
        Some(parts.join(GROUP_SEPARATOR))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sig(re: &str) -> Signature {
        Signature::new(Regex::new(re).unwrap())
    }

    #[test]
    fn groups_name_the_bug_and_the_whole_match_does_without_them() {
        let tcc = b"t.c:3: error: ',' expected (got \")\")\n";
        assert_eq!(sig(r"error: ([^\n]*)").of(b"", tcc).as_deref(), Some("',' expected (got \")\")"));
        assert_eq!(sig(r"error: [^(\n]*").of(b"", tcc).as_deref(), Some("error: ',' expected "));
        let assert = b"a.out: x.c:9: main: Assertion `n > 0' failed.";
        assert_eq!(sig(r"Assertion `(.*)' failed").of(assert, b"").as_deref(), Some("n > 0"));
        assert_eq!(sig(r"(\w+): (\w+) ").of(b"ICE: fully_perform here", b"").as_deref(), Some("ICE | fully_perform"));
        assert_eq!(sig("nothing").of(b"out", b"err"), None);
        // stdout without a final line break does not run into stderr.
        assert_eq!(sig(r"out(.*)").of(b"out: a", b"b").as_deref(), Some(": a"));
    }

    #[test]
    fn paths_of_the_candidate_and_its_directory_become_placeholders() {
        let (dir, path) = (Path::new("/tmp/pare-x/w3"), Path::new("/tmp/pare-x/w3/a.c"));
        let out = without_paths(b"tcc: error: /tmp/pare-x/w3/a.c: bad\nin /tmp/pare-x/w3.tmp/cc1", dir, path);
        assert_eq!(&out[..], b"tcc: error: {}: bad\nin {dir}.tmp/cc1");
        assert!(matches!(without_paths(b"no paths", dir, path), Cow::Borrowed(_)));
    }
}
