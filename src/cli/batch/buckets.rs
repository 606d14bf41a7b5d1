//! Grouping classified inputs into buckets (one per signature) and choosing the units of work:
//! one representative per bucket (the smallest input, ties by path), or every input with `--all`.
//! Names are derived from the signature (and, with `--all`, the input's hash) only, so every
//! shard computes the same names, and the names decide which shard reduces what.

use std::collections::BTreeMap;

use super::inputs::Input;

/// The name of the single bucket when there is no `--signature`.
pub const ALL_INTERESTING: &str = "interesting";
/// The name of the bucket of inputs whose output `--signature` found nothing in.
pub const NO_SIGNATURE: &str = "no-signature";

/// How the test judged an input's original.
#[derive(Clone, Debug)]
pub struct Classified {
    /// The test passed (the input shows a bug).
    pub interesting: bool,
    /// What `--signature` found in its output.
    pub signature: Option<String>,
    /// How long the run took.
    pub seconds: f64,
    /// How a run that was not interesting ended.
    pub note: Option<String>,
    /// For a run that was not interesting, this session: what ran, where, the end of its output.
    pub explanation: Option<String>,
}

/// Interesting inputs with one signature.
pub struct Bucket {
    /// Its name: a slug of the signature and a hash of it.
    pub name: String,
    /// Its inputs (indices), smallest first, ties by path.
    pub members: Vec<usize>,
}

/// A reduction to do: an input of a bucket, and the name its files and journal get.
pub struct Unit {
    /// Its name (the bucket's, with `--all` followed by the input's hash).
    pub name: String,
    /// Its bucket (index).
    pub bucket: usize,
    /// Its input (index).
    pub input: usize,
}

/// The buckets of the interesting inputs, in name order. `named` says whether `--signature`
/// was given (without it every interesting input is in one bucket).
pub fn group(inputs: &[Input], classes: &[Classified], named: bool) -> Vec<Bucket> {
    let mut by_signature: BTreeMap<Option<&str>, Vec<usize>> = BTreeMap::new();
    for (i, class) in classes.iter().enumerate().filter(|(_, c)| c.interesting) {
        by_signature.entry(class.signature.as_deref().filter(|_| named)).or_default().push(i);
    }
    let mut buckets: Vec<Bucket> = by_signature
        .into_iter()
        .map(|(signature, mut members)| {
            members.sort_by(|&a, &b| {
                (inputs[a].bytes.len(), &inputs[a].path).cmp(&(inputs[b].bytes.len(), &inputs[b].path))
            });
            let name = match (named, signature) {
                (false, _) => ALL_INTERESTING.to_string(),
                (true, None) => NO_SIGNATURE.to_string(),
                (true, Some(s)) => name_of(s),
            };
            Bucket { name, members }
        })
        .collect();
    buckets.sort_by(|a, b| a.name.cmp(&b.name));
    buckets
}

/// The units: with `all`, every member of every bucket; else one representative per bucket,
/// the smallest member unless `kept` names an earlier representative (by hash) that is still a
/// member (a resumed batch with new inputs keeps the reduction it started).
pub fn units(buckets: &[Bucket], inputs: &[Input], all: bool, kept: impl Fn(&str) -> Option<String>) -> Vec<Unit> {
    let mut units = Vec::new();
    for (b, bucket) in buckets.iter().enumerate() {
        if all {
            for &i in &bucket.members {
                units.push(Unit { name: format!("{}-{}", bucket.name, &inputs[i].hash[..8]), bucket: b, input: i });
            }
        } else {
            let earlier =
                kept(&bucket.name).and_then(|h| bucket.members.iter().copied().find(|&i| inputs[i].hash == h));
            units.push(Unit { name: bucket.name.clone(), bucket: b, input: earlier.unwrap_or(bucket.members[0]) });
        }
    }
    units
}

/// A file-name-safe name for a signature: up to 40 characters of it (lowercase letters and
/// digits, other runs as `-`) and 8 hex digits of its hash, so distinct signatures never share one.
pub fn name_of(signature: &str) -> String {
    let mut slug = String::new();
    for c in signature.chars() {
        if c.is_ascii_alphanumeric() {
            slug.push(c.to_ascii_lowercase());
        } else if !slug.ends_with('-') {
            slug.push('-');
        }
    }
    let slug: String = slug.trim_matches('-').chars().take(40).collect();
    let slug = slug.trim_end_matches('-');
    let hash = xxhash_rust::xxh3::xxh3_64(signature.as_bytes()) as u32;
    if slug.is_empty() { format!("sig-{hash:08x}") } else { format!("{slug}-{hash:08x}") }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    fn input(path: &str, text: &str) -> Input {
        let hash = format!("{:032x}", pare::reduction::content_hash(text.as_bytes()));
        Input { path: PathBuf::from(path), bytes: text.as_bytes().to_vec(), hash, tree: None }
    }

    fn class(signature: Option<&str>, interesting: bool) -> Classified {
        Classified {
            interesting,
            signature: signature.map(str::to_string),
            seconds: 0.1,
            note: None,
            explanation: None,
        }
    }

    #[test]
    fn one_representative_per_signature_the_smallest_ties_by_path() {
        let inputs =
            [input("d.c", "12345"), input("c.c", "123"), input("b.c", "abc"), input("a.c", "x"), input("e.c", "y")];
        let classes = [
            class(Some("A"), true),
            class(Some("A"), true),
            class(Some("A"), true),
            class(Some("B"), true),
            class(None, false),
        ];
        let buckets = group(&inputs, &classes, true);
        assert_eq!(buckets.len(), 2);
        let a = buckets.iter().find(|b| b.name == name_of("A")).unwrap();
        assert_eq!(a.members, [2, 1, 0], "smallest first, b.c before c.c at equal size");
        let units = units(&buckets, &inputs, false, |_| None);
        assert_eq!(units.len(), 2);
        assert!(units.iter().any(|u| u.input == 2 && u.name == a.name));
        let every = super::units(&buckets, &inputs, true, |_| None);
        assert_eq!(every.len(), 4);
        let kept = super::units(&buckets, &inputs, false, |name| (name == a.name).then(|| inputs[0].hash.clone()));
        assert!(kept.iter().any(|u| u.input == 0), "an earlier representative is kept");
        assert_eq!(group(&inputs, &classes, false).len(), 1, "without --signature, one bucket");
    }

    #[test]
    fn names_are_readable_and_distinct() {
        assert!(name_of("',' expected (got \")\")").starts_with("expected-got-"));
        assert!(
            name_of("character array initializer must be a literal, optionally enclosed")
                .starts_with("character-array-initializer-must-be-a-li-")
        );
        assert_ne!(name_of("A b"), name_of("a b"));
        assert!(name_of("!!!").starts_with("sig-"));
    }
}
