//! A part of the test case that a pass reduces as if it were the whole: one file of a tree.
//!
//! Passes are written for one text. A reduction of several files keeps them as one text (see
//! [`crate::tree::bundle`]), so that the door, the verdict cache, the speculation and the journal
//! serve it unchanged; a [`Frame`] cuts one file out of that text for a pass and puts every
//! candidate the pass makes back in place before the door sees it ([`FileFrame`] frames one file
//! of a tree).

use crate::adaptive::{End, Hint, Query};
use crate::tree::bundle;

/// Cuts a part out of the whole test case and puts a changed part back.
pub trait Frame: Send + Sync {
    /// The part of `whole` the pass works on.
    fn view<'w>(&self, whole: &'w [u8]) -> &'w [u8];
    /// The whole test case with `part` in the place of the framed part.
    fn embed(&self, part: &[u8]) -> Vec<u8>;
}

/// A pass's query with every candidate (and every hinted one) put back in its frame.
pub struct Framed<'q, 'f> {
    query: &'q mut dyn Query<Vec<u8>>,
    frame: &'f dyn Frame,
}

impl<'q, 'f> Framed<'q, 'f> {
    /// `query`'s candidates, framed by `frame`.
    pub fn new(query: &'q mut dyn Query<Vec<u8>>, frame: &'f dyn Frame) -> Framed<'q, 'f> {
        Framed { query, frame }
    }
}

impl Iterator for Framed<'_, '_> {
    type Item = Vec<u8>;

    fn next(&mut self) -> Option<Vec<u8>> {
        self.query.next().map(|part| self.frame.embed(&part))
    }
}

impl Query<Vec<u8>> for Framed<'_, '_> {
    fn hint(&mut self, path: &[End], limit: usize) -> Option<Hint<Vec<u8>>> {
        let hint = self.query.hint(path, limit)?;
        let candidates = hint.candidates.iter().map(|part| self.frame.embed(part)).collect();
        Some(Hint { candidates, ..hint })
    }
}

/// The bundle around one file's contents, as it was when the pass started: while a pass runs on
/// one file, only that file changes, so what lies before and after it stays the same.
pub struct FileFrame {
    before: Vec<u8>,
    after: Vec<u8>,
}

impl FileFrame {
    /// The frame of the file at `path` in `bundle`, if the tree still has it.
    pub fn of(bundle: &[u8], path: &str) -> Option<FileFrame> {
        let record = bundle::find(bundle, path)?;
        Some(FileFrame {
            before: bundle[..record.content.start].to_vec(),
            after: bundle[record.content.end..].to_vec(),
        })
    }
}

impl Frame for FileFrame {
    fn view<'w>(&self, whole: &'w [u8]) -> &'w [u8] {
        debug_assert!(whole.starts_with(&self.before) && whole.ends_with(&self.after), "only the framed file changes");
        &whole[self.before.len()..whole.len() - self.after.len()]
    }

    fn embed(&self, part: &[u8]) -> Vec<u8> {
        let mut whole = Vec::with_capacity(self.before.len() + part.len() + self.after.len());
        whole.extend_from_slice(&self.before);
        whole.extend_from_slice(part);
        whole.extend_from_slice(&self.after);
        whole
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::adaptive::Seek;

    /// Frames the text between `<` and `>`.
    struct Angles(Vec<u8>, Vec<u8>);

    impl Frame for Angles {
        fn view<'w>(&self, whole: &'w [u8]) -> &'w [u8] {
            &whole[self.0.len()..whole.len() - self.1.len()]
        }
        fn embed(&self, part: &[u8]) -> Vec<u8> {
            [&self.0[..], part, &self.1[..]].concat()
        }
    }

    struct Two(Vec<Vec<u8>>);

    impl Iterator for Two {
        type Item = Vec<u8>;
        fn next(&mut self) -> Option<Vec<u8>> {
            self.0.pop()
        }
    }

    impl Query<Vec<u8>> for Two {
        fn hint(&mut self, _: &[End], _: usize) -> Option<Hint<Vec<u8>>> {
            Hint::new(Seek::Accepted, vec![b"h".to_vec()], true)
        }
    }

    #[test]
    fn candidates_and_hints_are_put_back_in_their_frame() {
        let frame = Angles(b"a<".to_vec(), b">z".to_vec());
        assert_eq!(frame.view(b"a<mid>z"), b"mid");
        let mut inner = Two(vec![b"y".to_vec(), b"x".to_vec()]);
        let mut framed = Framed::new(&mut inner, &frame);
        let hint = framed.hint(&[End { at: None, success_likely: false }], 4).unwrap();
        assert_eq!(hint.candidates, [b"a<h>z".to_vec()]);
        assert!(hint.seek == Seek::Accepted && hint.complete);
        assert_eq!(framed.collect::<Vec<_>>(), [b"a<x>z".to_vec(), b"a<y>z".to_vec()]);
    }

    #[test]
    fn a_file_is_cut_out_and_put_back_between_its_neighbours() {
        let bundle = b"\0a.c\nint a;\n\0b.h\nint b;\n\0c.c\n";
        let frame = FileFrame::of(bundle, "b.h").unwrap();
        assert_eq!(frame.view(bundle), b"int b;\n");
        assert_eq!(frame.embed(b"int;"), b"\0a.c\nint a;\n\0b.h\nint;\0c.c\n");
        assert!(FileFrame::of(bundle, "d.c").is_none());
    }
}
