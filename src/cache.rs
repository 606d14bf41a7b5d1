//! The verdict cache: never run the same candidate twice (seed 002, "Caching").

use std::collections::HashMap;

/// A candidate's identity: its BLAKE3 hash (collisions are not a practical concern).
pub type Key = [u8; 32];

/// Hashes a candidate's bytes.
pub fn key(bytes: &[u8]) -> Key {
    *blake3::hash(bytes).as_bytes()
}

/// Interesting-or-not for every candidate whose verdict has been committed.
#[derive(Default)]
pub struct VerdictCache {
    verdicts: HashMap<Key, bool, ahash::RandomState>,
}

impl VerdictCache {
    /// The cached verdict, if any.
    pub fn get(&self, key: &Key) -> Option<bool> {
        self.verdicts.get(key).copied()
    }

    /// Records a verdict.
    pub fn insert(&mut self, key: Key, interesting: bool) {
        self.verdicts.insert(key, interesting);
    }

    /// How many verdicts are stored.
    pub fn len(&self) -> usize {
        self.verdicts.len()
    }

    /// True when nothing is cached yet.
    pub fn is_empty(&self) -> bool {
        self.verdicts.is_empty()
    }
}
