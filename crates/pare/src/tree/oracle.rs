//! Judging a tree in process: an [`Oracle`] over the tree's files, for a library user whose
//! check is a function of the files (the command line's [`crate::process::ProcessOracle`]
//! writes the tree out instead, see [`super::layout`]).

use super::bundle::{Files, decode};
use crate::oracle::{Cancel, Oracle, Verdict};

/// An oracle from a closure that says whether a tree (relative path → contents) is interesting.
///
/// ```
/// use pare::tree::{Files, FnTreeOracle};
/// use pare::Oracle;
/// let oracle = FnTreeOracle(|files: &Files| files.len() == 2);
/// let tree = Files::from([("a.c".into(), b"int a;".to_vec()), ("a.h".into(), Vec::new())]);
/// let bundle = pare::tree::bundle::encode(&tree).unwrap();
/// assert!(oracle.judge(&bundle, &Default::default()).is_interesting());
/// ```
pub struct FnTreeOracle<F>(pub F);

impl<F: Fn(&Files) -> bool + Send + Sync> Oracle for FnTreeOracle<F> {
    fn judge(&self, candidate: &[u8], cancel: &Cancel) -> Verdict {
        if cancel.is_cancelled() {
            return Verdict::Boring;
        }
        match decode(candidate) {
            Ok(files) => Verdict::from_bool((self.0)(&files)),
            Err(e) => Verdict::Error(format!("not a tree: {e}")),
        }
    }
}
