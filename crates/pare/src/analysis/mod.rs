//! What the grammar-aware passes read off syntax trees, a layer above parsing: the names a
//! declaration declares ([`names`]), which declarations reference which ([`references`]), what
//! is reachable from the entry points ([`reachable`]), which expressions have effects
//! ([`effects`]), which bodies may be emptied ([`hollow`]), how a declaration is removed with
//! what it takes along ([`removal`]), and the node lists HDD and its kin reduce ([`node_list`]).
//! Parsing knows none of it; passes and the passes over trees use it.

pub mod effects;
pub mod hollow;
pub mod names;
pub mod node_list;
pub mod reachable;
pub mod references;
pub mod removal;
