//! The output directory: checked and created before anything runs, and stamped with the
//! options that decide results (`batch.json`), so that a resume, or another shard, with
//! different ones is refused instead of mixing two batches in one directory.

use std::fs;
use std::path::{Path, PathBuf};

use serde_json::{Value, json};

use super::shard::Shard;
use crate::cli::failure::{Failure, usage};
use crate::cli::options::ReduceOptions;
use crate::cli::user_test::Program;

/// The output directory's parts.
pub struct OutDir {
    /// The directory.
    pub dir: PathBuf,
}

impl OutDir {
    /// Where the journal of unit `name` goes.
    pub fn journal(&self, name: &str) -> PathBuf {
        self.dir.join("journal").join(format!("{name}.log"))
    }

    /// Where the report page of unit `name` goes, and its path as the campaign page links it.
    pub fn report(&self, name: &str) -> (PathBuf, String) {
        let link = format!("report/{name}.html");
        (self.dir.join(&link), link)
    }

    /// A file of the directory.
    pub fn file(&self, name: &str) -> PathBuf {
        self.dir.join(name)
    }
}

/// Creates `dir` (and `dir/journal`, `dir/report`) if needed and checks that files can be written in it;
/// then stamps it with `stamp`, or checks that its stamp is the same.
pub fn prepare(dir: &Path, stamp: &Value) -> Result<OutDir, Failure> {
    if fs::metadata(dir).is_ok_and(|m| !m.is_dir()) {
        return Err(usage(format!("--out {} is a file, not a directory", dir.display())));
    }
    for sub in ["journal", "report"] {
        fs::create_dir_all(dir.join(sub))
            .map_err(|e| usage(format!("cannot create the output directory {}: {e}", dir.display())))?;
    }
    tempfile::Builder::new()
        .prefix(".pare-check-")
        .tempfile_in(dir)
        .map_err(|e| usage(format!("cannot write in the output directory {}: {e}", dir.display())))?;
    let path = dir.join("batch.json");
    match fs::read_to_string(&path) {
        Ok(text) => {
            let old: Value = serde_json::from_str(&text)
                .map_err(|e| usage(format!("{} is not a batch stamp ({e}): use another --out", path.display())))?;
            let changed = differences(&old, stamp);
            if !changed.is_empty() {
                return Err(usage(format!(
                    "{} holds a batch run with other options ({}): resume with the same ones, or use another --out",
                    dir.display(),
                    changed.join(", ")
                )));
            }
        }
        Err(_) => {
            let text = serde_json::to_string_pretty(stamp).expect("a stamp serializes") + "\n";
            crate::cli::output::write_atomic(&path, text.as_bytes())
                .map_err(|e| usage(format!("cannot write {}: {e}", path.display())))?;
        }
    }
    Ok(OutDir { dir: dir.to_path_buf() })
}

/// The options that decide a batch's buckets and results (not `-j`, not which shard).
pub fn stamp(opts: &ReduceOptions, program: &Program, all: bool, shard: Shard) -> Value {
    let mut stamp = opts.deciding(program);
    stamp["all"] = json!(all);
    stamp["shards"] = json!(shard.count);
    stamp
}

/// The keys whose values differ between two stamps.
fn differences(old: &Value, new: &Value) -> Vec<String> {
    let (Some(old), Some(new)) = (old.as_object(), new.as_object()) else { return vec!["everything".into()] };
    let mut keys: Vec<String> = old.keys().chain(new.keys()).filter(|k| old.get(*k) != new.get(*k)).cloned().collect();
    keys.sort();
    keys.dedup();
    keys
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_or_another_batch_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("f");
        fs::write(&file, "x").unwrap();
        assert!(prepare(&file, &json!({})).is_err_and(|f| f.message.contains("is a file")));
        let out = dir.path().join("out");
        prepare(&out, &json!({"signature": "a", "shards": 1})).unwrap();
        assert!(out.join("journal").is_dir());
        prepare(&out, &json!({"signature": "a", "shards": 1})).unwrap();
        let other = prepare(&out, &json!({"signature": "b", "shards": 1}));
        assert!(other.is_err_and(|f| f.message.contains("(signature)") && f.code == 2));
    }
}
