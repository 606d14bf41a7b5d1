//! Which share of a batch this process does, agreed between shards without any communication.
//!
//! Every shard sees every input, classifies it (one call each) and so computes the same buckets;
//! a unit of work belongs to shard `hash(unit name) mod N`. The index and count come from
//! `--shard K/N`, or from the conventions of existing schedulers: a Slurm job array
//! (`SLURM_ARRAY_TASK_ID` minus `SLURM_ARRAY_TASK_MIN`, of `SLURM_ARRAY_TASK_COUNT`) or a
//! Kubernetes Indexed Job (`JOB_COMPLETION_INDEX`, of `--shards N`, the Job's completions).

use std::fmt;
use std::str::FromStr;

/// Shard `index` of `count`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    /// Which one, from 0.
    pub index: u32,
    /// How many there are.
    pub count: u32,
}

impl Shard {
    /// The whole batch in one process.
    pub const ALL: Shard = Shard { index: 0, count: 1 };

    /// True when the unit called `name` is this shard's to reduce.
    pub fn owns(&self, name: &str) -> bool {
        xxhash_rust::xxh3::xxh3_64(name.as_bytes()) % u64::from(self.count) == u64::from(self.index)
    }
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

impl FromStr for Shard {
    type Err = String;
    fn from_str(s: &str) -> Result<Shard, String> {
        let bad = || format!("'{s}' is not a shard K/N with 0 <= K < N");
        let (k, n) = s.split_once('/').ok_or_else(bad)?;
        let (index, count): (u32, u32) = (k.trim().parse().map_err(|_| bad())?, n.trim().parse().map_err(|_| bad())?);
        if index < count { Ok(Shard { index, count }) } else { Err(bad()) }
    }
}

/// The shard to do: `--shard`, else Slurm's array variables, else `JOB_COMPLETION_INDEX` with
/// `--shards`, else the whole batch. Returns it and where it came from (for a message).
pub fn resolve(
    flag: Option<Shard>,
    shards: Option<u32>,
    env: impl Fn(&str) -> Option<String>,
) -> Result<(Shard, &'static str), String> {
    if let Some(shard) = flag {
        return Ok((shard, "--shard"));
    }
    let number = |name: &str| -> Result<Option<u32>, String> {
        env(name).map(|v| v.trim().parse().map_err(|_| format!("{name}={v} is not a number"))).transpose()
    };
    if let Some(id) = number("SLURM_ARRAY_TASK_ID")? {
        let count = shards
            .or(number("SLURM_ARRAY_TASK_COUNT")?)
            .ok_or("SLURM_ARRAY_TASK_ID is set but not SLURM_ARRAY_TASK_COUNT: give --shards N")?;
        let index = id.checked_sub(number("SLURM_ARRAY_TASK_MIN")?.unwrap_or(0)).unwrap_or(u32::MAX);
        return check(index, count, "SLURM_ARRAY_TASK_ID")
            .map_err(|e| format!("{e} (an array with steps, like --array=0-15:4? use --array=0-N-1, or --shard)"));
    }
    if let Some(index) = number("JOB_COMPLETION_INDEX")? {
        let count = shards.ok_or("JOB_COMPLETION_INDEX is set: give --shards N (the Indexed Job's completions)")?;
        return check(index, count, "JOB_COMPLETION_INDEX");
    }
    match shards {
        Some(_) => Err("--shards N needs JOB_COMPLETION_INDEX or SLURM_ARRAY_TASK_ID (or give --shard K/N)".into()),
        None => Ok((Shard::ALL, "default")),
    }
}

fn check(index: u32, count: u32, from: &'static str) -> Result<(Shard, &'static str), String> {
    if index < count {
        Ok((Shard { index, count }, from))
    } else {
        Err(format!("{from} gives shard {index} of {count}, which does not exist"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env<'a>(vars: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |name| vars.iter().find(|(k, _)| *k == name).map(|(_, v)| v.to_string())
    }

    #[test]
    fn shards_come_from_the_flag_slurm_or_kubernetes() {
        assert_eq!("2/5".parse::<Shard>(), Ok(Shard { index: 2, count: 5 }));
        assert!("5/5".parse::<Shard>().is_err() && "x".parse::<Shard>().is_err());
        assert_eq!(resolve(None, None, env(&[])).unwrap().0, Shard::ALL);
        let slurm = [("SLURM_ARRAY_TASK_ID", "3"), ("SLURM_ARRAY_TASK_MIN", "1"), ("SLURM_ARRAY_TASK_COUNT", "4")];
        assert_eq!(resolve(None, None, env(&slurm)).unwrap(), (Shard { index: 2, count: 4 }, "SLURM_ARRAY_TASK_ID"));
        let flag = Shard { index: 0, count: 2 };
        assert_eq!(resolve(Some(flag), None, env(&slurm)).unwrap().0, flag, "the flag wins");
        let stepped = [("SLURM_ARRAY_TASK_ID", "12"), ("SLURM_ARRAY_TASK_COUNT", "4")];
        assert!(resolve(None, None, env(&stepped)).is_err());
        let k8s = [("JOB_COMPLETION_INDEX", "1")];
        assert_eq!(resolve(None, Some(3), env(&k8s)).unwrap().0, Shard { index: 1, count: 3 });
        assert!(resolve(None, None, env(&k8s)).is_err(), "the count must be given");
        assert!(resolve(None, Some(3), env(&[])).is_err());
    }

    #[test]
    fn every_name_has_exactly_one_owner() {
        for name in ["a", "b", "pragma-1f2e", "u8-9a"] {
            let owners = (0..3).filter(|&k| Shard { index: k, count: 3 }.owns(name)).count();
            assert_eq!(owners, 1, "{name}");
            assert!(Shard::ALL.owns(name));
        }
    }
}
