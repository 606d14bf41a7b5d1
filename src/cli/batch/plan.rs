//! A batch's plan: a manifest row for every file found, from the classification, the buckets and
//! the units, carrying over what an earlier run of the same batch (this shard's manifest) did.

use super::buckets::{Bucket, Classified, Unit};
use super::inputs::{Input, Skipped};
use super::manifest::{Manifest, Row, Status};
use super::shard::Shard;

/// The rows of the files set aside before classification.
pub fn set_aside(skipped: &[(std::path::PathBuf, Skipped)], inputs: &[Input]) -> Vec<Row> {
    skipped
        .iter()
        .map(|(path, why)| {
            let shown = path.display().to_string();
            match why {
                Skipped::Unreadable(e) => {
                    let mut row = Row::new(shown, String::new(), Status::Unreadable, b"");
                    row.note = Some(e.clone());
                    row
                }
                Skipped::Binary => Row::new(shown, String::new(), Status::Binary, b""),
                Skipped::SameContent(first) => {
                    let input = inputs.iter().find(|i| &i.path == first).expect("a copy's first is an input");
                    let mut row = Row::new(shown, input.hash.clone(), Status::SameContent, &input.bytes);
                    row.same_as = Some(first.display().to_string());
                    row
                }
            }
        })
        .collect()
}

/// The classification an earlier run recorded for these bytes, if any.
pub fn earlier_class(manifest: &Manifest, input: &Input) -> Option<Classified> {
    let row = manifest.by_hash(&input.hash)?;
    let seconds = row.test_seconds?;
    Some(Classified {
        interesting: row.status != Status::NotInteresting,
        signature: row.signature.clone(),
        seconds,
        note: row.note.clone(),
        explanation: None,
    })
}

/// The hash of the input an earlier run reduced (or began to) for unit `name`.
pub fn earlier_representative(manifest: &Manifest, name: &str) -> Option<String> {
    let started = |r: &&Row| r.status.rank() >= Status::Reducing.rank();
    manifest.rows.iter().filter(started).find(|r| r.unit.as_deref() == Some(name)).map(|r| r.hash.clone())
}

/// What the rows are planned from.
pub struct Plan<'a> {
    /// The distinct inputs.
    pub inputs: &'a [Input],
    /// Their classification (`None`: interrupted before it).
    pub classes: &'a [Option<Classified>],
    /// The buckets of the interesting ones.
    pub buckets: &'a [Bucket],
    /// The units of work.
    pub units: &'a [Unit],
    /// This process's shard.
    pub shard: Shard,
    /// What an earlier run of this shard recorded.
    pub earlier: &'a Manifest,
}

/// The rows of the classified inputs: units (this shard's, with their earlier progress, or
/// another's), duplicates and inputs that are not interesting.
pub fn rows(plan: &Plan) -> Vec<Row> {
    let Plan { inputs, classes, buckets, units, shard, earlier } = *plan;
    let mut rows = Vec::new();
    for (i, input) in inputs.iter().enumerate() {
        let Some(class) = &classes[i] else { continue };
        let mut row = Row::new(input.shown(), input.hash.clone(), Status::NotInteresting, &input.bytes);
        row.test_seconds = Some(class.seconds);
        if !class.interesting {
            row.note = class.note.clone();
            rows.push(row);
            continue;
        }
        let bucket = buckets.iter().position(|b| b.members.contains(&i)).expect("an interesting input has a bucket");
        row.bucket = Some(buckets[bucket].name.clone());
        row.signature = class.signature.clone();
        match units.iter().find(|u| u.input == i) {
            Some(unit) => {
                row.representative = Some(input.shown());
                rows.push(unit_row(row, unit, input, shard, earlier));
            }
            None => {
                let unit = units.iter().find(|u| u.bucket == bucket).expect("every bucket has a unit");
                row.representative = Some(inputs[unit.input].shown());
                row.status = Status::Duplicate;
                rows.push(row);
            }
        }
    }
    rows
}

/// A unit's row: another shard's, or this one's with the progress an earlier run recorded.
fn unit_row(mut row: Row, unit: &Unit, input: &Input, shard: Shard, earlier: &Manifest) -> Row {
    let owner = (0..shard.count).map(|index| Shard { index, count: shard.count }).find(|s| s.owns(&unit.name));
    row.shard = owner.map(|s| s.to_string());
    let (result, original) = super::unit::file_names(&unit.name, input);
    row.unit = Some(unit.name.clone());
    row.result = Some(result);
    row.original = Some(original);
    if !shard.owns(&unit.name) {
        row.status = Status::Elsewhere;
        return row;
    }
    row.status = Status::Pending;
    let started = |r: &&Row| r.status.rank() >= Status::Reducing.rank() && r.unit == row.unit;
    if let Some(old) = earlier.by_hash(&input.hash).filter(started) {
        let test_seconds = row.test_seconds;
        row = Row { test_seconds, ..old.clone() };
        row.input = input.shown();
        if row.status == Status::Failed {
            row.status = Status::Pending;
        }
    }
    row
}
