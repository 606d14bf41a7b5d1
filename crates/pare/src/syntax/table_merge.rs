//! Combining grammar tables: a built-in table may name a `base` table it extends (TSX extends
//! TypeScript), and `--grammar-table` adds to the table derived for a grammar directory. Entries
//! that are tables merge key by key; any other entry of the later table replaces the earlier.

/// `base` with every entry of `over` added, tables merged key by key (`over` wins).
pub fn merge(base: &mut toml::Table, over: toml::Table) {
    for (key, value) in over {
        match (base.get_mut(&key), value) {
            (Some(toml::Value::Table(mine)), toml::Value::Table(theirs)) => merge(mine, theirs),
            (_, value) => {
                base.insert(key, value);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn tables_merge_and_other_entries_are_replaced() {
        let mut base: toml::Table = toml::from_str("a = [1]\n[t]\nx = 1\ny = 2\n").unwrap();
        super::merge(&mut base, toml::from_str("a = [2]\n[t]\ny = 3\n").unwrap());
        assert_eq!(base, toml::from_str::<toml::Table>("a = [2]\n[t]\nx = 1\ny = 3\n").unwrap());
    }
}
