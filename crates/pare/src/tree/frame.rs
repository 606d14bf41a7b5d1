//! One file of a tree as a pass sees it: the [`Frame`] that cuts the file's contents out of the
//! bundle and puts a pass's candidates back between the same neighbours.

use super::bundle;
use crate::passes::frame::Frame;

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

    #[test]
    fn a_file_is_cut_out_and_put_back_between_its_neighbours() {
        let bundle = b"\0a.c\nint a;\n\0b.h\nint b;\n\0c.c\n";
        let frame = FileFrame::of(bundle, "b.h").unwrap();
        assert_eq!(frame.view(bundle), b"int b;\n");
        assert_eq!(frame.embed(b"int;"), b"\0a.c\nint a;\n\0b.h\nint;\0c.c\n");
        assert!(FileFrame::of(bundle, "d.c").is_none());
    }
}
