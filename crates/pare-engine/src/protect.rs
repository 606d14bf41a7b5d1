//! `--protect REGEX`: text that matches is never removed or changed. The matches in the original
//! must appear in every candidate, in order; a candidate that lost one is rejected without a call.

use memchr::memmem;
use regex::bytes::Regex;

/// The protected pieces of the original.
#[derive(Clone, Debug)]
pub struct Protected {
    pieces: Vec<Vec<u8>>,
}

impl Protected {
    /// The matches of `regex` in `original`.
    pub fn new(regex: &Regex, original: &[u8]) -> Protected {
        Protected {
            pieces: regex.find_iter(original).map(|m| m.as_bytes().to_vec()).filter(|p| !p.is_empty()).collect(),
        }
    }

    /// How many protected pieces there are (for the tests).
    #[cfg(test)]
    fn len(&self) -> usize {
        self.pieces.len()
    }

    /// True when every piece still appears in `candidate`, in the original order.
    pub fn allows(&self, candidate: &[u8]) -> bool {
        let mut at = 0;
        for p in &self.pieces {
            match memmem::find(&candidate[at..], p) {
                Some(i) => at += i + p.len(),
                None => return false,
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_matches_in_order() {
        let p = Protected::new(&Regex::new(r"keep\d").unwrap(), b"a keep1 b keep2 c");
        assert_eq!(p.len(), 2);
        assert!(p.allows(b"keep1keep2"));
        assert!(!p.allows(b"keep2 keep1"));
        assert!(!p.allows(b"keep1 kep2"));
    }
}
