//! The verdict cache: never run the same candidate twice.

use std::collections::HashMap;

/// A candidate's identity: its 128-bit XXH3 hash. Not cryptographic, but at 128 bits an accidental
/// collision among even billions of candidates is out of reach, and it hashes a 10 MB candidate
/// several times faster than a cryptographic hash, which matters because every candidate is
/// hashed before anything else happens to it.
pub type Key = u128;

/// Hashes a candidate's bytes.
pub fn key(bytes: &[u8]) -> Key {
    xxhash_rust::xxh3::xxh3_128(bytes)
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
}
