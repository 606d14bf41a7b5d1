//! The manifest: one JSON line per input, what became of it, rewritten atomically whenever a
//! reduction starts or ends. Each shard writes its own file (`manifest.jsonl` for an unsharded
//! run, `manifest-K-of-N.jsonl` for shard K of N), so shards sharing an output directory never
//! write the same file; `pare batch report` merges them.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::shard::Shard;
use crate::cli::output::write_atomic;

/// What became of an input.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    /// Its reduction ended (fixed point, or `--max-calls`/`--time-limit`).
    Reduced,
    /// Its reduction started and was interrupted: the same command resumes it.
    Reducing,
    /// Its reduction has not started.
    Pending,
    /// Another shard reduces it.
    Elsewhere,
    /// Its bucket's representative is reduced instead.
    Duplicate,
    /// The test does not find it interesting: reported, not reduced.
    NotInteresting,
    /// The same bytes as another input (`same_as`): never run.
    SameContent,
    /// It holds NUL bytes: pare reduces text.
    Binary,
    /// It could not be read (`note` says why).
    Unreadable,
    /// Its reduction could not go on (`note` says why).
    Failed,
    /// Its final result did not pass the test again (a flaky test): the last result that
    /// passed twice is kept.
    Flaky,
}

impl Status {
    /// How far along an input is: when shards' manifests disagree, the furthest wins.
    pub fn rank(self) -> u8 {
        match self {
            Status::Reduced | Status::Flaky | Status::Failed => 3,
            Status::Reducing => 2,
            Status::Pending => 1,
            _ => 0,
        }
    }
}

/// One input's line.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Row {
    /// Its path, as given or found.
    pub input: String,
    /// The XXH3-128 hash of its contents (hex).
    pub hash: String,
    /// What became of it.
    pub status: Status,
    /// The bug it shows, when interesting and `--signature` found one.
    pub signature: Option<String>,
    /// Its bucket's name, when interesting.
    pub bucket: Option<String>,
    /// The input reduced for its bucket (itself, for a representative).
    pub representative: Option<String>,
    /// For a copy: the input with the same bytes.
    pub same_as: Option<String>,
    /// For a unit: its name (its result file's stem, its journal's name).
    pub unit: Option<String>,
    /// For a unit: its reduced file, in the output directory.
    pub result: Option<String>,
    /// For a unit: the copy of its original, beside the result.
    pub original: Option<String>,
    /// The shard that reduces it (`K/N`).
    pub shard: Option<String>,
    /// Bytes of the input.
    pub original_bytes: usize,
    /// Bytes of the best result so far.
    pub final_bytes: Option<usize>,
    /// Tokens of the input.
    pub original_tokens: usize,
    /// Tokens of the best result so far.
    pub final_tokens: Option<usize>,
    /// The hash of the result (equal results of different buckets are probably one bug).
    pub final_hash: Option<String>,
    /// Calls the reduction made, as an uninterrupted run makes them (speculative ones included).
    pub calls: Option<u64>,
    /// Tests actually run for the reduction, over every session (a resumed run replays the
    /// verdicts it has and runs none of them again).
    pub test_runs: Option<u64>,
    /// Seconds spent reducing, over every session.
    pub seconds: Option<f64>,
    /// Seconds the classifying run of the test took.
    pub test_seconds: Option<f64>,
    /// Why the reduction ended.
    pub ended: Option<String>,
    /// Why it was set aside, or what went wrong.
    pub note: Option<String>,
    /// For a unit: its report page (`report/NAME.html`), in the output directory.
    #[serde(default)]
    pub report: Option<String>,
    /// True when its reduction went on from an interrupted one (replaying its journal).
    #[serde(default)]
    pub resumed: bool,
}

impl Row {
    /// A row for an input of `bytes` with nothing known yet but `status`.
    pub fn new(input: String, hash: String, status: Status, bytes: &[u8]) -> Row {
        Row {
            input,
            hash,
            status,
            signature: None,
            bucket: None,
            representative: None,
            same_as: None,
            unit: None,
            result: None,
            original: None,
            shard: None,
            original_bytes: bytes.len(),
            final_bytes: None,
            original_tokens: pare::reduction::count_tokens(bytes),
            final_tokens: None,
            final_hash: None,
            calls: None,
            test_runs: None,
            seconds: None,
            test_seconds: None,
            ended: None,
            note: None,
            report: None,
            resumed: false,
        }
    }
}

/// A shard's manifest file and its rows, in input order.
pub struct Manifest {
    path: PathBuf,
    /// The rows.
    pub rows: Vec<Row>,
}

impl Manifest {
    /// The file shard `shard` writes in `dir`.
    pub fn path(dir: &Path, shard: Shard) -> PathBuf {
        if shard == Shard::ALL {
            dir.join("manifest.jsonl")
        } else {
            dir.join(format!("manifest-{}-of-{}.jsonl", shard.index, shard.count))
        }
    }

    /// The manifest at `path`, empty if there is none yet.
    pub fn load(path: PathBuf) -> io::Result<Manifest> {
        let rows = match fs::read_to_string(&path) {
            Ok(text) => parse(&text).map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", path.display())))?,
            Err(e) if e.kind() == io::ErrorKind::NotFound => Vec::new(),
            Err(e) => return Err(e),
        };
        Ok(Manifest { path, rows })
    }

    /// A manifest at the same path holding `rows`.
    pub fn with_rows(&self, rows: Vec<Row>) -> Manifest {
        Manifest { path: self.path.clone(), rows }
    }

    /// The row of the input with this hash, if any.
    pub fn by_hash(&self, hash: &str) -> Option<&Row> {
        self.rows.iter().find(|r| r.hash == hash)
    }

    /// Writes every row, atomically.
    pub fn save(&self) -> io::Result<()> {
        let mut text = String::new();
        for row in &self.rows {
            text.push_str(&serde_json::to_string(row).expect("rows serialize"));
            text.push('\n');
        }
        write_atomic(&self.path, text.as_bytes())
    }

    /// Replaces the row of the same input (or adds it).
    pub fn put(&mut self, row: Row) {
        match self.rows.iter_mut().find(|r| r.input == row.input) {
            Some(slot) => *slot = row,
            None => self.rows.push(row),
        }
    }
}

/// The rows of a manifest's text.
pub fn parse(text: &str) -> io::Result<Vec<Row>> {
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_round_trip_and_replace_by_input() {
        let dir = tempfile::tempdir().unwrap();
        let path = Manifest::path(dir.path(), Shard { index: 1, count: 3 });
        assert!(path.ends_with("manifest-1-of-3.jsonl"));
        let mut m = Manifest::load(path.clone()).unwrap();
        m.put(Row::new("a.c".into(), "00".into(), Status::Pending, b"int a;"));
        m.put(Row::new("b.c".into(), "01".into(), Status::NotInteresting, b""));
        let mut done = m.rows[0].clone();
        done.status = Status::Reduced;
        m.put(done);
        m.save().unwrap();
        let text = fs::read_to_string(&path).unwrap();
        assert!(text.lines().next().unwrap().contains(r#""status":"reduced""#), "{text}");
        assert!(text.contains(r#""status":"not-interesting""#));
        let again = Manifest::load(path).unwrap();
        assert_eq!(again.rows.len(), 2);
        assert_eq!(again.by_hash("00").unwrap().original_tokens, 3);
    }
}
