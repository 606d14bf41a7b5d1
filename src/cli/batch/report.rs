//! `pare batch report DIR...`: every shard's manifest merged into one table, grouped by bucket
//! (markdown on stdout, or `--json`), with results that are byte-identical across buckets
//! flagged as probably one bug.

use std::collections::BTreeMap;
use std::fmt::Write;
use std::fs;
use std::path::PathBuf;

use serde::Serialize;

use super::args::ReportCli;
use super::manifest::{self, Row, Status};
use crate::cli::failure::{Failure, usage};

/// One bucket: its reductions and its duplicates.
#[derive(Serialize)]
pub struct BucketView {
    /// The bucket's name.
    pub bucket: String,
    /// Its signature.
    pub signature: Option<String>,
    /// Its reductions (one, or every input with `--all`).
    pub units: Vec<Row>,
    /// Its inputs that were not reduced because a representative was.
    pub duplicates: Vec<String>,
}

/// The merged view of a batch.
#[derive(Serialize)]
pub struct Report {
    /// Inputs found, copies and set-aside files included.
    pub inputs: usize,
    /// The buckets, by name.
    pub buckets: Vec<BucketView>,
    /// Results that are byte-identical across reductions: each group is probably one bug.
    pub same_results: Vec<Vec<String>>,
    /// Inputs the test does not find interesting.
    pub not_interesting: Vec<Row>,
    /// Copies, binary and unreadable files.
    pub set_aside: Vec<Row>,
}

/// Runs `pare batch report`; returns the exit status.
pub fn main(cli: ReportCli) -> i32 {
    match load(&cli.dirs) {
        Ok(rows) => {
            let report = build(rows);
            if cli.json {
                println!("{}", serde_json::to_string_pretty(&report).expect("the report serializes"));
            } else {
                print!("{}", markdown(&report));
            }
            0
        }
        Err(f) => {
            eprintln!("pare: error: {}", f.message);
            f.code
        }
    }
}

/// Every row of every manifest in `dirs`, one per input: where shards disagree (one reduced an
/// input that the others list as another shard's), the furthest along wins.
pub fn load(dirs: &[PathBuf]) -> Result<Vec<Row>, Failure> {
    let mut merged: BTreeMap<(String, String), Row> = BTreeMap::new();
    let mut files = 0;
    for dir in dirs {
        let entries = fs::read_dir(dir).map_err(|e| usage(format!("cannot read {}: {e}", dir.display())))?;
        let mut paths: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
        paths.retain(|p| {
            p.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.starts_with("manifest") && n.ends_with(".jsonl"))
        });
        paths.sort();
        for path in paths {
            files += 1;
            let text = fs::read_to_string(&path).map_err(|e| usage(format!("cannot read {}: {e}", path.display())))?;
            let rows = manifest::parse(&text).map_err(|e| usage(format!("{}: {e}", path.display())))?;
            for row in rows {
                let key = (row.input.clone(), row.hash.clone());
                match merged.get(&key) {
                    Some(old) if old.status.rank() >= row.status.rank() => {}
                    _ => {
                        merged.insert(key, row);
                    }
                }
            }
        }
    }
    if files == 0 {
        let shown: Vec<String> = dirs.iter().map(|d| d.display().to_string()).collect();
        return Err(usage(format!(
            "no manifest (manifest*.jsonl) in {}: not a pare batch --out directory",
            shown.join(", ")
        )));
    }
    Ok(merged.into_values().collect())
}

/// Groups merged rows by bucket.
pub fn build(rows: Vec<Row>) -> Report {
    let inputs = rows.len();
    let mut buckets: BTreeMap<String, BucketView> = BTreeMap::new();
    let (mut not_interesting, mut set_aside) = (Vec::new(), Vec::new());
    for row in rows {
        let Some(name) = row.bucket.clone() else {
            match row.status {
                Status::NotInteresting => not_interesting.push(row),
                _ => set_aside.push(row),
            }
            continue;
        };
        let view = buckets.entry(name.clone()).or_insert_with(|| BucketView {
            bucket: name,
            signature: row.signature.clone(),
            units: Vec::new(),
            duplicates: Vec::new(),
        });
        if row.status == Status::Duplicate {
            view.duplicates.push(row.input);
        } else {
            view.units.push(row);
        }
    }
    let mut by_result: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    for unit in buckets.values().flat_map(|b| &b.units) {
        if let (Some(hash), Some(result)) = (&unit.final_hash, &unit.result) {
            by_result.entry(hash).or_default().push(result.clone());
        }
    }
    let same_results = by_result.into_values().filter(|g| g.len() > 1).collect();
    Report { inputs, buckets: buckets.into_values().collect(), same_results, not_interesting, set_aside }
}

/// The report as markdown.
pub fn markdown(report: &Report) -> String {
    let units: Vec<&Row> = report.buckets.iter().flat_map(|b| &b.units).collect();
    let reduced = units.iter().filter(|u| u.status == Status::Reduced).count();
    let duplicates: usize = report.buckets.iter().map(|b| b.duplicates.len()).sum();
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{} inputs: {} buckets, {} of {} reductions done, {duplicates} duplicates, {} not interesting, {} set aside\n",
        report.inputs,
        report.buckets.len(),
        reduced,
        units.len(),
        report.not_interesting.len(),
        report.set_aside.len()
    );
    out.push_str("| bucket | signature | inputs | status | reduced input | bytes | tokens | calls | tests run | seconds | result |\n");
    out.push_str("|---|---|---:|---|---|---:|---:|---:|---:|---:|---|\n");
    for b in &report.buckets {
        for u in &b.units {
            let _ = writeln!(
                out,
                "| {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |",
                b.bucket,
                cell(b.signature.as_deref().unwrap_or("")),
                b.units.len() + b.duplicates.len(),
                status_name(u.status),
                cell(&u.input),
                arrow(u.original_bytes, u.final_bytes),
                arrow(u.original_tokens, u.final_tokens),
                opt(u.calls),
                opt(u.test_runs),
                u.seconds.map_or(String::new(), |s| format!("{s:.1}")),
                u.result.as_deref().unwrap_or("")
            );
        }
    }
    for group in &report.same_results {
        let _ = writeln!(out, "\nByte-identical results, probably one bug: {}", group.join(", "));
    }
    list(&mut out, "Not interesting", &report.not_interesting);
    list(&mut out, "Set aside", &report.set_aside);
    out
}

fn list(out: &mut String, title: &str, rows: &[Row]) {
    if rows.is_empty() {
        return;
    }
    let _ = writeln!(out, "\n{title} ({}):", rows.len());
    for r in rows {
        let why = match (&r.same_as, &r.note) {
            (Some(first), _) => format!("the same bytes as {first}"),
            (None, Some(note)) => note.clone(),
            (None, None) => status_name(r.status).to_string(),
        };
        let _ = writeln!(out, "- {}: {why}", r.input);
    }
}

/// A status as the manifest spells it (`not-interesting`).
pub fn status_name(status: Status) -> String {
    serde_json::to_value(status).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default()
}

fn arrow(from: usize, to: Option<usize>) -> String {
    to.map_or(from.to_string(), |to| format!("{from} → {to}"))
}

fn opt(n: Option<u64>) -> String {
    n.map_or(String::new(), |n| n.to_string())
}

/// A table cell: no line breaks, no unescaped pipes.
fn cell(text: &str) -> String {
    text.replace('\n', " ").replace('|', "\\|")
}
