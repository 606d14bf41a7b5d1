//! Rewrites for C in the manner of C-Reduce's clang_delta: each removes one kind of indirection
//! (a call, a parameter, a pointer, an array) and fixes up every use in the same edit, so that
//! plain deletion can then finish the job. They name tree-sitter-c node kinds and run only on
//! grammars of the C family.
//!
//! Without a resolver, names are matched by text. csmith output, the main customer, makes every
//! name unique by construction (`g_N`, `l_N`, `p_N`, `func_N`), so matching by name is
//! resolution as long as these rewrites run before `rename`; a wrong guess only costs a rejected
//! candidate.

pub mod aggregate_to_scalar;
pub mod array_size;
pub mod combine_declarations;
pub mod copy_propagation;
pub mod csmith_crc;
pub mod declarator;
pub mod denest;
pub mod effects;
pub mod functions;
pub mod init_drop;
pub mod inline_return;
pub mod move_definition;
pub mod param_to_local;
pub mod plain_assign;
pub mod pointer_level;
pub mod return_void;
pub mod scope;
pub mod splice;
pub mod typedefs;
pub mod unused_field;
